import type { TShippingAddress } from '@samplebank/contracts/cart';
import type { TOrder, TOrderStatus, TOrderTracking } from '@samplebank/contracts/orders';
import { expectedDeliveryDate } from '@samplebank/domain/order-status';
import type { Storage } from '../../platform/storage.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';
import { presentInvoiceSummary } from '../invoices/invoices.presenter.js';
import type { InvoiceSummaryRow } from '../invoices/invoices.repository.js';
import type { Buyer, findStatusEvents, OrderLineRow, OrderRow, OrderShipmentRow } from './orders.repository.js';

const ringgit = (value: number) => Math.round(Number(value) * 100) / 100;

/** A free request (a member's order, or nothing to pay) has no prices: none leaves the server for it. */
export function isFreeRequest(order: Pick<OrderRow, 'isPremium' | 'totalAmount'>): boolean {
  return !order.isPremium || order.totalAmount === 0;
}

/** The units over an order's lines: the one item count every surface shows. */
export function unitsOf(lines: { item: { quantity: number } }[]): number {
  return lines.reduce((total, line) => total + line.item.quantity, 0);
}

/** The expected delivery: the date stored on the order, the spec's fallback only for an order without one. */
export function expectedDeliveryOf(order: Pick<OrderRow, 'deliveryDate' | 'createdAt'>, lines: OrderLineRow[]) {
  return expectedDeliveryDate(order.deliveryDate, order.createdAt, lines[0]?.logistic.deliveryTime);
}

/** An order as its pages show it; no column leaves unless it is named here. */
export function presentOrder(
  storage: Storage,
  order: OrderRow,
  buyer: Buyer,
  lines: OrderLineRow[],
  payment: { id: string; status: string } | undefined,
  invoices: InvoiceSummaryRow[] = [],
): TOrder {
  const isFree = isFreeRequest(order);
  const priced = (value: number) => (isFree ? null : ringgit(value));
  return {
    _id: order.id,
    number: order.number,
    status: order.status as TOrderStatus,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    deliveryDate: order.deliveryDate,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    samples: lines.map(({ item, images, manufacturerName }) => ({
      sampleId: {
        _id: item.sampleId,
        name: item.name,
        imageUrls: images.map((image) => imageUrl(storage, image)),
        specifications: item.specifications,
      },
      manufacturerId: item.manufacturerId ? { _id: item.manufacturerId, name: manufacturerName ?? '' } : null,
      quantity: item.quantity,
      price: priced(item.unitPrice),
      subtotal: priced(item.unitPrice * item.quantity),
    })),
    itemCount: unitsOf(lines),
    userId: { _id: buyer.id, name: buyer.name, email: buyer.email },
    totalAmount: isFree ? 0 : order.totalAmount,
    subtotal: priced(order.subtotal),
    deliveryFee: priced(order.deliveryFee),
    tax: priced(order.tax),
    taxRate: isFree ? null : order.taxRate,
    currency: order.currency,
    isPremium: order.isPremium,
    isExpressDelivery: order.isExpressDelivery,
    shippingAddress: (order.shippingAddress as TShippingAddress | null) ?? null,
    paymentId: payment ? { _id: payment.id, status: payment.status } : null,
    expectedDelivery: expectedDeliveryOf(order, lines),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancellationReason: order.status === 'cancelled' ? order.cancellationReason : null,
    invoices: invoices.map(presentInvoiceSummary),
  };
}

/** The tracking timeline: every status change with its time, and each parcel the order's brands sent. */
export function presentTracking(
  order: OrderRow,
  events: Awaited<ReturnType<typeof findStatusEvents>>,
  shipments: OrderShipmentRow[],
): TOrderTracking {
  return {
    number: order.number,
    status: order.status as TOrderStatus,
    events: events.map((event) => ({
      status: event.status as TOrderStatus,
      at: event.createdAt.toISOString(),
      note: event.note,
      carrier: event.carrier,
      trackingNumber: event.trackingNumber,
    })),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shipments: shipments.map((shipment) => ({
      _id: shipment.id,
      brandName: shipment.brandName,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      shippedAt: shipment.createdAt.toISOString(),
      lineCount: shipment.lineCount,
    })),
  };
}
