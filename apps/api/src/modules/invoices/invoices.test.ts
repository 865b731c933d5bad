import { INVOICE_MESSAGES } from '@samplebank/contracts/invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client.js';
import { invoiceCounters, invoices, mailOutbox, organizations } from '../../db/schema/index.js';
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
import { takeNextSequence } from './invoices.repository.js';

// Issue 20: every paid order gets a tax invoice, numbered without a gap in its year in the payment's transaction,
// downloadable as a PDF by its buyer and staff and attached to the payment receipt.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;

/** A premium buyer (a company with a TIN) who has paid for 2 x RM 25.50 with the test card. */
async function paidOrder(options: { tin?: string | null } = {}) {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  await t.db
    .update(organizations)
    .set({ name: 'Rekabina Interior Sdn. Bhd.', tin: options.tin === undefined ? 'C20880050010' : options.tin })
    .where(eq(organizations.id, buyer.user.organizationId!));
  const sample = await createStockedSample(t.db, { price: 25.5, name: 'Terrazzo Tile Batik Grey' });
  await addToCart(t, buyer.headers, sample.id, 2);
  const { clientSecret, orderId } = (
    await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
  ).json();
  const paid = await payByTestCard(t, buyer.headers, clientSecret);
  expect(paid.statusCode).toBe(200);
  return { ...buyer, orderId: orderId as string, sample };
}

const getOrder = (headers: Headers, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
const getPdf = (id: string, headers: Headers = {}) =>
  t.app.inject({ method: 'GET', url: `/api/invoices/${id}/pdf`, headers });

describe('the tax invoice of a paid order', () => {
  it('is issued with the payment: numbered, priced as the order, listed on the order', async () => {
    const { headers, orderId } = await paidOrder();
    const order = (await getOrder(headers, orderId)).json();
    expect(order.status).toBe('processing');
    expect(order.invoices).toHaveLength(1);
    const [summary] = order.invoices;
    const year = new Date().toLocaleString('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric' });
    expect(summary).toMatchObject({ kind: 'invoice', total: order.totalAmount });
    expect(summary.number).toMatch(new RegExp(`^SB-${year}-\\d{6}$`));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, summary._id));
    // 2 x RM 25.50 = RM 51.00, SST 8% = RM 4.08, delivery RM 5.00
    expect(row).toMatchObject({ subtotal: 5600, tax: 408, total: 6008, paymentMethod: 'card', taxRate: 0.08 });
    expect(row!.lines).toEqual([
      expect.objectContaining({
        description: 'Terrazzo Tile Batik Grey',
        quantity: 2,
        unitPrice: 2550,
        amount: 5100,
        tax: 408,
      }),
      expect.objectContaining({ description: 'Standard delivery', amount: 500, tax: 0, taxRate: 0 }),
    ]);
    expect(row!.buyer).toMatchObject({ name: 'Rekabina Interior Sdn. Bhd.', tin: 'C20880050010' });
    expect(row!.seller).toMatchObject({ name: 'Samplebank Sdn. Bhd.', tin: 'C24012345670', msicCode: '47912' });
  });

  it('is a PDF its buyer and staff download in their language; anyone else is told it does not exist', async () => {
    const { headers, orderId } = await paidOrder();
    const [summary] = (await getOrder(headers, orderId)).json().invoices;
    const pdf = await getPdf(summary._id, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${summary.number}.pdf`);
    const text = drawnText(pdf.rawPayload);
    for (const expected of [summary.number, 'Tax invoice / Receipt', 'C20880050010', 'SST 8%', 'RM 60.08']) {
      expect(text).toContain(expected);
    }
    const malay = await getPdf(summary._id, { ...headers, 'accept-language': 'ms' });
    expect(drawnText(malay.rawPayload)).toContain('Invois cukai / Resit');
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    expect((await getPdf(summary._id, admin.headers)).statusCode).toBe(200);
    const stranger = await signedInUser(t.db, t.tokens);
    const refused = await getPdf(summary._id, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INVOICE_MESSAGES.notFound);
    expect((await getPdf(summary._id)).statusCode).toBe(401);
    expect((await getPdf('not-an-id', headers)).statusCode).toBe(400);
    expect((await getPdf('00000000-0000-4000-8000-000000000000', headers)).statusCode).toBe(404);
  });

  it('goes with the payment receipt as a PDF attachment, drawn when the mail is sent', async () => {
    const { user, orderId, headers } = await paidOrder();
    const [summary] = (await getOrder(headers, orderId)).json().invoices;
    const mail = await smtp.mailTo(user.email, (received) => received.attachments.length > 0);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${summary.number}.pdf`, contentType: 'application/pdf' });
    expect(drawnText(mail.attachments[0]!.content)).toContain(summary.number);
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'order-status')));
    // the outbox keeps the reference, never the document
    expect(queued!.attachments).toEqual([{ kind: 'invoice', id: summary._id }]);
  });

  it('names a buyer without a TIN as one for the consolidated e-invoice', async () => {
    const { headers, orderId } = await paidOrder({ tin: null });
    const [summary] = (await getOrder(headers, orderId)).json().invoices;
    const text = drawnText((await getPdf(summary._id, headers)).rawPayload);
    expect(text).toContain('consolidated');
  });

  it('is not issued for a free request, nor twice for one order', async () => {
    const member = await createBuyer(t.db, t.tokens, { isPremium: false });
    const sample = await createStockedSample(t.db);
    await addToCart(t, member.headers, sample.id, 1);
    const { orderId } = (await requestIntent(t, member.headers, await checkoutBody(t, member.headers))).json();
    expect((await getOrder(member.headers, orderId)).json().invoices).toEqual([]);
    const { orderId: paidId } = await paidOrder();
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, paidId))).toHaveLength(1);
  });
});

