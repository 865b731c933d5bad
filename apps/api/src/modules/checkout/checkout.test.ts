import {
  addDays,
  earliestDeliveryDate,
  expressDeliveryDate,
  isWeekend,
  todayInMalaysia,
} from '@samplebank/domain/delivery';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderItems, orderStatusEvents, orders, payments, samples } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { malaysianPublicHolidays } from '../content/public-holidays.js';
import { addToCart, checkoutBody, createBuyer, createStockedSample, requestIntent } from './checkout.fixtures.js';
import { malaysianDate } from './checkout.steps.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;
const cartOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers })).json();

/** A buyer with one sample (RM 25.50, 10 in stock) x2 in the cart. */
async function buyerWithCart(options: { isPremium?: boolean; withAddress?: boolean } = {}) {
  const buyer = await createBuyer(t.db, t.tokens, options);
  const sample = await createStockedSample(t.db, { price: 25.5, stock: 10 });
  await addToCart(t, buyer.headers, sample.id, 2);
  return { ...buyer, sample };
}

// a weekday that is no public holiday either: the server refuses a holiday first, whatever else is wrong with the
// date (the first weekday 70 days from 28 Nov 2026 is Chinese New Year's substitute day, and the check spoke of that)
const holidays = new Set(malaysianPublicHolidays({ days: 120 }).map((holiday) => holiday.date));
const firstWeekdayFrom = (date: string) => {
  let day = date;
  while (isWeekend(day) || holidays.has(day)) day = addDays(day, 1);
  return day;
};

describe('POST /api/payments/payment-intent: a free sample request', () => {
  it('places a pending order with the server prices, takes the stock, empties the cart and mails the buyer', async () => {
    const { user, headers, sample } = await buyerWithCart();
    const response = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ orderId: expect.any(String) });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order).toMatchObject({ status: 'pending', userId: user.id, totalAmount: 0, isPremium: false });
    expect(order!.shippingAddress).toMatchObject({ addressLine1: '12 Jalan Sultan', city: 'Petaling Jaya' });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, body.orderId));
    expect(items).toMatchObject([{ sampleId: sample.id, quantity: 2, unitPrice: 25.5 }]);
    expect(await stockOf(sample.id)).toBe(8);
    expect((await cartOf(headers)).samples).toEqual([]);
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, body.orderId));
    expect(events.map((event) => event.status)).toEqual(['pending']);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((mail) => mail.kind)).toContain('order-status');
  });

  it('gives the same order when the same request comes twice, taking the stock once', async () => {
    const { headers, sample } = await buyerWithCart();
    const body = await checkoutBody(t, headers);
    const first = (await requestIntent(t, headers, body)).json();
    const second = await requestIntent(t, headers, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).toBe(first.orderId);
    expect(await stockOf(sample.id)).toBe(8);
  });

  it('makes a new order when the same samples are requested again once the first came', async () => {
    const { headers, sample } = await buyerWithCart();
    const first = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first.orderId));
    await addToCart(t, headers, sample.id, 2);
    const second = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    expect(second.orderId).not.toBe(first.orderId);
    expect(await stockOf(sample.id)).toBe(6);
  });
});

describe('POST /api/payments/payment-intent: limits on free requests', () => {
  it('refuses a second open request for the same sample, naming it, and takes nothing', async () => {
    const { headers, sample } = await buyerWithCart();
    expect((await requestIntent(t, headers, await checkoutBody(t, headers))).statusCode).toBe(200);
    await addToCart(t, headers, sample.id, 1);
    const refused = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'LIMIT_REACHED',
      message: `You already have an open request for ${sample.name}. You can request it again once it is delivered or cancelled.`,
    });
    expect(await stockOf(sample.id)).toBe(8);
    expect((await cartOf(headers)).samples).toHaveLength(1);
  });

  it('refuses more units of one sample than a free request may hold (2 by default)', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db, { stock: 13 });
    await addToCart(t, buyer.headers, sample.id, 3);
    const refused = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `You can request up to 2 units of ${sample.name} at a time. Lower the quantity and try again.`,
    );
    expect(await stockOf(sample.id)).toBe(13);
  });

  it('does not let one member drain a sample with repeated free requests', async () => {
    const buyer = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db, { stock: 13 });
    const answers: number[] = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(t, buyer.headers, sample.id, 2);
      answers.push((await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))).statusCode);
    }
    expect(answers).toEqual([200, 409, 409]);
    expect(await stockOf(sample.id)).toBe(11);
  });

  it('lets a premium member order the same sample again: paid orders are limited by stock alone', async () => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const first = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, first.orderId));
    await addToCart(t, headers, sample.id, 3);
    expect((await requestIntent(t, headers, await checkoutBody(t, headers))).statusCode).toBe(200);
    expect(await stockOf(sample.id)).toBe(5);
  });
});

