import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { addDays, deliveryDateProblem, earliestDeliveryDate, expressDeliveryDate } from '@samplebank/domain/delivery';
import { priceCart } from '@samplebank/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, samples } from '../../db/schema/index.js';
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

/** The server's delivery calendar, public holidays included, so the dates below are taken on any day of the year. */
const calendar = async () => (await get('/api/settings')).json().deliverySettings;

/** A standard delivery date later than the earliest, that the checkout accepts (a day the buyer chose). */
async function laterDeliveryDate(): Promise<string> {
  const settings = await calendar();
  let date = addDays(earliestDeliveryDate(new Date(), settings), 7);
  while (deliveryDateProblem(date, { isExpressDelivery: false, settings })) date = addDays(date, 1);
  return date;
}

type OrderOptions = { isPremium?: boolean; pay?: boolean; express?: boolean; deliveryDate?: string };

/** A placed order of two units of one sample: a free request (pending) or a premium one (paid: processing). */
async function placedOrder(options: OrderOptions = {}) {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: options.isPremium || options.express });
  const sample = await createStockedSample(t.db, { price: 25.5, stock: 10 });
  await addToCart(t, buyer.headers, sample.id, 2);
  const expressDate = expressDeliveryDate(new Date(), await calendar());
  const express = options.express
    ? (() => {
        const charges = priceCart([{ price: 25.5, quantity: 2 }], { isPremium: true, isExpressDelivery: true });
        return {
          isExpressDelivery: true,
          deliveryDate: expressDate,
          deliveryFee: charges.deliveryFee,
          tax: charges.tax,
          amount: charges.amount,
        };
      })()
    : {};
  const body = await checkoutBody(t, buyer.headers, {
    ...(options.deliveryDate ? { deliveryDate: options.deliveryDate } : {}),
    ...express,
  });
  const intent = await requestIntent(t, buyer.headers, body);
  if (intent.statusCode !== 200) throw new Error(`checkout failed: ${intent.body}`);
  const { orderId, clientSecret } = intent.json();
  if (options.pay) await payByTestCard(buyer.headers, clientSecret);
  return { ...buyer, sample, orderId: orderId as string, deliveryDate: body.deliveryDate };
}

