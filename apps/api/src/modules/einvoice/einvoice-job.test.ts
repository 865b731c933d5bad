import { INVOICE_MESSAGES } from '@samplebank/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoiceDocuments, invoices, organizations } from '../../db/schema/index.js';
import { startFakeMyInvois } from '../../platform/myinvois/fake-myinvois-server.js';
import { MyInvoisClient } from '../../platform/myinvois/myinvois-client.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { drawnText } from '../../test/pdf-text.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  payByTestCard,
  requestIntent,
} from '../checkout/checkout.fixtures.js';
import { type EinvoiceContext, lastMonth, runEinvoiceTurn } from './einvoice-job.js';

// The e-invoice queue (issue 20): invoices of buyers with a TIN are built, checked and submitted to MyInvois (a local
// fake here), retried after an outage, and polled until validated; receipts of buyers without one go into the month's
// consolidated e-invoice; without credentials, documents are built, checked and kept as not submitted.

let t: TestContext;
let fake: Awaited<ReturnType<typeof startFakeMyInvois>>;
let context: EinvoiceContext;
beforeAll(async () => {
  fake = await startFakeMyInvois();
  t = await createTestApp({ MYINVOIS_BASE_URL: fake.baseUrl });
  const myinvois = new MyInvoisClient({ clientId: 'test-client', clientSecret: 'test-secret', baseUrl: fake.baseUrl });
  context = { db: t.db, config: t.config, myinvois, logger: { warn: () => {} } as never };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A premium buyer's order paid with the test card; the buyer's company has a TIN unless told otherwise. */
async function paidOrder(tin: string | null = 'C20880050010') {
  const buyer = await createBuyer(t.db, t.tokens, { isPremium: true });
  await t.db
    .update(organizations)
    .set({ tin, ssmNumber: '201901023456' })
    .where(eq(organizations.id, buyer.user.organizationId!));
  await addToCart(t, buyer.headers, (await createStockedSample(t.db, { price: 25.5 })).id, 2);
  const { clientSecret, orderId } = (
    await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers))
  ).json();
  const paid = await payByTestCard(t, buyer.headers, clientSecret);
  expect(paid.statusCode).toBe(200);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return { ...buyer, orderId: orderId as string, invoice: invoice! };
}
const einvoiceOf = async (invoiceId: string) =>
  (await t.db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.invoiceId, invoiceId)))[0]!;

