import { CHECKOUT_MESSAGES, type TCancelCheckoutResponse } from '@samplebank/contracts/checkout';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { findCheckout } from './checkout.repository.js';
import { isReleasable, type ReleaseContext, releaseUnpaidCheckout } from './expire-checkouts.js';

/** Why a checkout cannot be let go, from its order's and its payment's status. */
function refusal(orderStatus: string, paymentStatus: string | null): AppError | null {
  if (orderStatus === 'cancelled') return new AppError('INVALID_STATE', CHECKOUT_MESSAGES.cannotCancelCancelled);
  if (orderStatus !== 'awaiting-payment') {
    const paid = paymentStatus === 'succeeded';
    return new AppError(
      'INVALID_STATE',
      paid ? CHECKOUT_MESSAGES.cannotCancelPaid : CHECKOUT_MESSAGES.cannotCancelNotAwaitingPayment,
    );
  }
  if (paymentStatus === 'succeeded') return new AppError('INVALID_STATE', CHECKOUT_MESSAGES.cannotCancelPaid);
  if (!isReleasable(paymentStatus)) return new AppError('INVALID_STATE', CHECKOUT_MESSAGES.cannotCancelBeingPaid);
  return null;
}

/**
 * `POST /payments/checkouts/{orderId}/cancel`: the buyer (or staff) lets an unpaid checkout go before paying: its
 * intent is cancelled, its stock returns, its samples go back into the buyer's cart, and the order keeps why.
 */
export async function cancelCheckout(
  context: ReleaseContext,
  actor: AuthUser,
  { orderId }: { orderId: string },
): Promise<TCancelCheckoutResponse> {
  const row = await findCheckout(context.db, orderId);
  const isStaff = actor.role === 'ADMIN';
  if (!row || (row.order.userId !== actor.id && !isStaff)) {
    throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.checkoutNotFound);
  }
  const refused = refusal(row.order.status, row.payment?.status ?? null);
  if (refused) throw refused;
  const isBuyer = row.order.userId === actor.id;
  const reason = isBuyer ? CHECKOUT_MESSAGES.checkoutCancelledByBuyer : CHECKOUT_MESSAGES.checkoutCancelledByStaff;
  const released = await releaseUnpaidCheckout(context, {
    checkout: {
      orderId: row.order.id,
      userId: row.order.userId,
      paymentId: row.payment?.id ?? null,
      intentId: row.payment?.providerIntentId ?? null,
    },
    reason,
  });
  if (!released) {
    // paid, being paid or let go in the meantime: say which, as it is now
    const now = await findCheckout(context.db, orderId);
    throw (
      refusal(now?.order.status ?? 'cancelled', now?.payment?.status ?? null) ??
      new AppError('INVALID_STATE', CHECKOUT_MESSAGES.cannotCancelBeingPaid)
    );
  }
  return { orderId: row.order.id, status: 'cancelled' };
}
