import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { expectedDeliveryDate } from '@samplebank/domain/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, samples } from '../../db/schema.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from '../checkout/checkout.fixtures.js';

let t: TestContext;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const setStatus = (id: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers, payload: payload as object });

/** A placed order: a free request (pending) or a paid premium one (processing). */
async function placedOrder(options: { isPremium?: boolean; pay?: boolean } = {}) {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: options.isPremium });
  const sample = await createStockedSample(t.db, { price: 25.5, stock: 10 });
  await addToCart(t, buyer.headers, sample.id, 2);
  const { orderId, clientSecret } = (
    await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
  ).json();
  if (options.pay) {
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      headers: buyer.headers,
      payload: {
        clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        expiry: '12/39',
        cvc: '123',
        email: 'a@b.co',
        phone: '0123456789',
      },
    });
  }
  return { ...buyer, sample, orderId: orderId as string };
}
const stockOf = async (id: string) =>
  (await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;

describe('GET /api/orders/{id}', () => {
  it("answers the spec's Order shape to its buyer", async () => {
    const { headers, orderId, sample, user } = await placedOrder({ isPremium: true, pay: true });
    const response = await get(`/api/orders/${orderId}`, headers);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      _id: orderId,
      status: 'processing',
      totalAmount: 6008,
      subtotal: 51,
      deliveryFee: 5,
      tax: 4.08,
      isPremium: true,
      isExpressDelivery: false,
      userId: { _id: user.id, name: user.name, email: user.email },
      paymentId: { _id: expect.any(String), status: 'succeeded' },
      shippingAddress: { addressLine1: '12 Jalan Sultan', city: 'Petaling Jaya', state: 'Selangor' },
      carrier: null,
      trackingNumber: null,
    });
    expect(order.samples).toEqual([
      {
        sampleId: {
          _id: sample.id,
          name: sample.name,
          imageUrls: [expect.any(String)],
          specifications: sample.specifications,
        },
        manufacturerId: { _id: sample.manufacturerId, name: expect.any(String) },
        quantity: 2,
        price: 25.5,
        subtotal: 51,
      },
    ]);
    // the factory's samples take 7 days to deliver
    expect(order.expectedDelivery).toBe(expectedDeliveryDate(new Date(order.createdAt), 7, null));
  });

  it('lets ADMIN read any order and hides it from everyone else (404)', async () => {
    const { orderId } = await placedOrder();
    expect((await get(`/api/orders/${orderId}`, admin.headers)).statusCode).toBe(200);
    const stranger = await createBuyer(t.db, t.tokens);
    const response = await get(`/api/orders/${orderId}`, stranger.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
    expect((await get(`/api/orders/${orderId}`)).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    expect((await get(`/api/orders/${orderId}`, unapproved.headers)).json().message).toBe('User not approved');
    expect((await get('/api/orders/not-an-id', admin.headers)).statusCode).toBe(400);
    expect((await get('/api/orders/00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(404);
  });
});

describe('GET /api/orders/history', () => {
  it('lists my orders newest first, leaves out unpaid checkouts, and filters by date', async () => {
    const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
    const sample = await createStockedSample(t.db, { stock: 10 });
    const placeOne = async () => {
      await addToCart(t, buyer.headers, sample.id, 1);
      return (await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))).json().orderId as string;
    };
    const old = await placeOne();
    const recent = await placeOne();
    const unpaid = await placeOne();
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, old));
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, recent));
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 45 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, old));

    const all = (await get('/api/orders/history', buyer.headers)).json().orders.map((order: any) => order._id);
    expect(all).toEqual([recent, old]);
    expect(all).not.toContain(unpaid);
    const lastMonth = (await get('/api/orders/history?dateFilter=30days', buyer.headers)).json().orders;
    expect(lastMonth.map((order: any) => order._id)).toEqual([recent]);
    const threeMonths = (await get('/api/orders/history?dateFilter=3months', buyer.headers)).json().orders;
    expect(threeMonths).toHaveLength(2);
  });

  it("never lists another user's orders", async () => {
    await placedOrder();
    const stranger = await createBuyer(t.db, t.tokens);
    expect((await get('/api/orders/history', stranger.headers)).json()).toEqual({ orders: [] });
  });

  it('refuses a bad filter, a visitor and an unapproved user', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    expect((await get('/api/orders/history?dateFilter=1year', headers)).statusCode).toBe(400);
    expect((await get('/api/orders/history')).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    expect((await get('/api/orders/history', unapproved.headers)).statusCode).toBe(403);
  });
});

