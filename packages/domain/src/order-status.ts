import { addDays, todayInMalaysia } from './delivery.js';

export const ORDER_STATUSES = ['pending', 'processing', 'in-transit', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['in-transit', 'cancelled'],
  'in-transit': ['delivered'],
  delivered: [],
  cancelled: [],
};

/** pending -> processing -> in-transit -> delivered; pending or processing -> cancelled (DESIGN.md §6). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses an order may move to next. */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return transitions[from];
}

/** Active orders are every order not delivered; history is the delivered ones (marketplace spec §4). */
export function isActiveOrder(status: OrderStatus): boolean {
  return status !== 'delivered';
}

/**
 * The expected delivery of an order (marketplace spec §4): its creation date plus the first sample's delivery time in
 * days, else the booked delivery date, else unknown.
 */
export function expectedDeliveryDate(
  createdAt: Date,
  firstSampleDeliveryDays: unknown,
  deliveryDate: string | null,
): string | null {
  const days = Number(firstSampleDeliveryDays);
  if (firstSampleDeliveryDays !== undefined && firstSampleDeliveryDays !== '' && Number.isInteger(days) && days >= 0) {
    return addDays(todayInMalaysia(createdAt), days);
  }
  return deliveryDate;
}