describe('the e-invoice queue', () => {
  it("submits a company buyer's invoice, polls it until valid, and puts the validation link on the PDF", async () => {
    const { invoice, headers } = await paidOrder();
    // submitted, then asked about in the same turn (the fake validates at once)
    await runEinvoiceTurn(context);
    const valid = await einvoiceOf(invoice.id);
    expect(valid).toMatchObject({ codeNumber: invoice.number, problems: [] });
    expect(valid.uuid).toBeTruthy();
    const sent = fake.requests.filter((request) => request.path.startsWith('/api/v1.0/documentsubmissions'));
    expect(sent.length).toBeGreaterThan(0);
    expect(fake.requests.some((request) => request.path === `/api/v1.0/documents/${valid.uuid}/details`)).toBe(true);
    expect(valid).toMatchObject({ status: 'valid' });
    expect(valid.longId).toBeTruthy();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf`, headers });
    // the link wraps onto a second line of the PDF
    expect(drawnText(pdf.rawPayload).replace(/\n/g, '')).toContain(`/${valid.uuid}/share/${valid.longId}`);
  });

  it('retries after a 5xx with backoff, and submits once MyInvois is back', async () => {
    const { invoice } = await paidOrder();
    fake.failNext(503, 1);
    await runEinvoiceTurn(context);
    const waiting = await einvoiceOf(invoice.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // the backoff has passed
    await t.db
      .update(einvoiceDocuments)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(einvoiceDocuments.id, waiting.id));
    await runEinvoiceTurn(context);
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'valid', attempts: 2 });
  });

  it('keeps a document MyInvois rejects, with its reason, and does not send it again', async () => {
    const { invoice } = await paidOrder();
    fake.rejectCodeNumber(invoice.number, { code: 'CF410', message: 'Buyer TIN is not registered' });
    await runEinvoiceTurn(context);
    const rejected = await einvoiceOf(invoice.id);
    expect(rejected.status).toBe('rejected');
    expect(rejected.problems.join(' ')).toContain('Buyer TIN is not registered');
  });

  it("puts last month's receipts of buyers without a TIN into one consolidated e-invoice, submitted like the others", async () => {
    const first = await paidOrder(null);
    const second = await paidOrder(null);
    for (const { invoice } of [first, second]) {
      await runEinvoiceTurn(context);
      expect((await einvoiceOf(invoice.id)).status).toBe('awaiting-consolidation');
    }
    // the 5th of next month in Malaysia, whatever the day and hour the test runs
    const [year, month] = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7).split('-').map(Number) as [
      number,
      number,
    ];
    const nextMonth = new Date(Date.UTC(year, month, 5));
    const { period } = lastMonth(nextMonth);
    await runEinvoiceTurn(context, nextMonth);
    const [consolidated] = await t.db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.period, period));
    expect(consolidated).toMatchObject({ kind: 'consolidated', codeNumber: `SB-CON-${period}` });
    expect(['submitted', 'valid']).toContain(consolidated!.status);
    for (const { invoice } of [first, second]) {
      expect(await einvoiceOf(invoice.id)).toMatchObject({
        status: 'consolidated',
        consolidatedIntoId: consolidated!.id,
      });
    }
    // a second turn of the same month makes no second one
    await runEinvoiceTurn(context, nextMonth);
    expect(await t.db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.period, period))).toHaveLength(1);
  });

  it('without credentials builds and checks the document, and keeps it as not submitted', async () => {
    const { invoice } = await paidOrder();
    const before = fake.requests.length;
    await runEinvoiceTurn({ ...context, myinvois: undefined });
    const kept = await einvoiceOf(invoice.id);
    expect(kept).toMatchObject({ status: 'not-submitted', problems: [] });
    expect((kept.document as { Invoice: unknown[] }).Invoice).toHaveLength(1);
    expect(fake.requests.length).toBe(before);
  });
});

describe('e-invoices in the back office', () => {
  it('resubmits a rejected e-invoice at the next turn, and refuses one on its way, strangers and bad ids', async () => {
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const { invoice, headers } = await paidOrder();
    fake.rejectCodeNumber(invoice.number, { code: 'CF410', message: 'Buyer TIN is not registered' });
    await runEinvoiceTurn(context);
    expect((await einvoiceOf(invoice.id)).status).toBe('rejected');
    const resubmit = (id: string, as: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/invoices/${id}/einvoice/resubmit`, headers: as });
    expect((await resubmit(invoice.id, headers)).statusCode).toBe(403);
    const again = await resubmit(invoice.id, admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ number: invoice.number, einvoiceStatus: 'pending' });
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'pending', attempts: 0, problems: [] });
    const twice = await resubmit(invoice.id, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVOICE_MESSAGES.notResubmittable);
    expect((await resubmit('00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(404);
    expect((await resubmit('nope', admin.headers)).statusCode).toBe(400);
  });

  it("exports the month's invoices and credit notes as CSV for the accountant", async () => {
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const { invoice, headers } = await paidOrder();
    await t.db
      .update(invoices)
      .set({ buyer: { ...(invoice.buyer as object), name: '=HYPERLINK("x")' } })
      .where(eq(invoices.id, invoice.id));
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/export.csv?month=${month}`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain(`invoices-${month}.csv`);
    const [header, ...rows] = exported.body.trim().split('\r\n');
    expect(header).toBe(
      'Number,Type,Issued (Malaysia),Order,Buyer,Buyer TIN,Subtotal (RM),SST (RM),Total (RM),Payment,Reason,E-invoice status,MyInvois UUID',
    );
    const row = rows.find((line) => line.startsWith(`${invoice.number},`));
    expect(row).toContain(',Invoice,');
    expect(row).toContain(',C20880050010,56.00,4.08,60.08,card,');
    // a name a spreadsheet would run as a formula is written as text
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    for (const bad of ['2026-13', '2026', 'x']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/admin/invoices/export.csv?month=${bad}`,
        headers: admin.headers,
      });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/invoices/export.csv?month=${month}`, headers })).statusCode,
    ).toBe(403);
  });
});
