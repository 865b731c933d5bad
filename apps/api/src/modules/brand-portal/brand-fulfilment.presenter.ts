import type {
  TBrandOrder,
  TBrandOrderLine,
  TBrandShipment,
  TFulfilmentState,
} from '@samplebank/contracts/brand-fulfilment';
import type { TShippingAddress } from '@samplebank/contracts/cart';
import type { TOrderStatus } from '@samplebank/contracts/orders';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import type { Storage } from '../../platform/storage.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';
import { isFreeRequest } from '../orders/orders.presenter.js';
import type { BrandLineRow, BrandOrderRow } from './brand-fulfilment.repository.js';

const ringgit = (value: number) => Math.round(Number(value) * 100) / 100;

type ShipmentRow = NonNullable<BrandLineRow['shipment']>;

// a left-joined parcel's columns are all null together, or none is (each is NOT NULL in its table)
function presentShipment(shipment: ShipmentRow & { id: string }): TBrandShipment {
  return {
    _id: shipment.id,
    carrier: shipment.carrier ?? '',
    trackingNumber: shipment.trackingNumber ?? '',
    shippedAt: shipment.createdAt?.toISOString() ?? '',
    shippedByName: shipment.shippedByName,
  };
}

function presentLine(storage: Storage, { item, sku, images, shipment }: BrandLineRow): TBrandOrderLine {
  const [firstImage] = images;
  return {
    _id: item.id,
    sampleId: item.sampleId,
    name: item.name,
    sku,
    imageUrl: firstImage ? imageUrl(storage, firstImage) : null,
    quantity: item.quantity,
    unitPrice: ringgit(item.unitPrice),
    fulfilment: item.fulfilment as TFulfilmentState,
    packedAt: item.packedAt?.toISOString() ?? null,
    shipment: shipment?.id ? presentShipment({ ...shipment, id: shipment.id }) : null,
  };
}

/**
 * An order as one brand sees it: where and by when to send it, and that brand's own lines alone. Nothing else of the
 * order leaves here: not its totals, fees or payment, not another brand's lines.
 */
export function presentBrandOrder(storage: Storage, row: BrandOrderRow, lines: BrandLineRow[]): TBrandOrder {
  const { order } = row;
  // an individual's organization is the buyer themself, not a company
  const company = row.companyType && row.companyType !== 'INDIVIDUAL' ? row.company : null;
  return {
    _id: order.id,
    number: order.number,
    placedAt: order.createdAt.toISOString(),
    status: order.status as TOrderStatus,
    deliveryDate: order.deliveryDate,
    isExpressDelivery: order.isExpressDelivery,
    isFreeRequest: isFreeRequest(order),
    recipient: {
      name: row.buyerName,
      company,
      phone: row.phone ? { display: formatPhoneNumber(row.phone), dial: row.phone } : null,
    },
    shippingAddress: (order.shippingAddress as TShippingAddress | null) ?? null,
    lines: lines.filter((line) => line.item.orderId === order.id).map((line) => presentLine(storage, line)),
  };
}
