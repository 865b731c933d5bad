import { describe, expect, it } from 'vitest';
import { isOrderNumber, newOrderNumber, normalizeOrderNumberSearch } from './order-number.js';

describe('order numbers', () => {
  it('names the month the order was placed in Malaysia', () => {
    // 23:30 UTC on 31 Oct is already 1 Nov in Kuala Lumpur
    const number = newOrderNumber(new Date('2026-10-31T23:30:00Z'), () => 0);
    expect(number).toBe('SB-2611-0000');
  });

  it('draws its characters from an alphabet without look-alikes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 32; i++) seen.add(newOrderNumber(new Date('2026-11-23T00:00:00Z'), () => i).slice(-1));
    expect([...seen].join('')).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    expect([...seen].some((c) => 'ILOU'.includes(c))).toBe(false);
  });

  it('lengthens the suffix when asked', () => {
    expect(newOrderNumber(new Date('2026-11-23T00:00:00Z'), () => 31, 2)).toBe('SB-2611-ZZZZZZ');
  });

  it('recognises numbers typed in any case and refuses others', () => {
    expect(isOrderNumber('sb-2611-4f7k')).toBe(true);
    expect(isOrderNumber('SB-2611-4F7U')).toBe(false);
    expect(isOrderNumber('7a9becd1')).toBe(false);
  });

  it('reads a typed search the way the number is printed', () => {
    expect(normalizeOrderNumberSearch(' sb-26ll-4fok ')).toBe('SB-2611-4F0K');
  });
});
