import { formatRinggit, sstLabel } from '@samplebank/domain/format';
import type { Charges } from '@samplebank/domain/pricing';
import { useT } from '../../../lib/i18n';

/** Sample Charge, Shipping, SST and Order total in ringgit; a standard plan's are all RM 0.00 (spec §9). */
export function ChargeSummary({
  charges,
  taxRate,
  isExpressDelivery,
}: {
  charges: Charges;
  /** the SST rate the settings charge, which labels the tax line "SST 8%" */
  taxRate: number;
  isExpressDelivery: boolean;
}) {
  const t = useT('cart');
  const rows = [
    { label: t('charges.sampleCharge'), value: charges.sampleCharge },
    { label: t(isExpressDelivery ? 'charges.shippingExpress' : 'charges.shipping'), value: charges.deliveryFee },
    { label: sstLabel(taxRate), value: charges.tax },
  ];
  return (
    <dl className="space-y-2.5 text-sm" aria-label={t('charges.label')}>
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="text-ink tabular-nums">{formatRinggit(row.value)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold text-ink">{t('charges.total')}</dt>
        <dd className="text-lg font-semibold text-ink tabular-nums" data-testid="order-total">
          {formatRinggit(charges.total)}
        </dd>
      </div>
    </dl>
  );
}
