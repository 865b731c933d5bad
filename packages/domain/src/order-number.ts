import { todayInMalaysia } from './delivery.js';

// Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand cannot be mistaken
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SUFFIX_LENGTH = 4;
const ORDER_NUMBER_PATTERN = /^SB-\d{4}-[0-9A-HJKMNP-TV-Z]{4,8}$/;

/**
 * An order's number as people see it, say and search: `SB-`, the year and month it was placed in Malaysia, and
 * random characters (`SB-2611-4F7K`). `randomIndex(n)` picks 0..n-1; `extraLength` lengthens the suffix when a month
 * has run short of unused four-character ones.
 */
export function newOrderNumber(placedAt: Date, randomIndex: (n: number) => number, extraLength = 0): string {
  const month = todayInMalaysia(placedAt).slice(2, 7).replace('-', '');
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH + extraLength; i++) {
    suffix += ORDER_NUMBER_ALPHABET[randomIndex(ORDER_NUMBER_ALPHABET.length)];
  }
  return `SB-${month}-${suffix}`;
}

/** Whether a string is an order number (any case, as a buyer may type it). */
export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value.trim().toUpperCase());
}

/**
 * What a typed search means for order numbers: upper case, the Crockford look-alikes read as the digits they look
 * like (O -> 0, I and L -> 1), spaces dropped; `sb2611 4f7k` finds SB-2611-4F7K.
 */
export function normalizeOrderNumberSearch(value: string): string {
  return value.trim().toUpperCase().replace(/[\s]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}
