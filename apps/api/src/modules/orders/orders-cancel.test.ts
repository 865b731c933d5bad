import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, samples, users } from '../../db/schema/index.js';
import { formatMalaysianDay } from '../../platform/mail-templates.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from '../checkout/checkout.fixtures.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const cancel = (id: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/cancel`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const setStatus = (id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: admin.headers, payload: payload as object });

/** A free request of two units (pending), or a premium order paid by the test card (processing). */
async function placedOrder(options: { isPremium?: boolean; pay?: boolean } = {}) {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: options.isPremium });
  const sample = await createStockedSample(t.db, { price: 25.5, stock: 10 });
  await addToCart(t, buyer.headers, sample.id, 2);
  const body = await checkoutBody(t, buyer.headers);
  const { orderId, clientSecret } = (await requestIntent(t, buyer.headers, body)).json();
  const pay = async () => {
    const paid = await t.app.inject({
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
    expect(paid.statusCode).toBe(200);
  };
  if (options.pay) await pay();
  const [stored] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { ...buyer, sample, orderId: orderId as string, number: stored!.number, deliveryDate: body.deliveryDate, pay };
}

const turnOffOrderUpdates = (userId: string) =>
  t.db
    .update(users)
    .set({ emailPreferences: { orderUpdates: false, productNews: false } })
    .where(eq(users.id, userId));

const stockOf = async (id: string) =>
  (await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, id)))[0]!.stock;

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels a pending request with its reason, returns the stock, keeps the timeline and audit, and mails the buyer', async () => {
    const { headers, orderId, sample, user, number } = await placedOrder();
    expect(await stockOf(sample.id)).toBe(8);
    // the catalogue caches its answers a few seconds: read it once so a stale answer would show
    expect((await get(`/api/samples/${sample.id}`)).json().stock).toBe(8);

    const response = await cancel(orderId, headers, { reason: '  Ordered the wrong colour  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: orderId,
      number,
      status: 'cancelled',
      cancellationReason: 'Ordered the wrong colour',
      cancelledAt: expect.any(String),
    });
    expect(await stockOf(sample.id)).toBe(10);
    expect((await get(`/api/samples/${sample.id}`)).json().stock).toBe(10);

    const tracking = (await get(`/api/orders/${orderId}/tracking`, headers)).json();
    expect(tracking.events.at(-1)).toMatchObject({ status: 'cancelled', note: 'Ordered the wrong colour' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.status')));
    expect(audit).toMatchObject({ actorId: user.id, after: expect.objectContaining({ status: 'cancelled', number }) });

    const mail = await smtp.mailTo(user.email, (m) => m.subject.includes('cancelled'));
    expect(mail.subject).toBe(`Your order ${number} is cancelled`);
    expect(mail.text).toContain(`Your order ${number} is now cancelled.`);
    expect(mail.text).toContain('Reason: Ordered the wrong colour');
    expect(mail.html).toContain(number);

    const [listed] = (await get('/api/orders/history', headers)).json().orders;
    expect(listed).toMatchObject({ _id: orderId, status: 'cancelled', cancellationReason: 'Ordered the wrong colour' });
  });

  it('keeps a plain sentence when the buyer gives no reason, with or without a body', async () => {
    const first = await placedOrder();
    expect((await cancel(first.orderId, first.headers, {})).json().cancellationReason).toBe(
      'You cancelled this order.',
    );
    const second = await placedOrder();
    const blank = await cancel(second.orderId, second.headers, { reason: '   ' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().cancellationReason).toBe('You cancelled this order.');
    const third = await placedOrder();
    const bodiless = await cancel(third.orderId, third.headers);
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    expect(bodiless.json().status).toBe('cancelled');
  });

  it('lets ADMIN cancel a pending order for its buyer', async () => {
    const { orderId, sample } = await placedOrder();
    const response = await cancel(orderId, admin.headers, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Our team cancelled this order.',
    });
    expect(await stockOf(sample.id)).toBe(10);
  });

  it("hides another buyer's order (404) and changes nothing", async () => {
    const { orderId, sample } = await placedOrder();
    const stranger = await createBuyer(t.db, t.tokens);
    const response = await cancel(orderId, stranger.headers, {});
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Order not found');
    expect(await stockOf(sample.id)).toBe(8);
    expect((await cancel('00000000-0000-4000-8000-000000000000', stranger.headers, {})).statusCode).toBe(404);
  });

  it('refuses an order staff are preparing (409) in words, and leaves its stock sold', async () => {
    const { orderId, headers, sample } = await placedOrder();
    await setStatus(orderId, { status: 'processing' });
    const response = await cancel(orderId, headers, { reason: 'Too slow' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INVALID_STATE',
      message:
        'Only a pending order can be cancelled, and our team is already preparing this one. Please contact us if you need to stop it.',
    });
    expect(await stockOf(sample.id)).toBe(8);
    expect((await get(`/api/orders/${orderId}`, headers)).json().status).toBe('processing');
  });

  it('refuses a paid order, an order already cancelled, and a checkout waiting for payment (409)', async () => {
    const paid = await placedOrder({ isPremium: true, pay: true });
    expect((await cancel(paid.orderId, paid.headers, {})).statusCode).toBe(409);

    const twice = await placedOrder();
    expect((await cancel(twice.orderId, twice.headers, {})).statusCode).toBe(200);
    const again = await cancel(twice.orderId, twice.headers, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been cancelled.');
    expect(await stockOf(twice.sample.id)).toBe(10);

    const unpaid = await placedOrder({ isPremium: true });
    const waiting = await cancel(unpaid.orderId, unpaid.headers, {});
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toMatch(/waiting for its payment/);
  });

  it('refuses bad input (400) with a sentence, a visitor (401) and an unapproved user (403)', async () => {
    const { orderId, headers } = await placedOrder();
    const tooLong = await cancel(orderId, headers, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('Please keep the reason under 500 characters');
    const notText = await cancel(orderId, headers, { reason: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toContain('Please write the reason as text');
    expect((await cancel(orderId, headers, { reason: 'ok', refund: true })).statusCode).toBe(400);
    expect((await cancel(orderId, headers, { reason: 'a\u0000b' })).statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect((await cancel('not-an-id', headers, {})).statusCode).toBe(400);
    expect((await cancel(orderId, {}, {})).statusCode).toBe(401);
    const unapproved = await signedInUser(t.db, t.tokens, { isApproved: false });
    expect((await cancel(orderId, unapproved.headers, {})).statusCode).toBe(403);
    expect((await get(`/api/orders/${orderId}`, headers)).json().status).toBe('pending');
  });
});

describe('order e-mails', () => {
  it('name the order by its number and give the stored delivery date in Malaysia', async () => {
    const { user, number, deliveryDate, orderId } = await placedOrder();
    const received = await smtp.mailTo(user.email, (m) => m.subject.includes('received'));
    expect(received.subject).toBe(`Your order ${number} is received`);
    expect(received.text).toContain(`Expected delivery: ${formatMalaysianDay(deliveryDate)}.`);
    expect(received.text).toContain(`/orders/${orderId}`);
    expect(received.text).not.toMatch(/#[0-9A-F]{8}/);

    await setStatus(orderId, { status: 'processing' });
    await setStatus(orderId, { status: 'in-transit', carrier: 'Pos Laju', trackingNumber: 'EP1MY' });
    const shipped = await smtp.mailTo(user.email, (m) => m.subject.includes('on its way'));
    expect(shipped.subject).toBe(`Your order ${number} is on its way`);
    expect(shipped.text).toContain('Carrier: Pos Laju, tracking number: EP1MY.');
    expect(shipped.text).toContain(formatMalaysianDay(deliveryDate));
  });

  it('say why staff cancelled an order', async () => {
    const { user, number, orderId } = await placedOrder();
    await setStatus(orderId, { status: 'cancelled', note: 'The brand ran out of this finish' });
    const mail = await smtp.mailTo(user.email, (m) => m.subject.includes('cancelled'));
    expect(mail.subject).toBe(`Your order ${number} is cancelled`);
    expect(mail.text).toContain('Reason: The brand ran out of this finish');
    expect(mail.text).not.toContain('Expected delivery');
  });

  it('honour a buyer who turned order updates off, but still send the request, receipt and cancellation', async () => {
    const request = await placedOrder();
    await smtp.mailTo(request.user.email, (m) => m.subject.includes('received'));
    await turnOffOrderUpdates(request.user.id);
    await setStatus(request.orderId, { status: 'processing' });
    await setStatus(request.orderId, { status: 'in-transit', carrier: 'Pos Laju', trackingNumber: 'EP2MY' });
    await setStatus(request.orderId, { status: 'delivered' });

    const cancelled = await placedOrder();
    await turnOffOrderUpdates(cancelled.user.id);
    expect((await cancel(cancelled.orderId, cancelled.headers, {})).statusCode).toBe(200);
    const cancellation = await smtp.mailTo(cancelled.user.email, (m) => m.subject.includes('cancelled'));
    expect(cancellation.text).toContain('Reason: You cancelled this order.');

    const paid = await placedOrder({ isPremium: true });
    await turnOffOrderUpdates(paid.user.id);
    await paid.pay();
    const receipt = await smtp.mailTo(paid.user.email, (m) => m.subject.includes('being prepared'));
    expect(receipt.text).toContain('We received your payment.');

    // by now any progress mail to the first buyer would have been delivered
    const toFirst = smtp.received.filter((mail) => mail.to.includes(request.user.email));
    expect(toFirst.map((mail) => mail.subject)).toEqual([`Your order ${request.number} is received`]);
  });
});
