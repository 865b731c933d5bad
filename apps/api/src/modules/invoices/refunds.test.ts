import { REFUND_MESSAGES } from '@samplebank/contracts/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, refunds } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { drawnText } from '../../test/pdf-text.js';
import { startSmtpServer } from '../../test/smtp.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  payByTestCard,
  requestIntent,
} from '../checkout/checkout.fixtures.js';

// Refunds and credit notes (issue 20): staff give back a paid order, whole or line by line; each refund issues a
// numbered credit note the buyer receives.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
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

/** A premium buyer's paid order: 2 x RM 25.50 of one sample, 1 x RM 40 of another, RM 5 delivery. */
async function paidOrder() {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  const tile = await createStockedSample(t.db, { price: 25.5, name: 'Terrazzo Tile' });
  const panel = await createStockedSample(t.db, { price: 40, name: 'Acoustic Panel' });
  await addToCart(t, buyer.headers, tile.id, 2);
  await addToCart(t, buyer.headers, panel.id, 1);
  const { clientSecret, orderId } = (
    await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
  ).json();
  const paid = await payByTestCard(t, buyer.headers, clientSecret);
  expect(paid.statusCode).toBe(200);
  return { ...buyer, orderId: orderId as string, tile, panel };
}

const refund = (orderId: string, payload: unknown, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers, payload: payload as object });
const refundsOf = (orderId: string, headers: Headers = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/refunds`, headers });

describe('refunds', () => {
  it('gives back one line with its SST: a credit note numbered in its own series, mailed to the buyer', async () => {
    const { orderId, tile, user, headers } = await paidOrder();
    // 2 x 25.50 + 40 = 91.00; SST 7.28; delivery 5.00
    expect((await refundsOf(orderId)).json().remaining).toMatchObject({ delivery: 500, total: 10328 });
    const response = await refund(orderId, {
      lines: [{ sampleId: tile.id, quantity: 1 }],
      includeDelivery: false,
      reason: 'One tile arrived cracked',
    });
    expect(response.statusCode).toBe(201);
    // RM 25.50 + its SST share of RM 4.08 / 2 = 2.04
    expect(response.json()).toMatchObject({ amount: 2754, status: 'succeeded', reason: 'One tile arrived cracked' });
    const creditNote = response.json().creditNote;
    expect(creditNote).toMatchObject({ kind: 'credit-note', total: 2754 });
    expect(creditNote.number).toMatch(/^SB-CN-\d{4}-\d{6}$/);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, creditNote._id));
    expect(row).toMatchObject({ subtotal: 2550, tax: 204, reason: 'One tile arrived cracked' });
    expect(row!.creditedInvoiceId).toBeTruthy();

    const listed = (await refundsOf(orderId)).json();
    expect(listed.refunds).toHaveLength(1);
    expect(listed.remaining.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ sampleId: tile.id, quantity: 1 })]),
    );
    expect(listed.remaining.total).toBe(10328 - 2754);

    // the buyer sees it with the order and downloads it; the mail carries it
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers })).json();
    expect(order.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual(['invoice', 'credit-note']);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${creditNote._id}/pdf`, headers });
    const text = drawnText(pdf.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(order.invoices[0].number);
    const mail = await smtp.mailTo(user.email, (received) => received.subject.includes('Refund'));
    expect(mail.subject).toBe(`Refund of RM 27.54 for order ${order.number}`);
    expect(mail.attachments[0]?.filename).toBe(`${creditNote.number}.pdf`);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audit).toMatchObject({ entityId: orderId, actorId: admin.user.id });
  });

  it('refunds the rest in full, then refuses anything more; the SST given back adds up to what was charged', async () => {
    const { orderId, tile, panel } = await paidOrder();
    expect(
      (await refund(orderId, { lines: [{ sampleId: tile.id, quantity: 1 }], includeDelivery: false, reason: 'a' }))
        .statusCode,
    ).toBe(201);
    const rest = await refund(orderId, {
      lines: [
        { sampleId: tile.id, quantity: 1 },
        { sampleId: panel.id, quantity: 1 },
      ],
      includeDelivery: true,
      reason: 'Order cancelled by the studio',
    });
    expect(rest.statusCode).toBe(201);
    const notes = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const [invoice] = notes.filter((note) => note.kind === 'invoice');
    const credited = notes.filter((note) => note.kind === 'credit-note');
    expect(credited.reduce((sum, note) => sum + note.total, 0)).toBe(invoice!.total);
    expect(credited.reduce((sum, note) => sum + note.tax, 0)).toBe(invoice!.tax);
    expect((await refundsOf(orderId)).json().remaining).toEqual({ lines: [], delivery: 0, total: 0 });
    const more = await refund(orderId, { lines: [], includeDelivery: true, reason: 'again' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(REFUND_MESSAGES.moreThanPaid);
  });

  it('refuses an unpaid order, a sample not on it, nothing chosen, no reason; and anyone but staff', async () => {
    const { orderId, tile, headers } = await paidOrder();
    const unpaidBuyer = await createBuyer(t.db, t.tokens, { isPremium: true });
    await addToCart(t, unpaidBuyer.headers, (await createStockedSample(t.db)).id);
    const unpaid = (await requestIntent(t, unpaidBuyer.headers, await checkoutBody(t, unpaidBuyer.headers))).json()
      .orderId;
    const cases: [string, unknown, number, string | undefined][] = [
      [unpaid, { lines: [], includeDelivery: true, reason: 'x' }, 409, REFUND_MESSAGES.notPaid],
      [
        orderId,
        {
          lines: [{ sampleId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
          includeDelivery: false,
          reason: 'x',
        },
        400,
        REFUND_MESSAGES.notOnOrder,
      ],
      [orderId, { lines: [], includeDelivery: false, reason: 'x' }, 400, undefined],
      [orderId, { lines: [{ sampleId: tile.id, quantity: 1 }], includeDelivery: false, reason: '  ' }, 400, undefined],
      [
        orderId,
        { lines: [{ sampleId: tile.id, quantity: 3 }], includeDelivery: false, reason: 'x' },
        409,
        REFUND_MESSAGES.moreThanPaid,
      ],
      ['00000000-0000-4000-8000-000000000000', { lines: [], includeDelivery: true, reason: 'x' }, 404, undefined],
    ];
    for (const [id, payload, status, message] of cases) {
      const response = await refund(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    const body = { lines: [{ sampleId: tile.id, quantity: 1 }], includeDelivery: false, reason: 'x' };
    expect((await refund(orderId, body, headers)).statusCode).toBe(403);
    expect((await refund(orderId, body, {})).statusCode).toBe(401);
    expect((await refundsOf(orderId, headers)).statusCode).toBe(403);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
  });
});
