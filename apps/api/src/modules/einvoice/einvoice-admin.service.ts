import {
  INVOICE_MESSAGES,
  RESUBMITTABLE_EINVOICE_STATUSES,
  type TEinvoiceStatus,
  type TInvoiceSummary,
} from '@samplebank/contracts/invoices';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { einvoiceDocuments, invoices, orders } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { InvoiceParty } from '../invoices/invoice-document.js';
import { presentInvoiceSummary } from '../invoices/invoices.presenter.js';
import { findEinvoiceOfInvoice, updateEinvoice } from './einvoice.repository.js';
import { monthInMalaysia } from './einvoice-job.js';

/**
 * `POST /admin/invoices/{id}/einvoice/resubmit`: puts a rejected, failed, invalid or unsent e-invoice back in the
 * queue for its next turn, its attempts counted afresh (staff fixed the seller's or the buyer's details, or
 * MyInvois is back). Anything on its way or validated is left alone (409).
 */
export async function resubmitEinvoice(
  { db }: ServiceContext<'db'>,
  actor: AuthUser,
  invoiceId: string,
): Promise<TInvoiceSummary> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
    const einvoice = invoice ? await findEinvoiceOfInvoice(tx, invoice.id) : undefined;
    if (!invoice || !einvoice) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
    if (!RESUBMITTABLE_EINVOICE_STATUSES.includes(einvoice.status as TEinvoiceStatus)) {
      throw new AppError('INVALID_STATE', INVOICE_MESSAGES.notResubmittable);
    }
    await updateEinvoice(tx, einvoice.id, {
      status: 'pending',
      attempts: 0,
      problems: [],
      lastError: null,
      nextAttemptAt: new Date(),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.einvoice',
      entityType: 'order',
      entityId: invoice.orderId,
      before: { status: einvoice.status, problems: einvoice.problems },
      after: { status: 'pending', invoice: invoice.number },
    });
    return presentInvoiceSummary({ ...invoice, einvoiceStatus: 'pending' });
  });
}

// a cell a spreadsheet would read as a formula (=, +, -, @) is written as text
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
const ringgit = (sen: number) => (sen / 100).toFixed(2);

/**
 * `GET /admin/invoices/export.csv?month=2026-11`: the month's invoices and credit notes (issued in Malaysia time),
 * in number order, with the buyer, the amounts in ringgit (a credit note's negative) and the e-invoice's status.
 */
export async function exportInvoicesCsv(
  { db }: ServiceContext<'db'>,
  month: string,
): Promise<{ csv: string; fileName: string }> {
  const { from, to } = monthInMalaysia(month);
  const rows = await db
    .select({ invoice: invoices, orderNumber: orders.number, einvoice: einvoiceDocuments })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(einvoiceDocuments, eq(einvoiceDocuments.invoiceId, invoices.id))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.kind), asc(invoices.sequence));
  const header = [
    'Number',
    'Type',
    'Issued (Malaysia)',
    'Order',
    'Buyer',
    'Buyer TIN',
    'Subtotal (RM)',
    'SST (RM)',
    'Total (RM)',
    'Payment',
    'Reason',
    'E-invoice status',
    'MyInvois UUID',
  ];
  const lines = rows.map(({ invoice, orderNumber, einvoice }) => {
    const sign = invoice.kind === 'credit-note' ? -1 : 1;
    const buyer = invoice.buyer as InvoiceParty;
    const issued = new Date(invoice.issuedAt.getTime() + 8 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    return [
      invoice.number,
      invoice.kind === 'credit-note' ? 'Credit note' : 'Invoice',
      issued,
      orderNumber,
      buyer.name,
      buyer.tin,
      ringgit(sign * invoice.subtotal),
      ringgit(sign * invoice.tax),
      ringgit(sign * invoice.total),
      invoice.paymentMethod,
      invoice.reason,
      einvoice?.status ?? 'pending',
      einvoice?.uuid ?? null,
    ]
      .map(cell)
      .join(',');
  });
  return { csv: `${[header.join(','), ...lines].join('\r\n')}\r\n`, fileName: `invoices-${month}.csv` };
}
