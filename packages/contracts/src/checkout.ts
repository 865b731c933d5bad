import { z } from 'zod';
import { singleLineText, ZEmailAddressSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ORDER_STATUS_VALUES } from './orders.js';
import { said, saidByKey } from './validation-messages.js';

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
  bankDeclined: 'Your bank did not approve the payment. Choose your bank again or pay by card.',
  notAtBank: 'This payment is not waiting for your bank. Reload the page to see where it stands.',
  notAwaitingAuthentication: 'This payment is not waiting for authentication.',
  awaitingAuthentication:
    'This payment is waiting for you to confirm it with your bank. Reload the page to finish the authentication step.',
  paymentInProgress: 'This payment is already being processed. Check My orders in a minute.',
  paymentCanceled: 'This checkout was cancelled, so it can no longer be paid. Its samples are back in your cart.',
  testProcessorOff: 'Test cards are not accepted here.',
  badSignature: 'Invalid webhook signature',
  paymentsUnavailable:
    'Card payments are not available right now, so your order was not placed. Your cart is kept; please try again later.',
  earlierCheckoutBeingPaid:
    'Your earlier checkout is being paid right now. Check My orders in a minute before starting another.',
  checkoutNotFound: 'Checkout not found',
  cancelledCheckoutReplayed: 'This checkout was cancelled. Check out your cart again to place a new order.',
  // why an unpaid checkout was let go, in its buyer's words: stored on the order and shown with it
  checkoutCancelledByBuyer: 'Cancelled by you before payment',
  checkoutCancelledByStaff: 'Cancelled by Samplebank before payment; the samples went back to your cart',
  checkoutReplaced: 'Replaced by your newer checkout before payment; the samples went back to your cart',
  checkoutExpired: (minutes: number) =>
    `Payment was not completed within ${minutes} minutes; the samples went back to your cart`,
  cannotCancelPaid: 'This checkout is already paid, so it cannot be cancelled here. You will find it under My orders.',
  cannotCancelBeingPaid:
    'This checkout is being paid right now, so it cannot be cancelled. Check My orders in a minute.',
  cannotCancelCancelled: 'This checkout is already cancelled. Its samples went back to your cart.',
  cannotCancelNotAwaitingPayment: 'This order is not waiting for payment, so there is no checkout to cancel.',
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
      .pipe(
        z.string().regex(/^\d{12,19}$/, saidByKey('checkout.invalidCardNumber', CHECKOUT_MESSAGES.invalidCardNumber)),
      ),
    expiry: singleLineText().regex(
      /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/,
      said({
        en: "Your card's expiry date is incomplete. Enter it as MM/YY.",
        ms: 'Tarikh luput kad anda tidak lengkap. Masukkan sebagai MM/YY.',
      }),
    ),
    cvc: singleLineText().regex(
      /^\d{3,4}$/,
      said({ en: "Your card's security code is invalid.", ms: 'Kod keselamatan kad anda tidak sah.' }),
    ),
    email: ZEmailAddressSchema,
    phone: singleLineText()
      .trim()
      .regex(
        /^\+?[\d\s-]{6,20}$/,
        said({ en: 'Please enter a valid phone number', ms: 'Sila masukkan nombor telefon yang sah' }),
      ),
  })
  .strict();
export type TTestCardConfirmRequest = z.infer<typeof ZTestCardConfirmRequestSchema>;

/**
 * The FPX banks (Stripe's codes and the names buyers know), which both Stripe's Payment Element and the built-in test
 * processor's FPX flow offer.
 */
