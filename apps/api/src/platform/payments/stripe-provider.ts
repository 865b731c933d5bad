import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { REFUND_MESSAGES } from '@samplebank/contracts/refunds';
import Stripe from 'stripe';
import { AppError } from '../errors.js';
import type {
  CreateIntentInput,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  ProviderRefund,
  RefundInput,
  WebhookHeaders,
} from './payment-provider.js';
import { readStripeEvent } from './stripe-signature.js';

/**
 * The Stripe API version this code was written and tested against. Stripe answers each request in the version it
 * names, so a change to the account's default version cannot change what this code reads; the SDK's types describe
 * only its own version, so upgrading the `stripe` package fails the type-check here until the version is moved on
 * on purpose.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export type StripeOptions = {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** https://api.stripe.com; tests point it at a local fake, reached through the SDK's host, port and protocol */
  baseUrl?: string;
};

export const STRIPE_PAYMENT_METHODS = ['card', 'fpx', 'grabpay'] as const;

/** How an intent was paid, when its event says: its expanded payment method, or its only allowed type. */
function methodOf(intent: Partial<Stripe.PaymentIntent> | undefined): string | undefined {
  const method = intent?.payment_method;
  if (method && typeof method === 'object') return method.type;
  return intent?.payment_method_types?.length === 1 ? intent.payment_method_types[0] : undefined;
}

const HANDLED_EVENTS: Record<string, PaymentEvent['outcome']> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

// only an intent still waiting for its payment can be cancelled; any other has money in flight or is settled
const CANCELLABLE_STATUSES: readonly string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** The SDK's host settings for a base URL: its host, its port (or the protocol's own) and its protocol. */
function hostSettings(baseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe's failure as the buyer sees it: the spec's message, never Stripe's own (it can name internals). The Stripe
 * error goes along as the cause, so the error handler's log line keeps its type, code and request id.
 */
function paymentFailed(error: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', CHECKOUT_MESSAGES.paymentFailed, { cause: error });
}

/** Stripe's PaymentIntents through the official SDK, at a pinned API version. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey?: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      // a checkout waits on this call; Stripe's default (80 s) would hold the buyer far longer than they wait
      timeout: 15_000,
      // a retried create carries the same idempotency key, so it can never make a second intent
      maxNetworkRetries: 2,
      ...hostSettings(options.baseUrl),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<PaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          metadata: { orderId: input.orderId },
          // what Malaysian buyers pay with: cards, FPX online banking and GrabPay (Payment Element shows each)
          allowed_payment_method_types: [...STRIPE_PAYMENT_METHODS],
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      throw paymentFailed(error);
    }
  }

  /** Reads an intent as Stripe has it now. */
  async retrieveIntent(id: string): Promise<{ id: string; status: string; amount: number; currency: string }> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(id);
      return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
    } catch (error) {
      throw paymentFailed(error);
    }
  }

  async cancelIntent(intentId: string): Promise<boolean> {
    const intent = await this.retrieveIntent(intentId);
    if (intent.status === 'canceled') return true;
    if (!CANCELLABLE_STATUSES.includes(intent.status)) return false;
    try {
      await this.stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
    } catch (error) {
      throw paymentFailed(error);
    }
    return true;
  }

  async refund(input: RefundInput): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amount, reason: 'requested_by_customer' },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
      }
      return { id: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', REFUND_MESSAGES.providerRefused, { cause: error });
    }
  }

  parseWebhookEvent(rawBody: string, headers: WebhookHeaders): PaymentEvent {
    if (!this.options.webhookSecret) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
    }
    const header = headers['stripe-signature'];
    const event = readStripeEvent(rawBody, Array.isArray(header) ? header[0] : header, this.options.webhookSecret);
    if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
      throw new AppError('BAD_REQUEST', 'The webhook body is not a Stripe event');
    }
    // only payment intent events are acted on; any other object is recorded and left alone
    const intent = event.data?.object as Partial<Stripe.PaymentIntent> | undefined;
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
      method: methodOf(intent),
      payload: event,
    };
  }
}
