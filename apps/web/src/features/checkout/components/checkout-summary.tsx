import type { TCheckout } from '@samplebank/contracts/checkout';
import { formatRinggit, formatWeekdayDate, sstLabel } from '@samplebank/domain/format';
import { ImageOff } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/** The delivery day a checkout was placed for, read as a day in Malaysia: `Tue, 8 Dec 2026`. */
export function formatDeliveryDay(deliveryDate: string): string {
  return formatWeekdayDate(deliveryDate, deliveryDate);
}

/** What the checkout pays for: its samples, delivery and charges, as the server priced them. */
export function CheckoutSummary({ checkout }: { checkout: TCheckout }) {
  const t = useT('checkout');
  const deliveryDay = formatDeliveryDay(checkout.deliveryDate);
  return (
    <aside aria-label={t('summary.title')} className="rounded-2xl bg-canvas p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">{t('summary.title')}</h2>
      <ul className="mt-4 space-y-3">
        {checkout.lines.map((line) => (
          <li key={line.sampleId} className="flex items-center gap-3">
            <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-white">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={48} height={48} className="size-full object-cover" />
              ) : (
                <ImageOff aria-hidden="true" className="m-3 size-6 text-subtle" />
              )}
            </div>
            <div className="min-w-0 flex-1">
              <p translate="no" className="truncate text-sm font-medium text-ink">
                {line.name}
              </p>
              <p className="text-xs text-muted">
                {line.brand ? <span translate="no">{line.brand}</span> : null}
                {line.brand ? ' · ' : null}
                {t('summary.quantity', { quantity: line.quantity })}
              </p>
            </div>
            <p className="text-sm text-ink tabular-nums">{formatRinggit(line.unitPrice * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-5 space-y-2.5 border-t border-line pt-4 text-sm">
        <SummaryRow
          label={t('summary.delivery')}
          value={checkout.isExpressDelivery ? t('summary.expressOn', { date: deliveryDay }) : deliveryDay}
        />
        <SummaryRow label={t('summary.sampleCharge')} value={formatRinggit(checkout.charges.sampleCharge)} />
        <SummaryRow label={t('summary.shipping')} value={formatRinggit(checkout.charges.deliveryFee)} />
        <SummaryRow label={sstLabel(checkout.charges.taxRate)} value={formatRinggit(checkout.charges.tax)} />
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">{t('summary.total')}</dt>
          <dd className="text-lg font-semibold text-ink tabular-nums">{formatRinggit(checkout.charges.total)}</dd>
        </div>
      </dl>
    </aside>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink tabular-nums">{value}</dd>
    </div>
  );
}
