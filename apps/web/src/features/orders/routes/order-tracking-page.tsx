import { ArrowLeft, Package, Truck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AccountGate } from '../../../components/account-gate';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useOrderTracking } from '../api';
import { OrderShipments } from '../components/order-shipments';
import { OrderStatusBadge } from '../components/order-status-badge';
import { TrackingTimeline } from '../components/tracking-timeline';

/** /orders/:orderId/track: the order's status timeline with its carrier and tracking number. */
export function OrderTrackingPage() {
  const t = useT('orders');
  const { orderId = '' } = useParams();
  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('tracking.documentTitle')}</title>
      <Link
        to={paths.orderDetails.to(orderId)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('tracking.back')}
      </Link>
      <div className="mt-6">
        <AccountGate signedOutMessage={t('tracking.signedOut')}>
          <OrderTracking orderId={orderId} />
        </AccountGate>
      </div>
    </div>
  );
}

function OrderTracking({ orderId }: { orderId: string }) {
  const t = useT('orders');
  const tracking = useOrderTracking(orderId);
  if (tracking.isPending) {
    return (
      <div role="status" aria-live="polite">
        <p className="text-sm text-muted">{t('tracking.loading')}</p>
        <div aria-hidden="true" className="mt-4 space-y-4">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-24 max-w-2xl rounded-2xl" />
          <Skeleton className="h-72 max-w-2xl rounded-2xl" />
        </div>
      </div>
    );
  }
  if (tracking.isError) {
    const notFound = tracking.error instanceof ApiError && [400, 404].includes(tracking.error.status);
    return (
      <ErrorMessage>
        {notFound ? t('details.notFound') : t('page.error', { message: tracking.error.message })}
      </ErrorMessage>
    );
  }
  const data = tracking.data;
  return (
    <div className="max-w-2xl">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">
          {t.rich('tracking.heading', {
            number: data.number,
            mono: (chunks) => <span className="font-mono whitespace-nowrap">{chunks}</span>,
          })}
        </h1>
        <OrderStatusBadge status={data.status} className="text-sm" />
      </div>

      {data.shipments.length > 0 ? (
        // the brands sent their samples in parcels of their own: each with its carrier and tracking number
        <section aria-labelledby="parcels-heading" className="mt-6 rounded-2xl bg-canvas p-5">
          <h2 id="parcels-heading" className="mb-4 text-base font-semibold text-ink">
            {t('shipments.title', { count: data.shipments.length })}
          </h2>
          <OrderShipments shipments={data.shipments} />
        </section>
      ) : (
        <section
          aria-label={t('tracking.shipment')}
          className="mt-6 grid gap-4 rounded-2xl bg-canvas p-5 sm:grid-cols-2"
        >
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-card">
              <Truck aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-xs text-muted">{t('tracking.carrier')}</p>
              <p className="font-medium text-ink">
                {data.carrier ? <span translate="no">{data.carrier}</span> : t('tracking.notAssigned')}
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-card">
              <Package aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-xs text-muted">{t('tracking.trackingNumber')}</p>
              <p className="font-mono font-medium break-all text-ink">
                {data.trackingNumber ?? t('tracking.notAssigned')}
              </p>
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="timeline-heading" className="mt-6 rounded-2xl border border-line p-5 sm:p-6">
        <h2 id="timeline-heading" className="mb-6 text-base font-semibold text-ink">
          {t('tracking.history')}
        </h2>
        <TrackingTimeline tracking={data} />
      </section>
    </div>
  );
}
