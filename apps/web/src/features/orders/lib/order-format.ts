import type { TOrder, TOrderStatus } from '@samplebank/contracts/orders';
import { isActiveOrder, type OrderStatus } from '@samplebank/domain/order-status';

/** Orders are dated in Malaysia, whatever the browser's zone. */
const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const dateFormat = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MALAYSIA_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MALAYSIA_TIME_ZONE,
});

/** `#a1b2`: the list shows the last 4 characters of the id, the detail page the last 8 (spec §9). */
export function formatOrderNumber(orderId: string, length: 4 | 8 = 4): string {
  return `#${orderId.slice(-length)}`;
}

function toDate(value: string): Date {
  // a calendar date (`2026-12-04`) is a day in Malaysia, not midnight UTC
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+08:00`) : new Date(value);
}

/** `4 Dec 2026`, or 'Not Available' when the date is unknown. */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return 'Not Available';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? 'Not Available' : dateFormat.format(date);
}

/** `4 Dec 2026, 3:05 pm` in Malaysian time. */
export function formatOrderDateTime(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  'awaiting-payment': 'Awaiting payment',
  pending: 'Pending',
  processing: 'Processing',
  'in-transit': 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Active orders are every order not delivered; an unpaid checkout is not delivered either. */
export function isActive(order: Pick<TOrder, 'status'>): boolean {
  return order.status === 'awaiting-payment' || isActiveOrder(order.status as OrderStatus);
}

/** Case-insensitive substring match on the full order id (spec §5). */
export function matchesOrderSearch(order: Pick<TOrder, '_id'>, search: string): boolean {
  const needle = search.trim().replace(/^#/, '').toLowerCase();
  return needle === '' || order._id.toLowerCase().includes(needle);
}

/** Splits the orders matching a search into the Active Orders and Order History tabs. */
export function splitOrders<T extends Pick<TOrder, '_id' | 'status'>>(orders: T[], search: string) {
  const matching = orders.filter((order) => matchesOrderSearch(order, search));
  return { active: matching.filter(isActive), history: matching.filter((order) => !isActive(order)) };
}

export const canTrackOrder = (order: Pick<TOrder, 'status'>) => order.status === 'in-transit';