describe('POST /api/payments/payment-intent: one unpaid checkout per member', () => {
  it('lets an earlier unpaid checkout go when the member starts another, returning its stock', async () => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const first = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    expect(await stockOf(sample.id)).toBe(8);
    const other = await createStockedSample(t.db, { stock: 4 });
    await addToCart(t, headers, other.id, 1);
    const second = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).not.toBe(first.orderId);
    const [earlier] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(earlier!.status).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(10);
    expect(await stockOf(other.id)).toBe(3);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, first.orderId));
    expect(payment!.status).toBe('canceled');
    const open = await t.db.select().from(orders).where(eq(orders.status, 'awaiting-payment'));
    expect(open.filter((order) => order.userId === earlier!.userId)).toHaveLength(1);
  });

  it("puts the replaced checkout's samples back into the cart, and the newer checkout holds only its own", async () => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const first = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    const other = await createStockedSample(t.db, { price: 10, stock: 4 });
    await addToCart(t, headers, other.id, 1);
    const body = await checkoutBody(t, headers);
    const second = await requestIntent(t, headers, body);
    expect(second.statusCode).toBe(200);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, second.json().orderId));
    expect(items.map((item) => [item.sampleId, item.quantity])).toEqual([[other.id, 1]]);
    const [newer] = await t.db.select().from(orders).where(eq(orders.id, second.json().orderId));
    expect(newer!.totalAmount).toBe(body.amount);
    const lines = (await cartOf(headers)).samples.map((line: { sampleId: { _id: string }; quantity: number }) => [
      line.sampleId._id,
      line.quantity,
    ]);
    expect(lines).toEqual([[sample.id, 2]]);
    const [earlier] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(earlier).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Replaced by your newer checkout before payment; the samples went back to your cart',
    });
  });

  it('still lets the earlier checkout go, its samples back in the cart, when the newer one is refused', async () => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const first = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    const scarce = await createStockedSample(t.db, { stock: 1, name: 'Last Basalt Tile' });
    await addToCart(t, headers, scarce.id, 1);
    const body = await checkoutBody(t, headers);
    await t.db.update(samples).set({ stock: 0 }).where(eq(samples.id, scarce.id));
    const refused = await requestIntent(t, headers, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Last Basalt Tile is out of stock');
    const [earlier] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(earlier!.status).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(10);
    const held = (await cartOf(headers)).samples.map((line: { sampleId: { _id: string } }) => line.sampleId._id);
    expect(held.sort()).toEqual([sample.id, scarce.id].sort());
  });

  it('keeps an earlier checkout whose payment is under way, and says so', async () => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const first = (await requestIntent(t, headers, await checkoutBody(t, headers))).json();
    await t.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, first.orderId));
    await addToCart(t, headers, (await createStockedSample(t.db, { stock: 4 })).id, 1);
    const refused = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your earlier checkout is being paid right now. Check My orders in a minute before starting another.',
    );
    expect(await stockOf(sample.id)).toBe(8);
  });

  it('refuses a replay of the same checkout with any other figure', async () => {
    const { headers } = await buyerWithCart({ isPremium: true });
    const body = await checkoutBody(t, headers);
    const key = { 'idempotency-key': 'replay-figures-1' };
    expect((await requestIntent(t, { ...headers, ...key }, body)).statusCode).toBe(200);
    for (const changed of [
      { tax: body.tax + 1 },
      { deliveryFee: 0 },
      { isPremium: false },
      { amount: body.amount - 1 },
    ]) {
      const replay = await requestIntent(t, { ...headers, ...key }, { ...body, ...changed });
      expect(replay.statusCode).toBe(409);
    }
    expect((await requestIntent(t, { ...headers, ...key }, body)).statusCode).toBe(200);
  });
});

