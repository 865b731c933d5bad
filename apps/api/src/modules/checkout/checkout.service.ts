import {
  CHECKOUT_MESSAGES,
  type TPaymentIntentRequest,
  type TPaymentIntentResponse,
  type TPaymentsConfigResponse,
} from '@samplebank/contracts/checkout';
import type { AuthUser } from '../../platform/auth.js';
import type { AppContext, ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import { getSettings } from '../content/content.service.js';
import { notifyBuyerOfStatus } from '../orders/order-notifications.js';
import { lockOrder, type OrderRow } from '../orders/orders.repository.js';
import { findOrderByCheckoutKey, lockCartOfUser } from './checkout.repository.js';
import {
  assertFreeRequestLimits,
  assertNoOtherUnpaidCheckout,
  CheckoutAlreadyPlaced,
  checkoutKeyFor,
  createOrder,
  createPayment,
  priceCheckout,
  requireShippingAddress,
  sameMoney,
  takeStock,
  UnpaidCheckoutOpen,
  validateCart,
  validateDeliveryOptions,
} from './checkout.steps.js';
import {
  CheckoutMovedOn,
  cancelIntentOfCheckout,
  isReleasable,
  letGoOfCheckout,
  releaseUnpaidCheckout,
  returnCheckoutLinesToCart,
  type UnpaidCheckout,
} from './expire-checkouts.js';

type CheckoutContext = ServiceContext<'db' | 'mailer' | 'config' | 'payments' | 'catalogueChanges'> & {
  logger?: Logger;
};

/** The checkout the client asks for, with its optional Idempotency-Key; `now` is for tests. */
export type StartCheckoutInput = TPaymentIntentRequest & { idempotencyKey?: string; now?: Date };

/** A replayed checkout must be the same request: the same key with any other figure or option is refused. */
function assertSameCheckout(order: OrderRow, request: TPaymentIntentRequest, deliveryDate: string) {
  const same =
    order.deliveryDate === deliveryDate &&
    order.isExpressDelivery === request.isExpressDelivery &&
    order.isPremium === request.isPremium &&
    order.totalAmount === request.amount &&
    sameMoney(Number(order.tax), request.tax) &&
    sameMoney(Number(order.deliveryFee), request.deliveryFee);
  if (!same) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.idempotencyKeyReused);
}

/** The client secret of a premium order's intent, made once per order under the order's row lock. */
async function paymentFor(db: AppContext['db'], provider: PaymentProvider, order: OrderRow) {
  return db.transaction(async (tx) => {
    await lockOrder(tx, order.id);
    return createPayment(tx, provider, order);
  });
}

/**
 * `POST /payments/payment-intent`: turns the user's cart into an order, once. In one transaction: lock the cart,
 * find an earlier order of the same checkout, validate the cart, price it, check the address, take the stock,
 * write the order and empty the cart. A premium order then gets its payment intent in a second, short transaction that locks only the
 * order: a slow card provider must not hold the sample rows locked against every other buyer.
 */
