import { REFUND_MESSAGES } from '@samplebank/contracts/refunds';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderStatusEvents, orders, paymentEvents, payments, refunds } from '../../db/schema/index.js';
import { startFakeStripe, stripeIntentEvent } from '../../platform/payments/fake-stripe-server.js';
import { signStripePayload } from '../../platform/payments/stripe-signature.js';
import { signedInUser } from '../../test/factories.js';
import type { TestContext } from '../../test/harness.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  createStripeTestApp,
  deliverStripeWebhook,
  requestIntent,
} from './checkout.fixtures.js';

let t: TestContext;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createStripeTestApp(stripe.baseUrl);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function stripeCheckout() {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  await addToCart(t, buyer.headers, (await createStockedSample(t.db, { price: 25.5 })).id, 2);
  const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
  expect(response.statusCode).toBe(200);
  const { orderId, clientSecret } = response.json();
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { ...buyer, orderId, clientSecret, payment: payment! };
}
const statusOf = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('checkout with Stripe', () => {
  it('tells the web to use Stripe, with the publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it("creates the PaymentIntent at Stripe for the server's amount with an idempotency key of the order", async () => {
    const { orderId, clientSecret, payment } = await stripeCheckout();
    const request = stripe.requests.filter((r) => r.form.get('metadata[orderId]') === orderId);
    expect(request).toHaveLength(1);
    expect(request[0]!.form.get('amount')).toBe('6008');
    expect(request[0]!.form.get('currency')).toBe('myr');
    expect(request[0]!.headers['idempotency-key']).toBe(`samplebank-order-${orderId}`);
    expect(payment).toMatchObject({ provider: 'stripe', amount: 6008, clientSecret });
  });
});

describe('POST /api/payments/webhook', () => {
  it('marks the order paid on payment_intent.succeeded, once, however often Stripe delivers it', async () => {
    const { orderId, payment } = await stripeCheckout();
    const payload = stripeIntentEvent('payment_intent.succeeded', { id: payment.providerIntentId, amount: 6008 });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await deliverStripeWebhook(t, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await statusOf(orderId)).toBe('processing');
    const [events] = await t.db
      .select({ n: count() })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'processing')));
    expect(events!.n).toBe(1);
  });

  it('records a failed payment and leaves the order waiting for another card', async () => {
    const { orderId, payment } = await stripeCheckout();
    const payload = stripeIntentEvent('payment_intent.payment_failed', { id: payment.providerIntentId, amount: 6008 });
    expect((await deliverStripeWebhook(t, payload)).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
  });

  it('does not mark an order paid for an amount other than its own', async () => {
    const { orderId, payment } = await stripeCheckout();
    const payload = stripeIntentEvent('payment_intent.succeeded', { id: payment.providerIntentId, amount: 100 });
    expect((await deliverStripeWebhook(t, payload)).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const { orderId, payment } = await stripeCheckout();
    const payload = stripeIntentEvent(
      'payment_intent.succeeded',
      { id: payment.providerIntentId, amount: 6008 },
      'evt_forged',
    );
    const forged = await deliverStripeWebhook(t, payload, 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid webhook signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged'))).toEqual([]);
  });

  it('acknowledges events it does not act on', async () => {
    const payload = stripeIntentEvent('charge.refunded', { id: 'pi_unknown', amount: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, 'whsec_test_samplebank'),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the test card form with 404 while Stripe is in use', async () => {
    const { headers, clientSecret } = await stripeCheckout();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      headers,
      payload: {
        clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
        email: 'a@b.co',
        phone: '0123456789',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Test cards are not accepted here.');
  });
});

describe('resuming and cancelling a Stripe checkout', () => {
  const cancel = (headers: Record<string, string>, orderId: string) =>
    t.app.inject({ method: 'POST', url: `/api/payments/checkouts/${orderId}/cancel`, headers });

  it('answers the client secret for Stripe.js to resume with, until the payment event comes', async () => {
    const { headers, orderId, clientSecret, payment } = await stripeCheckout();
    const resumed = await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${orderId}`, headers });
    expect(resumed.json()).toMatchObject({ provider: 'stripe', clientSecret, status: 'awaiting-payment' });
    const paid = stripeIntentEvent('payment_intent.succeeded', { id: payment.providerIntentId, amount: 6008 });
    await deliverStripeWebhook(t, paid);
    const after = (await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${orderId}`, headers })).json();
    expect(after).toMatchObject({ status: 'processing', paymentStatus: 'succeeded' });
    expect(after.clientSecret).toBeUndefined();
  });

  it('cancels the intent at Stripe when the buyer cancels, so it can no longer be paid', async () => {
    const { headers, orderId, payment } = await stripeCheckout();
    expect((await cancel(headers, orderId)).statusCode).toBe(200);
    expect(stripe.intents.get(payment.providerIntentId)?.status).toBe('canceled');
    expect(await statusOf(orderId)).toBe('cancelled');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers })).json();
    expect(cart.samples).toHaveLength(1);
  });

  it('keeps a checkout that Stripe has paid although its event has not come yet', async () => {
    const { headers, orderId, payment } = await stripeCheckout();
    stripe.intents.get(payment.providerIntentId)!.status = 'succeeded';
    const refused = await cancel(headers, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This checkout is being paid right now, so it cannot be cancelled. Check My orders in a minute.',
    );
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    const paid = stripeIntentEvent('payment_intent.succeeded', { id: payment.providerIntentId, amount: 6008 });
    await deliverStripeWebhook(t, paid);
    expect(await statusOf(orderId)).toBe('processing');
  });
});

