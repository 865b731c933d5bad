import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from './invoice-document.js';
import { creditLinesOf, type RefundRefused, remainingOf, taxShareOf } from './refund-lines.js';

const line = (sampleId: string, quantity: number, unitPrice: number, tax: number): InvoiceLine => ({
  sampleId,
  description: sampleId,
  reference: null,
  quantity,
  unitPrice,
  amount: unitPrice * quantity,
  taxRate: 0.08,
  tax,
});
const delivery: InvoiceLine = { ...line('', 1, 500, 0), sampleId: null, description: 'Standard delivery' };
// 3 x RM 12.33 = RM 36.99, SST 8% = RM 2.96 (295.92 rounded)
const INVOICE = [line('tile', 3, 1233, 296), line('panel', 1, 4000, 320), delivery];

describe('what a refund gives back', () => {
  it("gives back exactly a line's SST however its units are refunded", () => {
    const steps = [taxShareOf(INVOICE[0]!, 0, 1), taxShareOf(INVOICE[0]!, 1, 1), taxShareOf(INVOICE[0]!, 2, 1)];
    expect(steps).toEqual([99, 98, 99]);
    expect(steps.reduce((sum, share) => sum + share, 0)).toBe(296);
    expect(taxShareOf(INVOICE[0]!, 0, 3)).toBe(296);
  });

  it('counts earlier refunds: units left per sample, the delivery once', () => {
    const earlier = [{ lines: [{ sampleId: 'tile', quantity: 2 }], includeDelivery: true }];
    const remaining = remainingOf(INVOICE, earlier);
    expect(remaining.lines.map((entry) => [entry.line.sampleId, entry.quantity])).toEqual([
      ['tile', 1],
      ['panel', 1],
    ]);
    expect(remaining.delivery).toBeNull();
    const credit = creditLinesOf(INVOICE, earlier, {
      lines: [{ sampleId: 'tile', quantity: 1 }],
      includeDelivery: false,
      reason: 'Broken in transit',
    });
    expect(credit).toEqual([expect.objectContaining({ sampleId: 'tile', quantity: 1, amount: 1233, tax: 99 })]);
  });

  it('refuses a sample not invoiced, more units than are left, or the delivery twice', () => {
    const refusal = (
      request: Parameters<typeof creditLinesOf>[2],
      earlier = [] as Parameters<typeof creditLinesOf>[1],
    ) => {
      try {
        creditLinesOf(INVOICE, earlier, request);
        return null;
      } catch (error) {
        return (error as RefundRefused).reason;
      }
    };
    expect(refusal({ lines: [{ sampleId: 'rug', quantity: 1 }], includeDelivery: false, reason: 'x' })).toBe(
      'notOnOrder',
    );
    expect(
      refusal({
        lines: [
          { sampleId: 'tile', quantity: 2 },
          { sampleId: 'tile', quantity: 2 },
        ],
        includeDelivery: false,
        reason: 'x',
      }),
    ).toBe('moreThanPaid');
    expect(refusal({ lines: [], includeDelivery: true, reason: 'x' }, [{ lines: [], includeDelivery: true }])).toBe(
      'moreThanPaid',
    );
  });
});