async function payByTestCard(headers: Headers, clientSecret: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/test-card/confirm',
    headers,
    payload: {
      clientSecret,
      cardNumber: TEST_CARDS.succeeds,
      expiry: '12/39',
      cvc: '123',
      email: 'a@b.co',
      phone: '0123456789',
    },
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
}
const stockOf = async (id: string) =>
  (await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;

const ORDER_NUMBER = /^SB-\d{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('GET /api/orders/{id}', () => {
  it("answers the spec's Order shape to its buyer, with its number, units and stored delivery date", async () => {
    const { headers, orderId, sample, user, deliveryDate } = await placedOrder({ isPremium: true, pay: true });
    const response = await get(`/api/orders/${orderId}`, headers);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      _id: orderId,
      number: stored!.number,
      status: 'processing',
      itemCount: 2,
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
      deliveryDate,
      expectedDelivery: deliveryDate,
      cancelledAt: null,
      cancellationReason: null,
    });
    expect(order.number).toMatch(ORDER_NUMBER);
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
  });

  it('expects the order on the day its buyer chose, not on creation plus the delivery time', async () => {
    const chosen = await laterDeliveryDate();
    const { headers, orderId } = await placedOrder({ deliveryDate: chosen });
    const order = (await get(`/api/orders/${orderId}`, headers)).json();
    expect(order.deliveryDate).toBe(chosen);
    expect(order.expectedDelivery).toBe(chosen);
    const listed = (await get('/api/orders/history', headers)).json().orders[0];
    expect(listed.expectedDelivery).toBe(chosen);
  });

  it('expects an express order on its paid express date', async () => {
    const { headers, orderId } = await placedOrder({ express: true, pay: true });
    const order = (await get(`/api/orders/${orderId}`, headers)).json();
    const expressDate = expressDeliveryDate(new Date(), await calendar());
    expect(order).toMatchObject({
      isExpressDelivery: true,
      deliveryFee: 10,
      deliveryDate: expressDate,
      expectedDelivery: expressDate,
    });
  });

  it('counts units over every line, the same number the back office shows', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    const first = await createStockedSample(t.db, { stock: 10 });
    const second = await createStockedSample(t.db, { stock: 10 });
    await addToCart(t, buyer.headers, first.id, 2);
    await addToCart(t, buyer.headers, second.id, 1);
    const { orderId } = (await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))).json();
    const order = (await get(`/api/orders/${orderId}`, buyer.headers)).json();
    expect(order.samples).toHaveLength(2);
    expect(order.itemCount).toBe(3);
    const staffList = (await get(`/api/admin/orders?search=${encodeURIComponent(order.number)}`, admin.headers)).json();
    expect(staffList.orders).toEqual([expect.objectContaining({ _id: orderId, number: order.number, itemsCount: 3 })]);
  });

  it('shows a free request without any price, to its buyer and to staff', async () => {
    const { headers, orderId } = await placedOrder();
    for (const who of [headers, admin.headers]) {
      const order = (await get(`/api/orders/${orderId}`, who)).json();
      expect(order).toMatchObject({
        isPremium: false,
        status: 'pending',
        totalAmount: 0,
        subtotal: null,
        deliveryFee: null,
        tax: null,
        itemCount: 2,
      });
      expect(order.samples[0]).toMatchObject({ quantity: 2, price: null, subtotal: null });
    }
    const row = (await get(`/api/admin/orders?search=${orderId}`, admin.headers)).json().orders[0];
    expect(row).toMatchObject({ subtotal: null, deliveryFee: null, tax: null, totalAmount: 0 });
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
  it('lists my orders newest first, checkouts awaiting payment included, and filters by date', async () => {
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

    const all = (await get('/api/orders/history', buyer.headers)).json().orders;
    expect(all.map((order: any) => order._id)).toEqual([unpaid, recent, old]);
    expect(all[0]).toMatchObject({ status: 'awaiting-payment', number: expect.stringMatching(ORDER_NUMBER) });
    const lastMonth = (await get('/api/orders/history?dateFilter=30days', buyer.headers)).json().orders;
    expect(lastMonth.map((order: any) => order._id)).toEqual([unpaid, recent]);
    const threeMonths = (await get('/api/orders/history?dateFilter=3months', buyer.headers)).json().orders;
    expect(threeMonths).toHaveLength(3);
  });

  it('keeps a cancelled order with its reason and time', async () => {
    const { headers, orderId } = await placedOrder();
    await setStatus(orderId, admin.headers, { status: 'cancelled', note: 'The brand stopped making this tile' });
    const [order] = (await get('/api/orders/history', headers)).json().orders;
    expect(order).toMatchObject({
      _id: orderId,
      status: 'cancelled',
      cancellationReason: 'The brand stopped making this tile',
      cancelledAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(order.cancelledAt) - Date.now())).toBeLessThan(60_000);
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
    expect(tracking.number).toBe(delivered.number);
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

  it('returns the stock when an order is cancelled and keeps the note as its reason', async () => {
    const { orderId, sample } = await placedOrder();
    expect(await stockOf(sample.id)).toBe(8);
    const cancelled = await setStatus(orderId, admin.headers, { status: 'cancelled', note: 'Out of season' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancellationReason: 'Out of season', cancelledAt: expect.any(String) });
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

describe('staff cancelling without a note', () => {
  it('keeps a plain sentence as the reason the buyer reads', async () => {
    const { orderId, headers } = await placedOrder();
    await setStatus(orderId, admin.headers, { status: 'processing' });
    expect((await setStatus(orderId, admin.headers, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await get(`/api/orders/${orderId}`, headers)).json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Our team cancelled this order.',
    });
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
