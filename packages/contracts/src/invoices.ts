import { z } from 'zod';
import { singleLineText, ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';

// Tax invoices and credit notes (issue 20): each paid order has one invoice, numbered without a gap in its year and
// issued when its payment is received; each refund a credit note. Their PDFs are drawn in the reader's language.

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** Invoice PDFs one account may download in an hour: each is drawn afresh. */
export const INVOICE_DOWNLOADS_PER_HOUR = 60;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  notResubmittable: 'This e-invoice is on its way or already validated, so there is nothing to resubmit',
  tooMany: 'You have downloaded a lot of invoices in the last hour',
} as const;

export const INVOICE_MESSAGES_MS = {
  notFound: 'Invois tidak dijumpai',
  notResubmittable: 'E-invois ini sedang dihantar atau sudah disahkan, jadi tiada apa untuk dihantar semula',
  tooMany: 'Anda telah memuat turun banyak invois dalam sejam yang lalu',
} as const satisfies Record<keyof typeof INVOICE_MESSAGES, string>;

/** Where an e-invoice stands: `valid` once MyInvois validated it; staff resubmit a rejected, failed or invalid one. */
export const EINVOICE_STATUSES = [
  'pending',
  'not-submitted',
  'submitted',
  'valid',
  'invalid',
  'rejected',
  'failed',
  'awaiting-consolidation',
  'consolidated',
] as const;
export type TEinvoiceStatus = (typeof EINVOICE_STATUSES)[number];
/** The statuses staff may send again: what MyInvois refused, what never got through, what was kept unsent. */
export const RESUBMITTABLE_EINVOICE_STATUSES: readonly TEinvoiceStatus[] = [
  'rejected',
  'failed',
  'invalid',
  'not-submitted',
];

/** `GET /admin/invoices/export.csv?month=2026-11`: the month's invoices and credit notes for the accountant. */
export const ZInvoiceExportQuerySchema = z.object({
  month: singleLineText({ error: 'month is required, as YYYY-MM' }).regex(
    /^\d{4}-(0[1-9]|1[0-2])$/,
    'month must be YYYY-MM, e.g. 2026-11',
  ),
});

/** An invoice or credit note as an order lists it. */
export const ZInvoiceSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** SB-2026-000042, SB-CN-2026-000003 */
  number: z.string(),
  issuedAt: z.string(),
  /** sen: what was paid, or credited */
  total: z.number().int(),
  /** where its e-invoice stands at LHDN MyInvois (null until the queue takes it) */
  einvoiceStatus: z.enum(EINVOICE_STATUSES).nullable(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;

export const adminInvoiceEndpoints = {
  resubmit: endpoint({
    method: 'POST',
    path: '/admin/invoices/:id/einvoice/resubmit',
    summary: "Send a rejected, failed, invalid or unsent e-invoice to MyInvois again, at the queue's next turn",
    auth: 'admin',
    params: ZIdParamsSchema,
    response: ZInvoiceSummarySchema,
    errors: [400, 401, 403, 404, 409] as const,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/invoices/export.csv',
    summary:
      "A month's invoices and credit notes as CSV for the accountant (Malaysia time), with their e-invoice status",
    auth: 'admin',
    query: ZInvoiceExportQuerySchema,
    // a CSV file (text/csv), downloaded as invoices-2026-11.csv
    response: null,
    errors: [400, 401, 403] as const,
  }),
};

export const invoiceEndpoints = {
  pdf: endpoint({
    method: 'GET',
    path: '/invoices/:id/pdf',
    summary:
      "An invoice or credit note as a PDF, for the order's buyer and ADMIN, in the requester's language (anyone else: 404)",
    auth: 'user',
    params: ZIdParamsSchema,
    // a PDF file (application/pdf), downloaded under the invoice's number
    response: null,
    errors: [400, 401, 404, 429] as const,
  }),
};
