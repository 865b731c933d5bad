import type { TOrder } from '@samplebank/contracts/orders';
import { CreditCard, Eye, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { canTrackOrder, payNowHref } from '../lib/order-format';
import { CancelCheckoutDialog } from './cancel-checkout-dialog';
import { CancelOrderDialog } from './cancel-order-dialog';

type OrderActionsProps = {
  order: Pick<TOrder, '_id' | 'number' | 'status'>;
  className?: string;
  /** the detail page is the order itself: no View Details there */
  showDetails?: boolean;
};

/**
 * What a buyer can do with an order: View Details; Track when in transit (spec §2); Pay now or Cancel while a
 * checkout waits for its payment; Cancel order while it is pending.
 */
export function OrderActions({ order, className, showDetails = true }: OrderActionsProps) {
  const t = useT('orders');
  const [isCancelling, setCancelling] = useState(false);
  const number = order.number;
  const isAwaitingPayment = order.status === 'awaiting-payment';
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-2'}>
      {isAwaitingPayment ? (
        <ButtonLink
          to={payNowHref(order._id)}
          variant="dark"
          size="sm"
          aria-label={t('actions.payNowLabel', { number })}
        >
          <CreditCard aria-hidden="true" className="size-4" />
          {t('actions.payNow')}
        </ButtonLink>
      ) : null}
      {showDetails ? (
        <ButtonLink
          to={paths.orderDetails.to(order._id)}
          variant="secondary"
          size="sm"
          aria-label={t('actions.viewLabel', { number })}
        >
          <Eye aria-hidden="true" className="size-4" />
          {t('actions.view')}
        </ButtonLink>
      ) : null}
      {canTrackOrder(order) ? (
        <ButtonLink
          to={paths.orderTracking.to(order._id)}
          variant="dark"
          size="sm"
          aria-label={t('actions.trackLabel', { number })}
        >
          <Truck aria-hidden="true" className="size-4" />
          {t('actions.track')}
        </ButtonLink>
      ) : null}
      {isAwaitingPayment || order.status === 'pending' ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger-soft"
          aria-label={t('actions.cancelLabel', { number })}
          onClick={() => setCancelling(true)}
        >
          <X aria-hidden="true" className="size-4" />
          {t(isAwaitingPayment ? 'actions.cancel' : 'actions.cancelOrder')}
        </Button>
      ) : null}
      {isAwaitingPayment ? (
        <CancelCheckoutDialog order={order} open={isCancelling} onOpenChange={setCancelling} />
      ) : order.status === 'pending' ? (
        <CancelOrderDialog order={order} open={isCancelling} onOpenChange={setCancelling} />
      ) : null}
    </div>
  );
}
