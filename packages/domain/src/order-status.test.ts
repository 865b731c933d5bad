import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  expectedDeliveryDate,
  isActiveOrder,
  isOrderStatus,
  nextOrderStatuses,
  STAFF_ORDER_STATUSES,
} from './order-status.js';

describe('expectedDeliveryDate', () => {
  it('is the delivery date stored on the order, whatever the samples take', () => {
    expect(expectedDeliveryDate('2026-11-26', new Date('2026-11-24T02:00:00Z'), 7)).toBe('2026-11-26');
    expect(expectedDeliveryDate('2026-12-07', new Date('2026-11-24T02:00:00Z'), 3)).toBe('2026-12-07');
  });

  it("falls back to the Malaysian creation date plus the first sample's delivery days only without a stored date", () => {
    // 17:00 UTC on 10 June is already 11 June in Kuala Lumpur
    expect(expectedDeliveryDate(null, new Date('2025-06-10T17:00:00Z'), 7)).toBe('2025-06-18');
    expect(expectedDeliveryDate(undefined, new Date('2025-06-10T01:00:00Z'), '3')).toBe('2025-06-13');
  });

  it('is unknown without a stored date or a usable delivery time', () => {
    expect(expectedDeliveryDate(null, new Date('2025-06-10T01:00:00Z'), 'soon')).toBeNull();
    expect(expectedDeliveryDate('', new Date('2025-06-10T01:00:00Z'), undefined)).toBeNull();
    expect(expectedDeliveryDate(null, new Date('2025-06-10T01:00:00Z'), -2)).toBeNull();
    expect(expectedDeliveryDate(null, new Date('2025-06-10T01:00:00Z'), null)).toBeNull();
  });
});

describe('the order state machine', () => {
  it('moves pending -> processing -> in-transit -> delivered and cancels only pending or processing', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('processing', 'in-transit')).toBe(true);
    expect(canMoveOrder('in-transit', 'delivered')).toBe(true);
    expect(canMoveOrder('pending', 'cancelled')).toBe(true);
    expect(canMoveOrder('processing', 'cancelled')).toBe(true);
    expect(canMoveOrder('in-transit', 'cancelled')).toBe(false);
    expect(canMoveOrder('pending', 'delivered')).toBe(false);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });

  it('lets only the payment move an order awaiting it: to processing once paid, to cancelled when let go', () => {
    expect(canMoveOrder('awaiting-payment', 'processing', 'payment')).toBe(true);
    expect(canMoveOrder('awaiting-payment', 'cancelled', 'payment')).toBe(true);
    expect(canMoveOrder('awaiting-payment', 'processing')).toBe(false);
    expect(canMoveOrder('awaiting-payment', 'cancelled', 'buyer')).toBe(false);
    expect(nextOrderStatuses('awaiting-payment')).toEqual([]);
  });

  it('lets a buyer cancel only a pending order', () => {
    expect(canMoveOrder('pending', 'cancelled', 'buyer')).toBe(true);
    expect(canMoveOrder('processing', 'cancelled', 'buyer')).toBe(false);
    expect(canMoveOrder('pending', 'processing', 'buyer')).toBe(false);
  });

  it('lets its brands start an order and send it on its way, but never cancel or deliver it', () => {
    expect(canMoveOrder('pending', 'processing', 'brand')).toBe(true);
    expect(canMoveOrder('processing', 'in-transit', 'brand')).toBe(true);
    expect(canMoveOrder('pending', 'in-transit', 'brand')).toBe(false);
    expect(canMoveOrder('pending', 'cancelled', 'brand')).toBe(false);
    expect(canMoveOrder('in-transit', 'delivered', 'brand')).toBe(false);
    expect(canMoveOrder('awaiting-payment', 'processing', 'brand')).toBe(false);
  });

  it("names every status but the payment's own as one staff may set", () => {
    expect(STAFF_ORDER_STATUSES).toEqual(['pending', 'processing', 'in-transit', 'delivered', 'cancelled']);
    expect(isOrderStatus('awaiting-payment')).toBe(true);
    expect(isOrderStatus('shipped')).toBe(false);
  });

  it('keeps delivered and cancelled orders out of the active ones', () => {
    expect(isActiveOrder('pending')).toBe(true);
    expect(isActiveOrder('processing')).toBe(true);
    expect(isActiveOrder('in-transit')).toBe(true);
    expect(isActiveOrder('delivered')).toBe(false);
    expect(isActiveOrder('cancelled')).toBe(false);
  });
});
