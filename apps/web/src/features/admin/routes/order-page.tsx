import type { TOrder } from '@samplebank/contracts/orders';
import { formatDate, formatDateTime, formatRinggit, sstLabel } from '@samplebank/domain/format';
import { ImageOff } from 'lucide-react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminPaths } from '../admin-paths';
import { OrderPaymentsPanel } from '../components/order-payments-panel';
import { OrderStatusControl } from '../components/order-status-control';
import { PageHeader } from '../components/page-header';
import { OrderStatusBadge } from '../components/status-badge';
import { labelOf } from '../lib/labels';
import { useOrderNote } from '../lib/order-notes';
import { useChangeOrderStatus, useOrder, useOrderTracking } from '../orders-api';

/** /admin/orders/{id}: the order's lines, buyer, delivery and timeline, and the status change control. */
export function OrderPage() {
  const t = useT('admin');
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const data = order.data;

  return (
    <div>
      <PageHeader
        title={data ? t('order.title', { number: data.number }) : t('order.fallbackTitle')}
        description={
          data &&
          t.rich('order.placed', {
            date: formatDateTime(data.createdAt),
            name: <span translate="no">{data.userId.name}</span>,
          })
        }
        back={{ to: adminPaths.orders.to(), label: t('layout.link.orders') }}
        actions={data && <OrderStatusBadge status={data.status} />}
      />
      {order.isError && <ErrorMessage>{t('order.loadFailed')}</ErrorMessage>}
      {order.isPending && <Skeleton className="h-96 w-full rounded-2xl" />}
      {data && (
        <div className="grid items-start gap-6 xl:grid-cols-[1fr_24rem]">
          <div className="space-y-6">
            <Lines order={data} />
            <Timeline orderId={data._id} />
          </div>
          <div className="space-y-6">
            <StatusPanel order={data} />
            {data.isPremium && data.totalAmount > 0 ? <OrderPaymentsPanel order={data} /> : null}
            <Panel title={t('order.buyerAndDelivery')}>
              <dl className="space-y-3 text-sm">
                <Row label={t('order.buyer')}>
                  <span translate="no">{data.userId.name}</span>
                  <span className="block text-xs text-muted">{data.userId.email}</span>
                </Row>
                {data.status !== 'cancelled' && (
                  <Row label={t(data.status === 'delivered' ? 'order.delivered' : 'order.expectedDelivery')}>
                    {data.status === 'delivered'
                      ? formatDateTime(data.deliveredAt ?? data.updatedAt)
                      : formatDate(data.expectedDelivery)}
                    {data.isExpressDelivery && ` · ${t('order.express')}`}
                  </Row>
                )}
                {data.status === 'cancelled' && (
                  <Row label={t('order.cancelled')}>
                    {formatDateTime(data.cancelledAt ?? data.updatedAt)}
                    {data.cancellationReason && (
                      <OrderNoteText note={data.cancellationReason} className="block text-xs break-words text-muted" />
                    )}
                  </Row>
                )}
                {data.shippingAddress && (
                  <Row label={t('order.shipTo')}>
                    <span translate="no">
                      {[
                        data.shippingAddress.addressLine1,
                        data.shippingAddress.addressLine2,
                        data.shippingAddress.postcode,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  </Row>
                )}
                {data.carrier && (
                  <Row label={t('order.shipment')}>
                    {data.carrier} · <span className="font-mono">{data.trackingNumber}</span>
                  </Row>
                )}
                <Row label={t('order.payment')}>
                  {isFreeRequest(data)
                    ? t('order.paymentNone')
                    : data.paymentId
                      ? labelOf(t, 'paymentStatus', data.paymentId.status)
                      : t('order.paymentNotStarted')}
                </Row>
              </dl>
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function StatusPanel({ order }: { order: TOrder }) {
  const t = useT('admin');
  const change = useChangeOrderStatus(order._id);
  return (
    <Panel title={t('order.status')}>
      <OrderStatusControl
        key={order.status}
        status={order.status}
        isPending={change.isPending}
        initialCarrier={order.carrier}
        initialTrackingNumber={order.trackingNumber}
        onSubmit={(body) =>
          change.mutate(body, {
            onSuccess: () =>
              toast.success(t('order.statusChanged', { status: labelOf(t, 'orderStatus', body.status).toLowerCase() })),
            onError: (error) => toast.error(error instanceof ApiError ? error.message : t('order.statusFailed')),
          })
        }
      />
    </Panel>
  );
}

// a free request has no prices, here as on the buyer's pages
const isFreeRequest = (order: TOrder) => !order.isPremium || order.totalAmount === 0;

function Lines({ order }: { order: TOrder }) {
  const t = useT('admin');
  const isFree = isFreeRequest(order);
  return (
    <Panel title={t('order.samples', { count: order.itemCount })}>
      <ul className="divide-y divide-line">
        {order.samples.map((line) => (
          <li key={line.sampleId._id} className="flex items-center gap-3 py-3 first:pt-0">
            <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
              {line.sampleId.imageUrls[0] ? (
                <img src={line.sampleId.imageUrls[0]} alt="" className="size-full object-cover" />
              ) : (
                <ImageOff aria-hidden="true" className="size-4 text-subtle" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span translate="no" className="block truncate text-sm font-medium text-ink">
                {line.sampleId.name}
              </span>
              <span translate="no" className="block text-xs text-muted">
                {line.manufacturerId?.name}
              </span>
            </span>
            <span className="text-sm text-muted tabular-nums">× {line.quantity}</span>
            {line.subtotal !== null && (
              <span className="w-24 text-right text-sm font-medium tabular-nums">{formatRinggit(line.subtotal)}</span>
            )}
          </li>
        ))}
      </ul>
      {isFree ? (
        <p className="mt-4 border-t border-line pt-4 text-sm text-muted">{t('order.freeRequest')}</p>
      ) : (
        <Charges order={order} />
      )}
    </Panel>
  );
}

function Charges({ order }: { order: TOrder }) {
  const t = useT('admin');
  return (
    <dl className="mt-4 space-y-1.5 border-t border-line pt-4 text-sm">
      {[
        [t('order.chargeSamples'), order.subtotal],
        [t('order.chargeDelivery'), order.deliveryFee],
        [sstLabel(order.taxRate), order.tax],
      ].map(([label, amount]) => (
        <div key={label} className="flex justify-between text-muted">
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatRinggit(Number(amount ?? 0))}</dd>
        </div>
      ))}
      <div className="flex justify-between pt-1 font-semibold text-ink">
        <dt>{t('order.total')}</dt>
        <dd className="tabular-nums">{formatRinggit(order.totalAmount / 100)}</dd>
      </div>
    </dl>
  );
}

function Timeline({ orderId }: { orderId: string }) {
  const t = useT('admin');
  const tracking = useOrderTracking(orderId);
  // each parcel a brand sent (issue 18) among the changes, newest first: at one instant, on its way above the parcel
  // that sent it, above the order's start
  const rank = (event: { status: string } | null) => (event === null ? 1 : event.status === 'in-transit' ? 2 : 0);
  const entries = [
    ...(tracking.data?.events ?? []).map((event) => ({ at: event.at, event, parcel: null })),
    ...(tracking.data?.shipments ?? []).map((parcel) => ({ at: parcel.shippedAt, event: null, parcel })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at) || rank(a.event) - rank(b.event))
    .reverse();
  return (
    <Panel title={t('order.timeline')}>
      {tracking.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted">{t('order.noEvents')}</p>
      ) : (
        <ol className="space-y-4">
          {entries.map(({ event, parcel }) =>
            parcel ? (
              <li key={parcel._id} className="flex gap-3">
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full border border-ink" />
                <div className="text-sm">
                  <p className="font-medium text-ink">
                    {t('order.shipment')}{' '}
                    <span className="font-normal text-muted">· {formatDateTime(parcel.shippedAt)}</span>
                  </p>
                  <p className="text-muted">
                    {parcel.brandName ? `${parcel.brandName} · ` : ''}
                    {parcel.carrier} · <span className="font-mono">{parcel.trackingNumber}</span>
                  </p>
                </div>
              </li>
            ) : event ? (
              <li key={`${event.status}-${event.at}`} className="flex gap-3">
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-ink" />
                <div className="text-sm">
                  <p className="font-medium text-ink">
                    {labelOf(t, 'orderStatus', event.status)}{' '}
                    <span className="font-normal text-muted">· {formatDateTime(event.at)}</span>
                  </p>
                  {event.carrier && (
                    <p className="text-muted">
                      {event.carrier} · <span className="font-mono">{event.trackingNumber}</span>
                    </p>
                  )}
                  {event.note && (
                    <p>
                      <OrderNoteText note={event.note} className="text-muted" />
                    </p>
                  )}
                </div>
              </li>
            ) : null,
          )}
        </ol>
      )}
    </Panel>
  );
}

/** A stored order sentence in the page's language; words a person typed as they typed them. */
function OrderNoteText({ note, className }: { note: string; className?: string }) {
  const describe = useOrderNote();
  const { text, isOurs } = describe(note);
  return (
    <span translate={isOurs ? undefined : 'no'} className={className}>
      {text}
    </span>
  );
}
