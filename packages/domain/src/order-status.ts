import { addDays, todayInMalaysia } from './delivery.js';

/** Every status an order can show, in the order a paid one goes through them. */
export const ORDER_STATUSES = [
  'awaiting-payment',
  'pending',
  'processing',
  'in-transit',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves an order: staff in the back office; the payment (its provider's event, or the checkout let go: by its
 * expiry, or by the buyer before paying); the buyer, who may cancel an order nobody has started on; its brands, whose
 * first packed or shipped line starts it and whose last shipped line sends it on its way (issue 18).
 */
export type OrderMover = 'staff' | 'payment' | 'buyer' | 'brand';

const transitions: Record<OrderStatus, Partial<Record<OrderMover, readonly OrderStatus[]>>> = {
  // a premium checkout waits here for its payment; staff cannot move it, the payment does
  'awaiting-payment': { payment: ['processing', 'cancelled'] },
  pending: { staff: ['processing', 'cancelled'], buyer: ['cancelled'], brand: ['processing'] },
  processing: { staff: ['in-transit', 'cancelled'], brand: ['in-transit'] },
  'in-transit': { staff: ['delivered'] },
  delivered: {},
  cancelled: {},
};

/** The statuses staff may set (`PUT /orders/{id}/status`): every status but the payment's own. */
export const STAFF_ORDER_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'awaiting-payment'> => status !== 'awaiting-payment',
);

/** Whether a value read off a row or a request is an order status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Staff: pending -> processing -> in-transit -> delivered, and pending or processing -> cancelled (DESIGN.md §6).
 * The payment: awaiting-payment -> processing once paid, -> cancelled when let go. The buyer: pending -> cancelled.
 * Its brands: pending -> processing (a line packed or shipped), processing -> in-transit (every line shipped).
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: OrderMover = 'staff'): boolean {
  return transitions[from][by]?.includes(to) ?? false;
}

/** The statuses an order may move to next, by whom (staff unless said). */
export function nextOrderStatuses(from: OrderStatus, by: OrderMover = 'staff'): readonly OrderStatus[] {
  return transitions[from][by] ?? [];
}

/**
 * Active orders are those still on their way to the buyer; history holds the delivered and the cancelled ones
 * (issue 12: a cancelled order moves to history with its reason).
 */
export function isActiveOrder(status: OrderStatus): boolean {
  // an order awaiting its payment is the buyer's to pay or cancel: it stays in view
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
