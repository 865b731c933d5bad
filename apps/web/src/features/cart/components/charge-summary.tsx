// i18n: not yet translated (issue 16)
import { formatRinggit } from '@samplebank/domain/format';
import type { Charges } from '@samplebank/domain/pricing';

/** Sample Charge, Shipping, Tax and Order total in ringgit; a standard plan's are all RM 0.00 (spec §9). */
export function ChargeSummary({ charges, isExpressDelivery }: { charges: Charges; isExpressDelivery: boolean }) {
  const rows = [
    { label: 'Sample Charge', value: charges.sampleCharge },
    { label: isExpressDelivery ? 'Shipping (express)' : 'Shipping', value: charges.deliveryFee },
    { label: 'Tax', value: charges.tax },
  ];
  return (
    <dl className="space-y-2.5 text-sm" aria-label="Charges">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-ink tabular-nums">{formatRinggit(row.value)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold text-ink">Order total</dt>
        <dd className="text-lg font-semibold text-ink tabular-nums" data-testid="order-total">
          {formatRinggit(charges.total)}
        </dd>
      </div>
    </dl>
  );
}
