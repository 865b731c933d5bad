import { ArrowLeft, Truck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { AccountGate } from '../../cart/components/account-gate';
import { useOrder } from '../api';
import { AddressLines, DetailCard, DetailList, OrderItems, PaymentSummary } from '../components/order-detail-sections';
import { OrderStatusBadge } from '../components/order-status-badge';
import { canTrackOrder, formatOrderDate, formatOrderDateTime, formatOrderNumber } from '../lib/order-format';

/** /orders/:orderId: one order with its buyer, dates, address, items and (premium) payment. */
export function OrderDetailsPage() {
  return (
    <div className="container-page py-8 md:py-12">
      <title>Order details — Samplebank</title>
      <Link
        to={paths.orders.to()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Orders
      </Link>
      <div className="mt-6">
        <AccountGate signedOutMessage="Not Authorized, Please log in to view this order.">
          <OrderDetails />
        </AccountGate>
      </div>
    </div>
  );
}

function OrderDetails() {
  const { orderId } = useParams();
  const order = useOrder(orderId);

  if (order.isPending) {
    return (
      <div role="status" aria-live="polite">
        <p className="text-sm text-muted">Loading order details...</p>
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
        <h1 className="text-xl font-semibold text-ink">Order not found</h1>
        <p className="mt-2 text-sm text-muted">It may belong to another account, or the link is mistyped.</p>
        <ButtonLink to={paths.orders.to()} variant="secondary" className="mt-6">
          See all orders
        </ButtonLink>
      </div>
    ) : (
      <ErrorMessage>Error: {order.error.message}</ErrorMessage>
    );
  }

  const data = order.data;
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">
              Order <span className="font-mono">{formatOrderNumber(data._id, 8)}</span>
            </h1>
            <OrderStatusBadge status={data.status} className="text-sm" />
          </div>
          <p className="mt-2 text-sm text-muted">Placed on {formatOrderDateTime(data.createdAt)}</p>
        </div>
        {canTrackOrder(data) ? (
          <ButtonLink to={paths.orderTracking.to(data._id)} variant="dark">
            <Truck aria-hidden="true" className="size-4" />
            Track Shipment
          </ButtonLink>
        ) : null}
      </div>

      <div className="mt-8 grid gap-4 lg:grid-cols-3">
        <DetailCard title="Customer Information">
          <DetailList
            rows={[
              { label: 'Name', value: data.userId.name },
              { label: 'E-mail', value: data.userId.email },
            ]}
          />
        </DetailCard>
        <DetailCard title="Order Information">
          <DetailList
            rows={[
              { label: 'Placed on', value: formatOrderDate(data.createdAt) },
              { label: 'Expected delivery', value: formatOrderDate(data.expectedDelivery) },
              { label: 'Delivery', value: data.isExpressDelivery ? 'Express' : 'Standard' },
              ...(data.trackingNumber
                ? [{ label: 'Tracking', value: `${data.carrier ?? ''} ${data.trackingNumber}`.trim() }]
                : []),
            ]}
          />
        </DetailCard>
        <DetailCard title="Shipping Address">
          {data.shippingAddress ? (
            <AddressLines address={data.shippingAddress} />
          ) : (
            <p className="text-sm text-muted">No shipping address was recorded.</p>
          )}
        </DetailCard>
      </div>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-3">
        <div className={data.isPremium ? 'lg:col-span-2' : 'lg:col-span-3'}>
          <DetailCard title={`Items (${data.samples.length})`}>
            <OrderItems order={data} />
          </DetailCard>
        </div>
        {data.isPremium ? <PaymentSummary order={data} /> : null}
      </div>
    </>
  );
}
