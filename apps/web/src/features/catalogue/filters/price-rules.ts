import { PRICE_RANGE } from '../constants';

export type PriceRange = [min: number, max: number];

/** Reads what was typed into a price box; anything that is not a number is ignored (null). */
export function parsePriceInput(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === '' || !/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A new minimum: at least 0 and at most the current maximum (spec §5). */
export function clampMinPrice(value: number, currentMax: number): number {
  return Math.min(Math.max(value, PRICE_RANGE.min), currentMax);
}

/** A new maximum: at least the current minimum and at most 1000 (spec §5). */
export function clampMaxPrice(value: number, currentMin: number): number {
  return Math.max(Math.min(value, PRICE_RANGE.max), currentMin);
}

/** Applies a typed minimum to the range, or leaves it as it was when the entry is not a number. */
export function applyMinInput(range: PriceRange, raw: string): PriceRange {
  const value = parsePriceInput(raw);
  return value === null ? range : [clampMinPrice(value, range[1]), range[1]];
}

/** Applies a typed maximum to the range, or leaves it as it was when the entry is not a number. */
export function applyMaxInput(range: PriceRange, raw: string): PriceRange {
  const value = parsePriceInput(raw);
  return value === null ? range : [range[0], clampMaxPrice(value, range[0])];
}

export function isDefaultPriceRange([min, max]: PriceRange): boolean {
  return min === PRICE_RANGE.min && max === PRICE_RANGE.max;
}
