import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatKeyLabel, formatRM } from './format';

describe('formatRM', () => {
  it('shows ringgit with two decimals', () => {
    expect(formatRM(12.5)).toBe('RM 12.50');
    expect(formatRM(0)).toBe('RM 0.00');
    expect(formatRM(8)).toBe('RM 8.00');
  });

  it('rounds to the sen and groups thousands', () => {
    expect(formatRM(19.999)).toBe('RM 20.00');
    expect(formatRM(1250)).toBe('RM 1,250.00');
  });

  it('shows RM 0.00 for a value that is not a number', () => {
    expect(formatRM(Number.NaN)).toBe('RM 0.00');
  });
});

describe('formatCount', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(formatCount(1, 'sample')).toBe('1 sample');
    expect(formatCount(1204, 'sample')).toBe('1,204 samples');
  });
});

describe('formatKeyLabel', () => {
  it('spaces out camel-case keys and capitalises each word', () => {
    expect(formatKeyLabel('deliveryTime')).toBe('Delivery Time');
    expect(formatKeyLabel('fireRating')).toBe('Fire Rating');
    expect(formatKeyLabel('slipResistanceR')).toBe('Slip Resistance R');
    expect(formatKeyLabel('material')).toBe('Material');
    expect(formatKeyLabel('fire_rating')).toBe('Fire Rating');
  });
});

describe('formatDate and formatDateTime', () => {
  it('show times in Malaysia whatever the browser zone', () => {
    // 20:00 UTC on the 3rd is 4:00 am on the 4th in Kuala Lumpur
    expect(formatDate('2026-12-03T20:00:00.000Z')).toBe('4 Dec 2026');
    expect(formatDateTime('2026-12-03T20:05:00.000Z')).toBe('4 Dec 2026, 4:05 am');
  });

  it('read a calendar day as that day in Malaysia', () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
  });

  it('show the fallback without a date or for a broken one', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined, 'Not Available')).toBe('Not Available');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
