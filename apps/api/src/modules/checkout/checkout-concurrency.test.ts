// Races that only a real PostgreSQL can run: many connections at once (PGlite has one).
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusEvents, orders, paymentEvents, payments, samples } from '../../db/schema/index.js';
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
import { expireAbandonedCheckouts } from './expire-checkouts.js';

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

  it.skipIf(!usesPostgres())(
    'ends a checkout paid or cancelled, never both, when a card, a cancel and the expiry race',
    async () => {
      for (let round = 0; round < 5; round++) {
        const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
        const sample = await createStockedSample(t.db, { stock: 10 });
        await addToCart(t, buyer.headers, sample.id, 2);
        const { orderId, clientSecret } = (
          await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
        ).json();
        const afterHold = new Date(Date.now() + (t.config.limits.checkoutHoldMinutes + 1) * 60_000);

        const [paid, cancelled] = await Promise.all([
          t.app.inject({
            method: 'POST',
            url: '/api/payments/test-card/confirm',
            headers: buyer.headers,
            payload: {
              clientSecret,
              cardNumber: '4242424242424242',
              expiry: '12/39',
              cvc: '123',
              email: 'a@b.co',
              phone: '0123456789',
            },
          }),
          t.app.inject({ method: 'POST', url: `/api/payments/checkouts/${orderId}/cancel`, headers: buyer.headers }),
          expireAbandonedCheckouts(t.app.context, { now: afterHold }),
        ]);

        const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
        const [row] = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, sample.id));
        const cart = (
          await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers: buyer.headers })
        ).json();
        if (order!.status === 'processing') {
          expect(paid.statusCode).toBe(200);
          expect(cancelled.statusCode).toBe(409);
          expect(row!.stock).toBe(8);
          expect(cart.samples).toEqual([]);
        } else {
          expect(order!.status).toBe('cancelled');
          expect(paid.statusCode).toBe(409);
          expect(row!.stock).toBe(10);
          expect(cart.samples).toHaveLength(1);
          expect(cart.samples[0].quantity).toBe(2);
        }
      }
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
