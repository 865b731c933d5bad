import { randomInt } from 'node:crypto';
import { newOrderNumber } from '@samplebank/domain/order-number';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { carts, orderItems, orders, organizations, paymentEvents, payments, samples } from '../../db/schema/index.js';

type Db = Database | Transaction;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Locks the user's cart row for the transaction, so two checkouts of one cart run one after the other.
 * `version` is the cart's change stamp at full precision.
 */
export async function lockCartOfUser(tx: Transaction, { cartId, userId }: { cartId: string; userId: string }) {
  const [cart] = await tx
    .select({ id: carts.id, version: sql<string>`${carts.updatedAt}::text` })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId)))
    .for('update')
    .limit(1);
  return cart;
}

export async function findOrderByCheckoutKey(db: Db, { userId, checkoutKey }: { userId: string; checkoutKey: string }) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)))
    .limit(1);
  return order;
}

/** Takes units off the shelf only if they are there: one conditional UPDATE, so no unit is sold twice. */
export async function takeUnits(tx: Transaction, sampleId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(samples)
    .set({ stock: sql`${samples.stock} - ${quantity}`, updatedAt: sql`now()` })
    // a sample taken off sale since it was put in the cart is not sold either
    .where(and(eq(samples.id, sampleId), gte(samples.stock, quantity), eq(samples.status, 'published')))
    .returning({ id: samples.id });
  return rows.length === 1;
}

/** Inserts the order unless this user already has one with this checkout key (then undefined). */
/**
 * An order number no order holds yet. Four random characters give about a million a month; a month that has used
 * many of them gets longer ones rather than looping. Two checkouts drawing the same unused number at the same instant
 * is left to the unique index.
 */
export async function unusedOrderNumber(db: Db, placedAt: Date): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const candidate = newOrderNumber(placedAt, randomInt, Math.floor(attempt / 3));
    const [taken] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, candidate)).limit(1);
    if (!taken) return candidate;
  }
}

export async function insertOrderOnce(tx: Transaction, values: typeof orders.$inferInsert) {
  const [order] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: [orders.userId, orders.checkoutKey] })
    .returning();
  return order;
}

export async function insertOrderItems(tx: Transaction, items: (typeof orderItems.$inferInsert)[]) {
  if (items.length) await tx.insert(orderItems).values(items);
}

/** The samples an order's lines hold. */
export async function findSampleIdsOfOrder(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ sampleId: orderItems.sampleId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.sampleId);
}

export async function findPaymentOfOrder(db: Db, orderId: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return payment;
}

/** Stores an intent for an order; a second one for the same order is dropped (one intent per order). */
export async function insertPaymentOnce(tx: Transaction, values: typeof payments.$inferInsert) {
  await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.orderId });
}

/** A payment by its client secret, with the buyer of its order. */
export async function findPaymentByClientSecret(db: Db, clientSecret: string) {
  const [row] = await db
    .select({ payment: payments, buyerId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.clientSecret, clientSecret))
    .limit(1);
  return row;
}

/** Moves a payment to `to` only from one of the `from` statuses; false when another request got there first. */
export async function claimPayment(
  db: Db,
  paymentId: string,
  from: string[],
  to: string,
  /** how the buyer is paying, recorded with the claim (card, or fpx and its bank) */
  choice: { method?: string; bank?: string | null } = {},
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: to, updatedAt: sql`now()`, ...choice })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length === 1;
}

export async function lockPaymentByIntent(tx: Transaction, intentId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerIntentId, intentId))
    .for('update')
    .limit(1);
  return payment;
}

export async function setPaymentStatus(tx: Transaction, paymentId: string, status: string, failureMessage?: string) {
  await tx
    .update(payments)
    .set({ status, failureMessage: failureMessage ?? null, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId));
}

/** Records a provider event; false when it was recorded before (the provider delivered it again). */
export async function recordPaymentEventOnce(
  tx: Transaction,
  event: { id: string; provider: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.type, payload: event.payload ?? {} })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/** The user's checkouts still waiting for their payment, with their payment when one was made. */
export async function findUnpaidCheckouts(db: Db, userId: string) {
  return db
    .select({
      orderId: orders.id,
      userId: orders.userId,
      checkoutKey: orders.checkoutKey,
      paymentId: payments.id,
      paymentStatus: payments.status,
      intentId: payments.providerIntentId,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting-payment')));
}

// an order not yet delivered or cancelled still holds its units for its buyer
const OPEN_ORDER_STATUSES = ['awaiting-payment', 'pending', 'processing', 'in-transit'];

/** The units of these samples on the user's open orders, and on how many order lines, per sample. */
export async function findOpenUnitsOfSamples(db: Db, userId: string, sampleIds: string[]) {
  if (!sampleIds.length) return [];
  return db
    .select({
      sampleId: orderItems.sampleId,
      units: sql<number>`sum(${orderItems.quantity})::int`,
      lines: sql<number>`count(*)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, OPEN_ORDER_STATUSES),
        inArray(orderItems.sampleId, sampleIds),
      ),
    )
    .groupBy(orderItems.sampleId);
}

/** An order with its payment when one was made: what the payment step resumes from. */
export async function findCheckout(db: Db, orderId: string) {
  const [row] = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
export type CheckoutRow = NonNullable<Awaited<ReturnType<typeof findCheckout>>>;

/** The member's newest order still waiting for its payment. */
export async function findOpenCheckoutOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ orderId: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting-payment')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.orderId;
}

/** An order's lines with the sample's images and the brand's name, in the order they were added. */
export function findCheckoutLines(db: Db, orderId: string) {
  return db
    .select({
      sampleId: orderItems.sampleId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      images: samples.images,
      brand: organizations.name,
    })
    .from(orderItems)
    .innerJoin(samples, eq(samples.id, orderItems.sampleId))
    .leftJoin(organizations, eq(organizations.id, orderItems.manufacturerId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}
export type CheckoutLineRow = Awaited<ReturnType<typeof findCheckoutLines>>[number];

/** An order's samples and units, to put back into its buyer's cart. */
export function findOrderUnits(db: Db, orderId: string) {
  return db
    .select({ sampleId: orderItems.sampleId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.sampleId));
}

/** Stores when and why an order was cancelled, in words its buyer reads. */
export async function recordCancellation(tx: Transaction, orderId: string, reason: string) {
  await tx.update(orders).set({ cancelledAt: sql`now()`, cancellationReason: reason }).where(eq(orders.id, orderId));
}
