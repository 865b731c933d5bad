import type { TInvoicingSettings } from '@samplebank/contracts/invoicing-settings';

// An issued invoice or credit note as a plain object (issue 20): what its PDF draws and its e-invoice carries. Each is
// a snapshot taken when it was issued (the seller's details from the settings, the buyer's from its organization),
// so a later change to either never rewrites a document already given out.

export type InvoiceKind = 'invoice' | 'credit-note';

export type InvoiceParty = {
  name: string;
  /** LHDN's tax identification number; null when the buyer gave none (its e-invoice goes into the consolidated one) */
  tin: string | null;
  /** a company's SSM registration number */
  ssmNumber: string | null;
  /** an individual's MyKad (12 digits) or passport number */
  idNumber: string | null;
  sstNumber: string | null;
  email: string | null;
  phone: string | null;
  /** the address as it is printed, one line each (street, "postcode city", state) */
  addressLines: string[];
  /** MyInvois's state code of the address ('14' Kuala Lumpur), when known */
  stateCode: string | null;
  postcode: string | null;
  city: string | null;
};

export type InvoiceLine = {
  /** the sample the line sells (a refund names it); null for the delivery */
  sampleId?: string | null;
  description: string;
  /** the sample's SKU or the delivery's kind; null when it has none */
  reference: string | null;
  quantity: number;
  /** sen */
  unitPrice: number;
  /** sen: quantity x unit price, before SST */
  amount: number;
  /** the SST rate charged on this line (0 for delivery) */
  taxRate: number;
  /** sen: this line's share of the SST */
  tax: number;
};

export type InvoiceDocument = {
  kind: InvoiceKind;
  /** SB-2026-000042, SB-CN-2026-000003 */
  number: string;
  issuedAt: Date;
  orderNumber: string;
  /** the invoice a credit note corrects */
  creditedNumber: string | null;
  /** why a credit note was issued, in staff's words */
  reason: string | null;
  seller: InvoiceParty & Pick<TInvoicingSettings, 'msicCode' | 'businessActivity'>;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** sen, before SST */
  subtotal: number;
  /** sen */
  tax: number;
  /** sen: subtotal + tax, what was paid (or refunded) */
  total: number;
  currency: 'MYR';
  /** how it was paid: the provider and its payment reference; null for a credit note */
  payment: { method: string; reference: string; paidAt: Date } | null;
  /** MyInvois's validation link once the e-invoice is validated, drawn as a QR code */
  validationUrl: string | null;
};
