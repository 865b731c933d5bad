import { MYINVOIS_STATE_CODES, type TInvoicingSettings } from '@samplebank/contracts/invoicing-settings';
import { todayInMalaysia } from '@samplebank/domain/delivery';
import type { Transaction } from '../../db/client.js';
import { getInvoicingSettings } from '../content/content.service.js';
import type { InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceParty } from './invoice-document.js';
import {
  findInvoiceFacts,
  findInvoiceOfOrder,
  type InvoiceFacts,
  type InvoiceRow,
  insertInvoice,
  takeNextSequence,
} from './invoices.repository.js';

const sen = (ringgit: number) => Math.round(Number(ringgit) * 100);

/** SB-2026-000042 for an invoice, SB-CN-2026-000003 for a credit note. */
export function invoiceNumber(prefix: string, kind: InvoiceKind, year: number, sequence: number): string {
  const middle = kind === 'credit-note' ? '-CN' : '';
  return `${prefix}${middle}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Shares an order's SST among its sample lines: each line's rounded share, the rounding left over put on the largest
 * line, so the lines add up to the tax the buyer was charged (which was rounded once, on the whole sample charge).
 */
export function shareTax(amounts: number[], rate: number, totalTax: number): number[] {
  const shares = amounts.map((amount) => Math.round(amount * rate));
  const leftOver = totalTax - shares.reduce((sum, share) => sum + share, 0);
  if (leftOver !== 0 && shares.length > 0) {
    const largest = amounts.indexOf(Math.max(...amounts));
    shares[largest] = Math.max(0, (shares[largest] ?? 0) + leftOver);
  }
  return shares;
}

// MyInvois names states by code; the places table by name ("W.P. Kuala Lumpur", "Pulau Pinang")
const STATE_ALIASES: Record<string, keyof typeof MYINVOIS_STATE_CODES> = {
  'kuala lumpur': '14',
  labuan: '15',
  putrajaya: '16',
  penang: '07',
  malacca: '04',
};

/** MyInvois's code of a Malaysian state named any usual way; null when it is not one. */
export function stateCodeOf(name: string): string | null {
  const wanted = name
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [code, official] of Object.entries(MYINVOIS_STATE_CODES)) {
    if (official.toLowerCase() === wanted) return code;
  }
  for (const [alias, code] of Object.entries(STATE_ALIASES)) if (wanted.includes(alias)) return code;
  return null;
}

export function sellerOf(settings: TInvoicingSettings): InvoiceDocument['seller'] {
  return {
    name: settings.sellerName,
    tin: settings.tin,
    ssmNumber: settings.ssmNumber,
    idNumber: null,
    sstNumber: settings.sstNumber,
    email: settings.email,
    phone: settings.phone,
    addressLines: [settings.addressLine, `${settings.postcode} ${settings.city}`, MYINVOIS_STATE_CODES[settings.state]],
    stateCode: settings.state,
    postcode: settings.postcode,
    city: settings.city,
    msicCode: settings.msicCode,
    businessActivity: settings.businessActivity,
  };
}

/** The buyer as its company (or its individual details) stands when the invoice is issued. */
export function buyerOf(facts: InvoiceFacts): InvoiceParty {
  const { organization, billing, buyer } = facts;
  const address = billing
    ? [
        [billing.addressLine1, billing.addressLine2].filter(Boolean).join(', '),
        `${billing.postcode} ${billing.cityName}`,
        billing.stateName,
      ]
    : [];
  return {
    name: organization?.name ?? buyer.name,
    tin: organization?.tin ?? null,
    ssmNumber: organization?.ssmNumber ?? null,
    idNumber: organization?.idNumber ?? null,
    sstNumber: organization?.sstNumber ?? null,
    email: organization?.orgEmail ?? buyer.email,
    phone: organization?.contactNumber ?? null,
    addressLines: address,
    stateCode: billing ? stateCodeOf(billing.stateName) : null,
    postcode: billing?.postcode ?? null,
    city: billing?.cityName ?? null,
  };
}

/** The invoice's lines: each sample at the price it was ordered for with its share of the SST, then the delivery. */
export function linesOf(facts: InvoiceFacts): InvoiceLine[] {
  const { order } = facts;
  const amounts = facts.lines.map((line) => sen(line.unitPrice) * line.quantity);
  const sampleCharge = amounts.reduce((sum, amount) => sum + amount, 0);
  const tax = sen(order.tax);
  const rate = order.taxRate ?? (sampleCharge > 0 ? tax / sampleCharge : 0);
  const shares = shareTax(amounts, rate, tax);
  const lines: InvoiceLine[] = facts.lines.map((line, index) => ({
    sampleId: line.sampleId,
    description: line.name,
    reference: line.sku || null,
    quantity: line.quantity,
    unitPrice: sen(line.unitPrice),
    amount: amounts[index] ?? 0,
    taxRate: rate,
    tax: shares[index] ?? 0,
  }));
  const deliveryFee = sen(order.deliveryFee);
  if (deliveryFee > 0) {
    lines.push({
      sampleId: null,
      description: order.isExpressDelivery ? 'Express delivery' : 'Standard delivery',
      reference: null,
      quantity: 1,
      unitPrice: deliveryFee,
      amount: deliveryFee,
      taxRate: 0,
      tax: 0,
    });
  }
  return lines;
}

/**
 * Issues a paid order's tax invoice, in the transaction that marked it paid: its number is the next of the year, so
 * an invoice exists for every paid order and a number for every invoice. A second call for the same order returns
 * the invoice it has. Nothing is issued for a free request.
 */
export async function issueInvoiceForPaidOrder(
  tx: Transaction,
  orderId: string,
  payment: { paidAt: Date; method: string },
): Promise<InvoiceRow | null> {
  const existing = await findInvoiceOfOrder(tx, orderId);
  if (existing) return existing;
  const facts = await findInvoiceFacts(tx, orderId);
  if (!facts || facts.order.totalAmount === 0) return null;
  const settings = await getInvoicingSettings(tx);
  const lines = linesOf(facts);
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  const year = Number(todayInMalaysia(payment.paidAt).slice(0, 4));
  const sequence = await takeNextSequence(tx, 'invoice', year);
  return insertInvoice(tx, {
    kind: 'invoice',
    number: invoiceNumber(settings.invoicePrefix, 'invoice', year, sequence),
    year,
    sequence,
    orderId,
    issuedAt: payment.paidAt,
    seller: sellerOf(settings),
    buyer: buyerOf(facts),
    lines,
    subtotal,
    tax,
    total: subtotal + tax,
    taxRate: facts.order.taxRate,
    paymentMethod: payment.method,
    paymentReference: facts.payment?.intentId ?? null,
  });
}

/**
 * Issues a credit note for a refund of an invoice, in the refund's transaction: numbered in its own series, the
 * buyer as the invoice named them, the seller as the settings say now, the lines given back and why.
 */
export async function issueCreditNote(
  tx: Transaction,
  input: { invoice: InvoiceRow; lines: InvoiceLine[]; reason: string; issuedBy: string; issuedAt: Date },
): Promise<InvoiceRow> {
  const settings = await getInvoicingSettings(tx);
  const subtotal = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = input.lines.reduce((sum, line) => sum + line.tax, 0);
  const year = Number(todayInMalaysia(input.issuedAt).slice(0, 4));
  const sequence = await takeNextSequence(tx, 'credit-note', year);
  return insertInvoice(tx, {
    kind: 'credit-note',
    number: invoiceNumber(settings.invoicePrefix, 'credit-note', year, sequence),
    year,
    sequence,
    orderId: input.invoice.orderId,
    creditedInvoiceId: input.invoice.id,
    issuedAt: input.issuedAt,
    seller: sellerOf(settings),
    buyer: input.invoice.buyer,
    lines: input.lines,
    subtotal,
    tax,
    total: subtotal + tax,
    taxRate: input.invoice.taxRate,
    reason: input.reason,
    issuedBy: input.issuedBy,
  });
}
