import { CART_MAX_QUANTITY } from '@samplebank/contracts/cart';
import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Logger } from '../../platform/logger.js';
import { lockCartOfBuyer, putLinesBackInCart } from '../cart/cart.repository.js';
import { insertStatusEvent, moveOrderStatus, returnStock } from '../orders/orders.repository.js';
import { findOrderUnits, recordCancellation } from './checkout.repository.js';

// a payment with money in flight (processing) is left for its payment event; any other unpaid one can be let go
const RELEASABLE_PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'failed'];

/** An unpaid checkout: its order and buyer, and its payment when one was made. */
export type UnpaidCheckout = { orderId: string; userId: string; paymentId: string | null; intentId: string | null };

/** What letting a checkout go needs: the database, the provider, and where a provider's failure is logged. */
export type ReleaseContext = ServiceContext<'db' | 'payments' | 'catalogueChanges'> & { logger?: Logger };

/** Whether a checkout whose payment is in this status can be let go (no payment row: nothing was ever asked). */
export const isReleasable = (paymentStatus: string | null) =>
  paymentStatus === null || RELEASABLE_PAYMENT_STATUSES.includes(paymentStatus);

/** Thrown inside a release when the order moved on after its payment was cancelled: the transaction rolls back. */
export class CheckoutMovedOn extends Error {}

/**
 * Cancels the checkout's intent at the provider so nobody can pay it any more; false when the provider says it was
 * paid (or is being paid) after all, and then the order stays for its payment event. Without a provider nobody can
 * pay the intent, so there is nothing to cancel. A provider that cannot be reached counts as "maybe paid": the
 * checkout stays, and the failure is logged with the checkout it was about.
 */
export async function cancelIntentOfCheckout(
  context: Pick<ReleaseContext, 'payments' | 'logger'>,
  checkout: UnpaidCheckout,
): Promise<boolean> {
  const { intentId } = checkout;
  if (!intentId || !context.payments) return true;
  const provider = context.payments.name;
  return context.payments.cancelIntent(intentId).catch((error) => {
    (context.logger ?? console).warn(
      { err: error, orderId: checkout.orderId, userId: checkout.userId, intentId, provider },
      'payment intent not cancelled at the provider; the checkout stays until its next try',
    );
    return false;
  });
}

/**
 * In the caller's transaction, which holds the buyer's cart lock: the payment and the order cancelled, each guarded
 * by its status (so a payment event arriving now finds it cancelled), the stock returned, and why, in the buyer's
 * words. False, with nothing written, when it was paid or let go meanwhile.
 */
export async function letGoOfCheckout(tx: Transaction, checkout: UnpaidCheckout, reason: string): Promise<boolean> {
  if (checkout.paymentId) {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(payments.id, checkout.paymentId), inArray(payments.status, RELEASABLE_PAYMENT_STATUSES)))
      .returning({ id: payments.id });
    if (!payment) return false;
  }
  if (!(await moveOrderStatus(tx, checkout.orderId, { from: 'awaiting-payment', to: 'cancelled' }))) {
    if (checkout.paymentId) throw new CheckoutMovedOn();
    return false;
  }
  await returnStock(tx, checkout.orderId);
  await recordCancellation(tx, checkout.orderId, reason);
  await insertStatusEvent(tx, { orderId: checkout.orderId, status: 'cancelled', note: reason });
  return true;
}

/** A let-go checkout's samples go back into its buyer's cart (locked by the caller), so nothing they chose is lost. */
export async function returnCheckoutLinesToCart(
  tx: Transaction,
  { cartId, orderId }: { cartId: string; orderId: string },
): Promise<void> {
  await putLinesBackInCart(tx, cartId, await findOrderUnits(tx, orderId), CART_MAX_QUANTITY);
}

/**
 * Lets an unpaid checkout go: the intent is cancelled at the provider first, then in one transaction the payment,
 * the order and its stock, and its samples go back into the buyer's cart. False when it was paid, is being paid or
 * was let go already.
 */
export async function releaseUnpaidCheckout(
  context: ReleaseContext,
  { checkout, reason }: { checkout: UnpaidCheckout; reason: string },
): Promise<boolean> {
  const [order] = await context.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, checkout.orderId))
    .limit(1);
  if (order?.status !== 'awaiting-payment') return false;
  if (!(await cancelIntentOfCheckout(context, checkout))) return false;
  let released: boolean;
  try {
    released = await context.db.transaction(async (tx) => {
      // the cart first, as a checkout takes it first: the two never wait on each other in a circle
      const cartId = await lockCartOfBuyer(tx, checkout.userId);
      if (!(await letGoOfCheckout(tx, checkout, reason))) return false;
      await returnCheckoutLinesToCart(tx, { cartId, orderId: checkout.orderId });
      return true;
    });
  } catch (error) {
    if (error instanceof CheckoutMovedOn) return false;
    throw error;
  }
  // the returned stock shows in the catalogue at once, in every process
  if (released) await context.catalogueChanges.changed();
  return released;
}

/**
 * Cancels card checkouts left unpaid for longer than the hold (CHECKOUT_HOLD_MINUTES, at most 15), so their units go
 * back on the shelf and their samples back into the buyer's cart; a checkout whose intent was never made is let go
 * too. A payment waiting at 3-D Secure (requires_action) is let go like any other unpaid one. A checkout that fails
 * to be let go is logged with its order and left for the next run, without stopping the others. No user acts here:
 * the clock does (`now`, for tests).
 */
export async function expireAbandonedCheckouts(
  context: ReleaseContext & ServiceContext<'config'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const holdMinutes = context.config.limits.checkoutHoldMinutes;
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000);
  const stale = await context.db
    .select({ orderId: orders.id, userId: orders.userId, paymentId: payments.id, intentId: payments.providerIntentId })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'awaiting-payment'),
        lt(orders.createdAt, cutoff),
        or(sql`${payments.id} is null`, inArray(payments.status, RELEASABLE_PAYMENT_STATUSES)),
      ),
    )
    .limit(50);
  const reason = CHECKOUT_MESSAGES.checkoutExpired(holdMinutes);
  let expired = 0;
  for (const checkout of stale) {
    try {
      if (await releaseUnpaidCheckout(context, { checkout, reason })) expired++;
    } catch (error) {
      // one checkout that cannot be let go must not hold back the others; the next run tries it again
      (context.logger ?? console).error(
        { err: error, orderId: checkout.orderId, userId: checkout.userId, paymentId: checkout.paymentId },
        'expired checkout not let go; the next run tries again',
      );
    }
  }
  return expired;
}
