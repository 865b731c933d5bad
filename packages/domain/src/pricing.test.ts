import { describe, expect, it } from 'vitest';
import { formatRinggit } from './format.js';
import { priceCart } from './pricing.js';

describe('priceCart', () => {
  it('charges a premium user samples, shipping 5 and 8% tax', () => {
    expect(
      priceCart(
        [
          { price: 12.5, quantity: 2 },
          { price: 30, quantity: 1 },
        ],
        { isPremium: true, isExpressDelivery: false },
      ),
    ).toEqual({
      sampleCharge: 55,
      deliveryFee: 5,
      tax: 4.4,
      total: 64.4,
      amount: 6440,
    });
  });

  it('doubles shipping for express', () => {
    expect(priceCart([{ price: 10, quantity: 1 }], { isPremium: true, isExpressDelivery: true }).deliveryFee).toBe(10);
  });

  it('keeps cents exact where floating point would drift', () => {
    const charges = priceCart(
      [
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ],
      { isPremium: true, isExpressDelivery: false },
    );
    expect(charges.sampleCharge).toBe(0.3);
    expect(charges.amount).toBe(30 + 500 + 2);
  });

  it('charges a non-premium user nothing', () => {
    expect(priceCart([{ price: 99, quantity: 5 }], { isPremium: false, isExpressDelivery: true })).toEqual({
      sampleCharge: 0,
      deliveryFee: 0,
      tax: 0,
      total: 0,
      amount: 0,
    });
  });

  it('formats ringgit with two decimals', () => {
    expect(formatRinggit(1234.5)).toBe('RM 1,234.50');
    expect(formatRinggit(0)).toBe('RM 0.00');
  });
});
