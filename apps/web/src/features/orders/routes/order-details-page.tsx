import type { TOrder } from '@samplebank/contracts/orders';
import { ArrowLeft, CircleX, Clock, Truck } from 'lucide-react';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AccountGate } from '../../../components/account-gate';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { type Translate, useT } from '../../../lib/i18n';
import { useOrder, useOrderTracking } from '../api';
import { OrderActions } from '../components/order-actions';
import { AddressLines, DetailCard, DetailList, OrderItems, PaymentSummary } from '../components/order-detail-sections';
import { OrderInvoices } from '../components/order-invoices';
import { OrderShipments } from '../components/order-shipments';
import { OrderStatusBadge } from '../components/order-status-badge';
import { canTrackOrder, formatOrderDate, formatOrderDateTime, isFreeRequest } from '../lib/order-format';
import { useOrderMessage } from '../lib/order-messages';

/** /orders/:orderId: one order with its buyer, dates, address, items and (premium) payment. */
export function OrderDetailsPage() {
  const t = useT('orders');
  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('details.documentTitle')}</title>
      <Link
        to={paths.orders.to()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('details.back')}
      </Link>
      <div className="mt-6">
        <AccountGate signedOutMessage={t('details.signedOut')}>
          <OrderDetails />
        </AccountGate>
      </div>
    </div>
  );
}

function OrderDetails() {
  const t = useT('orders');
  const { orderId } = useParams();
  const order = useOrder(orderId);

  if (order.isPending) {
    return (
      <div role="status" aria-live="polite">
        <p className="text-sm text-muted">{t('details.loading')}</p>
        <div aria-hidden="true" className="mt-4 grid gap-4 lg:grid-cols-3">
          <Skeleton className="h-10 w-64 lg:col-span-3" />
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl lg:col-span-2" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return notFound ? (
      <div className="rounded-2xl bg-canvas px-6 py-14 text-center">
        <h1 className="text-xl font-semibold text-ink">{t('details.notFound')}</h1>
        <p className="mt-2 text-sm text-muted">{t('details.notFoundText')}</p>
        <ButtonLink to={paths.orders.to()} variant="secondary" className="mt-6">
          {t('details.seeAll')}
        </ButtonLink>
      </div>
    ) : (
      <ErrorMessage>{t('page.error', { message: order.error.message })}</ErrorMessage>
    );
  }

  const data = order.data;
  const isFree = isFreeRequest(data);
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">
              {t.rich('details.heading', {
                number: data.number,
                mono: (chunks) => <span className="font-mono whitespace-nowrap">{chunks}</span>,
              })}
            </h1>
            <OrderStatusBadge status={data.status} className="text-sm" />
          </div>
          <p className="mt-2 text-sm text-muted">
            {t('details.placedAt', { date: formatOrderDateTime(data.createdAt) })}
          </p>
        </div>
        {canTrackOrder(data) ? (
          <ButtonLink to={paths.orderTracking.to(data._id)} variant="dark">
            <Truck aria-hidden="true" className="size-4" />
            {t('details.track')}
          </ButtonLink>
        ) : null}
      </div>

      <StatusNotice order={data} />

      <div className="mt-8 grid gap-4 lg:grid-cols-3">
        <DetailCard title={t('details.customer')}>
          <DetailList
            rows={[
              { label: t('details.name'), value: <span translate="no">{data.userId.name}</span> },
              { label: t('details.email'), value: data.userId.email },
            ]}
          />
        </DetailCard>
        <DetailCard title={t('details.orderInformation')}>
          <DetailList rows={orderInformation(data, isFree, t)} />
        </DetailCard>
        <DetailCard title={t('details.shippingAddress')}>
          {data.shippingAddress ? (
            <AddressLines address={data.shippingAddress} />
          ) : (
            <p className="text-sm text-muted">{t('details.noAddress')}</p>
          )}
        </DetailCard>
      </div>

      <OrderParcels orderId={data._id} />

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-3">
        <div className={isFree ? 'lg:col-span-3' : 'lg:col-span-2'}>
          <DetailCard title={t('details.items', { count: data.itemCount })}>
            <OrderItems order={data} showPrices={!isFree} />
          </DetailCard>
        </div>
        {isFree ? null : (
          <div className="space-y-4">
            <PaymentSummary order={data} />
            <OrderInvoices order={data} />
          </div>
        )}
      </div>
    </>
  );
}

