import type { TOrder } from '@samplebank/contracts/orders';
import { useT } from '../../../lib/i18n';
import { formatOrderDate } from '../lib/order-format';
import { useOrderMessage } from '../lib/order-messages';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

export type OrdersTab = 'active' | 'history';

/**
 * The last column: expected delivery (the stored date) for active orders; for history the delivered date
 * (deliveredAt, else updatedAt as the spec has it), or Cancelled with its date and reason.
 */
function TabDate({ order, tab }: { order: TOrder; tab: OrdersTab }) {
  const t = useT('orders');
  const describe = useOrderMessage();
  const notAvailable = t('date.notAvailable');
  if (tab === 'active') return <>{formatOrderDate(order.expectedDelivery, notAvailable)}</>;
  if (order.status === 'cancelled') {
    const reason = order.cancellationReason ? describe(order.cancellationReason) : null;
    return (
      <>
        <span className="font-medium text-danger">{t('list.cancelled')}</span>{' '}
        {formatOrderDate(order.cancelledAt ?? order.updatedAt, notAvailable)}
        {reason ? (
          <span
            // a reason the buyer typed stays in their words
            translate={reason.isOurs ? undefined : 'no'}
            className="mt-0.5 block max-w-64 text-xs font-normal break-words text-muted"
          >
            {reason.text}
          </span>
        ) : null}
      </>
    );
  }
  return <>{formatOrderDate(order.deliveredAt ?? order.updatedAt, notAvailable)}</>;
}

/** A table on wider screens, a stack of cards on a phone (spec §2). */
export function OrdersList({ orders, tab }: { orders: TOrder[]; tab: OrdersTab }) {
  const t = useT('orders');
  const notAvailable = t('date.notAvailable');
  const dateHeading = t(tab === 'active' ? 'list.expectedDelivery' : 'list.deliveredDate');
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-line md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-canvas text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-5 py-3.5 font-medium">
                {t('list.orderId')}
              </th>
              <th scope="col" className="px-5 py-3.5 font-medium">
                {t('list.dateCreated')}
              </th>
              <th scope="col" className="px-5 py-3.5 font-medium">
                {t('list.status')}
              </th>
              <th scope="col" className="px-5 py-3.5 text-right font-medium">
                {t('list.items')}
              </th>
              <th scope="col" className="px-5 py-3.5 font-medium">
                {dateHeading}
              </th>
              <th scope="col" className="px-5 py-3.5 text-right font-medium">
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((order) => (
              <tr key={order._id} className="transition-colors hover:bg-canvas">
                <th scope="row" className="px-5 py-4 font-mono text-sm font-semibold whitespace-nowrap text-ink">
                  {order.number}
                </th>
                <td className="px-5 py-4 whitespace-nowrap text-ink">
                  {formatOrderDate(order.createdAt, notAvailable)}
                </td>
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
              aria-label={t('list.order', { number: order.number })}
              className="rounded-2xl border border-line bg-white p-4 shadow-card"
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-mono text-base font-semibold text-ink">{order.number}</p>
                  <p className="mt-0.5 text-sm text-muted">
                    {t('list.created', { date: formatOrderDate(order.createdAt, notAvailable) })}
                  </p>
                </div>
                <OrderStatusBadge status={order.status} />
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm">
                <div>
                  <dt className="text-xs text-muted">{t('list.items')}</dt>
                  <dd className="mt-0.5 font-medium text-ink">{t('list.itemCount', { count: order.itemCount })}</dd>
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
