import type { TRefundRequest } from '@samplebank/contracts/refunds';
import type { InvoiceLine } from './invoice-document.js';

// What a refund gives back, worked out from the invoice and the refunds before it (issue 20): each sample's units at
// the price invoiced, with its share of the SST, and the delivery once. Pure, so the arithmetic is tested alone.

export type EarlierRefund = { lines: Array<{ sampleId: string; quantity: number }>; includeDelivery: boolean };

/** Why a refund cannot be made as asked. */
export class RefundRefused extends Error {
  constructor(readonly reason: 'notOnOrder' | 'moreThanPaid') {
    super(reason);
  }
}

/**
 * The SST given back for `units` more of a line, `before` of its units already given back: each refund takes the
 * rounded tax of all units refunded so far less what earlier refunds took, so refunding every unit, in any steps,
 * gives back exactly the line's tax.
 */
export function taxShareOf(line: Pick<InvoiceLine, 'tax' | 'quantity'>, before: number, units: number): number {
  const upTo = (count: number) => Math.round((line.tax * count) / line.quantity);
  return upTo(before + units) - upTo(before);
}

const refundedUnits = (earlier: EarlierRefund[], sampleId: string) =>
  earlier.reduce(
    (sum, refund) =>
      sum + refund.lines.filter((line) => line.sampleId === sampleId).reduce((units, line) => units + line.quantity, 0),
    0,
  );

/** What is left to refund: each sample line's units, and the delivery's amount (0 once refunded). */
export function remainingOf(invoiceLines: InvoiceLine[], earlier: EarlierRefund[]) {
  const deliveryGiven = earlier.some((refund) => refund.includeDelivery);
  const lines = invoiceLines
    .filter((line) => line.sampleId)
    .map((line) => {
      const before = refundedUnits(earlier, line.sampleId!);
      const quantity = line.quantity - before;
      return { line, before, quantity };
    });
  const delivery = invoiceLines.find((line) => !line.sampleId);
  return { lines, delivery: deliveryGiven || !delivery ? null : delivery };
}

/** The credit note's lines for a refund request; refuses a sample not invoiced or more units than are left. */
export function creditLinesOf(invoiceLines: InvoiceLine[], earlier: EarlierRefund[], request: TRefundRequest) {
  const remaining = remainingOf(invoiceLines, earlier);
  const credit: InvoiceLine[] = [];
  const asked = new Map<string, number>();
  for (const { sampleId, quantity } of request.lines) asked.set(sampleId, (asked.get(sampleId) ?? 0) + quantity);
  for (const [sampleId, units] of asked) {
    const left = remaining.lines.find((entry) => entry.line.sampleId === sampleId);
    if (!left) throw new RefundRefused('notOnOrder');
    if (units > left.quantity) throw new RefundRefused('moreThanPaid');
    credit.push({
      ...left.line,
      quantity: units,
      amount: left.line.unitPrice * units,
      tax: taxShareOf(left.line, left.before, units),
    });
  }
  if (request.includeDelivery) {
    if (!remaining.delivery) throw new RefundRefused('moreThanPaid');
    credit.push(remaining.delivery);
  }
  return credit;
}
