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
  CheckoutAlreadyPlaced,
  checkoutKeyFor,
  createOrder,
  createPayment,
  priceCheckout,
  requireShippingAddress,
  takeStock,
  validateCart,
  validateDeliveryOptions,
} from './checkout.steps.js';

type CheckoutContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'payments'>;

/** A replayed checkout must be the same request: the same key with other options is refused. */
function assertSameCheckout(order: OrderRow, request: TPaymentIntentRequest, deliveryDate: string) {
  const same =
    order.deliveryDate === deliveryDate &&
    order.isExpressDelivery === request.isExpressDelivery &&
    order.totalAmount === request.amount;
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
  const settings = (await getSettings(db)).deliverySettings;
  const deliveryDate = validateDeliveryOptions(user, request, settings, now);
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
      const lines = await validateCart(tx, cart.id);
      const charges = priceCheckout(lines, user, request, settings);
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

  let placed: { order: OrderRow; isNew: boolean };
  try {
    placed = await placeOrder();
  } catch (error) {
    // another request inserted this checkout's order between our look-up and insert: ours rolled back, use theirs
    if (!(error instanceof CheckoutAlreadyPlaced)) throw error;
    placed = await placeOrder();
  }
  const { order, isNew } = placed;
  if (!isNew) assertSameCheckout(order, request, deliveryDate);
  const isPaidOrder = order.isPremium && order.totalAmount > 0;
  if (!isPaidOrder) {
    if (isNew) await notifyBuyerOfStatus(context, user, order.id, 'pending', 'We received your sample request.');
    return { orderId: order.id };
  }
  const payment = await paymentFor(db, context.payments, order);
  return { clientSecret: payment.clientSecret, orderId: order.id };
}

/** `GET /payments/config`: which card form the web shows, and Stripe's publishable key. */
export function getPaymentsConfig(provider: PaymentProvider): TPaymentsConfigResponse {
  return provider.publishableKey
    ? { provider: provider.name, publishableKey: provider.publishableKey }
    : { provider: provider.name };
}