describe('POST /api/payments/payment-intent: a premium checkout', () => {
  it('creates an order awaiting payment and one payment intent for the server total', async () => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const body = await checkoutBody(t, headers);
    expect(body).toMatchObject({ amount: 6008, tax: 4.08, deliveryFee: 5, isPremium: true });
    const response = await requestIntent(t, headers, body);
    expect(response.statusCode).toBe(200);
    const { clientSecret, orderId } = response.json();
    expect(clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      totalAmount: 6008,
      subtotal: 51,
      tax: 4.08,
      deliveryFee: 5,
    });
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toMatchObject([
      { amount: 6008, provider: 'test-card', status: 'requires_payment_method', clientSecret },
    ]);
    expect(await stockOf(sample.id)).toBe(8);
  });

  it('answers a repeated request with the same order and the same client secret', async () => {
    const { headers } = await buyerWithCart({ isPremium: true });
    const body = await checkoutBody(t, headers);
    const first = (await requestIntent(t, headers, body)).json();
    const second = (await requestIntent(t, headers, body)).json();
    expect(second).toEqual(first);
    const [row] = await t.db.select({ n: count() }).from(payments).where(eq(payments.orderId, first.orderId));
    expect(row!.n).toBe(1);
  });

  it('accepts express delivery at RM 10 shipping on the express date', async () => {
    const { headers } = await buyerWithCart({ isPremium: true });
    // the server's calendar: an express date moved past a public holiday is the one it takes
    const { deliverySettings } = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const body = await checkoutBody(t, headers, {
      isExpressDelivery: true,
      deliveryDate: expressDeliveryDate(new Date(), deliverySettings),
      deliveryFee: 10,
      amount: 6508,
    });
    const response = await requestIntent(t, headers, body);
    expect(response.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order).toMatchObject({ isExpressDelivery: true, deliveryFee: 10, totalAmount: 6508 });
  });

  it('uses the Idempotency-Key header: the same key is the same order, with other options a conflict', async () => {
    const { headers } = await buyerWithCart({ isPremium: true });
    const body = await checkoutBody(t, headers);
    const keyed = { ...headers, 'idempotency-key': 'checkout-7f3a' };
    const first = (await requestIntent(t, keyed, body)).json();
    expect((await requestIntent(t, keyed, body)).json()).toEqual(first);
    const other = await requestIntent(t, keyed, { ...body, amount: body.amount + 1 });
    expect(other.statusCode).toBe(409);
    expect((await requestIntent(t, { ...headers, 'idempotency-key': 'x'.repeat(300) }, body)).statusCode).toBe(400);
  });
});

