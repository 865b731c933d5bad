// The checkout as small named steps (medusa-style): each reads, decides or writes one thing.
import { createHash } from 'node:crypto';
import { MESSAGES_MADE_IN_MALAY as MS } from '@samplebank/contracts/api-messages';
import type { TShippingAddress } from '@samplebank/contracts/cart';
import { CART_MESSAGES } from '@samplebank/contracts/cart';
import { CHECKOUT_MESSAGES, type TPaymentIntentRequest } from '@samplebank/contracts/checkout';
import type { TDeliverySettings } from '@samplebank/contracts/content';
import { deliveryDateMessage, deliveryDateProblem, todayInMalaysia } from '@samplebank/domain/delivery';
import { type Charges, priceCart } from '@samplebank/domain/pricing';
import type { Transaction } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { PaymentProvider } from '../../platform/payments/payment-provider.js';
import { type CartLine, findCartLines, findShippingAddress, removeAllCartLines } from '../cart/cart.repository.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { insertStatusEvent } from '../orders/orders.repository.js';
import { recordSampleEvents } from '../sample-events/sample-events.repository.js';
import {
  findOpenUnitsOfSamples,
  findPaymentOfOrder,
  findUnpaidCheckouts,
  insertOrderItems,
  insertOrderOnce,
  insertPaymentOnce,
  type PaymentRow,
  takeUnits,
  unusedOrderNumber,
} from './checkout.repository.js';
import type { UnpaidCheckout } from './expire-checkouts.js';

/**
 * Counts an order for its samples' brands (issue 18): one `request` per line of a free order, one `order` per line of a
 * premium one, whatever the quantity, so a brand reads how many orders asked for a sample, not how many units. Called
 * in the transaction that places (or pays) the order.
 */
export async function recordOrderedSamples(
  tx: Transaction,
  { sampleIds, isPremium }: { sampleIds: string[]; isPremium: boolean },
): Promise<void> {
  const kind = isPremium ? 'order' : 'request';
  await recordSampleEvents(
    tx,
    sampleIds.map((sampleId) => ({ sampleId, kind })),
  );
}

/** Thrown inside the transaction when another request created this order first: roll back, answer with theirs. */
export class CheckoutAlreadyPlaced extends Error {}

/** Thrown inside the transaction when the member has another checkout waiting for payment: roll back, let it go. */
export class UnpaidCheckoutOpen extends Error {
  constructor(readonly checkout: UnpaidCheckout & { paymentStatus: string | null }) {
    super('Another checkout is waiting for payment');
  }
}

/** A member holds one unpaid checkout at a time: its stock is held for them, and only one hold is theirs. */
export async function assertNoOtherUnpaidCheckout(tx: Transaction, userId: string): Promise<void> {
  const [open] = await findUnpaidCheckouts(tx, userId);
  if (open) throw new UnpaidCheckoutOpen(open);
}

/**
 * A free request takes units nobody pays for, so a member holds at most one open order line of a sample, and at
 * most `maxUnits` of it, until that order is delivered or cancelled.
 */
export async function assertFreeRequestLimits(
  tx: Transaction,
  userId: string,
  lines: CartLine[],
  maxUnits: number,
): Promise<void> {
  const open = await findOpenUnitsOfSamples(
    tx,
    userId,
    lines.map((line) => line.sample.id),
  );
  for (const line of lines) {
    const held = open.find((row) => row.sampleId === line.sample.id);
    if (held)
      throw new AppError('LIMIT_REACHED', CHECKOUT_MESSAGES.openFreeRequest(line.sample.name), {
        inLanguage: { ms: MS.openFreeRequest(line.sample.name) },
      });
    if (line.quantity > maxUnits) {
      throw new AppError('LIMIT_REACHED', CHECKOUT_MESSAGES.freeUnitsLimit(line.sample.name, maxUnits), {
        inLanguage: { ms: MS.freeUnitsLimit(line.sample.name, maxUnits) },
      });
    }
  }
}

/** The calendar date in Malaysia that a date or date-time names. */
export function malaysianDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : todayInMalaysia(new Date(value));
}

/** Express is for premium members, and the date must be one the picker offers (DESIGN.md §6). */
export function validateDeliveryOptions(
  user: AuthUser,
  request: TPaymentIntentRequest,
  settings: TDeliverySettings,
  now: Date,
): string {
  if (request.isExpressDelivery && !user.isPremium) {
    throw new AppError('VALIDATION', CHECKOUT_MESSAGES.expressForPremiumOnly);
  }
  const deliveryDate = malaysianDate(request.deliveryDate);
  const problem = deliveryDateProblem(deliveryDate, { isExpressDelivery: request.isExpressDelivery, now, settings });
  if (problem)
    throw new AppError('VALIDATION', deliveryDateMessage(problem, settings), { fields: { deliveryDate: problem } });
  return deliveryDate;
}

/**
 * The key that makes a checkout happen once: the client's Idempotency-Key, else the cart's change stamp with the
 * delivery options. The stamp moves with every change of the cart's contents but not when checkout empties it,
 * so a retried request finds its order while a later order of the same samples is a new one.
 */
export function checkoutKeyFor(
  cart: { id: string; version: string },
  options: { deliveryDate: string; isExpressDelivery: boolean },
  idempotencyKey?: string,
): string {
  if (idempotencyKey) return `idempotency:${idempotencyKey}`;
  const digest = createHash('sha256')
    .update(JSON.stringify([cart.id, cart.version, options.deliveryDate, options.isExpressDelivery]))
    .digest('hex');
  return `cart:${digest}`;
}

