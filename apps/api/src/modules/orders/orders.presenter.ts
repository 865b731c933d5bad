import type { TShippingAddress } from '@samplebank/contracts/cart';
import type { TOrder, TOrderStatus, TOrderTracking } from '@samplebank/contracts/orders';
import { expectedDeliveryDate } from '@samplebank/domain/order-status';
import type { Storage } from '../../platform/storage.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';
import type { Buyer, findStatusEvents, OrderLineRow, OrderRow } from './orders.repository.js';

const ringgit = (value: number) => Math.round(Number(value) * 100) / 100;

/** An order as its pages show it; no column leaves unless it is named here. */
export function presentOrder(
  storage: Storage,
  order: OrderRow,
  buyer: Buyer,
  lines: OrderLineRow[],
  payment: { id: string; status: string } | undefined,
): TOrder {
  return {
    _id: order.id,
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
      price: ringgit(item.unitPrice),
      subtotal: ringgit(item.unitPrice * item.quantity),
    })),
    userId: { _id: buyer.id, name: buyer.name, email: buyer.email },
    totalAmount: order.totalAmount,
    subtotal: ringgit(order.subtotal),
    deliveryFee: ringgit(order.deliveryFee),
    tax: ringgit(order.tax),
    currency: order.currency,
    isPremium: order.isPremium,
    isExpressDelivery: order.isExpressDelivery,
    shippingAddress: (order.shippingAddress as TShippingAddress | null) ?? null,
    paymentId: payment ? { _id: payment.id, status: payment.status } : null,
    expectedDelivery: expectedDeliveryDate(order.createdAt, lines[0]?.logistic.deliveryTime, order.deliveryDate),
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
  };
}

/** The tracking timeline: every status change with its time. */
export function presentTracking(order: OrderRow, events: Awaited<ReturnType<typeof findStatusEvents>>): TOrderTracking {
  return {
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
  };
}
