// Races that only a real PostgreSQL can run: many connections at once (PGlite has one).
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders, paymentEvents, payments, samples } from '../../db/schema.js';
import { startFakeStripe, stripeIntentEvent } from '../../platform/payments/fake-stripe-server.js';
import { createTestApp, type TestContext, usesPostgres } from '../../test/harness.js';
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
let stripeApp: TestContext;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

beforeAll(async () => {
  if (!usesPostgres()) return;
  stripe = await startFakeStripe();
  [t, stripeApp] = await Promise.all([createTestApp(), createStripeTestApp(stripe.baseUrl)]);
});
afterAll(async () => {
  if (!usesPostgres()) return;
  await Promise.all([t.close(), stripeApp.close()]);
  await stripe.close();
});

describe('concurrent checkouts (PostgreSQL)', () => {
  it.skipIf(!usesPostgres())('sells the last 3 units to exactly 3 of 8 racing buyers', async () => {
    const sample = await createStockedSample(t.db, { stock: 3, name: 'Last Terrazzo Tile' });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createBuyer(t.db, t.tokens)));
    for (const buyer of buyers) await addToCart(t, buyer.headers, sample.id, 1);
    const bodies = await Promise.all(buyers.map((buyer) => checkoutBody(t, buyer.headers)));

    const responses = await Promise.all(buyers.map((buyer, index) => requestIntent(t, buyer.headers, bodies[index])));

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Last Terrazzo Tile is out of stock' });
    }
    const [row] = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, sample.id));
    expect(row!.stock).toBe(0);
    const placed = await t.db
      .select({ n: count() })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.user.id),
        ),
      );
    expect(placed[0]!.n).toBe(3);
  });

  it.skipIf(!usesPostgres())(
    'makes one order and one payment when one buyer sends the same request 20 times at once',
    async () => {
      const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
      const sample = await createStockedSample(t.db, { stock: 50 });
      await addToCart(t, buyer.headers, sample.id, 2);
      const body = await checkoutBody(t, buyer.headers);

      const responses = await Promise.all(Array.from({ length: 20 }, () => requestIntent(t, buyer.headers, body)));

      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const answers = new Set(responses.map((response) => JSON.stringify(response.json())));
      expect(answers.size).toBe(1);
      const userOrders = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      expect(userOrders).toHaveLength(1);
      const orderPayments = await t.db.select().from(payments).where(eq(payments.orderId, userOrders[0]!.id));
      expect(orderPayments).toHaveLength(1);
      const [row] = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, sample.id));
      expect(row!.stock).toBe(48);
    },
  );

  it.skipIf(!usesPostgres())('applies one Stripe event delivered 10 times at once exactly once', async () => {
    const buyer = await createBuyer(stripeApp.db, stripeApp.tokens, { isPremium: true });
    await addToCart(stripeApp, buyer.headers, (await createStockedSample(stripeApp.db)).id, 1);
    const { orderId } = (
      await requestIntent(stripeApp, buyer.headers, await checkoutBody(stripeApp, buyer.headers))
    ).json();
    const [payment] = await stripeApp.db.select().from(payments).where(eq(payments.orderId, orderId));
    const payload = stripeIntentEvent(
      'payment_intent.succeeded',
      { id: payment!.providerIntentId, amount: payment!.amount },
      'evt_concurrent_1',
    );

    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverStripeWebhook(stripeApp, payload)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const [order] = await stripeApp.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('processing');
    const events = await stripeApp.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'processing')));
    expect(events).toHaveLength(1);
    const recorded = await stripeApp.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_concurrent_1'));
    expect(recorded).toHaveLength(1);
  });
});
