import { INVOICE_MESSAGES } from '@samplebank/contracts/invoices';
import type { Locale } from '@samplebank/contracts/locales';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { MailAttachmentFile } from '../../platform/mail.js';
import { MYINVOIS_PRODUCTION, MYINVOIS_SANDBOX } from '../../platform/myinvois/myinvois-client.js';
import { canReadOrder } from '../orders/orders.policy.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { documentOf } from './invoices.presenter.js';
import { findInvoiceById } from './invoices.repository.js';

// MyInvois's portal, where a validated e-invoice's link leads: the configured one, else the one of the API in use
const portalOf = ({ myinvois }: ServiceContext<'config'>['config']) =>
  myinvois?.portalUrl ??
  (myinvois?.baseUrl === MYINVOIS_PRODUCTION.api ? MYINVOIS_PRODUCTION.portal : MYINVOIS_SANDBOX.portal);

/** `GET /invoices/{id}/pdf`: an invoice or credit note, for its order's buyer and ADMIN; anyone else is told 404. */
export async function invoicePdf(
  { db, config }: ServiceContext<'db' | 'config'>,
  user: AuthUser,
  { invoiceId, locale }: { invoiceId: string; locale: Locale },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const row = await findInvoiceById(db, invoiceId);
  if (!row || !canReadOrder(user, { userId: row.buyerId })) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notFound);
  return {
    fileName: `${row.invoice.number}.pdf`,
    pdf: await renderInvoicePdf(documentOf(row, portalOf(config)), locale),
  };
}

/** The invoice as the payment receipt's attachment, in its buyer's language; undefined when it does not exist. */
export async function invoiceAttachment(
  { db, config }: ServiceContext<'db' | 'config'>,
  invoiceId: string,
): Promise<MailAttachmentFile | undefined> {
  const row = await findInvoiceById(db, invoiceId);
  if (!row) return undefined;
  const pdf = await renderInvoicePdf(documentOf(row, portalOf(config)), row.buyerLocale === 'ms' ? 'ms' : 'en');
  return { filename: `${row.invoice.number}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) };
}
