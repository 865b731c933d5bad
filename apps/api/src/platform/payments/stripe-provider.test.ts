import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { startFakeStripe, stripeIntentEvent } from './fake-stripe-server.js';
import { STRIPE_API_VERSION, StripePaymentProvider } from './stripe-provider.js';
import { signStripePayload, verifyStripeSignature } from './stripe-signature.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let provider: StripePaymentProvider;

beforeAll(async () => {
  stripe = await startFakeStripe();
  provider = new StripePaymentProvider({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    baseUrl: stripe.baseUrl,
  });
});
afterAll(() => stripe.close());

describe('StripePaymentProvider.createIntent', () => {
  it('posts a form-encoded intent with the amount, currency, order id and Idempotency-Key', async () => {
    const intent = await provider.createIntent({
      amount: 6008,
      currency: 'myr',
      orderId: 'order-1',
      idempotencyKey: 'key-1',
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toContain('_secret_');
    const request = stripe.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/payment_intents');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.form.get('amount')).toBe('6008');
    expect(request.form.get('currency')).toBe('myr');
    expect(request.form.get('metadata[orderId]')).toBe('order-1');
  });

  it('gets the same intent back for the same idempotency key', async () => {
    const input = { amount: 100, currency: 'myr' as const, orderId: 'order-2', idempotencyKey: 'key-2' };
    expect(await provider.createIntent(input)).toEqual(await provider.createIntent(input));
  });

  it('reads an intent back with GET /v1/payment_intents/{id}', async () => {
    const intent = await provider.createIntent({ amount: 700, currency: 'myr', orderId: 'o', idempotencyKey: 'key-3' });
    expect(await provider.retrieveIntent(intent.id)).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amount: 700,
      currency: 'myr',
    });
    expect(stripe.requests.at(-1)!.method).toBe('GET');
  });

  it('turns a Stripe failure into a 503 with the spec message, hiding Stripe’s own', async () => {
    const failing = await startFakeStripe({ failWith: 500 });
    const broken = new StripePaymentProvider({ secretKey: 'sk_test_fake', baseUrl: failing.baseUrl });
    const error = await broken
      .createIntent({ amount: 1, currency: 'myr', orderId: 'o', idempotencyKey: 'k' })
      .catch((caught) => caught);
    await failing.close();
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('An error occurred while processing your payment. Please try again.');
  });
});

describe('Stripe webhook signatures', () => {
  const payload = stripeIntentEvent('payment_intent.succeeded', { id: 'pi_123', amount: 6008 }, 'evt_1');

  it('reads a correctly signed event', () => {
    const event = provider.parseWebhookEvent(payload, {
      'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET),
    });
    expect(event).toMatchObject({
      id: 'evt_1',
      provider: 'stripe',
      outcome: 'succeeded',
      intentId: 'pi_123',
      amount: 6008,
      currency: 'myr',
    });
  });

  it('accepts the header when any one of several v1 signatures matches (secret rotation)', () => {
    const header = signStripePayload(payload, WEBHOOK_SECRET);
    const [timestamp, good] = header.split(',');
    expect(() =>
      verifyStripeSignature(payload, `${timestamp},v1=${'0'.repeat(64)},${good}`, WEBHOOK_SECRET),
    ).not.toThrow();
  });

  it.each([
    ['a missing header', undefined],
    ['a header signed with another secret', signStripePayload(payload, 'whsec_other')],
    ['a header without a timestamp', `v1=${'a'.repeat(64)}`],
    [
      'a replay older than five minutes',
      signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301),
    ],
  ])('refuses %s with 400', (_case, header) => {
    expect(() => provider.parseWebhookEvent(payload, { 'stripe-signature': header })).toThrow(
      'Invalid webhook signature',
    );
  });

  it('refuses a body changed after signing', () => {
    const header = signStripePayload(payload, WEBHOOK_SECRET);
    expect(() => provider.parseWebhookEvent(payload.replace('6008', '1'), { 'stripe-signature': header })).toThrow(
      'Invalid webhook signature',
    );
  });

  it('marks events it does not act on as ignored', () => {
    const refund = stripeIntentEvent('charge.refunded', { id: 'pi_9', amount: 1 });
    const event = provider.parseWebhookEvent(refund, { 'stripe-signature': signStripePayload(refund, WEBHOOK_SECRET) });
    expect(event.outcome).toBe('ignored');
  });
});

describe('StripePaymentProvider through the stripe SDK', () => {
  it('names the pinned API version on every request', async () => {
    await provider.createIntent({ amount: 300, currency: 'myr', orderId: 'o', idempotencyKey: 'key-version' });
    expect(stripe.requests.at(-1)!.headers['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it('cancels an intent still waiting for its payment, and then says so again without a second cancel', async () => {
    const intent = await provider.createIntent({ amount: 900, currency: 'myr', orderId: 'o', idempotencyKey: 'key-c' });
    expect(await provider.cancelIntent(intent.id)).toBe(true);
    expect(stripe.requests.at(-1)!.path).toBe(`/v1/payment_intents/${intent.id}/cancel`);
    expect(stripe.requests.at(-1)!.form.get('cancellation_reason')).toBe('abandoned');
    const requestsBefore = stripe.requests.length;
    expect(await provider.cancelIntent(intent.id)).toBe(true);
    expect(stripe.requests.length).toBe(requestsBefore + 1);
  });

  it('keeps Stripe’s error as the cause of the 503, for the log line', async () => {
    const failing = await startFakeStripe({ failWith: 402 });
    const broken = new StripePaymentProvider({ secretKey: 'sk_test_fake', baseUrl: failing.baseUrl });
    const error = await broken.retrieveIntent('pi_missing').catch((caught) => caught);
    await failing.close();
    expect(error).toBeInstanceOf(AppError);
    expect(error.cause).toBeInstanceOf(Stripe.errors.StripeError);
    expect(error.cause.statusCode).toBe(402);
  });

  it('refuses a body that is signed but not JSON with 400', () => {
    const body = 'not json';
    expect(() =>
      provider.parseWebhookEvent(body, { 'stripe-signature': signStripePayload(body, WEBHOOK_SECRET) }),
    ).toThrow('The webhook body is not valid JSON');
  });
});
