import { describe, expect, it } from 'vitest';
import { colorDistance, colorPointOf, NEAR_COLOR_MAX_DISTANCE, normalizedHex, oklabOf } from './colour.js';

describe('colours in OKLab', () => {
  it('places white, black and grey on the lightness axis', () => {
    expect(oklabOf('#ffffff')).toEqual({ l: expect.closeTo(1, 6), a: expect.closeTo(0, 6), b: expect.closeTo(0, 6) });
    expect(oklabOf('#000000')).toEqual({ l: 0, a: 0, b: 0 });
    expect(oklabOf('#808080')?.l).toBeCloseTo(0.5999, 3);
  });

  it('writes the point the database indexes', () => {
    expect(colorPointOf('#ff0000')).toBe('(0.627955, 0.224863, 0.125846)');
    expect(colorPointOf(null)).toBeNull();
    expect(colorPointOf('not a colour')).toBeNull();
  });

  it('measures close shades as close and other families as far', () => {
    // hand-checked: two beiges, a beige and a mid brown
    expect(colorDistance('#c8b89a', '#d0c0a0')).toBeCloseTo(0.0247, 3);
    expect(colorDistance('#c8b89a', '#8b6b4a')).toBeCloseTo(0.2378, 3);
    expect(colorDistance('#c8b89a', '#d0c0a0')).toBeLessThan(NEAR_COLOR_MAX_DISTANCE);
    expect(colorDistance('#c8b89a', '#8b6b4a')).toBeGreaterThan(NEAR_COLOR_MAX_DISTANCE);
  });

  it('normalises the ways a colour is written', () => {
    expect(normalizedHex('#ABC')).toBe('#aabbcc');
    expect(normalizedHex('rgb(255, 0, 0)')).toBe('#ff0000');
    expect(normalizedHex('nope')).toBeUndefined();
  });
});
