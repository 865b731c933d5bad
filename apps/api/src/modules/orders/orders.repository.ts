import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  orderItems,
  orderShipments,
  orderStatusEvents,
  orders,
  organizations,
  payments,
  samples,
  users,
} from '../../db/schema/index.js';

type Db = Database | Transaction;
export type OrderRow = typeof orders.$inferSelect;
export type Buyer = { id: string; name: string; email: string };

const buyerColumns = { id: users.id, name: users.name, email: users.email };

/** One order with its buyer. */
export async function findOrderWithBuyer(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, buyer: buyerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** What an order e-mail needs: the order, whether its buyer wants progress updates and the buyer's language. */
export async function findOrderMailFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, emailPreferences: users.emailPreferences, locale: users.locale })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** A user's orders, newest first, created since a time when given. */
export function findOrdersOfUser(db: Db, userId: string, options: { since?: Date }) {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (options.since) conditions.push(gte(orders.createdAt, options.since));
  return db
    .select({ order: orders, buyer: buyerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The lines of some orders with what the order pages show of each sample and brand. */
export function findOrderLines(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      item: orderItems,
      images: samples.images,
      logistic: samples.logistic,
      manufacturerName: organizations.name,
    })
    .from(orderItems)
    .innerJoin(samples, eq(samples.id, orderItems.sampleId))
    .leftJoin(organizations, eq(organizations.id, orderItems.manufacturerId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.id));
}
export type OrderLineRow = Awaited<ReturnType<typeof findOrderLines>>[number];

export function findPaymentsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: payments.id, orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
}

export function findStatusEvents(db: Db, orderId: string) {
  return db
    .select()
    .from(orderStatusEvents)
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
}

/** The parcels an order's brands sent, oldest first, with the brand's name and how many of the order's lines each holds. */
export function findShipmentsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      id: orderShipments.id,
      brandName: organizations.name,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      createdAt: orderShipments.createdAt,
      lineCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.shipmentId} = ${orderShipments.id})`,
    })
    .from(orderShipments)
    .leftJoin(organizations, eq(organizations.id, orderShipments.brandId))
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.createdAt), asc(orderShipments.id));
}
export type OrderShipmentRow = Awaited<ReturnType<typeof findShipmentsOfOrder>>[number];

/** Locks an order row for the rest of the transaction. */
export async function lockOrder(tx: Transaction, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return order;
}

/**
 * Moves an order from one status to another; nothing happens (undefined) when it is no longer in `from`. A move to
 * cancelled keeps its time and the reason its buyer reads.
 */
export async function moveOrderStatus(
  tx: Transaction,
  orderId: string,
  change: {
    from: string;
    to: string;
    carrier?: string;
    trackingNumber?: string;
    deliveredAt?: Date;
    cancellationReason?: string;
  },
) {
  const [order] = await tx
    .update(orders)
    .set({
      status: change.to,
      updatedAt: sql`now()`,
      ...(change.carrier ? { carrier: change.carrier } : {}),
      ...(change.trackingNumber ? { trackingNumber: change.trackingNumber } : {}),
      ...(change.deliveredAt ? { deliveredAt: change.deliveredAt } : {}),
      ...(change.to === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
      ...(change.cancellationReason !== undefined ? { cancellationReason: change.cancellationReason } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, change.from)))
    .returning();
  return order;
}

/**
 * Keeps a change on the order's timeline at the time of its statement, not of its transaction: two moves in one
 * transaction (a brand's parcel that starts an order and sends it on its way) keep their order.
 */
export async function insertStatusEvent(tx: Transaction, event: typeof orderStatusEvents.$inferInsert) {
  await tx.insert(orderStatusEvents).values({ createdAt: sql`clock_timestamp()`, ...event });
}

/** Puts an order's units back on the shelf (a cancelled order), sample by sample in id order. */
export async function returnStock(tx: Transaction, orderId: string) {
  const items = await tx
    .select({ sampleId: orderItems.sampleId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.sampleId));
  for (const item of items) {
    await tx
      .update(samples)
      .set({ stock: sql`${samples.stock} + ${item.quantity}` })
      .where(eq(samples.id, item.sampleId));
  }
}