describe('POST /api/payments/payment-intent: refusals', () => {
  it.each([
    ['amount', { amount: 100 }],
    ['tax', { tax: 0 }],
    ['deliveryFee', { deliveryFee: 0 }],
    ['isPremium', { isPremium: false, amount: 0, tax: 0, deliveryFee: 0 }],
  ])('refuses a tampered %s with 409 AMOUNT_MISMATCH and changes nothing', async (_field, tamper) => {
    const { headers, sample } = await buyerWithCart({ isPremium: true });
    const response = await requestIntent(t, headers, await checkoutBody(t, headers, tamper));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('AMOUNT_MISMATCH');
    expect(await stockOf(sample.id)).toBe(10);
    expect((await cartOf(headers)).samples).toHaveLength(1);
  });

  it('refuses a non-premium user who claims to be premium', async () => {
    const { headers } = await buyerWithCart();
    const response = await requestIntent(t, headers, await checkoutBody(t, headers, { isPremium: true }));
    expect(response.json().code).toBe('AMOUNT_MISMATCH');
  });

  it('refuses express delivery for a non-premium user', async () => {
    const { headers } = await buyerWithCart();
    const body = await checkoutBody(t, headers, { isExpressDelivery: true, deliveryDate: expressDeliveryDate() });
    const response = await requestIntent(t, headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Express delivery is for premium members');
  });

  it('refuses a weekend, a past and a too-early delivery date with the rule in words', async () => {
    const { headers } = await buyerWithCart();
    let saturday = earliestDeliveryDate();
    while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
    const tooEarly = firstWeekdayFrom(addDays(todayInMalaysia(), 1));
    const cases: [string, string][] = [
      [saturday, 'We deliver on weekdays only'],
      ['2020-01-06', 'The earliest delivery date is 7 days from today'],
      [tooEarly, 'The earliest delivery date is 7 days from today'],
      [firstWeekdayFrom(addDays(todayInMalaysia(), 70)), 'Delivery can be booked at most 60 days ahead'],
    ];
    for (const [deliveryDate, message] of cases) {
      const response = await requestIntent(t, headers, await checkoutBody(t, headers, { deliveryDate }));
      expect(response.statusCode, deliveryDate).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('words a refused date in the booking window staff set, not the defaults', async () => {
    const { headers } = await buyerWithCart();
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const put = (deliverySettings: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.headers,
        payload: { platformFee: 0, deliverySettings },
      });
    const { deliverySettings } = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();
    const { holidays: _holidays, ...stored } = deliverySettings;
    expect((await put({ ...stored, minLeadDays: 10, maxLeadDays: 30 })).statusCode).toBe(200);
    try {
      const cases: [string, string][] = [
        // (a weekday from 5 days on is at most 7 days away: from 8 days on, a Saturday would give the 10th day)
        [firstWeekdayFrom(addDays(todayInMalaysia(), 5)), 'The earliest delivery date is 10 days from today'],
        [firstWeekdayFrom(addDays(todayInMalaysia(), 40)), 'Delivery can be booked at most 30 days ahead'],
      ];
      for (const [deliveryDate, message] of cases) {
        const response = await requestIntent(t, headers, await checkoutBody(t, headers, { deliveryDate }));
        expect(response.statusCode, deliveryDate).toBe(400);
        expect(response.json().message).toBe(message);
      }
    } finally {
      await put(stored);
    }
  });

  it('reads a date-time as the calendar date in Malaysia', () => {
    expect(malaysianDate('2025-06-10T16:30:00.000Z')).toBe('2025-06-11');
    expect(malaysianDate('2025-06-10T15:59:00Z')).toBe('2025-06-10');
    expect(malaysianDate('2025-06-10')).toBe('2025-06-10');
  });

  it('refuses unknown fields and malformed values with 400', async () => {
    const { headers } = await buyerWithCart();
    const body = await checkoutBody(t, headers);
    for (const payload of [
      { ...body, discount: 10 },
      { ...body, currency: 'usd' },
      { ...body, cartId: 'cart-1' },
      { ...body, deliveryDate: '10/06/2025' },
      { ...body, amount: 12.5 },
      { ...body, isPremium: 'yes' },
      {},
    ]) {
      const response = await requestIntent(t, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("answers 404 for another user's cart and 409 for an empty cart", async () => {
    const owner = await buyerWithCart();
    const other = await createBuyer(t.db, t.tokens);
    const stolen = await requestIntent(t, other.headers, await checkoutBody(t, owner.headers));
    expect(stolen.statusCode).toBe(404);
    expect(await stockOf(owner.sample.id)).toBe(10);
    const empty = await requestIntent(t, other.headers, await checkoutBody(t, other.headers));
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Your cart is empty');
  });

  it('refuses a sample sold out since it was added, naming it, and rolls back every line', async () => {
    const { headers, sample } = await buyerWithCart();
    const scarce = await createStockedSample(t.db, { stock: 1, name: 'Last Marble Tile' });
    await addToCart(t, headers, scarce.id, 1);
    await t.db.update(samples).set({ stock: 0 }).where(eq(samples.id, scarce.id));
    const response = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Last Marble Tile is out of stock' });
    expect(await stockOf(sample.id)).toBe(10);
    expect((await cartOf(headers)).samples).toHaveLength(2);
  });

  it('refuses a checkout without a shipping address', async () => {
    const { headers } = await buyerWithCart({ withAddress: false });
    const response = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_SHIPPING_ADDRESS');
  });

  it('refuses a visitor (401) and an unapproved user (403)', async () => {
    const { headers } = await buyerWithCart();
    const body = await checkoutBody(t, headers);
    expect((await requestIntent(t, {}, body)).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    const response = await requestIntent(t, unapproved.headers, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('User not approved');
  });
});

describe('GET /api/payments/config', () => {
  it('names the built-in test card processor when Stripe is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({ provider: 'test-card' });
  });

  it('answers 404 on the Stripe webhook while the test processor is in use', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
