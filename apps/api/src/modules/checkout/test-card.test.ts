import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderStatusEvents, orders, paymentEvents, payments } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createBuyer, createStockedSample, requestIntent } from './checkout.fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** A premium buyer whose checkout is waiting for the card form. */
async function awaitingPayment() {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  const sample = await createStockedSample(t.db);
  await addToCart(t, buyer.headers, sample.id);
  const { clientSecret, orderId } = (
    await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
  ).json();
  return { ...buyer, clientSecret: clientSecret as string, orderId: orderId as string };
}

const card = (clientSecret: string, cardNumber: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  email: 'buyer@example.com',
  phone: '+60 12-345 6789',
});
const confirm = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payments/test-card/confirm', headers, payload: payload as object });
const authenticate = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/payments/test-card/authenticate', headers, payload: payload as object });
const orderStatus = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const paymentOf = async (orderId: string) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe('POST /api/payments/test-card/confirm', () => {
  it('pays with 4242 4242 4242 4242: one payment event moves the order to processing and mails the buyer', async () => {
    const { headers, user, clientSecret, orderId } = await awaitingPayment();
    const response = await confirm(headers, card(clientSecret, '4242 4242 4242 4242'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'succeeded', orderId });
    expect(await orderStatus(orderId)).toBe('processing');
    expect((await paymentOf(orderId)).status).toBe('succeeded');
    const events = await t.db
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.orderId, orderId), eq(orderStatusEvents.status, 'processing')));
    expect(events).toHaveLength(1);
    const recorded = await t.db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'test-card'));
    expect(recorded.length).toBeGreaterThan(0);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.some((mail) => mail.subject.includes('being prepared'))).toBe(true);
  });

  it('refuses to charge an order twice', async () => {
    const { headers, clientSecret } = await awaitingPayment();
    await confirm(headers, card(clientSecret, TEST_CARDS.succeeds));
    const again = await confirm(headers, card(clientSecret, TEST_CARDS.succeeds));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment has already succeeded.');
  });

  it('declines 4000 0000 0000 0002 and lets the buyer try another card', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    const declined = await confirm(headers, card(clientSecret, TEST_CARDS.declined));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect(await orderStatus(orderId)).toBe('awaiting-payment');
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect((await confirm(headers, card(clientSecret, TEST_CARDS.succeeds))).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('processing');
  });

  it('asks for authentication with 4000 0025 0000 3155, then pays when the buyer approves', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    const response = await confirm(headers, card(clientSecret, TEST_CARDS.requiresAuthentication));
    expect(response.json()).toEqual({ status: 'requires_action', orderId });
    expect(await orderStatus(orderId)).toBe('awaiting-payment');
    const approved = await authenticate(headers, { clientSecret, approve: true });
    expect(approved.json()).toEqual({ status: 'succeeded', orderId });
    expect(await orderStatus(orderId)).toBe('processing');
  });

  it('resumes a payment left at 3-D Secure (a reload): the checkout answers the step, and authenticating pays', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    await confirm(headers, card(clientSecret, TEST_CARDS.requiresAuthentication));
    // the reloaded page reads where the payment stands from the server alone
    const resumed = await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${orderId}`, headers });
    expect(resumed.json()).toMatchObject({ paymentStatus: 'requires_action', clientSecret });
    // a card sent again meanwhile (an old tab) is refused in words that say what to do
    const again = await confirm(headers, card(clientSecret, TEST_CARDS.succeeds));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This payment is waiting for you to confirm it with your bank. Reload the page to finish the authentication step.',
    );
    const approved = await authenticate(headers, { clientSecret, approve: true });
    expect(approved.json()).toEqual({ status: 'succeeded', orderId });
    expect(await orderStatus(orderId)).toBe('processing');
  });

  it('fails the payment when the buyer fails authentication', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    await confirm(headers, card(clientSecret, TEST_CARDS.requiresAuthentication));
    const failed = await authenticate(headers, { clientSecret, approve: false });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().code).toBe('AUTHENTICATION_FAILED');
    expect(await orderStatus(orderId)).toBe('awaiting-payment');
    const late = await authenticate(headers, { clientSecret, approve: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This payment is not waiting for authentication.');
  });

  it('refuses cards that are not test cards, expired cards and bad input', async () => {
    const { headers, clientSecret } = await awaitingPayment();
    const real = await confirm(headers, card(clientSecret, '5555555555554444'));
    expect(real.statusCode).toBe(402);
    const expired = await confirm(headers, { ...card(clientSecret, TEST_CARDS.succeeds), expiry: '01/20' });
    expect(expired.json().message).toBe('Your card has expired.');
    const luhn = await confirm(headers, card(clientSecret, '4242424242424241'));
    expect(luhn.json().message).toBe('Your card number is invalid.');
    for (const payload of [
      { ...card(clientSecret, TEST_CARDS.succeeds), cvc: '12' },
      { ...card(clientSecret, TEST_CARDS.succeeds), expiry: '13/30' },
      { ...card(clientSecret, 'abcd') },
      { ...card(clientSecret, TEST_CARDS.succeeds), email: 'nope' },
      { ...card(clientSecret, TEST_CARDS.succeeds), paid: true },
    ]) {
      expect((await confirm(headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badExpiry = await confirm(headers, { ...card(clientSecret, TEST_CARDS.succeeds), expiry: '2039-12' });
    expect(badExpiry.json().message).toBe("Your card's expiry date is incomplete. Enter it as MM/YY.");
    const badEmail = await confirm(headers, { ...card(clientSecret, TEST_CARDS.succeeds), email: 'buyer@' });
    expect(badEmail.json().message).toBe('Please enter a valid e-mail address');
  });

  it("answers 404 for another buyer's client secret and 401 signed out", async () => {
    const { clientSecret, orderId } = await awaitingPayment();
    const other = await createBuyer(t.db, t.tokens, { isPremium: true });
    expect((await confirm(other.headers, card(clientSecret, TEST_CARDS.succeeds))).statusCode).toBe(404);
    expect((await confirm({}, card(clientSecret, TEST_CARDS.succeeds))).statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('awaiting-payment');
  });
});
