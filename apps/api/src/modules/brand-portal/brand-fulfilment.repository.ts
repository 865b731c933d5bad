import type { TBrandOrderFilter } from '@samplebank/contracts/brand-fulfilment';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orderItems, orderShipments, orders, organizations, samples, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** The statuses in which a brand still packs and ships its lines. */
export const OPEN_FOR_FULFILMENT = ['pending', 'processing'] as const;

// a line of the brand on the order, and one of them not shipped yet
const holdsBrandLine = (brandId: string) =>
  sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.manufacturerId} = ${brandId})`;
const holdsUnshippedBrandLine = (brandId: string) =>
  sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.manufacturerId} = ${brandId} and ${orderItems.fulfilment} <> 'shipped')`;
const isOpen = inArray(orders.status, [...OPEN_FOR_FULFILMENT]);

/** Which of the brand's orders a list holds; an unpaid checkout is no one's to ship yet. */
function filterCondition(brandId: string, filter: TBrandOrderFilter): SQL {
  const unshipped = holdsUnshippedBrandLine(brandId);
  switch (filter) {
    case 'to-ship':
      return and(isOpen, unshipped)!;
    case 'shipped':
      // every line of the brand sent while others are still to go, or the order on its way (staff may send it on)
      return sql`(${inArray(orders.status, ['in-transit', 'delivered'])} or (${isOpen} and not ${unshipped}))`;
    case 'all':
      return ne(orders.status, 'awaiting-payment');
  }
}

/**
 * What a brand reads of an order: never its totals or payment. The parcel goes to the buyer, at their company's
 * number; the order keeps the address it was placed with, and its buyer's name and number are read as they are now.
 */
function selectBrandOrders(db: Executor) {
  return db
    .select({
      order: {
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        deliveryDate: orders.deliveryDate,
        isExpressDelivery: orders.isExpressDelivery,
        isPremium: orders.isPremium,
        totalAmount: orders.totalAmount,
        shippingAddress: orders.shippingAddress,
      },
      buyerName: users.name,
      company: organizations.name,
      companyType: organizations.type,
      phone: organizations.contactNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId));
}

/** A page of the orders that hold the brand's lines, newest first, with the buyer the parcel goes to. */
export function findBrandOrders(
  db: Executor,
  brandId: string,
  { filter, offset, limit }: { filter: TBrandOrderFilter; offset: number; limit: number },
) {
  return selectBrandOrders(db)
    .where(and(holdsBrandLine(brandId), filterCondition(brandId, filter)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
}
export type BrandOrderRow = Awaited<ReturnType<typeof findBrandOrders>>[number];

/** One order of the brand's, as its lists show it; undefined when it holds none of the brand's lines. */
export async function findBrandOrder(db: Executor, brandId: string, orderId: string) {
  const [row] = await selectBrandOrders(db)
    .where(and(eq(orders.id, orderId), holdsBrandLine(brandId)))
    .limit(1);
  return row;
}

/** How many of the brand's orders each list holds, in one pass. */
export async function countBrandOrders(db: Executor, brandId: string): Promise<Record<TBrandOrderFilter, number>> {
  const count = (filter: TBrandOrderFilter) =>
    sql<number>`count(*) filter (where ${filterCondition(brandId, filter)})::int`;
  const [row] = await db
    .select({ toShip: count('to-ship'), shipped: count('shipped'), all: count('all') })
    .from(orders)
    .where(holdsBrandLine(brandId));
  return { 'to-ship': row?.toShip ?? 0, shipped: row?.shipped ?? 0, all: row?.all ?? 0 };
}

/** The brand's lines of some orders, with each sample's SKU and pictures and the parcel that took it. */
export function findBrandLines(db: Executor, brandId: string, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      item: {
        id: orderItems.id,
        orderId: orderItems.orderId,
        sampleId: orderItems.sampleId,
        name: orderItems.name,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        fulfilment: orderItems.fulfilment,
        packedAt: orderItems.packedAt,
      },
      sku: samples.sku,
      images: samples.images,
      shipment: {
        id: orderShipments.id,
        carrier: orderShipments.carrier,
        trackingNumber: orderShipments.trackingNumber,
        createdAt: orderShipments.createdAt,
        shippedByName: users.name,
      },
    })
    .from(orderItems)
    .innerJoin(samples, eq(samples.id, orderItems.sampleId))
    .leftJoin(orderShipments, eq(orderShipments.id, orderItems.shipmentId))
    .leftJoin(users, eq(users.id, orderShipments.shippedBy))
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.manufacturerId, brandId)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.id));
}
export type BrandLineRow = Awaited<ReturnType<typeof findBrandLines>>[number];

/** The brand's lines of one order with their fulfilment, read under the order's lock. */
export function findBrandLinesOfOrder(tx: Transaction, brandId: string, orderId: string) {
  return tx
    .select({ id: orderItems.id, fulfilment: orderItems.fulfilment })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.manufacturerId, brandId)));
}

/** Waiting lines become packed; a line packed already keeps its time. */
export async function markLinesPacked(tx: Transaction, itemIds: string[]) {
  await tx
    .update(orderItems)
    .set({ fulfilment: 'packed', packedAt: sql`now()` })
    .where(and(inArray(orderItems.id, itemIds), eq(orderItems.fulfilment, 'waiting')));
}

/** A parcel the brand sent for the order, at the time of the statement (between the moves made in its transaction). */
export async function insertShipment(tx: Transaction, values: typeof orderShipments.$inferInsert) {
  const [row] = await tx
    .insert(orderShipments)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  return row!;
}

/** The lines leave in the parcel; a line never packed counts as packed when it ships. */
export async function markLinesShipped(tx: Transaction, itemIds: string[], shipmentId: string) {
  await tx
    .update(orderItems)
    .set({ fulfilment: 'shipped', shipmentId, packedAt: sql`coalesce(${orderItems.packedAt}, now())` })
    .where(inArray(orderItems.id, itemIds));
}

/** Whether any line of the order, of any brand, is still to ship. */
export async function hasUnshippedLines(tx: Transaction, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.fulfilment, 'shipped')))
    .limit(1);
  return row !== undefined;
}