describe('PUT /api/orders/{id}/status', () => {
  it('moves an order along, keeps each change on the timeline and mails the buyer', async () => {
    const { orderId, headers, user } = await placedOrder();
    expect((await setStatus(orderId, admin.headers, { status: 'processing' })).statusCode).toBe(200);
    const shipped = await setStatus(orderId, admin.headers, {
      status: 'in-transit',
      carrier: 'Pos Laju',
      trackingNumber: 'EP123456789MY',
      note: 'Left the warehouse',
    });
    expect(shipped.json()).toMatchObject({
      status: 'in-transit',
      carrier: 'Pos Laju',
      trackingNumber: 'EP123456789MY',
    });
    const delivered = (await setStatus(orderId, admin.headers, { status: 'delivered' })).json();
    expect(delivered.deliveredAt).toEqual(expect.any(String));

    const tracking = (await get(`/api/orders/${orderId}/tracking`, headers)).json();
    expect(tracking.status).toBe('delivered');
    expect(tracking.events.map((event: any) => event.status)).toEqual([
      'pending',
      'processing',
      'in-transit',
      'delivered',
    ]);
    expect(tracking.events[2]).toMatchObject({
      note: 'Left the warehouse',
      carrier: 'Pos Laju',
      at: expect.any(String),
    });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.some((mail) => mail.subject.includes('on its way'))).toBe(true);
    expect(mails.some((mail) => mail.subject.includes('delivered'))).toBe(true);
  });

  it('returns the stock when an order is cancelled', async () => {
    const { orderId, sample } = await placedOrder();
    expect(await stockOf(sample.id)).toBe(8);
    expect((await setStatus(orderId, admin.headers, { status: 'cancelled', note: 'Out of season' })).statusCode).toBe(
      200,
    );
    expect(await stockOf(sample.id)).toBe(10);
    const again = await setStatus(orderId, admin.headers, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(sample.id)).toBe(10);
  });

  it('refuses moves the state machine does not allow (409 INVALID_STATE)', async () => {
    const { orderId } = await placedOrder();
    const response = await setStatus(orderId, admin.headers, { status: 'delivered' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INVALID_STATE',
      message: 'An order that is pending cannot become delivered',
    });
    const unpaid = await placedOrder({ isPremium: true });
    expect((await setStatus(unpaid.orderId, admin.headers, { status: 'processing' })).statusCode).toBe(409);
  });

  it('needs a carrier and a tracking number for in-transit', async () => {
    const { orderId } = await placedOrder();
    await setStatus(orderId, admin.headers, { status: 'processing' });
    const response = await setStatus(orderId, admin.headers, { status: 'in-transit', carrier: 'Pos Laju' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('An order in transit needs a carrier and a tracking number');
  });

  it('refuses the buyer (403), a visitor (401) and bad input (400)', async () => {
    const { orderId, headers } = await placedOrder();
    const buyer = await setStatus(orderId, headers, { status: 'processing' });
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().message).toBe('Unauthorized role');
    expect((await setStatus(orderId, {}, { status: 'processing' })).statusCode).toBe(401);
    for (const payload of [
      {},
      { status: 'shipped' },
      { status: 'processing', paid: true },
      { status: 'awaiting-payment' },
    ]) {
      expect((await setStatus(orderId, admin.headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await setStatus('00000000-0000-4000-8000-000000000000', admin.headers, { status: 'processing' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/orders/{id}/tracking', () => {
  it("hides another user's tracking (404) and refuses a visitor (401)", async () => {
    const { orderId } = await placedOrder();
    const stranger = await createBuyer(t.db, t.tokens);
    expect((await get(`/api/orders/${orderId}/tracking`, stranger.headers)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/tracking`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${orderId}/tracking`, admin.headers)).statusCode).toBe(200);
  });
});

describe('expectedDeliveryDate', () => {
  it("adds the first sample's delivery days to the Malaysian creation date, else keeps the booked date", () => {
    expect(expectedDeliveryDate(new Date('2025-06-10T17:00:00Z'), 7, '2025-06-30')).toBe('2025-06-18');
    expect(expectedDeliveryDate(new Date('2025-06-10T01:00:00Z'), '3', null)).toBe('2025-06-13');
    expect(expectedDeliveryDate(new Date('2025-06-10T01:00:00Z'), undefined, '2025-06-30')).toBe('2025-06-30');
    expect(expectedDeliveryDate(new Date('2025-06-10T01:00:00Z'), 'soon', null)).toBeNull();
  });
});
