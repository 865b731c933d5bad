import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderNumber, matchesOrderSearch, splitOrders } from './order-format';

describe('order formatting', () => {
  it('shows # and the last 4 characters in the list, the last 8 on the detail page', () => {
    const id = '0b6f3c1e-27aa-4c1b-9d2e-5f8a9c7e4d21';
    expect(formatOrderNumber(id)).toBe('#4d21');
    expect(formatOrderNumber(id, 8)).toBe('#9c7e4d21');
  });

  it('dates a calendar day in Malaysia and says Not Available without one', () => {
    expect(formatOrderDate('2026-12-04')).toBe('4 Dec 2026');
    // 20:00 UTC on the 3rd is already the 4th in Kuala Lumpur
    expect(formatOrderDate('2026-12-03T20:00:00.000Z')).toBe('4 Dec 2026');
    expect(formatOrderDate(null)).toBe('Not Available');
  });

  it('searches the full id case-insensitively, with or without #', () => {
    const order = { _id: 'ABCDEF12-0000-4000-8000-00000000beef' };
    expect(matchesOrderSearch(order, 'cdef')).toBe(true);
    expect(matchesOrderSearch(order, '#BEEF')).toBe(true);
    expect(matchesOrderSearch(order, '4000-8000')).toBe(true);
    expect(matchesOrderSearch(order, 'cafe')).toBe(false);
  });

  it('puts delivered orders in history and everything else in active', () => {
    const orders = [
      { _id: 'a1', status: 'pending' as const },
      { _id: 'a2', status: 'in-transit' as const },
      { _id: 'a3', status: 'delivered' as const },
      { _id: 'a4', status: 'cancelled' as const },
    ];
    const { active, history } = splitOrders(orders, '');
    expect(active.map((order) => order._id)).toEqual(['a1', 'a2', 'a4']);
    expect(history.map((order) => order._id)).toEqual(['a3']);
  });
});
