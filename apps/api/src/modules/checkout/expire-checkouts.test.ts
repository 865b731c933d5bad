import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, samples } from '../../db/schema.js';
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
  return { orderId, sample, headers: buyer.headers };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const later = () => minutesFromNow(t.config.limits.checkoutHoldMinutes + 1);

describe('expireAbandonedCheckouts', () => {
  it('cancels a card checkout left unpaid past the hold and puts its units back, once', async () => {
    const { orderId, sample, headers } = await unpaidCheckout();
    expect(await stockOf(sample.id)).toBe(3);
    expect(await expireAbandonedCheckouts(t.app.context, new Date())).toBe(0);

    expect(await expireAbandonedCheckouts(t.app.context, later())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.status).toBe('canceled');
    const tracking = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking`, headers });
    expect(tracking.json().events.at(-1)).toMatchObject({ status: 'cancelled' });

    expect(await expireAbandonedCheckouts(t.app.context, later())).toBe(0);
    expect(await stockOf(sample.id)).toBe(5);
  });

  it('leaves alone a payment the buyer is in the middle of', async () => {
    const { orderId, sample } = await unpaidCheckout();
    await t.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, orderId));
    await expireAbandonedCheckouts(t.app.context, later());
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(await stockOf(sample.id)).toBe(3);
  });

  it('holds stock for at most 15 minutes by default', async () => {
    expect(t.config.limits.checkoutHoldMinutes).toBe(15);
    const { orderId, sample } = await unpaidCheckout();
    expect(await expireAbandonedCheckouts(t.app.context, minutesFromNow(14))).toBe(0);
    expect(await statusOf(orderId)).toBe('awaiting-payment');
    expect(await expireAbandonedCheckouts(t.app.context, minutesFromNow(16))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
  });

  it('lets go of a checkout parked at card authentication once the hold is over', async () => {
    const { orderId, sample } = await unpaidCheckout();
    await t.db.update(payments).set({ status: 'requires_action' }).where(eq(payments.orderId, orderId));
    await expireAbandonedCheckouts(t.app.context, later());
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
  });

  it('lets go of a checkout whose payment was never made (the provider failed)', async () => {
    const { orderId, sample } = await unpaidCheckout();
    await t.db.delete(payments).where(eq(payments.orderId, orderId));
    await expireAbandonedCheckouts(t.app.context, later());
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await stockOf(sample.id)).toBe(5);
  });
});
