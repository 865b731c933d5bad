import type { TOrder, TOrderStatus } from '@samplebank/contracts/orders';
import { formatDate, formatDateTime } from '@samplebank/domain/format';
import { normalizeOrderNumberSearch } from '@samplebank/domain/order-number';
import { isActiveOrder } from '@samplebank/domain/order-status';
import type { MessageKey } from '../../../lib/i18n';

/** `4 Dec 2026` in Malaysia, or `notAvailable` (the spec's 'Not Available', §4) when the date is unknown. */
export function formatOrderDate(value: string | null | undefined, notAvailable: string): string {
  return formatDate(value, notAvailable);
}

/** `4 Dec 2026, 3:05 pm` in Malaysian time. */
export function formatOrderDateTime(value: string): string {
  return formatDateTime(value, value);
}

/** Each status's words, as a key of the orders messages. */
export const ORDER_STATUS_KEYS = {
  'awaiting-payment': 'status.awaitingPayment',
  pending: 'status.pending',
  processing: 'status.processing',
  'in-transit': 'status.inTransit',
  delivered: 'status.delivered',
  cancelled: 'status.cancelled',
} as const satisfies Record<TOrderStatus, MessageKey<'orders'>>;

/** Active orders are still on their way (an unpaid checkout included); delivered and cancelled ones are history. */
export function isActive(order: Pick<TOrder, 'status'>): boolean {
  return isActiveOrder(order.status);
}

const withoutDashes = (value: string) => value.replace(/[#-]/g, '');

/**
 * Whether an order matches what the buyer typed: its number however it is typed (any case, with or without dashes
 * or #, O for 0 and I or L for 1: `sb2611 4f7k` finds SB-2611-4F7K), or a piece of its id, case-insensitively.
 */
export function matchesOrderSearch(order: Pick<TOrder, '_id' | 'number'>, search: string): boolean {
  const typed = search.trim();
  if (typed === '') return true;
  const typedNumber = withoutDashes(normalizeOrderNumberSearch(typed));
  if (typedNumber && withoutDashes(order.number).includes(typedNumber)) return true;
  const needle = typed.replace(/^#/, '').toLowerCase();
  return needle !== '' && order._id.toLowerCase().includes(needle);
}

/** Splits the orders matching a search into the Active Orders and Order History tabs. */
export function splitOrders<T extends Pick<TOrder, '_id' | 'number' | 'status'>>(orders: T[], search: string) {
  const matching = orders.filter((order) => matchesOrderSearch(order, search));
  return { active: matching.filter(isActive), history: matching.filter((order) => !isActive(order)) };
}

export const canTrackOrder = (order: Pick<TOrder, 'status'>) => order.status === 'in-transit';

/** A free request (no payment) shows no prices anywhere; the API sends none for it. */
export const isFreeRequest = (order: Pick<TOrder, 'isPremium' | 'totalAmount'>) =>
  !order.isPremium || order.totalAmount === 0;

/** Where a buyer resumes paying an unpaid checkout: the cart page picks it up (`?pay=`). */
export const payNowHref = (orderId: string) => `/cart-sample?pay=${encodeURIComponent(orderId)}`;