export async function startCheckout(
  context: CheckoutContext,
  user: AuthUser,
  input: StartCheckoutInput,
): Promise<TPaymentIntentResponse> {
  const { idempotencyKey, now = new Date(), ...request } = input;
  const { db } = context;
  // a premium order is paid by card: without a payment provider no order is taken that nobody can pay
  if (user.isPremium && !context.payments)
    throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentsUnavailable);
  const settings = (await getSettings(db)).deliverySettings;
  const deliveryDate = validateDeliveryOptions(user, request, settings, now);
  // the cart's row lock makes one user's checkouts run one after the other, so the limits below cannot be raced
  const placeOrder = (replacing: UnpaidCheckout[]) =>
    db.transaction(async (tx) => {
      const cart = await lockCartOfUser(tx, { cartId: request.cartId, userId: user.id });
      if (!cart) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.cartNotFound);
      const checkoutKey = checkoutKeyFor(
        cart,
        { deliveryDate, isExpressDelivery: request.isExpressDelivery },
        idempotencyKey,
      );
      const earlier = await findOrderByCheckoutKey(tx, { userId: user.id, checkoutKey });
      if (earlier) return { order: earlier, isNew: false };
      // the earlier unpaid checkout is let go in this transaction, so the member is never left with neither
      for (const checkout of replacing) {
        if (!(await letGoOfCheckout(tx, checkout, CHECKOUT_MESSAGES.checkoutReplaced))) {
          throw new AppError('CONFLICT', CHECKOUT_MESSAGES.earlierCheckoutBeingPaid);
        }
      }
      await assertNoOtherUnpaidCheckout(tx, user.id);
      const lines = await validateCart(tx, cart.id);
      const charges = priceCheckout(lines, user, request, settings);
      if (!charges.amount) await assertFreeRequestLimits(tx, user.id, lines, context.config.limits.freeUnitsPerSample);
      const shippingAddress = await requireShippingAddress(tx, user);
      await takeStock(tx, lines);
      const order = await createOrder(tx, {
        user,
        cartId: cart.id,
        checkoutKey,
        lines,
        charges,
        taxRate: charges.amount > 0 ? settings.taxRate : null,
        needsPayment: user.isPremium && charges.amount > 0,
        deliveryDate,
        isExpressDelivery: request.isExpressDelivery,
        shippingAddress,
      });
      // after the new order took this cart's lines: the replaced checkout's samples are back in the cart to keep
      for (const checkout of replacing)
        await returnCheckoutLinesToCart(tx, { cartId: cart.id, orderId: checkout.orderId });
      return { order, isNew: true };
    });

  const placed = await placeOnce(context, placeOrder);
  const { order, isNew } = placed;
  // the stock it took shows in the catalogue at once, in every process
  if (isNew) await context.catalogueChanges.changed();
  if (!isNew && order.status === 'cancelled')
    throw new AppError('CONFLICT', CHECKOUT_MESSAGES.cancelledCheckoutReplayed);
  if (!isNew) assertSameCheckout(order, request, deliveryDate);
  const isPaidOrder = order.isPremium && order.totalAmount > 0;
  if (!isPaidOrder) {
    if (isNew) await notifyBuyerOfStatus(context, user, order.id, 'pending', { notice: 'requestReceived' });
    return { orderId: order.id };
  }
  if (!context.payments) throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentsUnavailable);
  const payment = await paymentFor(db, context.payments, order);
  return { clientSecret: payment.clientSecret, orderId: order.id };
}

/**
 * Places the order, retrying once when another request placed this checkout's order first (ours rolled back: use
 * theirs) and once when an earlier unpaid checkout of this member stood in the way: a member holds one unpaid
 * checkout at a time, and the newest is the one they mean to pay. The earlier one's intent is cancelled at the
 * provider (outside any transaction: a slow provider holds no lock), then the retry lets it go, places the new order
 * and puts the earlier samples back into the cart, in one transaction. Should the new order fail after all, the
 * earlier checkout, which can no longer be paid, is let go on its own with its samples back in the cart.
 */
async function placeOnce(
  context: CheckoutContext,
  placeOrder: (replacing: UnpaidCheckout[]) => Promise<{ order: OrderRow; isNew: boolean }>,
): Promise<{ order: OrderRow; isNew: boolean }> {
  const replacing: UnpaidCheckout[] = [];
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await placeOrder(replacing);
      } catch (error) {
        if (error instanceof CheckoutMovedOn)
          throw new AppError('CONFLICT', CHECKOUT_MESSAGES.earlierCheckoutBeingPaid);
        if (attempt >= 2) throw error;
        if (error instanceof UnpaidCheckoutOpen) {
          const { paymentStatus, ...checkout } = error.checkout;
          const cancelled = isReleasable(paymentStatus) && (await cancelIntentOfCheckout(context, checkout));
          if (!cancelled) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.earlierCheckoutBeingPaid);
          replacing.push(checkout);
          continue;
        }
        if (!(error instanceof CheckoutAlreadyPlaced)) throw error;
      }
    }
  } finally {
    // a no-op for a checkout the new order let go (it is no longer awaiting payment); the rest are let go here
    for (const checkout of replacing) {
      await releaseUnpaidCheckout(context, { checkout, reason: CHECKOUT_MESSAGES.checkoutReplaced }).catch((error) => {
        // its intent is cancelled, so nobody can pay it: the expiry job lets it go at the end of its hold
        (context.logger ?? console).error(
          { err: error, orderId: checkout.orderId, userId: checkout.userId, paymentId: checkout.paymentId },
          'replaced checkout not let go; the expiry job lets it go',
        );
        return false;
      });
    }
  }
}

/** `GET /payments/config`: which card form the web shows, and Stripe's publishable key; nothing else. */
export function getPaymentsConfig({ payments: provider }: ServiceContext<'payments'>): TPaymentsConfigResponse {
  if (!provider) return { provider: 'none' };
  return provider.publishableKey
    ? { provider: provider.name, publishableKey: provider.publishableKey }
    : { provider: provider.name };
}
