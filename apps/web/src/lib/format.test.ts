import { describe, expect, it } from 'vitest';
import { formatCount, formatKeyLabel, formatRM } from './format';

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
