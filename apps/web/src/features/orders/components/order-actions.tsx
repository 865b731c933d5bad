import type { TOrder } from '@samplebank/contracts/orders';
import { Eye, Truck } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { canTrackOrder, formatOrderNumber } from '../lib/order-format';

/** View Details, plus Track for an order in transit (spec §2). */
export function OrderActions({ order, className }: { order: TOrder; className?: string }) {
  const number = formatOrderNumber(order._id);
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-2'}>
      <ButtonLink
        to={paths.orderDetails.to(order._id)}
        variant="secondary"
        size="sm"
        aria-label={`View details of order ${number}`}
      >
        <Eye aria-hidden="true" className="size-4" />
        View Details
      </ButtonLink>
      {canTrackOrder(order) ? (
        <ButtonLink
          to={paths.orderTracking.to(order._id)}
          variant="dark"
          size="sm"
          aria-label={`Track order ${number}`}
        >
          <Truck aria-hidden="true" className="size-4" />
          Track
        </ButtonLink>
      ) : null}
    </div>
  );
}
