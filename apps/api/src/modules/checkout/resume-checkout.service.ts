import { CHECKOUT_MESSAGES, type TCheckout, type TCurrentCheckoutResponse } from '@samplebank/contracts/checkout';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { presentCheckout } from './checkout.presenter.js';
import { findCheckout, findCheckoutLines, findOpenCheckoutOfUser } from './checkout.repository.js';

type ResumeContext = ServiceContext<'db' | 'storage' | 'config'>;

/** The buyer's own checkout; anyone else's, staff included, is not found (its client secret lets its holder pay). */
async function ownCheckout(context: ResumeContext, user: AuthUser, orderId: string): Promise<TCheckout> {
  const row = await findCheckout(context.db, orderId);
  if (!row || row.order.userId !== user.id) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.checkoutNotFound);
  const lines = await findCheckoutLines(context.db, orderId);
  return presentCheckout(context.storage, row, lines, context.config.limits.checkoutHoldMinutes);
}

/**
 * `GET /payments/checkouts/{orderId}`: where the payment of this checkout stands, from the server alone, so a reload,
 * a second tab or Pay now from My orders resumes it at the right step (3-D Secure included).
 */
export function getCheckout(
  context: ResumeContext,
  user: AuthUser,
  { orderId }: { orderId: string },
): Promise<TCheckout> {
  return ownCheckout(context, user, orderId);
}

/** `GET /payments/checkouts/current`: the member's checkout waiting for payment, or null. */
export async function getCurrentCheckout(context: ResumeContext, user: AuthUser): Promise<TCurrentCheckoutResponse> {
  const orderId = await findOpenCheckoutOfUser(context.db, user.id);
  return { checkout: orderId ? await ownCheckout(context, user, orderId) : null };
}