/** The parcels the order's brands sent, once there is one (read with the tracking timeline, which holds them). */
function OrderParcels({ orderId }: { orderId: string }) {
  const t = useT('orders');
  const tracking = useOrderTracking(orderId);
  const shipments = tracking.data?.shipments ?? [];
  if (shipments.length === 0) return null;
  return (
    <div className="mt-4">
      <DetailCard title={t('shipments.title', { count: shipments.length })}>
        <OrderShipments shipments={shipments} />
      </DetailCard>
    </div>
  );
}

/** Placed, expected (or delivered, or cancelled), delivery kind, tracking, and whether it is a free request. */
function orderInformation(order: TOrder, isFree: boolean, t: Translate<'orders'>) {
  const date = (value: string | null | undefined) => formatOrderDate(value, t('date.notAvailable'));
  const rows: { label: string; value: string }[] = [{ label: t('info.placedOn'), value: date(order.createdAt) }];
  if (order.status === 'delivered') {
    rows.push({ label: t('info.deliveredOn'), value: date(order.deliveredAt ?? order.updatedAt) });
  } else if (order.status === 'cancelled') {
    rows.push({ label: t('info.cancelledOn'), value: date(order.cancelledAt ?? order.updatedAt) });
  } else {
    rows.push({ label: t('info.expectedDelivery'), value: date(order.expectedDelivery) });
  }
  rows.push({ label: t('info.delivery'), value: t(order.isExpressDelivery ? 'info.express' : 'info.standard') });
  if (isFree) rows.push({ label: t('info.type'), value: t('info.freeRequest') });
  if (order.trackingNumber) {
    rows.push({ label: t('info.tracking'), value: `${order.carrier ?? ''} ${order.trackingNumber}`.trim() });
  }
  return rows;
}

/** What the buyer can do now, or why it ended: pay or cancel an unpaid checkout, cancel a pending order. */
function StatusNotice({ order }: { order: TOrder }) {
  const t = useT('orders');
  const describe = useOrderMessage();
  // a buyer who just cancelled here lands on the outcome: the dialog and its opener are gone
  const openedAs = useRef(order.status);
  const focusIfJustCancelled = (element: HTMLElement | null) => {
    if (!element || openedAs.current === 'cancelled') return;
    openedAs.current = 'cancelled';
    element.focus();
  };
  if (order.status === 'cancelled') {
    const reason = order.cancellationReason ? describe(order.cancellationReason) : null;
    return (
      <section
        ref={focusIfJustCancelled}
        tabIndex={-1}
        aria-label={t('notice.cancellation')}
        className="mt-6 flex gap-3 rounded-2xl border border-danger/20 bg-danger-soft p-4 text-sm outline-none focus-visible:outline-2 focus-visible:outline-brand sm:p-5"
      >
        <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-semibold text-ink">
            {t('notice.cancelledAt', { date: formatOrderDateTime(order.cancelledAt ?? order.updatedAt) })}
          </p>
          {reason ? (
            <p className="mt-1 break-words text-ink">
              {t.rich('notice.reason', {
                text: reason.text,
                // a reason the buyer or staff typed stays in their words
                reason: (chunks) => <span translate={reason.isOurs ? undefined : 'no'}>{chunks}</span>,
              })}
            </p>
          ) : null}
        </div>
      </section>
    );
  }
  if (order.status !== 'awaiting-payment' && order.status !== 'pending') return null;
  const isAwaitingPayment = order.status === 'awaiting-payment';
  return (
    <section
      aria-label={t(isAwaitingPayment ? 'notice.payment' : 'notice.cancelThis')}
      className="mt-6 flex flex-col gap-4 rounded-2xl bg-canvas p-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
        <p className="text-ink">{t(isAwaitingPayment ? 'notice.awaitingPayment' : 'notice.pending')}</p>
      </div>
      <OrderActions order={order} showDetails={false} className="flex shrink-0 flex-wrap gap-2" />
    </section>
  );
}
