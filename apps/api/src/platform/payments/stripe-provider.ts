import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { AppError } from '../errors.js';
import type {
  CreateIntentInput,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  WebhookHeaders,
} from './payment-provider.js';
import { verifyStripeSignature } from './stripe-signature.js';

export type StripeOptions = {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** https://api.stripe.com; tests point it at a local fake */
  baseUrl?: string;
  fetch?: typeof fetch;
};

type StripeIntent = {
  id: string;
  client_secret: string;
  status: string;
  amount: number;
  amount_received?: number;
  currency: string;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
};

type StripeEvent = { id: string; type: string; data?: { object?: Partial<StripeIntent> & { object?: string } } };

const HANDLED_EVENTS: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

/** Stripe's PaymentIntents over its REST API with plain fetch (the `stripe` package is not a dependency). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey?: string;
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    this.baseUrl = (options.baseUrl ?? 'https://api.stripe.com').replace(/\/$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    const form = new URLSearchParams({
      amount: String(input.amount),
      currency: input.currency,
      'metadata[orderId]': input.orderId,
      'payment_method_types[]': 'card',
    });
    const intent = await this.request<StripeIntent>('POST', '/v1/payment_intents', form, input.idempotencyKey);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  /** Reads an intent as Stripe has it now. */
  async retrieveIntent(id: string): Promise<{ id: string; status: string; amount: number; currency: string }> {
    const intent = await this.request<StripeIntent>('GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
    return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    const intent = await this.retrieveIntent(intentId);
    if (intent.status === 'canceled') return true;
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) return false;
    await this.request<StripeIntent>(
      'POST',
      `/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`,
      new URLSearchParams({ cancellation_reason: 'abandoned' }),
    );
    return true;
  }

  parseWebhookEvent(rawBody: string, headers: WebhookHeaders): PaymentEvent {
    if (!this.options.webhookSecret) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
    }
    const header = headers['stripe-signature'];
    verifyStripeSignature(rawBody, Array.isArray(header) ? header[0] : header, this.options.webhookSecret);
    let event: StripeEvent;
    try {
      event = JSON.parse(rawBody) as StripeEvent;
    } catch {
      throw new AppError('BAD_REQUEST', 'The webhook body is not valid JSON');
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
      throw new AppError('BAD_REQUEST', 'The webhook body is not a Stripe event');
    }
    const intent = event.data?.object;
    const outcome = HANDLED_EVENTS[event.type] ?? 'ignored';
    return {
      id: event.id,
      provider: 'stripe',
      type: event.type,
      outcome: intent?.object === 'payment_intent' || intent?.id?.startsWith('pi_') ? outcome : 'ignored',
      intentId: intent?.id,
      amount: intent?.amount_received ?? intent?.amount,
      currency: intent?.currency,
      failureMessage: intent?.last_payment_error?.message ?? undefined,
      payload: event,
    };
  }

  private async request<T>(method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.secretKey}` };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: form?.toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentFailed);
    }
    if (!response.ok) {
      // Stripe's own message can name internals; the buyer gets the spec's message and the log gets the code
      await response.text().catch(() => '');
      throw new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentFailed);
    }
    return (await response.json()) as T;
  }
}
