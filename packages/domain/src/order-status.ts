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

/**
 * Active orders are those still on their way to the buyer; history holds the delivered and the cancelled ones
 * (issue 12: a cancelled order moves to history with its reason).
 */
export function isActiveOrder(status: OrderStatus): boolean {
  return status !== 'delivered' && status !== 'cancelled';
}

/**
 * The expected delivery of an order: the delivery date stored on it (the day the buyer chose, or the express date).
 * Only an order without one falls back to the spec's rule (marketplace spec §4): its Malaysian creation date plus
 * the first sample's delivery time in days; else unknown.
 */
export function expectedDeliveryDate(
  deliveryDate: string | null | undefined,
  createdAt: Date,
  firstSampleDeliveryDays: unknown,
): string | null {
  if (deliveryDate) return deliveryDate;
  const days = Number(firstSampleDeliveryDays);
  if (
    firstSampleDeliveryDays !== undefined &&
    firstSampleDeliveryDays !== null &&
    firstSampleDeliveryDays !== '' &&
    Number.isInteger(days) &&
    days >= 0
  ) {
    return addDays(todayInMalaysia(createdAt), days);
  }
  return null;
}
