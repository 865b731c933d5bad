import { z } from 'zod';
import { singleLineText } from './common.js';

export const PAYMENT_PROVIDERS = ['test-card', 'stripe'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Cards the built-in test processor knows, as in Stripe test mode. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;

/** Messages checkout and payment answer with, written once. */
export const CHECKOUT_MESSAGES = {
  cartNotFound: 'Cart not found',
  emptyCart: 'Your cart is empty',
  amountMismatch: 'The price has changed. Refresh your cart and try again.',
  expressForPremiumOnly: 'Express delivery is for premium members',
  noShippingAddress: 'Add a shipping address to your company before checking out.',
  outOfStock: (name: string) => `${name} is out of stock`,
  idempotencyKeyReused: 'This Idempotency-Key was used for a different checkout',
  paymentFailed: 'An error occurred while processing your payment. Please try again.',
  paymentNotFound: 'Payment not found',
  cardDeclined: 'Your card was declined.',
  notTestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
  invalidCardNumber: 'Your card number is invalid.',
  cardExpired: 'Your card has expired.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  alreadyPaid: 'This payment has already succeeded.',
  notAwaitingAuthentication: 'This payment is not waiting for authentication.',
  badSignature: 'Invalid webhook signature',
  paymentsUnavailable:
    'Card payments are not available right now, so your order was not placed. Your cart is kept; please try again later.',
  earlierCheckoutBeingPaid:
    'Your earlier checkout is being paid right now. Check My orders in a minute before starting another.',
  checkoutReplaced: 'Replaced by a newer checkout; its samples went back on the shelf',
  checkoutExpired: (minutes: number) => `Payment not completed within ${minutes} minutes`,
  openFreeRequest: (name: string) =>
    `You already have an open request for ${name}. You can request it again once it is delivered or cancelled.`,
  freeUnitsLimit: (name: string, max: number) =>
    `You can request up to ${max} ${max === 1 ? 'unit' : 'units'} of ${name} at a time. Lower the quantity and try again.`,
} as const;

const ringgit = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .min(0, `${name} must be 0 or more`)
    .max(1_000_000);

/** A calendar date (`2025-06-10`) or a date-time with an offset; the server reads it as a date in Malaysia. */
export const ZDeliveryDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  message: 'deliveryDate must be an ISO date',
});

/** `POST /payments/payment-intent`: the client's view of the price, which the server checks, never trusts. */
export const ZPaymentIntentRequestSchema = z
  .object({
    amount: z.number().int('amount must be whole sen').min(0).max(100_000_000),
    currency: z.literal('myr', { message: 'currency must be myr' }),
    cartId: z.uuid({ message: 'cartId must be a cart id' }),
    deliveryFee: ringgit('deliveryFee'),
    tax: ringgit('tax'),
    deliveryDate: ZDeliveryDateSchema,
    isExpressDelivery: z.boolean(),
    isPremium: z.boolean(),
  })
  .strict();
export type TPaymentIntentRequest = z.infer<typeof ZPaymentIntentRequestSchema>;

/** Optional `Idempotency-Key` header: the same key gives the same order. Loose: the other headers pass through. */
export const ZCheckoutHeadersSchema = z.looseObject({
  'idempotency-key': singleLineText()
    .min(1)
    .max(255, 'Idempotency-Key must be at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII')
    .optional(),
});

/** Premium checkouts get a client secret for the card form; free requests only the order id. */
export const ZPaymentIntentResponseSchema = z.object({ clientSecret: z.string().optional(), orderId: z.string() });
export type TPaymentIntentResponse = z.infer<typeof ZPaymentIntentResponseSchema>;

/** `GET /payments/config`: which card form the web shows. */
export const ZPaymentsConfigResponseSchema = z.object({
  /** `none`: no payment provider is set up, and card checkout is closed */
  provider: z.enum([...PAYMENT_PROVIDERS, 'none']),
  publishableKey: z.string().optional(),
});
export type TPaymentsConfigResponse = z.infer<typeof ZPaymentsConfigResponseSchema>;

const ZClientSecretSchema = singleLineText().min(1).max(300);

/** `POST /payments/test-card/confirm`: the built-in processor's card form. */
export const ZTestCardConfirmRequestSchema = z
  .object({
    clientSecret: ZClientSecretSchema,
    cardNumber: singleLineText()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, CHECKOUT_MESSAGES.invalidCardNumber)),
    expiry: singleLineText().regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'expiry must be MM/YY'),
    cvc: singleLineText().regex(/^\d{3,4}$/, "Your card's security code is invalid."),
    email: z.email({ message: 'Please enter a valid email address' }).max(254),
    phone: singleLineText()
      .trim()
      .regex(/^\+?[\d\s-]{6,20}$/, 'Please enter a valid phone number'),
  })
  .strict();
export type TTestCardConfirmRequest = z.infer<typeof ZTestCardConfirmRequestSchema>;

/** `POST /payments/test-card/authenticate`: the 3-D Secure step of the test card that asks for it. */
export const ZTestCardAuthenticateRequestSchema = z
  .object({ clientSecret: ZClientSecretSchema, approve: z.boolean() })
  .strict();
export type TTestCardAuthenticateRequest = z.infer<typeof ZTestCardAuthenticateRequestSchema>;

export const ZTestCardResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  orderId: z.string(),
});
export type TTestCardResult = z.infer<typeof ZTestCardResultSchema>;

export const ZWebhookResponseSchema = z.object({ received: z.literal(true) });
