import { describe, expect, it } from 'vitest';
import { canMoveOrder, expectedDeliveryDate, isActiveOrder, nextOrderStatuses } from './order-status.js';

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

  it('keeps delivered and cancelled orders out of the active ones', () => {
    expect(isActiveOrder('pending')).toBe(true);
    expect(isActiveOrder('processing')).toBe(true);
    expect(isActiveOrder('in-transit')).toBe(true);
    expect(isActiveOrder('delivered')).toBe(false);
    expect(isActiveOrder('cancelled')).toBe(false);
  });
});
