import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createBuyer, createStockedSample, requestIntent } from './checkout.fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const checkoutOf = (headers: Headers, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${orderId}`, headers });
const currentOf = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/payments/checkouts/current', headers });
const card = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  email: 'buyer@example.com',
  phone: '+60 12-345 6789',
});
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** A premium buyer whose card checkout of 2 x RM 25.50 waits for payment. */
async function unpaidCheckout() {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  const sample = await createStockedSample(t.db, { price: 25.5, stock: 10, name: 'Terrazzo Grey' });
  await addToCart(t, buyer.headers, sample.id, 2);
  const placed = (await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))).json();
  return { ...buyer, sample, orderId: placed.orderId as string, clientSecret: placed.clientSecret as string };
}

describe('GET /api/payments/checkouts/{orderId}', () => {
  it('answers everything the payment step needs to resume, from the server alone', async () => {
    const { headers, sample, orderId, clientSecret } = await unpaidCheckout();
    const response = await checkoutOf(headers, orderId);
    expect(response.statusCode).toBe(200);
    const checkout = response.json();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(checkout).toMatchObject({
      orderId,
      number: order!.number,
      status: 'awaiting-payment',
      clientSecret,
      paymentStatus: 'requires_payment_method',
      paymentFailure: null,
      provider: 'test-card',
      charges: { sampleCharge: 51, deliveryFee: 5, tax: 4.08, total: 60.08, amount: 6008 },
      deliveryDate: order!.deliveryDate,
      isExpressDelivery: false,
      lines: [
        {
          sampleId: sample.id,
          name: 'Terrazzo Grey',
          brand: expect.any(String),
          quantity: 2,
          unitPrice: 25.5,
          imageUrl: expect.any(String),
        },
      ],
      cancelledAt: null,
      cancellationReason: null,
    });
    expect(checkout.number).toMatch(/^SB-\d{4}-[0-9A-Z]{4,}$/);
    const held = Date.parse(checkout.expiresAt) - Date.parse(checkout.createdAt);
    expect(held).toBe(t.config.limits.checkoutHoldMinutes * 60_000);
  });

  it('resumes at the authentication step when the payment waits for 3-D Secure', async () => {
    const { headers, orderId, clientSecret } = await unpaidCheckout();
    const asked = await post(
      '/api/payments/test-card/confirm',
      headers,
      card(clientSecret, TEST_CARDS.requiresAuthentication),
    );
    expect(asked.json().status).toBe('requires_action');
    const resumed = (await checkoutOf(headers, orderId)).json();
    expect(resumed).toMatchObject({ paymentStatus: 'requires_action', clientSecret });
  });

  it('shows why the last card was refused, and keeps the checkout payable', async () => {
    const { headers, orderId, clientSecret } = await unpaidCheckout();
    await post('/api/payments/test-card/confirm', headers, card(clientSecret, TEST_CARDS.declined));
    const resumed = (await checkoutOf(headers, orderId)).json();
    expect(resumed).toMatchObject({ paymentStatus: 'failed', paymentFailure: 'Your card was declined.', clientSecret });
  });

  it('gives no client secret once the checkout is paid', async () => {
    const { headers, orderId, clientSecret } = await unpaidCheckout();
    await post('/api/payments/test-card/confirm', headers, card(clientSecret, TEST_CARDS.succeeds));
    const resumed = (await checkoutOf(headers, orderId)).json();
    expect(resumed).toMatchObject({ status: 'processing', paymentStatus: 'succeeded' });
    expect(resumed.clientSecret).toBeUndefined();
  });

  it('gives no client secret while a payment is in flight', async () => {
    const { headers, orderId } = await unpaidCheckout();
    await t.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, orderId));
    const resumed = (await checkoutOf(headers, orderId)).json();
    expect(resumed).toMatchObject({ status: 'awaiting-payment', paymentStatus: 'processing' });
    expect(resumed.clientSecret).toBeUndefined();
  });

  it('answers a cancelled checkout with when and why, and no client secret', async () => {
    const { headers, orderId } = await unpaidCheckout();
    await post(`/api/payments/checkouts/${orderId}/cancel`, headers, {});
    const resumed = (await checkoutOf(headers, orderId)).json();
    expect(resumed).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'canceled',
      cancellationReason: 'Cancelled by you before payment',
      cancelledAt: expect.any(String),
    });
    expect(resumed.clientSecret).toBeUndefined();
  });

  it("answers 404 for another member's checkout, staff included, and shows nothing of it", async () => {
    const { orderId } = await unpaidCheckout();
    const other = await createBuyer(t.db, t.tokens, { isPremium: true });
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    for (const headers of [other.headers, admin.headers]) {
      const response = await checkoutOf(headers, orderId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Checkout not found' });
    }
  });

  it('refuses a visitor (401) and an unapproved member (403)', async () => {
    const { orderId } = await unpaidCheckout();
    expect((await checkoutOf({}, orderId)).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    const refused = await checkoutOf(unapproved.headers, orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('User not approved');
  });

  it('answers 400 with a sentence for an id that is not an order id, and 404 for an unknown one', async () => {
    const { headers } = await unpaidCheckout();
    const bad = await checkoutOf(headers, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('orderId must be an order id');
    expect((await checkoutOf(headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/payments/checkouts/current', () => {
  it("answers the member's checkout waiting for payment, so an empty cart can offer it", async () => {
    const { headers, orderId } = await unpaidCheckout();
    const response = await currentOf(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().checkout).toMatchObject({ orderId, status: 'awaiting-payment' });
  });

  it('answers null once it is paid, and for a member who never checked out', async () => {
    const { headers, clientSecret } = await unpaidCheckout();
    await post('/api/payments/test-card/confirm', headers, card(clientSecret, TEST_CARDS.succeeds));
    expect((await currentOf(headers)).json()).toEqual({ checkout: null });
    const fresh = await createBuyer(t.db, t.tokens, { isPremium: true });
    expect((await currentOf(fresh.headers)).json()).toEqual({ checkout: null });
  });

  it("never answers another member's checkout", async () => {
    await unpaidCheckout();
    const other = await createBuyer(t.db, t.tokens);
    expect((await currentOf(other.headers)).json()).toEqual({ checkout: null });
  });

  it('refuses a visitor (401) and an unapproved member (403)', async () => {
    expect((await currentOf({})).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    expect((await currentOf(unapproved.headers)).statusCode).toBe(403);
  });
});
