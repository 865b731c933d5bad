import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, payments } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createBuyer, createStockedSample, requestIntent } from './checkout.fixtures.js';

// The built-in test processor's FPX flow (issue 20): choose a bank, approve or decline on its simulated page, and the
// same once-only payment event as Stripe's webhook settles the order.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function awaitingPayment() {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  await addToCart(t, buyer.headers, (await createStockedSample(t.db)).id);
  const { clientSecret, orderId } = (
    await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
  ).json();
  return { ...buyer, clientSecret: clientSecret as string, orderId: orderId as string };
}

const post = (path: string, headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${path}`, headers, payload: payload as object });
const checkoutOf = async (headers: Headers, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/payments/checkouts/${orderId}`, headers })).json();
const orderStatus = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('FPX with the test processor', () => {
  it('waits at the chosen bank, resumes there after a reload, and is paid by FPX on Approve', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    const started = await post('test-fpx/start', headers, { clientSecret, bank: 'maybank2u' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ status: 'requires_action', orderId });
    // a reload reads where it stands: at Maybank2U's page, still payable
    expect(await checkoutOf(headers, orderId)).toMatchObject({
      paymentStatus: 'requires_action',
      paymentMethod: 'fpx',
      bank: 'maybank2u',
      clientSecret,
    });
    const approved = await post('test-fpx/complete', headers, { clientSecret, approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ status: 'succeeded', orderId });
    expect(await orderStatus(orderId)).toBe('processing');
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice).toMatchObject({ kind: 'invoice', paymentMethod: 'fpx' });
    // the page cannot be approved twice
    const again = await post('test-fpx/complete', headers, { clientSecret, approve: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CHECKOUT_MESSAGES.alreadyPaid);
  });

  it('leaves the checkout payable when the bank declines, by FPX again or by card', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    await post('test-fpx/start', headers, { clientSecret, bank: 'cimb' });
    const declined = await post('test-fpx/complete', headers, { clientSecret, approve: false });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(CHECKOUT_MESSAGES.bankDeclined);
    expect(await checkoutOf(headers, orderId)).toMatchObject({
      status: 'awaiting-payment',
      paymentStatus: 'failed',
      paymentFailure: CHECKOUT_MESSAGES.bankDeclined,
    });
    // the buyer who left the bank page may pay by card instead
    expect((await post('test-fpx/start', headers, { clientSecret, bank: 'public_bank' })).statusCode).toBe(200);
    const card = await post('test-card/confirm', headers, {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      email: 'a@b.my',
      phone: '0123456789',
    });
    expect(card.statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'succeeded', method: 'card', bank: null });
  });

  it('refuses a bank it does not know, a payment not at a bank, a card authentication of an FPX payment, and strangers', async () => {
    const { headers, clientSecret, orderId } = await awaitingPayment();
    const unknownBank = await post('test-fpx/start', headers, { clientSecret, bank: 'bank_of_narnia' });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json().fields).toMatchObject({ bank: 'Please choose your bank' });
    const notAtBank = await post('test-fpx/complete', headers, { clientSecret, approve: true });
    expect(notAtBank.statusCode).toBe(409);
    expect(notAtBank.json().message).toBe(CHECKOUT_MESSAGES.notAtBank);
    await post('test-fpx/start', headers, { clientSecret, bank: 'rhb' });
    const asCard = await post('test-card/authenticate', headers, { clientSecret, approve: true });
    expect(asCard.statusCode).toBe(409);
    const stranger = await signedInUser(t.db, t.tokens);
    expect((await post('test-fpx/start', stranger.headers, { clientSecret, bank: 'rhb' })).statusCode).toBe(404);
    expect((await post('test-fpx/complete', stranger.headers, { clientSecret, approve: true })).statusCode).toBe(404);
    expect((await post('test-fpx/start', {}, { clientSecret, bank: 'rhb' })).statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('awaiting-payment');
  });

  it('says so in Malay when the bank declines for a Malay reader', async () => {
    const { headers, clientSecret } = await awaitingPayment();
    await post('test-fpx/start', headers, { clientSecret, bank: 'bsn' });
    const declined = await post(
      'test-fpx/complete',
      { ...headers, 'accept-language': 'ms' },
      { clientSecret, approve: false },
    );
    expect(declined.json().message).toBe(
      'Bank anda tidak meluluskan bayaran ini. Pilih bank anda semula atau bayar dengan kad.',
    );
  });
});
