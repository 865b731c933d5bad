import { describe, expect, it } from 'vitest';
import { formatKeyLabel } from './format';

describe('formatKeyLabel', () => {
  it('spaces out camel-case keys and capitalises each word', () => {
    expect(formatKeyLabel('deliveryTime')).toBe('Delivery Time');
    expect(formatKeyLabel('fireRating')).toBe('Fire Rating');
    expect(formatKeyLabel('slipResistanceR')).toBe('Slip Resistance R');
    expect(formatKeyLabel('material')).toBe('Material');
    expect(formatKeyLabel('fire_rating')).toBe('Fire Rating');
  });
});
