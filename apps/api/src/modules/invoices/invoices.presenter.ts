import type { TEinvoiceStatus, TInvoiceKind, TInvoiceSummary } from '@samplebank/contracts/invoices';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document.js';
import type { InvoiceSummaryRow, InvoiceWithOrder } from './invoices.repository.js';

/** An invoice or credit note as an order lists it. */
export function presentInvoiceSummary(row: InvoiceSummaryRow): TInvoiceSummary {
  return {
    _id: row.id,
    kind: row.kind as TInvoiceKind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    total: row.total,
    einvoiceStatus: (row.einvoiceStatus as TEinvoiceStatus | null) ?? null,
  };
}

/** The stored snapshot as the document its PDF draws. */
export function documentOf(
  { invoice, orderNumber, creditedNumber, einvoice }: InvoiceWithOrder,
  /** MyInvois's portal, where a validated e-invoice's link leads */
  portalUrl?: string,
): InvoiceDocument {
  return {
    kind: invoice.kind as TInvoiceKind,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderNumber,
    creditedNumber: creditedNumber ?? null,
    reason: invoice.reason,
    seller: invoice.seller as InvoiceDocument['seller'],
    buyer: invoice.buyer as InvoiceParty,
    lines: invoice.lines as InvoiceLine[],
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    currency: 'MYR',
    payment:
      invoice.kind === 'invoice' && invoice.paymentMethod
        ? { method: invoice.paymentMethod, reference: invoice.paymentReference ?? '', paidAt: invoice.issuedAt }
        : null,
    validationUrl:
      portalUrl && einvoice?.status === 'valid' && einvoice.uuid && einvoice.longId
        ? `${portalUrl}/${einvoice.uuid}/share/${einvoice.longId}`
        : null,
  };
}
