import {
  CHECKOUT_MESSAGES,
  type TPaymentIntentRequest,
  type TPaymentIntentResponse,
  type TPaymentsConfigResponse,
} from '@samplebank/contracts/checkout';
import type { AppContext } from '../../app.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
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
import { isReleasable, releaseUnpaidCheckout } from './expire-checkouts.js';

type CheckoutContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'payments'>;

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
  request: TPaymentIntentRequest,
  idempotencyKey?: string,
  now = new Date(),
): Promise<TPaymentIntentResponse> {
  const { db } = context;
  // a premium order is paid by card: without a payment provider no order is taken that nobody can pay
  if (user.isPremium && !context.payments)
    throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentsUnavailable);
  const settings = (await getSettings(db)).deliverySettings;
  const deliveryDate = validateDeliveryOptions(user, request, settings, now);
  // the cart's row lock makes one user's checkouts run one after the other, so the limits below cannot be raced
  const placeOrder = () =>
    db.transaction(async (tx) => {
      const cart = await lockCartOfUser(tx, request.cartId, user.id);
      if (!cart) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.cartNotFound);
      const checkoutKey = checkoutKeyFor(
        cart,
        { deliveryDate, isExpressDelivery: request.isExpressDelivery },
        idempotencyKey,
      );
      const earlier = await findOrderByCheckoutKey(tx, user.id, checkoutKey);
      if (earlier) return { order: earlier, isNew: false };
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
        needsPayment: user.isPremium && charges.amount > 0,
        deliveryDate,
        isExpressDelivery: request.isExpressDelivery,
        shippingAddress,
      });
      return { order, isNew: true };
    });

  const placed = await placeOnce(context, placeOrder);
  const { order, isNew } = placed;
  if (!isNew) assertSameCheckout(order, request, deliveryDate);
  const isPaidOrder = order.isPremium && order.totalAmount > 0;
  if (!isPaidOrder) {
    if (isNew) await notifyBuyerOfStatus(context, user, order.id, 'pending', 'We received your sample request.');
    return { orderId: order.id };
  }
  if (!context.payments) throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentsUnavailable);
  const payment = await paymentFor(db, context.payments, order);
  return { clientSecret: payment.clientSecret, orderId: order.id };
}

/**
 * Places the order, retrying once when another request placed this checkout's order first (ours rolled back: use
 * theirs) and once when an earlier unpaid checkout of this member stood in the way (it is let go: a member holds
 * one unpaid checkout at a time, and the newest is the one they mean to pay).
 */
async function placeOnce(
  context: CheckoutContext,
  placeOrder: () => Promise<{ order: OrderRow; isNew: boolean }>,
): Promise<{ order: OrderRow; isNew: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await placeOrder();
    } catch (error) {
      if (attempt >= 2) throw error;
      if (error instanceof UnpaidCheckoutOpen) {
        // the stock it returns shows at once: every successful write under /api/payments clears the catalogue cache
        const released =
          isReleasable(error.checkout.paymentStatus) &&
          (await releaseUnpaidCheckout(context, error.checkout, CHECKOUT_MESSAGES.checkoutReplaced));
        if (!released) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.earlierCheckoutBeingPaid);
        continue;
      }
      if (!(error instanceof CheckoutAlreadyPlaced)) throw error;
    }
  }
}

/** `GET /payments/config`: which card form the web shows, and Stripe's publishable key; nothing else. */
export function getPaymentsConfig(provider: PaymentProvider | undefined): TPaymentsConfigResponse {
  if (!provider) return { provider: 'none' };
  return provider.publishableKey
    ? { provider: provider.name, publishableKey: provider.publishableKey }
    : { provider: provider.name };
}