export const FPX_BANKS = {
  affin_bank: 'Affin Bank',
  agrobank: 'AGRONet',
  alliance_bank: 'Alliance Bank',
  ambank: 'AmBank',
  bank_islam: 'Bank Islam',
  bank_muamalat: 'Bank Muamalat',
  bank_of_china: 'Bank of China',
  bank_rakyat: 'Bank Rakyat',
  bsn: 'BSN',
  cimb: 'CIMB Clicks',
  hong_leong_bank: 'Hong Leong Bank',
  hsbc: 'HSBC Bank',
  kfh: 'KFH',
  maybank2u: 'Maybank2U',
  ocbc: 'OCBC Bank',
  public_bank: 'Public Bank',
  rhb: 'RHB Bank',
  standard_chartered: 'Standard Chartered',
  uob: 'UOB Bank',
} as const;
export type TFpxBank = keyof typeof FPX_BANKS;
const FPX_BANK_CODES = Object.keys(FPX_BANKS) as [TFpxBank, ...TFpxBank[]];

/** How a checkout is being paid, once the buyer chose. */
export const PAYMENT_METHODS = ['card', 'fpx'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** `POST /payments/test-fpx/start`: the buyer chose a bank; they go to its (simulated) page to approve the payment. */
export const ZTestFpxStartRequestSchema = z
  .object({
    clientSecret: ZClientSecretSchema,
    bank: z.enum(FPX_BANK_CODES, said({ en: 'Please choose your bank', ms: 'Sila pilih bank anda' })),
  })
  .strict();
export type TTestFpxStartRequest = z.infer<typeof ZTestFpxStartRequestSchema>;

/** `POST /payments/test-fpx/complete`: the simulated bank page's Approve or Decline. */
export const ZTestFpxCompleteRequestSchema = z
  .object({ clientSecret: ZClientSecretSchema, approve: z.boolean() })
  .strict();
export type TTestFpxCompleteRequest = z.infer<typeof ZTestFpxCompleteRequestSchema>;

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

/** A payment's status as the payment step reads it (Stripe's PaymentIntent statuses, plus `failed` for a refused try). */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** `/payments/checkouts/{orderId}`: the order a checkout placed. */
export const ZCheckoutParamsSchema = z.object({ orderId: z.uuid({ message: 'orderId must be an order id' }) });

/** One sample of a checkout, at the price it was placed for. */
export const ZCheckoutLineSchema = z.object({
  sampleId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  quantity: z.number().int(),
  /** RM */
  unitPrice: z.number(),
  imageUrl: z.string().nullable(),
});
export type TCheckoutLine = z.infer<typeof ZCheckoutLineSchema>;

/**
 * `GET /payments/checkouts/{orderId}`: everything the payment step needs to resume from the server alone, in a reload,
 * a second tab or from My orders.
 */
export const ZCheckoutSchema = z.object({
  orderId: z.string(),
  /** the order number people see (SB-2611-4F7K) */
  number: z.string(),
  /** the order's status: `awaiting-payment` until the payment event, `cancelled` once let go */
  status: z.enum(ORDER_STATUS_VALUES),
  /** only while the checkout can still be paid */
  clientSecret: z.string().optional(),
  /** null when no payment was ever set up (a free request, or the provider failed) */
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  /** why the last try was refused, in the buyer's words */
  paymentFailure: z.string().nullable(),
  /** how the buyer chose to pay, once they did (a payment at its bank step resumes there) */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** the FPX bank the buyer chose */
  bank: z.enum(FPX_BANK_CODES).nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  charges: z.object({
    sampleCharge: z.number(),
    deliveryFee: z.number(),
    tax: z.number(),
    /** the SST rate the tax was charged at; null for a checkout placed before it was kept */
    taxRate: z.number().nullable(),
    total: z.number(),
    /** sen */
    amount: z.number().int(),
  }),
  deliveryDate: z.string(),
  isExpressDelivery: z.boolean(),
  lines: z.array(ZCheckoutLineSchema),
  createdAt: z.string(),
  /** when the hold on the samples ends and an unpaid checkout is let go (createdAt + CHECKOUT_HOLD_MINUTES) */
  expiresAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
});
export type TCheckout = z.infer<typeof ZCheckoutSchema>;

/** `GET /payments/checkouts/current`: the member's checkout waiting for payment, if any. */
export const ZCurrentCheckoutResponseSchema = z.object({ checkout: ZCheckoutSchema.nullable() });
export type TCurrentCheckoutResponse = z.infer<typeof ZCurrentCheckoutResponseSchema>;

/** `POST /payments/checkouts/{orderId}/cancel`: the checkout is let go and its samples are back in the cart. */
export const ZCancelCheckoutResponseSchema = z.object({ orderId: z.string(), status: z.literal('cancelled') });
export type TCancelCheckoutResponse = z.infer<typeof ZCancelCheckoutResponseSchema>;

// 402 (a declined card) is answered too, but is not among the statuses an endpoint may list yet
const checkoutErrors = [400, 401, 402, 403, 404, 409, 503] as const;

/**
 * Checkout: the payment intent that places the order, the payment provider's config, the test card form. Stripe's
 * webhook (`POST /payments/webhook`) is no endpoint of the web: it reads the raw signed body, see webhook.routes.ts.
 */
export const checkoutEndpoints = {
  // the optional Idempotency-Key header (ZCheckoutHeadersSchema) is read by the route
  paymentIntent: endpoint({
    method: 'POST',
    path: '/payments/payment-intent',
    summary: 'Check out the cart: one order per checkout (Idempotency-Key optional), priced by the server',
    auth: 'approved',
    headers: ZCheckoutHeadersSchema,
    body: ZPaymentIntentRequestSchema,
    response: ZPaymentIntentResponseSchema,
    errors: checkoutErrors,
  }),
  config: endpoint({
    method: 'GET',
    path: '/payments/config',
    summary: 'Which card form to show',
    auth: 'public',
    response: ZPaymentsConfigResponseSchema,
  }),
  confirmTestCard: endpoint({
    method: 'POST',
    path: '/payments/test-card/confirm',
    summary: 'Pay with a test card (built-in processor only)',
    auth: 'approved',
    body: ZTestCardConfirmRequestSchema,
    response: ZTestCardResultSchema,
    errors: checkoutErrors,
  }),
  authenticateTestCard: endpoint({
    method: 'POST',
    path: '/payments/test-card/authenticate',
    summary: 'Pass or fail the authentication step of a test card that asks for it',
    auth: 'approved',
    body: ZTestCardAuthenticateRequestSchema,
    response: ZTestCardResultSchema,
    errors: checkoutErrors,
  }),
  startTestFpx: endpoint({
    method: 'POST',
    path: '/payments/test-fpx/start',
    summary: 'Pay by FPX with the built-in processor: choose a bank, then approve on its simulated page',
    auth: 'approved',
    body: ZTestFpxStartRequestSchema,
    response: ZTestCardResultSchema,
    errors: checkoutErrors,
  }),
  completeTestFpx: endpoint({
    method: 'POST',
    path: '/payments/test-fpx/complete',
    summary: "The simulated bank page's Approve or Decline (built-in processor only)",
    auth: 'approved',
    body: ZTestFpxCompleteRequestSchema,
    response: ZTestCardResultSchema,
    errors: checkoutErrors,
  }),
  current: endpoint({
    method: 'GET',
    path: '/payments/checkouts/current',
    summary: "The member's checkout waiting for payment, or null",
    auth: 'approved',
    response: ZCurrentCheckoutResponseSchema,
    errors: checkoutErrors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/payments/checkouts/:orderId',
    summary: 'Where the payment of one of my checkouts stands, to resume it (3-D Secure included)',
    auth: 'approved',
    params: ZCheckoutParamsSchema,
    response: ZCheckoutSchema,
    errors: checkoutErrors,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/payments/checkouts/:orderId/cancel',
    summary: 'Let an unpaid checkout go: its stock returns and its samples go back into the cart (buyer or ADMIN)',
    auth: 'approved',
    params: ZCheckoutParamsSchema,
    response: ZCancelCheckoutResponseSchema,
    errors: checkoutErrors,
  }),
};
