import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderStatusEvents, orders, payments, samples } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createBuyer, createStockedSample, requestIntent } from './checkout.fixtures.js';

let t: TestContext;
beforeAll(async () => {
  // the catalogue keeps its answers here, so the test sees that a cancelled checkout's stock shows at once
  t = await createTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const cancel = (headers: Headers, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/payments/checkouts/${orderId}/cancel`, headers });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const cartLines = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers }))
    .json()
    .samples.map((line: { sampleId: { _id: string }; quantity: number }) => ({
      sampleId: line.sampleId._id,
      quantity: line.quantity,
    }));
const confirmCard = (headers: Headers, clientSecret: string, cardNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/test-card/confirm',
    headers,
    payload: { clientSecret, cardNumber, expiry: '12/39', cvc: '123', email: 'buyer@example.com', phone: '0123456789' },
  });

/** A premium buyer's card checkout of `quantity` units of a sample with 10 in stock, waiting for payment. */
async function unpaidCheckout(quantity = 2) {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  const sample = await createStockedSample(t.db, { stock: 10 });
  await addToCart(t, buyer.headers, sample.id, quantity);
  const placed = (await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))).json();
  return { ...buyer, sample, orderId: placed.orderId as string, clientSecret: placed.clientSecret as string };
}

describe('POST /api/payments/checkouts/{orderId}/cancel', () => {
  it('lets the checkout go: stock returns, the samples go back to the cart, the order keeps when and why', async () => {
    const { headers, sample, orderId } = await unpaidCheckout(2);
    expect(await stockOf(sample.id)).toBe(8);
    expect(await cartLines(headers)).toEqual([]);

    const response = await cancel(headers, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId, status: 'cancelled' });

    expect(await stockOf(sample.id)).toBe(10);
    expect(await cartLines(headers)).toEqual([{ sampleId: sample.id, quantity: 2 }]);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'cancelled', cancellationReason: 'Cancelled by you before payment' });
    expect(order.cancelledAt).toBeInstanceOf(Date);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('canceled');
    const [event] = await t.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'cancelled')));
    expect(event!.note).toBe('Cancelled by you before payment');
  });

  it('shows the returned stock in the catalogue at once', async () => {
    const { headers, sample, orderId } = await unpaidCheckout(2);
    const catalogueStock = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/samples/${sample.id}` })).json().stock;
    expect(await catalogueStock()).toBe(8);
    expect((await cancel(headers, orderId)).statusCode).toBe(200);
    expect(await catalogueStock()).toBe(10);
  });

  it('merges the samples with what the cart holds now, at most 5 units a line', async () => {
    const { headers, sample, orderId } = await unpaidCheckout(3);
    const other = await createStockedSample(t.db, { stock: 10 });
    await addToCart(t, headers, sample.id, 4);
    await addToCart(t, headers, other.id, 1);
    expect((await cancel(headers, orderId)).statusCode).toBe(200);
    const lines = await cartLines(headers);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        { sampleId: sample.id, quantity: 5 },
        { sampleId: other.id, quantity: 1 },
      ]),
    );
    expect(await stockOf(sample.id)).toBe(10);
  });

  it('moves the cart on, so checking out the returned samples again is a new order that can be paid', async () => {
    const { headers, orderId } = await unpaidCheckout(2);
    expect((await cancel(headers, orderId)).statusCode).toBe(200);
    const again = await requestIntent(t, headers, await checkoutBody(t, headers));
    expect(again.statusCode).toBe(200);
    expect(again.json().orderId).not.toBe(orderId);
    expect((await confirmCard(headers, again.json().clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);
  });

  it('refuses a replay of the cancelled checkout under its Idempotency-Key with a sentence', async () => {
    const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
    await addToCart(t, buyer.headers, (await createStockedSample(t.db)).id, 1);
    const body = await checkoutBody(t, buyer.headers);
    const keyed = { ...buyer.headers, 'idempotency-key': `cancel-replay-${buyer.user.id}` };
    const placed = (await requestIntent(t, keyed, body)).json();
    expect((await cancel(buyer.headers, placed.orderId)).statusCode).toBe(200);
    const replay = await requestIntent(t, keyed, body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This checkout was cancelled. Check out your cart again to place a new order.');
  });

  it("lets staff cancel a buyer's checkout: the samples go back to the buyer's cart, with staff as the reason", async () => {
    const { headers, sample, orderId } = await unpaidCheckout(1);
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    expect((await cancel(admin.headers, orderId)).statusCode).toBe(200);
    expect(await cartLines(headers)).toEqual([{ sampleId: sample.id, quantity: 1 }]);
    const [adminCart] = await t.db.select().from(carts).where(eq(carts.userId, admin.user.id));
    if (adminCart) {
      expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, adminCart.id))).toEqual([]);
    }
    expect((await orderOf(orderId)).cancellationReason).toBe(
      'Cancelled by Samplebank before payment; the samples went back to your cart',
    );
  });

  it('refuses a checkout that is already paid, with a sentence, and changes nothing', async () => {
    const { headers, sample, orderId, clientSecret } = await unpaidCheckout(2);
    expect((await confirmCard(headers, clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);
    const refused = await cancel(headers, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This checkout is already paid, so it cannot be cancelled here. You will find it under My orders.',
    );
    expect((await orderOf(orderId)).status).toBe('processing');
    expect(await stockOf(sample.id)).toBe(8);
    expect(await cartLines(headers)).toEqual([]);
  });

  it('refuses a checkout whose payment is being processed', async () => {
    const { headers, sample, orderId } = await unpaidCheckout(2);
    await t.db.update(payments).set({ status: 'processing' }).where(eq(payments.orderId, orderId));
    const refused = await cancel(headers, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This checkout is being paid right now, so it cannot be cancelled. Check My orders in a minute.',
    );
    expect((await orderOf(orderId)).status).toBe('awaiting-payment');
    expect(await stockOf(sample.id)).toBe(8);
  });

  it('lets a checkout waiting at 3-D Secure go', async () => {
    const { headers, orderId, clientSecret } = await unpaidCheckout(1);
    expect((await confirmCard(headers, clientSecret, TEST_CARDS.requiresAuthentication)).json().status).toBe(
      'requires_action',
    );
    expect((await cancel(headers, orderId)).statusCode).toBe(200);
    const authenticate = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/authenticate',
      headers,
      payload: { clientSecret, approve: true },
    });
    expect(authenticate.statusCode).toBe(409);
    expect(authenticate.json().message).toBe(
      'This checkout was cancelled, so it can no longer be paid. Its samples are back in your cart.',
    );
  });

  it('refuses a second cancel and a free request, which waits for no payment', async () => {
    const { headers, orderId } = await unpaidCheckout(1);
    expect((await cancel(headers, orderId)).statusCode).toBe(200);
    const twice = await cancel(headers, orderId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This checkout is already cancelled. Its samples went back to your cart.');
    expect(await cartLines(headers)).toHaveLength(1);

    const member = await createBuyer(t.db, t.tokens);
    await addToCart(t, member.headers, (await createStockedSample(t.db)).id, 1);
    const request = (await requestIntent(t, member.headers, await checkoutBody(t, member.headers))).json();
    const refused = await cancel(member.headers, request.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is not waiting for payment, so there is no checkout to cancel.');
  });

  it("answers 404 for another member's checkout and leaves it alone", async () => {
    const { orderId, sample } = await unpaidCheckout(2);
    const other = await createBuyer(t.db, t.tokens, { isPremium: true });
    const response = await cancel(other.headers, orderId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Checkout not found');
    expect((await orderOf(orderId)).status).toBe('awaiting-payment');
    expect(await stockOf(sample.id)).toBe(8);
  });

  it('refuses a visitor (401), an unapproved member (403) and an id that is not an order id (400)', async () => {
    const { headers, orderId } = await unpaidCheckout(1);
    expect((await cancel({}, orderId)).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    const refused = await cancel(unapproved.headers, orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('User not approved');
    const bad = await cancel(headers, 'order-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('orderId must be an order id');
    expect((await orderOf(orderId)).status).toBe('awaiting-payment');
  });
});