describe('FPX and GrabPay through Stripe (issue 20)', () => {
  it('offers card, FPX and GrabPay on every PaymentIntent', async () => {
    const { orderId } = await stripeCheckout();
    const [request] = stripe.requests.filter((r) => r.form.get('metadata[orderId]') === orderId);
    const methods = [...request!.form.entries()].filter(([key]) => key.startsWith('allowed_payment_method_types'));
    expect(methods.map(([, value]) => value)).toEqual(['card', 'fpx', 'grabpay']);
  });

  it('waits through a bank redirect: processing changes nothing, the delayed success marks it paid by FPX', async () => {
    const { orderId, payment, headers } = await stripeCheckout();
    const intent = { id: payment.providerIntentId, amount: 6008, paymentMethod: 'fpx' as const };
    const waiting = await deliverStripeWebhook(t, stripeIntentEvent('payment_intent.processing', intent));
    expect(waiting.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    const paid = await deliverStripeWebhook(t, stripeIntentEvent('payment_intent.succeeded', intent));
    expect(paid.statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('processing');
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json();
    expect(order.invoices).toHaveLength(1);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ paymentMethod: 'fpx', paymentReference: payment.providerIntentId, total: 6008 });
  });

  it("leaves the checkout payable when the bank's delayed answer is a failure, and issues no invoice", async () => {
    const { orderId, payment, headers } = await stripeCheckout();
    const intent = { id: payment.providerIntentId, amount: 6008, paymentMethod: 'fpx' as const };
    await deliverStripeWebhook(t, stripeIntentEvent('payment_intent.processing', intent));
    await deliverStripeWebhook(t, stripeIntentEvent('payment_intent.payment_failed', intent));
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    const checkout = (await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${orderId}`, headers })).json();
    expect(checkout).toMatchObject({ paymentStatus: 'failed' });
    expect(checkout.clientSecret).toBeTruthy();
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(0);
  });

  it('prints "online payment" on the invoice when the event does not say how it was paid', async () => {
    const { orderId, payment } = await stripeCheckout();
    await deliverStripeWebhook(
      t,
      stripeIntentEvent('payment_intent.succeeded', { id: payment.providerIntentId, amount: 6008 }),
    );
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.paymentMethod).toBe('online');
  });
});

describe('refunds through Stripe (issue 20)', () => {
  it('asks Stripe for the refund of the amount with an idempotency key, and issues the credit note', async () => {
    const { orderId, payment } = await stripeCheckout();
    await deliverStripeWebhook(
      t,
      stripeIntentEvent('payment_intent.succeeded', {
        id: payment.providerIntentId,
        amount: 6008,
        paymentMethod: 'fpx',
      }),
    );
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: admin.headers,
      payload: { lines: [], includeDelivery: true, reason: 'Delivery was late' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: 500, status: 'succeeded' });
    const asked = stripe.requests.filter((request) => request.path === '/v1/refunds');
    expect(asked.at(-1)!.form.get('payment_intent')).toBe(payment.providerIntentId);
    expect(asked.at(-1)!.form.get('amount')).toBe('500');
    expect(asked.at(-1)!.headers['idempotency-key']).toMatch(/^samplebank-refund-/);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) });
  });
});

describe('a refund Stripe refuses', () => {
  it('gives nothing back: the refund is failed, no credit note, and staff are told to try later', async () => {
    const { orderId, payment } = await stripeCheckout();
    await deliverStripeWebhook(
      t,
      stripeIntentEvent('payment_intent.succeeded', { id: payment.providerIntentId, amount: 6008 }),
    );
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    // Stripe has no such intent: it answers 400, as for a refund it will not make
    stripe.intents.delete(payment.providerIntentId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: admin.headers,
      payload: { lines: [], includeDelivery: true, reason: 'Delivery was late' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(REFUND_MESSAGES.providerRefused);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ status: 'failed', creditNoteId: null });
    const notes = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(notes.map((note) => note.kind)).toEqual(['invoice']);
  });
});
