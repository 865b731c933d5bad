// i18n: not yet translated (issue 16)
import type { TOrder } from '@samplebank/contracts/orders';
import { formatCount } from '@samplebank/domain/format';
import { formatOrderDate } from '../lib/order-format';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

export type OrdersTab = 'active' | 'history';

/**
 * The last column: expected delivery (the stored date) for active orders; for history the delivered date
 * (deliveredAt, else updatedAt as the spec has it), or Cancelled with its date and reason.
 */
function TabDate({ order, tab }: { order: TOrder; tab: OrdersTab }) {
  if (tab === 'active') return <>{formatOrderDate(order.expectedDelivery)}</>;
  if (order.status === 'cancelled') {
    return (
      <>
        <span className="font-medium text-danger">Cancelled</span>{' '}
        {formatOrderDate(order.cancelledAt ?? order.updatedAt)}
        {order.cancellationReason ? (
          <span className="mt-0.5 block max-w-64 text-xs font-normal break-words text-muted">
            {order.cancellationReason}
          </span>
        ) : null}
      </>
    );
  }
  return <>{formatOrderDate(order.deliveredAt ?? order.updatedAt)}</>;
}

/** A table on wider screens, a stack of cards on a phone (spec §2). */
export function OrdersList({ orders, tab }: { orders: TOrder[]; tab: OrdersTab }) {
  const dateHeading = tab === 'active' ? 'Expected Delivery' : 'Delivered Date';
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-line md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-canvas text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-5 py-3.5 font-medium">
                Order ID
              </th>
              <th scope="col" className="px-5 py-3.5 font-medium">
                Date Created
              </th>
              <th scope="col" className="px-5 py-3.5 font-medium">
                Status
              </th>
              <th scope="col" className="px-5 py-3.5 text-right font-medium">
                Items
              </th>
              <th scope="col" className="px-5 py-3.5 font-medium">
                {dateHeading}
              </th>
              <th scope="col" className="px-5 py-3.5 text-right font-medium">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((order) => (
              <tr key={order._id} className="transition-colors hover:bg-canvas">
                <th scope="row" className="px-5 py-4 font-mono text-sm font-semibold whitespace-nowrap text-ink">
                  {order.number}
                </th>
                <td className="px-5 py-4 whitespace-nowrap text-ink">{formatOrderDate(order.createdAt)}</td>
                <td className="px-5 py-4">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-5 py-4 text-right text-ink tabular-nums">{order.itemCount}</td>
                <td className="px-5 py-4 text-ink">
                  <TabDate order={order} tab={tab} />
                </td>
                <td className="px-5 py-4">
                  <OrderActions order={order} className="flex items-center justify-end gap-2" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order._id}>
            <article
              aria-label={`Order ${order.number}`}
              className="rounded-2xl border border-line bg-white p-4 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-mono text-base font-semibold text-ink">{order.number}</p>
                  <p className="mt-0.5 text-sm text-muted">Created {formatOrderDate(order.createdAt)}</p>
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm">
                <div>
                  <dt className="text-xs text-muted">Items</dt>
                  <dd className="mt-0.5 font-medium text-ink">{formatCount(order.itemCount, 'item')}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted">{dateHeading}</dt>
                  <dd className="mt-0.5 font-medium text-ink">
                    <TabDate order={order} tab={tab} />
                  </dd>
                </div>
              </dl>
              <OrderActions order={order} className="mt-4 flex flex-wrap gap-2" />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
