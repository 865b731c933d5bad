import { INVOICE_MESSAGES } from '@samplebank/contracts/invoices';
import type { Locale } from '@samplebank/contracts/locales';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { MailAttachmentFile } from '../../platform/mail.js';
import { canReadOrder } from '../orders/orders.policy.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { documentOf } from './invoices.presenter.js';
import { findInvoiceById } from './invoices.repository.js';

/** `GET /invoices/{id}/pdf`: an invoice or credit note, for its order's buyer and ADMIN; anyone else is told 404. */
export async function invoicePdf(
  { db }: ServiceContext<'db'>,
  user: AuthUser,
  { invoiceId, locale }: { invoiceId: string; locale: Locale },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const row = await findInvoiceById(db, invoiceId);
  if (!row || !canReadOrder(user, { userId: row.buyerId })) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  return { fileName: `${row.invoice.number}.pdf`, pdf: await renderInvoicePdf(documentOf(row), locale) };
}

/** The invoice as the payment receipt's attachment, in its buyer's language; undefined when it does not exist. */
export async function invoiceAttachment(
  { db }: ServiceContext<'db'>,
  invoiceId: string,
): Promise<MailAttachmentFile | undefined> {
  const row = await findInvoiceById(db, invoiceId);
  if (!row) return undefined;
  const pdf = await renderInvoicePdf(documentOf(row), row.buyerLocale === 'ms' ? 'ms' : 'en');
  return { filename: `${row.invoice.number}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) };
}
