import { describe, expect, it } from 'vitest';
import { applyMaxInput, applyMinInput, clampMaxPrice, clampMinPrice, parsePriceInput } from './price-rules';

describe('price inputs', () => {
  it('ignore entries that are not numbers', () => {
    expect(parsePriceInput('abc')).toBeNull();
    expect(parsePriceInput('12a')).toBeNull();
    expect(parsePriceInput('-5')).toBeNull();
    expect(parsePriceInput('')).toBeNull();
    expect(applyMinInput([100, 500], 'ten')).toEqual([100, 500]);
    expect(applyMaxInput([100, 500], '1e3')).toEqual([100, 500]);
  });

  it('read plain and decimal numbers', () => {
    expect(parsePriceInput(' 250 ')).toBe(250);
    expect(parsePriceInput('12.5')).toBe(12.5);
  });

  it('keep the minimum between 0 and the current maximum', () => {
    expect(clampMinPrice(-10, 500)).toBe(0);
    expect(clampMinPrice(600, 500)).toBe(500);
    expect(applyMinInput([0, 400], '150')).toEqual([150, 400]);
    expect(applyMinInput([0, 400], '900')).toEqual([400, 400]);
  });

  it('keep the maximum between the current minimum and 1000', () => {
    expect(clampMaxPrice(5000, 100)).toBe(1000);
    expect(clampMaxPrice(50, 100)).toBe(100);
    expect(applyMaxInput([200, 1000], '750')).toEqual([200, 750]);
    expect(applyMaxInput([200, 1000], '20')).toEqual([200, 200]);
  });
});
