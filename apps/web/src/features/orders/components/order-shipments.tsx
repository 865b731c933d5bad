import type { TOrderShipment } from '@samplebank/contracts/orders';
import { Truck } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { formatOrderDateTime } from '../lib/order-format';

/** Each parcel the order's brands sent: who sent it, with which carrier and tracking number, when, and how much. */
export function OrderShipments({ shipments }: { shipments: TOrderShipment[] }) {
  const t = useT('orders');
  return (
    <ul className="divide-y divide-line">
      {shipments.map((shipment) => (
        <li key={shipment._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-canvas text-brand">
            <Truck aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 text-sm">
            <p className="font-medium text-ink">
              {shipment.brandName
                ? t.rich('shipments.from', {
                    name: shipment.brandName,
                    brand: (chunks) => <span translate="no">{chunks}</span>,
                  })
                : t('shipments.fromBrand')}
            </p>
            <p className="text-muted">
              <span translate="no">{shipment.carrier}</span>
              {' · '}
              <span className="font-mono break-all text-ink">{shipment.trackingNumber}</span>
            </p>
            <p className="text-xs text-muted">
              {t('shipments.detail', {
                count: shipment.lineCount,
                date: formatOrderDateTime(shipment.shippedAt),
              })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
