import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.js';
import { orders, payments } from '../../db/schema.js';
import { insertStatusEvent, moveOrderStatus, returnStock } from '../orders/orders.repository.js';

// a payment with money in flight (processing) is left for its payment event; any other unpaid one can be let go
const RELEASABLE_PAYMENT_STATUSES = ['requires_payment_method', 'requires_action', 'failed'];

/** An unpaid checkout: its order, and its payment when one was made. */
export type UnpaidCheckout = { orderId: string; paymentId: string | null; intentId: string | null };

/** Whether a checkout whose payment is in this status can be let go (no payment row: nothing was ever asked). */
export const isReleasable = (paymentStatus: string | null) =>
  paymentStatus === null || RELEASABLE_PAYMENT_STATUSES.includes(paymentStatus);

/**
 * Lets an unpaid checkout go: the intent is cancelled at the provider first (false when it was paid after all, and
 * then the order stays for its payment event), then the payment, the order and its stock in one transaction, with
 * the payment's status as the guard, so a payment event arriving now finds it cancelled.
 */
export async function releaseUnpaidCheckout(
  context: Pick<AppContext, 'db' | 'payments'>,
  checkout: UnpaidCheckout,
  note: string,
): Promise<boolean> {
  // without a provider nobody can pay the intent any more, so there is nothing to cancel there
  if (checkout.intentId && context.payments) {
    if (!(await context.payments.cancelIntent(checkout.intentId).catch(() => false))) return false;
  }
  return context.db.transaction(async (tx) => {
    if (checkout.paymentId) {
      const [payment] = await tx
        .update(payments)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(and(eq(payments.id, checkout.paymentId), inArray(payments.status, RELEASABLE_PAYMENT_STATUSES)))
        .returning({ id: payments.id });
      if (!payment) return false;
    }
    if (!(await moveOrderStatus(tx, checkout.orderId, { from: 'awaiting-payment', to: 'cancelled' }))) return false;
    await returnStock(tx, checkout.orderId);
    await insertStatusEvent(tx, { orderId: checkout.orderId, status: 'cancelled', note });
    return true;
  });
}

/**
 * Cancels card checkouts left unpaid for longer than the hold (CHECKOUT_HOLD_MINUTES, at most 15), so their units go
 * back on the shelf; a checkout whose intent was never made is let go too.
 */
export async function expireAbandonedCheckouts(
  context: Pick<AppContext, 'db' | 'payments'> & { config: { limits: { checkoutHoldMinutes: number } } },
  now: Date = new Date(),
): Promise<number> {
  const holdMinutes = context.config.limits.checkoutHoldMinutes;
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000);
  const stale = await context.db
    .select({ orderId: orders.id, paymentId: payments.id, intentId: payments.providerIntentId })
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
  let expired = 0;
  for (const checkout of stale) {
    if (await releaseUnpaidCheckout(context, checkout, CHECKOUT_MESSAGES.checkoutExpired(holdMinutes))) expired++;
  }
  return expired;
}

/** Runs the expiry every minute; returns the function that stops it. */
export function startCheckoutExpiry(
  context: Pick<AppContext, 'db' | 'payments' | 'catalogueCache' | 'config'>,
  log: { warn: (object: object, message: string) => void },
  intervalMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireAbandonedCheckouts(context)
      // the returned stock shows in the catalogue at once, as it does after any other stock change
      .then((expired) => expired > 0 && context.catalogueCache.clear())
      .catch((error) => log.warn({ err: error }, 'checkout expiry failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
