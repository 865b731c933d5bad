import { describe, expect, it } from 'vitest';
import { formatOrderDate, isFreeRequest, matchesOrderSearch, payNowHref, splitOrders } from './order-format';

describe('order formatting', () => {
  it('dates a calendar day in Malaysia and says Not Available without one', () => {
    expect(formatOrderDate('2026-12-04', 'Not Available')).toBe('4 Dec 2026');
    // 20:00 UTC on the 3rd is already the 4th in Kuala Lumpur
    expect(formatOrderDate('2026-12-03T20:00:00.000Z', 'Not Available')).toBe('4 Dec 2026');
    expect(formatOrderDate(null, 'Not Available')).toBe('Not Available');
  });

  it('finds an order by its number however it is typed', () => {
    const order = { _id: 'abcdef12-0000-4000-8000-00000000beef', number: 'SB-2611-4F1K' };
    for (const typed of ['SB-2611-4F1K', 'sb-2611-4f1k', '#SB-2611-4F1K', 'sb2611 4f1k', '26ll-4fik', '4F1K']) {
      expect(matchesOrderSearch(order, typed), typed).toBe(true);
    }
    expect(matchesOrderSearch(order, 'SB-2611-4F7K')).toBe(false);
    expect(matchesOrderSearch(order, '   ')).toBe(true);
  });

  it('still finds an order by a case-insensitive piece of its id', () => {
    const order = { _id: 'ABCDEF12-0000-4000-8000-00000000beef', number: 'SB-2611-0000' };
    expect(matchesOrderSearch(order, 'cdef')).toBe(true);
    expect(matchesOrderSearch(order, '#BEEF')).toBe(true);
    expect(matchesOrderSearch(order, '4000-8000')).toBe(true);
    expect(matchesOrderSearch(order, 'cafe')).toBe(false);
  });

  it('keeps unpaid and moving orders active, and puts delivered and cancelled ones in history', () => {
    const orders = [
      { _id: 'a0', number: 'SB-2611-0000', status: 'awaiting-payment' as const },
      { _id: 'a1', number: 'SB-2611-0001', status: 'pending' as const },
      { _id: 'a2', number: 'SB-2611-0002', status: 'in-transit' as const },
      { _id: 'a3', number: 'SB-2611-0003', status: 'delivered' as const },
      { _id: 'a4', number: 'SB-2611-0004', status: 'cancelled' as const },
    ];
    const { active, history } = splitOrders(orders, '');
    expect(active.map((order) => order._id)).toEqual(['a0', 'a1', 'a2']);
    expect(history.map((order) => order._id)).toEqual(['a3', 'a4']);
  });

  it('knows a free request and where an unpaid checkout is paid', () => {
    expect(isFreeRequest({ isPremium: false, totalAmount: 0 })).toBe(true);
    expect(isFreeRequest({ isPremium: true, totalAmount: 0 })).toBe(true);
    expect(isFreeRequest({ isPremium: true, totalAmount: 6008 })).toBe(false);
    expect(payNowHref('0b6f3c1e-27aa')).toBe('/cart-sample?pay=0b6f3c1e-27aa');
  });
});
