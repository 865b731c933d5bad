import type { TBrandOrder, TBrandOrderLine, TFulfilmentState } from '@samplebank/contracts/brand-fulfilment';
import type { TOrderStatus } from '@samplebank/contracts/orders';
import { formatDate, formatDateTime, formatRinggit } from '@samplebank/domain/format';
import { ImageOff, LoaderCircle, MapPin, Package, Phone, Truck, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { usePackBrandLines } from '../fulfilment-api';
import { actionsFor, choosableLineIds, fulfilmentCounts } from '../lib/fulfilment';
import { ShipLinesDialog } from './ship-lines-dialog';

const STATUS: Record<TOrderStatus, { label: MessageKey<'brand'>; style: string }> = {
  'awaiting-payment': { label: 'fulfilment.status.awaitingPayment', style: 'bg-surface text-muted' },
  pending: { label: 'fulfilment.status.pending', style: 'bg-warning-soft text-warning' },
  processing: { label: 'fulfilment.status.processing', style: 'bg-surface text-ink' },
  'in-transit': { label: 'fulfilment.status.inTransit', style: 'bg-brand-soft text-brand-strong' },
  delivered: { label: 'fulfilment.status.delivered', style: 'bg-success-soft text-success' },
  cancelled: { label: 'fulfilment.status.cancelled', style: 'bg-danger-soft text-danger' },
};

const LINE_STATE: Record<TFulfilmentState, { label: MessageKey<'brand'>; style: string }> = {
  waiting: { label: 'fulfilment.line.waiting', style: 'bg-warning-soft text-warning' },
  packed: { label: 'fulfilment.line.packed', style: 'bg-surface text-ink' },
  shipped: { label: 'fulfilment.line.shipped', style: 'bg-success-soft text-success' },
};

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap';

/** One order of the brand's: its lines to choose, pack and ship, and where the parcel goes. */
export function BrandOrderCard({ brandId, order }: { brandId: string; order: TBrandOrder }) {
  const t = useT('brand');
  const pack = usePackBrandLines(brandId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [shipping, setShipping] = useState(false);
  const choosable = choosableLineIds(order);
  const actions = actionsFor(order, chosen);
  const counts = fulfilmentCounts(order);
  const allChosen = choosable.length > 0 && choosable.every((id) => chosen.has(id));

  const toggle = (lineId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(lineId)) next.add(lineId);
      return next;
    });

  const packChosen = () =>
    pack.mutate(
      { orderId: order._id, itemIds: actions.lines },
      {
        onSuccess: () => {
          toast.success(t('fulfilment.toast.packed', { count: actions.lines.length, number: order.number }));
          setChosen(new Set());
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('fulfilment.failed')),
      },
    );

  const status = STATUS[order.status];
  return (
    <article
      aria-label={t('fulfilment.order.label', { number: order.number })}
      className="rounded-2xl border border-line bg-white"
    >
      <header className="flex flex-col gap-2 border-b border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between md:px-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="font-mono text-base font-semibold whitespace-nowrap text-ink">{order.number}</h2>
          <span className={cn(badge, status.style)}>{t(status.label)}</span>
          {order.isExpressDelivery ? (
            <span className={cn(badge, 'bg-brand-soft text-brand-strong')}>
              <Zap aria-hidden="true" className="size-3" />
              {t('fulfilment.order.express')}
            </span>
          ) : null}
          {order.isFreeRequest ? (
            <span className={cn(badge, 'bg-surface text-muted')}>{t('fulfilment.order.freeRequest')}</span>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          {t('fulfilment.order.dates', {
            placed: formatDate(order.placedAt),
            delivery: formatDate(order.deliveryDate),
          })}
        </p>
      </header>

      <div className="grid gap-0 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0 px-4 py-3 md:px-5">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-sm font-semibold text-ink">{t('fulfilment.order.lines')}</h3>
            <p className="text-xs text-muted">
              {t('fulfilment.order.progress', { shipped: counts.shipped, total: order.lines.length })}
            </p>
          </div>
          <ul className="mt-2 divide-y divide-line">
            {order.lines.map((line) => (
              <LineRow
                key={line._id}
                line={line}
                isChoosable={choosable.includes(line._id)}
                isChosen={chosen.has(line._id)}
                onToggle={() => toggle(line._id)}
              />
            ))}
          </ul>
        </div>
        <ShipTo order={order} />
      </div>

      {choosable.length > 0 ? (
        <footer className="flex flex-col gap-3 border-t border-line bg-canvas px-4 py-3 sm:flex-row sm:items-center sm:justify-between md:px-5 rounded-b-2xl">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <label className="flex items-center gap-2 font-medium text-ink">
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={allChosen}
                onChange={() => setChosen(allChosen ? new Set() : new Set(choosable))}
              />
              {t('fulfilment.order.chooseAll')}
            </label>
            <span aria-live="polite" className="text-muted">
              {t('fulfilment.order.chosen', { count: actions.lines.length })}
            </span>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={!actions.canPack || pack.isPending}
              aria-busy={pack.isPending}
              onClick={packChosen}
            >
              {pack.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Package aria-hidden="true" className="size-4" />
              )}
              {pack.isPending ? t('fulfilment.order.packing') : t('fulfilment.order.pack')}
            </Button>
            <Button
              variant="dark"
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={!actions.canShip}
              onClick={() => setShipping(true)}
            >
              <Truck aria-hidden="true" className="size-4" />
              {t('fulfilment.order.ship')}
            </Button>
          </div>
        </footer>
      ) : null}

      {shipping ? (
        <ShipLinesDialog
          brandId={brandId}
          order={order}
          itemIds={actions.lines}
          onClose={() => setShipping(false)}
          onShipped={() => {
            setShipping(false);
            setChosen(new Set());
          }}
        />
      ) : null}
    </article>
  );
}

function LineRow({
  line,
  isChoosable,
  isChosen,
  onToggle,
}: {
  line: TBrandOrderLine;
  isChoosable: boolean;
  isChosen: boolean;
  onToggle: () => void;
}) {
  const t = useT('brand');
  const state = LINE_STATE[line.fulfilment];
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="flex h-14 w-5 shrink-0 items-center justify-center">
        {isChoosable ? (
          <input
            type="checkbox"
            className="size-4 accent-ink"
            checked={isChosen}
            onChange={onToggle}
            aria-label={t('fulfilment.line.choose', { name: line.name })}
          />
        ) : null}
      </span>
      <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-surface">
        {line.imageUrl ? (
          <img src={line.imageUrl} alt="" loading="lazy" width={56} height={56} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-subtle">
            <ImageOff aria-hidden="true" className="size-5" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <div className="min-w-0">
            <p translate="no" className="font-medium text-ink">
              {line.name}
            </p>
            <p className="text-xs text-muted">
              <span translate="no" className="font-mono">
                {line.sku}
              </span>
              {' · '}
              {t('fulfilment.line.quantity', { quantity: line.quantity })}
              {' · '}
              {t('fulfilment.line.unitPrice', { price: formatRinggit(line.unitPrice) })}
            </p>
          </div>
          <span className={cn(badge, 'self-start', state.style)}>{t(state.label)}</span>
        </div>
        {line.shipment ? (
          <p className="mt-1 text-xs text-muted">
            <Truck aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            <span translate="no">{line.shipment.carrier}</span>
            {' · '}
            <span className="font-mono break-all text-ink">{line.shipment.trackingNumber}</span>
            {' · '}
            {t('fulfilment.line.shippedOn', { date: formatDateTime(line.shipment.shippedAt) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Where the parcel goes: the buyer, their company, the address the order was placed with and a number to call. */
function ShipTo({ order }: { order: TBrandOrder }) {
  const t = useT('brand');
  const { recipient, shippingAddress: address } = order;
  return (
    <section
      aria-label={t('fulfilment.order.shipTo')}
      className="border-t border-line px-4 py-3 text-sm md:px-5 lg:border-t-0 lg:border-l"
    >
      <h3 className="flex items-center gap-1.5 font-semibold text-ink">
        <MapPin aria-hidden="true" className="size-4 text-muted" />
        {t('fulfilment.order.shipTo')}
      </h3>
      <address translate="no" className="mt-2 leading-6 text-ink not-italic">
        <span className="font-medium">{recipient.name}</span>
        {recipient.company ? (
          <>
            <br />
            {recipient.company}
          </>
        ) : null}
        {address ? (
          <>
            <br />
            {address.addressLine1}
            {address.addressLine2 ? (
              <>
                <br />
                {address.addressLine2}
              </>
            ) : null}
            <br />
            {address.postcode} {address.city}
            <br />
            {t('fulfilment.order.country', { state: address.state })}
          </>
        ) : null}
      </address>
      {address ? null : <p className="mt-1 text-muted">{t('fulfilment.order.noAddress')}</p>}
      {recipient.phone ? (
        <a
          href={`tel:${recipient.phone.dial}`}
          className="mt-2 inline-flex items-center gap-1.5 font-medium text-ink underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 text-muted" />
          {recipient.phone.display}
        </a>
      ) : null}
    </section>
  );
}
