import type { Locale } from '@samplebank/contracts/locales';
import type { InvoiceKind } from './invoice-document.js';

// The invoice PDF's words in English and Bahasa Malaysia, kept beside the drawing that uses them, as the board
// presentation's are: one typed object makes both languages hold every label. Tax terms follow LHDN's and the
// Customs' own Malay ("invois cukai", "nota kredit", "e-invois disatukan").

export type InvoiceLabels = {
  taxInvoice: string;
  invoice: string;
  /** added to the title of an invoice that is already paid, which then serves as its receipt too */
  receiptSuffix: string;
  creditNote: string;
  documentNumber: Record<InvoiceKind, string>;
  dateOfIssue: string;
  orderNumber: string;
  credits: (invoiceNumber: string) => string;
  reason: string;
  billTo: string;
  ssm: string;
  tin: string;
  sstNumber: string;
  idNumber: string;
  email: string;
  phone: string;
  noTin: string;
  description: string;
  quantity: string;
  unitPrice: string;
  sst: string;
  amount: string;
  subtotal: string;
  total: string;
  totalCredited: string;
  paid: (payment: { method: string; date: string; reference: string }) => string;
  paymentMethods: Record<string, string>;
  computerGenerated: string;
  validatedBy: string;
  pageOf: (page: number, total: number) => string;
};

export const INVOICE_LABELS: Record<Locale, InvoiceLabels> = {
  en: {
    taxInvoice: 'Tax invoice',
    invoice: 'Invoice',
    receiptSuffix: ' / Receipt',
    creditNote: 'Credit note',
    documentNumber: { invoice: 'Invoice no.', 'credit-note': 'Credit note no.' },
    dateOfIssue: 'Date of issue',
    orderNumber: 'Order no.',
    credits: (invoiceNumber) => `Credits invoice ${invoiceNumber}`,
    reason: 'Reason',
    billTo: 'Bill to',
    ssm: 'SSM',
    tin: 'TIN',
    sstNumber: 'SST No.',
    idNumber: 'MyKad / passport',
    email: 'E-mail',
    phone: 'Phone',
    noTin: 'Not given — included in the monthly consolidated e-invoice',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    sst: 'SST',
    amount: 'Amount',
    subtotal: 'Subtotal (excl. SST)',
    total: 'Total',
    totalCredited: 'Total credited',
    paid: ({ method, date, reference }) => `Paid by ${method} on ${date} · ref ${reference}`,
    paymentMethods: { card: 'card', fpx: 'FPX online banking', grabpay: 'GrabPay', online: 'online payment' },
    computerGenerated: 'This document is computer generated; no signature is required.',
    validatedBy: 'Validated by LHDN MyInvois:',
    pageOf: (page, total) => `Page ${page} of ${total}`,
  },
  ms: {
    taxInvoice: 'Invois cukai',
    invoice: 'Invois',
    receiptSuffix: ' / Resit',
    creditNote: 'Nota kredit',
    documentNumber: { invoice: 'No. invois', 'credit-note': 'No. nota kredit' },
    dateOfIssue: 'Tarikh dikeluarkan',
    orderNumber: 'No. pesanan',
    credits: (invoiceNumber) => `Mengkreditkan invois ${invoiceNumber}`,
    reason: 'Sebab',
    billTo: 'Dibilkan kepada',
    ssm: 'SSM',
    tin: 'TIN',
    sstNumber: 'No. SST',
    idNumber: 'MyKad / pasport',
    email: 'E-mel',
    phone: 'Telefon',
    noTin: 'Tidak diberikan — termasuk dalam e-invois disatukan bulanan',
    description: 'Perihalan',
    quantity: 'Kuantiti',
    unitPrice: 'Harga seunit',
    sst: 'SST',
    amount: 'Amaun',
    subtotal: 'Jumlah kecil (tidak termasuk SST)',
    total: 'Jumlah',
    totalCredited: 'Jumlah dikreditkan',
    paid: ({ method, date, reference }) => `Dibayar melalui ${method} pada ${date} · rujukan ${reference}`,
    paymentMethods: {
      card: 'kad',
      fpx: 'perbankan dalam talian FPX',
      grabpay: 'GrabPay',
      online: 'bayaran dalam talian',
    },
    computerGenerated: 'Dokumen ini dijana oleh komputer; tandatangan tidak diperlukan.',
    validatedBy: 'Disahkan oleh LHDN MyInvois:',
    pageOf: (page, total) => `Halaman ${page} daripada ${total}`,
  },
};
