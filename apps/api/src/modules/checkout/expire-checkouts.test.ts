import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, samples } from '../../db/schema/index.js';
import { capturedLog, LOG_LEVELS } from '../../test/captured-log.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createBuyer, createStockedSample, requestIntent } from './checkout.fixtures.js';
import { expireAbandonedCheckouts } from './expire-checkouts.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;
const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

/** A premium buyer's card checkout of 2 units, left awaiting payment. */
async function unpaidCheckout() {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  const sample = await createStockedSample(t.db, { stock: 5 });
  await addToCart(t, buyer.headers, sample.id, 2);
  const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
  expect(response.statusCode).toBe(200);
  const { orderId } = response.json();
  return { orderId, sample, headers: buyer.headers, clientSecret: response.json().clientSecret as string };
}

const cartLines = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers }))
    .json()
    .samples.map((line: { sampleId: { _id: string }; quantity: number }) => ({
      sampleId: line.sampleId._id,
      quantity: line.quantity,
    }));
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const later = () => minutesFromNow(t.config.limits.checkoutHoldMinutes + 1);

describe('expireAbandonedCheckouts', () => {
  it('cancels a card checkout left unpaid past the hold and puts its units back, once', async () => {
    const { orderId, sample, headers } = await unpaidCheckout();
    expect(await stockOf(sample.id)).toBe(3);
    expect(await expireAbandonedCheckouts(t.app.context, { now: new Date() })).toBe(0);

    expect(await expireAbandonedCheckouts(t.app.context, { now: later() })).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.status).toBe('canceled');
    const tracking = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking`, headers });
    expect(tracking.json().events.at(-1)).toMatchObject({ status: 'cancelled' });

    expect(await expireAbandonedCheckouts(t.app.context, { now: later() })).toBe(0);
    expect(await stockOf(sample.id)).toBe(5);
  });

  it("puts the samples back into the cart and stores when and why, in the buyer's words", async () => {
    const { orderId, sample, headers } = await unpaidCheckout();
    expect(await cartLines(headers)).toEqual([]);
    await expireAbandonedCheckouts(t.app.context, { now: later() });
    expect(await cartLines(headers)).toEqual([{ sampleId: sample.id, quantity: 2 }]);
    const order = await orderOf(orderId);
    expect(order.cancellationReason).toBe(
      'Payment was not completed within 15 minutes; the samples went back to your cart',
    );
    expect(order.cancelledAt).toBeInstanceOf(Date);
  });

  it('merges the returned samples with what the buyer put in the cart since, at most 5 units a line', async () => {
    const { sample, headers } = await unpaidCheckout();
    await addToCart(t, headers, sample.id, 3);
    await expireAbandonedCheckouts(t.app.context, { now: later() });
    expect(await cartLines(headers)).toEqual([{ sampleId: sample.id, quantity: 5 }]);
  });

  it('leaves alone a payment the buyer is in the middle of', async () => {
    const { orderId, sample } = await unpaidCheckout();
    await t.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, orderId));
    await expireAbandonedCheckouts(t.app.context, { now: later() });
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(await stockOf(sample.id)).toBe(3);
  });

  it('holds stock for at most 15 minutes by default', async () => {
    expect(t.config.limits.checkoutHoldMinutes).toBe(15);
    const { orderId, sample } = await unpaidCheckout();
    expect(await expireAbandonedCheckouts(t.app.context, { now: minutesFromNow(14) })).toBe(0);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(await expireAbandonedCheckouts(t.app.context, { now: minutesFromNow(16) })).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
  });

  it('lets go of a checkout parked at card authentication once the hold is over', async () => {
    const { orderId, sample, headers, clientSecret } = await unpaidCheckout();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      headers,
      payload: {
        clientSecret,
        cardNumber: TEST_CARDS.requiresAuthentication,
        expiry: '12/39',
        cvc: '123',
        email: 'buyer@example.com',
        phone: '0123456789',
      },
    });
    expect(asked.json().status).toBe('requires_action');
    await expireAbandonedCheckouts(t.app.context, { now: later() });
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
    expect(await cartLines(headers)).toEqual([{ sampleId: sample.id, quantity: 2 }]);
  });

  it('lets go of a checkout whose payment was never made (the provider failed)', async () => {
    const { orderId, sample } = await unpaidCheckout();
    await t.db.delete(payments).where(eq(payments.orderId, orderId));
    await expireAbandonedCheckouts(t.app.context, { now: later() });
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
  });
});

// last in this file: the checkouts these leave unpaid on purpose would count in the runs above
describe('expireAbandonedCheckouts when letting go fails', () => {
  it('logs a provider that cannot cancel the intent, with the checkout, and keeps the checkout', async () => {
    const { orderId } = await unpaidCheckout();
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const unreachable = Object.assign(Object.create(t.app.context.payments!), {
      cancelIntent: () => Promise.reject(new Error('provider unreachable')),
    });
    const { logger, lines } = capturedLog();

    await expireAbandonedCheckouts({ ...t.app.context, payments: unreachable, logger }, { now: later() });

    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(lines.find((line) => line.orderId === orderId)).toMatchObject({
      level: LOG_LEVELS.warn,
      intentId: payment!.providerIntentId,
      provider: 'test-card',
      err: { message: 'provider unreachable' },
    });
  });

  it('logs a checkout the database refuses to let go, with its order, and goes on with the others', async () => {
    const { orderId } = await unpaidCheckout();
    const failingDb = Object.assign(Object.create(t.db), {
      transaction: () => Promise.reject(new Error('database went away')),
    });
    const { logger, lines } = capturedLog();

    await expect(expireAbandonedCheckouts({ ...t.app.context, db: failingDb, logger }, { now: later() })).resolves.toBe(
      0,
    );

    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(lines.find((line) => line.orderId === orderId)).toMatchObject({
      level: LOG_LEVELS.error,
      err: { message: 'database went away' },
    });
    // the next run, with the database back, lets both go
    expect(await expireAbandonedCheckouts(t.app.context, { now: later() })).toBeGreaterThanOrEqual(2);
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});
