import type { TShippingAddress } from '@samplebank/contracts/cart';
import type { TOrder } from '@samplebank/contracts/orders';
import { formatRinggit, sstLabel } from '@samplebank/domain/format';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatKeyLabel } from '../../../lib/format';
import { type MessageKey, useT } from '../../../lib/i18n';

export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function DetailList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="space-y-3 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
          <dt className="text-muted">{row.label}</dt>
          <dd className="font-medium break-all text-ink sm:text-right">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AddressLines({ address }: { address: TShippingAddress }) {
  const t = useT('orders');
  return (
    <address className="text-sm leading-6 text-ink not-italic">
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {address.postcode} {address.city}
      {address.district && address.district !== address.city ? `, ${address.district}` : ''}
      <br />
      {t('address.country', { state: address.state })}
    </address>
  );
}

/** The first two specifications of a sample, as `Material: Oak`. */
function firstSpecifications(specifications: Record<string, string | number>) {
  return Object.entries(specifications).slice(0, 2);
}

/** The ordered samples; a free request shows quantities only, with no prices (issue 12). */
export function OrderItems({ order, showPrices }: { order: TOrder; showPrices: boolean }) {
  const t = useT('orders');
  // a specification's name as the sample page gives it (`spec.<key>`, loaded with this page); a key it does not
  // know is spelled out as stored
  const specs = useT('specs');
  const specificationLabel = (key: string) => {
    const messageKey = `spec.${key}`;
    return specs.has(messageKey) ? specs(messageKey) : formatKeyLabel(key);
  };
  return (
    <ul className="divide-y divide-line">
      {order.samples.map((line) => {
        const image = line.sampleId.imageUrls[0];
        return (
          <li key={line.sampleId._id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface sm:size-24">
              {image ? (
                <img src={image} alt="" loading="lazy" width={96} height={96} className="size-full object-cover" />
              ) : (
                <div className="flex size-full items-center justify-center text-subtle">
                  <ImageOff aria-hidden="true" className="size-6" />
                </div>
              )}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between">
              <div className="min-w-0">
                <h3 translate="no" className="font-semibold text-ink">
                  {line.sampleId.name}
                </h3>
                {line.manufacturerId ? (
                  <p className="text-sm text-muted">
                    {t.rich('items.by', {
                      name: line.manufacturerId.name,
                      brand: (chunks) => <span translate="no">{chunks}</span>,
                    })}
                  </p>
                ) : null}
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                  {firstSpecifications(line.sampleId.specifications).map(([key, value]) => (
                    <div key={key} className="flex gap-1">
                      <dt>{specificationLabel(key)}:</dt>
                      <dd translate="no" className="text-ink">
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              {showPrices && line.price !== null && line.subtotal !== null ? (
                <dl className="grid shrink-0 grid-cols-3 gap-3 text-sm sm:w-72 sm:text-right">
                  <div>
                    <dt className="text-xs text-muted">{t('items.price')}</dt>
                    <dd className="mt-0.5 text-ink tabular-nums">{formatRinggit(line.price)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">{t('items.quantity')}</dt>
                    <dd className="mt-0.5 text-ink tabular-nums">{line.quantity}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">{t('items.subtotal')}</dt>
                    <dd className="mt-0.5 font-semibold text-ink tabular-nums">{formatRinggit(line.subtotal)}</dd>
                  </div>
                </dl>
              ) : (
                <dl className="shrink-0 text-sm sm:w-24 sm:text-right">
                  <dt className="text-xs text-muted">{t('items.quantity')}</dt>
                  <dd className="mt-0.5 text-ink tabular-nums">{line.quantity}</dd>
                </dl>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const PAYMENT_STATUS_KEYS: Record<string, MessageKey<'orders'>> = {
  succeeded: 'paymentStatus.succeeded',
  processing: 'paymentStatus.processing',
  requires_payment_method: 'paymentStatus.requiresPaymentMethod',
  requires_action: 'paymentStatus.requiresAction',
  failed: 'paymentStatus.failed',
  canceled: 'paymentStatus.canceled',
};

export function PaymentSummary({ order }: { order: TOrder }) {
  const t = useT('orders');
  const paymentStatusKey = order.paymentId ? PAYMENT_STATUS_KEYS[order.paymentId.status] : undefined;
  return (
    <DetailCard title={t('payment.title')}>
      <DetailList
        rows={[
          { label: t('payment.subtotal'), value: formatRinggit(order.subtotal ?? 0) },
          {
            label: t(order.isExpressDelivery ? 'payment.deliveryFeeExpress' : 'payment.deliveryFee'),
            value: formatRinggit(order.deliveryFee ?? 0),
          },
          { label: sstLabel(order.taxRate), value: formatRinggit(order.tax ?? 0) },
        ]}
      />
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="font-semibold text-ink">{t('payment.total')}</span>
        <span className="text-lg font-semibold text-ink tabular-nums">{formatRinggit(order.totalAmount / 100)}</span>
      </div>
      {order.paymentId ? (
        <div className="mt-4 border-t border-line pt-4">
          <DetailList
            rows={[
              { label: t('payment.id'), value: <span className="font-mono text-xs">{order.paymentId._id}</span> },
              {
                label: t('payment.status'),
                // a status newer than this build shows as its code, spelled out
                value: paymentStatusKey ? t(paymentStatusKey) : formatKeyLabel(order.paymentId.status),
              },
            ]}
          />
        </div>
      ) : null}
    </DetailCard>
  );
}
