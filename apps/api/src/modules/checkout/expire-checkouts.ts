import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app.js';
import { orders, payments } from '../../db/schema.js';
import { insertStatusEvent, moveOrderStatus, returnStock } from '../orders/orders.repository.js';

/** How long a card checkout may wait for its payment before its units go back on the shelf. */
export const CHECKOUT_HOLD_MINUTES = 30;

// a payment the buyer is in the middle of (processing, 3-D Secure) is left alone until it settles
const ABANDONABLE_PAYMENT_STATUSES = ['requires_payment_method', 'failed'];

/**
 * Cancels card checkouts left unpaid for longer than the hold: the intent is cancelled at the provider first
 * (one that was paid after all is left for its payment event), then the order, its payment and its stock, in
 * one transaction with a row lock on the payment so a payment event arriving now waits and then finds it cancelled.
 */
export async function expireAbandonedCheckouts(
  context: Pick<AppContext, 'db' | 'payments'>,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - CHECKOUT_HOLD_MINUTES * 60_000);
  const stale = await context.db
    .select({ orderId: orders.id, paymentId: payments.id, intentId: payments.providerIntentId })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'awaiting-payment'),
        lt(orders.createdAt, cutoff),
        inArray(payments.status, ABANDONABLE_PAYMENT_STATUSES),
      ),
    )
    .limit(50);
  let expired = 0;
  for (const checkout of stale) {
    if (!(await context.payments.cancelIntent(checkout.intentId).catch(() => false))) continue;
    const cancelled = await context.db.transaction(async (tx) => {
      const [payment] = await tx
        .update(payments)
        .set({ status: 'canceled', updatedAt: sql`now()` })
        .where(and(eq(payments.id, checkout.paymentId), inArray(payments.status, ABANDONABLE_PAYMENT_STATUSES)))
        .returning({ id: payments.id });
      if (!payment) return false;
      if (!(await moveOrderStatus(tx, checkout.orderId, { from: 'awaiting-payment', to: 'cancelled' }))) return false;
      await returnStock(tx, checkout.orderId);
      await insertStatusEvent(tx, {
        orderId: checkout.orderId,
        status: 'cancelled',
        note: `Payment not completed within ${CHECKOUT_HOLD_MINUTES} minutes`,
      });
      return true;
    });
    if (cancelled) expired++;
  }
  return expired;
}

/** Runs the expiry every minute; returns the function that stops it. */
export function startCheckoutExpiry(
  context: Pick<AppContext, 'db' | 'payments' | 'catalogueCache'>,
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
