import { z } from 'zod';
import { ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';

// Tax invoices and credit notes (issue 20): each paid order has one invoice, numbered without a gap in its year and
// issued when its payment is received; each refund a credit note. Their PDFs are drawn in the reader's language.

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** Invoice PDFs one account may download in an hour: each is drawn afresh. */
export const INVOICE_DOWNLOADS_PER_HOUR = 60;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  tooMany: 'You have downloaded a lot of invoices in the last hour',
} as const;

export const INVOICE_MESSAGES_MS = {
  notFound: 'Invois tidak dijumpai',
  tooMany: 'Anda telah memuat turun banyak invois dalam sejam yang lalu',
} as const satisfies Record<keyof typeof INVOICE_MESSAGES, string>;

/** An invoice or credit note as an order lists it. */
export const ZInvoiceSummarySchema = z.object({
  _id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** SB-2026-000042, SB-CN-2026-000003 */
  number: z.string(),
  issuedAt: z.string(),
  /** sen: what was paid, or credited */
  total: z.number().int(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;

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