/** The cart's lines; an empty cart cannot be checked out. */
export async function validateCart(tx: Transaction, cartId: string): Promise<CartLine[]> {
  const lines = await findCartLines(tx, cartId);
  if (lines.length === 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.emptyCart);
  return lines;
}

/** Two ringgit amounts are the same to the sen. */
export const sameMoney = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** Prices the cart on the server and refuses a client whose amount, tax, fee or plan disagree. */
export function priceCheckout(
  lines: CartLine[],
  user: AuthUser,
  request: TPaymentIntentRequest,
  settings: TDeliverySettings,
): Charges {
  const charges = priceCart(
    lines.map((line) => ({ price: Number(line.sample.price), quantity: line.quantity })),
    { isPremium: user.isPremium, isExpressDelivery: request.isExpressDelivery, settings },
  );
  const agrees =
    request.isPremium === user.isPremium &&
    request.amount === charges.amount &&
    sameMoney(request.tax, charges.tax) &&
    sameMoney(request.deliveryFee, charges.deliveryFee);
  if (!agrees) throw new AppError('AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch);
  return charges;
}

/** Takes every line's units in sample-id order (so two checkouts never wait on each other in a circle). */
export async function takeStock(tx: Transaction, lines: CartLine[]): Promise<void> {
  const bySample = [...lines].sort((a, b) => a.sample.id.localeCompare(b.sample.id));
  for (const line of bySample) {
    if (!(await takeUnits(tx, line.sample.id, line.quantity))) {
      // the throw rolls the whole transaction back, units already taken for other lines included
      throw new AppError('OUT_OF_STOCK', CHECKOUT_MESSAGES.outOfStock(line.sample.name), {
        inLanguage: { ms: MS.outOfStock(line.sample.name) },
      });
    }
  }
}

/** The address the samples go to, copied onto the order so a later edit of the company does not move it. */
export async function requireShippingAddress(tx: Transaction, user: AuthUser): Promise<TShippingAddress> {
  if (!user.organizationId) throw new AppError('NO_ORGANIZATION', CART_MESSAGES.noOrganization);
  const address = await findShippingAddress(tx, user.organizationId);
  if (!address) throw new AppError('NO_SHIPPING_ADDRESS', CHECKOUT_MESSAGES.noShippingAddress);
  return address;
}

/** Writes the order, its lines at the server's prices and its first status, then empties the cart. */
export async function createOrder(
  tx: Transaction,
  input: {
    user: AuthUser;
    cartId: string;
    checkoutKey: string;
    lines: CartLine[];
    charges: Charges;
    /** the SST rate the charges were priced at; null when nothing is charged */
    taxRate: number | null;
    needsPayment: boolean;
    deliveryDate: string;
    isExpressDelivery: boolean;
    shippingAddress: TShippingAddress;
  },
): Promise<OrderRow> {
  const status = input.needsPayment ? 'awaiting-payment' : 'pending';
  const order = await insertOrderOnce(tx, {
    number: await unusedOrderNumber(tx, new Date()),
    userId: input.user.id,
    cartId: input.cartId,
    checkoutKey: input.checkoutKey,
    status,
    isPremium: input.user.isPremium,
    isExpressDelivery: input.isExpressDelivery,
    deliveryDate: input.deliveryDate,
    subtotal: input.charges.sampleCharge,
    deliveryFee: input.charges.deliveryFee,
    tax: input.charges.tax,
    taxRate: input.taxRate,
    totalAmount: input.charges.amount,
    currency: 'myr',
    shippingAddress: input.shippingAddress,
  });
  if (!order) throw new CheckoutAlreadyPlaced();
  await insertOrderItems(
    tx,
    input.lines.map((line) => ({
      orderId: order.id,
      sampleId: line.sample.id,
      manufacturerId: line.sample.manufacturerId,
      name: line.sample.name,
      unitPrice: Number(line.sample.price),
      quantity: line.quantity,
      specifications: line.sample.specifications,
    })),
  );
  await insertStatusEvent(tx, {
    orderId: order.id,
    status,
    note: input.needsPayment ? 'Checkout started, waiting for payment' : 'Sample request placed',
    actorId: input.user.id,
  });
  // counted for the brands' insights with the order: a free request now; a paid order once its payment is received
  // (payment-events.service.ts), so a checkout let go unpaid is never counted as an order
  if (!input.needsPayment)
    await recordOrderedSamples(tx, {
      sampleIds: input.lines.map((line) => line.sample.id),
      isPremium: order.isPremium,
    });
  // emptying the lines leaves the cart's change stamp alone: a retry of this request must find this order
  await removeAllCartLines(tx, input.cartId);
  return order;
}

/**
 * The order's payment intent, made once: under the order's row lock, an existing intent is returned as it is,
 * else the provider makes one with an idempotency key of this order (unique across users, unlike a client's key).
 */
export async function createPayment(
  tx: Transaction,
  provider: PaymentProvider,
  order: Pick<OrderRow, 'id' | 'totalAmount'>,
): Promise<PaymentRow> {
  const existing = await findPaymentOfOrder(tx, order.id);
  if (existing) return existing;
  const intent = await provider.createIntent({
    amount: order.totalAmount,
    currency: 'myr',
    orderId: order.id,
    idempotencyKey: `samplebank-order-${order.id}`,
  });
  await insertPaymentOnce(tx, {
    orderId: order.id,
    provider: provider.name,
    providerIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: order.totalAmount,
    currency: 'myr',
    status: 'requires_payment_method',
  });
  return (await findPaymentOfOrder(tx, order.id))!;
}
