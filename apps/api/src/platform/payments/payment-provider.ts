import type { TPaymentProviderName } from '@samplebank/contracts/checkout';

export type PaymentIntent = { id: string; clientSecret: string };

export type CreateIntentInput = {
  /** sen */
  amount: number;
  currency: 'myr';
  orderId: string;
  /** the provider answers a repeated key with the intent it made the first time */
  idempotencyKey: string;
};

/** What a payment event means for an order; anything else is recorded and left alone. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'ignored';

/** A provider's event, verified and read into one shape. */
export type PaymentEvent = {
  /** the provider's event id: each is handled once */
  id: string;
  provider: TPaymentProviderName;
  type: string;
  outcome: PaymentOutcome;
  intentId?: string;
  /** sen, when the event says how much was paid */
  amount?: number;
  currency?: string;
  failureMessage?: string;
  /** how it was paid when the event says: card, fpx, grabpay (printed on the invoice) */
  method?: string;
  payload: unknown;
};

export type RefundInput = {
  intentId: string;
  /** sen */
  amount: number;
  /** the provider answers a repeated key with the refund it made the first time */
  idempotencyKey: string;
};

/** What the provider did with a refund: done, or accepted and still on its way (Stripe's FPX refunds can be). */
export type ProviderRefund = { id: string; status: 'succeeded' | 'pending' };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** One interface for the built-in test card processor and Stripe. */
export interface PaymentProvider {
  readonly name: TPaymentProviderName;
  readonly publishableKey?: string;
  /** Creates a payment intent for an order; the same idempotency key gives the same intent. */
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /**
   * Cancels an unpaid intent so it can no longer be paid; false when the provider says it was paid (or is being
   * paid) after all, in which case the order must not be cancelled.
   */
  cancelIntent(intentId: string): Promise<boolean>;
  /** Gives back part or all of a paid intent; throws (a 503) when the provider refuses. */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Verifies a webhook delivery and reads its event; throws a 400 when it is not genuine. */
  parseWebhookEvent(rawBody: string, headers: WebhookHeaders): PaymentEvent;
}