describe('invoice numbers', () => {
  it('are taken one after another by 20 payments at once: no gap, no duplicate', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 20 }, () => createBuyer(t.db, t.tokens, { isPremium: true })),
    );
    const sample = await createStockedSample(t.db, { stock: 100 });
    const secrets: string[] = [];
    for (const buyer of buyers) {
      await addToCart(t, buyer.headers, sample.id, 1);
      secrets.push((await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))).json().clientSecret);
    }
    const before = await t.db.select().from(invoices);
    // every payment in flight together: on PostgreSQL each in its own connection and transaction
    const paid = await Promise.all(buyers.map((buyer, index) => payByTestCard(t, buyer.headers, secrets[index]!)));
    expect(paid.map((response) => response.statusCode)).toEqual(buyers.map(() => 200));
    const issued = (await t.db.select().from(invoices)).filter((row) => !before.some((old) => old.id === row.id));
    expect(issued).toHaveLength(20);
    const sequences = issued.map((row) => row.sequence).sort((a, b) => a - b);
    const first = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
    expect(new Set(issued.map((row) => row.number)).size).toBe(20);
    // and the year's numbers, from the first, have none missing
    const year = issued[0]!.year;
    const all = (
      await t.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.year, year), eq(invoices.kind, 'invoice')))
    )
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  });

  it('leave no gap: a transaction that rolls back gives its number back', async () => {
    const year = 2031;
    const first = await t.db.transaction((tx) => takeNextSequence(tx, 'invoice', year));
    await expect(
      t.db.transaction(async (tx: Transaction) => {
        await takeNextSequence(tx, 'invoice', year);
        throw new Error('the payment failed after its number was taken');
      }),
    ).rejects.toThrow('payment failed');
    const next = await t.db.transaction((tx) => takeNextSequence(tx, 'invoice', year));
    expect([first, next]).toEqual([1, 2]);
    // credit notes count on their own
    expect(await t.db.transaction((tx) => takeNextSequence(tx, 'credit-note', year))).toBe(1);
    const counters = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year));
    expect(counters).toHaveLength(2);
  });
});
