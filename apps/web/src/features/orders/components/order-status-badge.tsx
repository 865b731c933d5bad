import type { TOrderStatus } from '@samplebank/contracts/orders';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { ORDER_STATUS_KEYS } from '../lib/order-format';

const statusStyles: Record<TOrderStatus, string> = {
  'awaiting-payment': 'bg-surface text-muted',
  pending: 'bg-warning-soft text-warning',
  processing: 'bg-surface text-ink',
  'in-transit': 'bg-brand-soft text-brand-strong',
  delivered: 'bg-success-soft text-success',
  cancelled: 'bg-danger-soft text-danger',
};

const dotStyles: Record<TOrderStatus, string> = {
  'awaiting-payment': 'bg-subtle',
  pending: 'bg-warning',
  processing: 'bg-ink',
  'in-transit': 'bg-brand',
  delivered: 'bg-success',
  cancelled: 'bg-danger',
};

export function OrderStatusBadge({ status, className }: { status: TOrderStatus; className?: string }) {
  const t = useT('orders');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap',
        statusStyles[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotStyles[status])} />
      {t(ORDER_STATUS_KEYS[status])}
    </span>
  );
}
