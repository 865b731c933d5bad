import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatFullDate,
  formatLongDate,
  formatNumber,
  formatRelativeTime,
  formatRinggit,
  formatShortWeekdayDate,
  formatWeekdayDate,
  setFormatLocale,
} from './format.js';

describe('money and counts', () => {
  it('writes ringgit with two decimals and thousands separators', () => {
    expect(formatRinggit(12.5)).toBe('RM 12.50');
    expect(formatRinggit(1250)).toBe('RM 1,250.00');
    expect(formatRinggit(Number.NaN)).toBe('RM 0.00');
  });

  it('writes every amount as Intl.NumberFormat would for en-MY, rounding included', () => {
    const intl = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [
      0, 1e-9, 0.004, 0.005, 0.125, 1.005, 8, 12.345, 999.995, 1000, 1234567.891, 99999999.99, -12.5, 2e15,
    ];
    for (const amount of amounts) expect(formatRinggit(amount)).toBe(`RM ${intl.format(amount)}`);
    // but never a negative zero, which Intl writes (-0.00)
    expect(formatRinggit(-0.001)).toBe('RM 0.00');
    const counts = new Intl.NumberFormat('en-MY');
    for (const count of [0, 7, 999, 1000, 4167, 1000000, -25000])
      expect(formatNumber(count)).toBe(counts.format(count));
  });

  it('writes a number with some decimals as Intl.NumberFormat would for en-MY', () => {
    const numbers = [
      0, 0.05, 0.15, 1.005, 1.25, 2.5, 12.3456, 999.95, 999.9999, 1024, 1234567.891, -3.14258, -0.5, 5e15,
    ];
    for (const [minimumFractionDigits, maximumFractionDigits] of [
      [0, 0],
      [0, 1],
      [0, 3],
      [1, 1],
      [2, 2],
      [3, 3],
      [1, 4],
    ]) {
      const intl = new Intl.NumberFormat('en-MY', { minimumFractionDigits, maximumFractionDigits });
      for (const value of numbers)
        expect(formatDecimal(value, { minimumFractionDigits, maximumFractionDigits })).toBe(intl.format(value));
    }
    // Intl's defaults: up to three decimals
    expect(formatDecimal(1234.56789)).toBe('1,234.568');
    expect(formatNumber(2.5)).toBe('2.5');
    // the numbers written by Intl itself
    expect(formatDecimal(1e-7, { maximumFractionDigits: 9 })).toBe('0.0000001');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('∞');
    // and no negative zero, however small the number
    expect(formatDecimal(-0.04, { maximumFractionDigits: 1 })).toBe('0');
    expect(formatDecimal(-1e-9, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0.00');
    expect(formatRinggit(-1e-9)).toBe('RM 0.00');
    expect(formatDecimal(9e-7, { maximumFractionDigits: 6 })).toBe('0.000001');
  });

  it('writes a count with its plural', () => {
    expect(formatCount(1, 'sample')).toBe('1 sample');
    expect(formatCount(1204, 'sample')).toBe('1,204 samples');
    expect(formatCount(2, 'category', 'categories')).toBe('2 categories');
  });
});

describe("dates in Malaysia's time zone", () => {
  // 17:30 UTC on 3 December is already 4 December, 1:30 am in Kuala Lumpur
  const lateUtc = '2026-12-03T17:30:00Z';

  it('reads a time as Malaysian time', () => {
    expect(formatDate(lateUtc)).toBe('4 Dec 2026');
    expect(formatDateTime(lateUtc)).toBe('4 Dec 2026, 1:30 am');
    expect(formatClockTime(lateUtc)).toBe('1:30 am');
  });

  it('reads a calendar day as that day in Malaysia', () => {
    expect(formatDate('2026-12-04')).toBe('4 Dec 2026');
    expect(formatLongDate('2026-12-04')).toBe('4 December 2026');
    expect(formatWeekdayDate('2026-12-04')).toBe('Fri, 4 Dec 2026');
    expect(formatShortWeekdayDate('2026-12-04')).toBe('Fri, 4 Dec');
    expect(formatFullDate('2026-11-26')).toBe('Thursday, 26 November 2026');
  });

  it('shows the fallback for a missing or broken value', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date', '')).toBe('');
    expect(formatDateTime(undefined, 'never')).toBe('never');
  });
});

// the web's formatter tests, from when money and dates were formatted in apps/web/src/lib/format.ts
describe('formatRinggit, as the web used it', () => {
  it('shows ringgit with two decimals', () => {
    expect(formatRinggit(12.5)).toBe('RM 12.50');
    expect(formatRinggit(0)).toBe('RM 0.00');
    expect(formatRinggit(8)).toBe('RM 8.00');
  });

  it('rounds to the sen and groups thousands', () => {
    expect(formatRinggit(19.999)).toBe('RM 20.00');
    expect(formatRinggit(1250)).toBe('RM 1,250.00');
  });

  it('shows RM 0.00 for a value that is not a number', () => {
    expect(formatRinggit(Number.NaN)).toBe('RM 0.00');
  });
});

describe('formatCount', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(formatCount(1, 'sample')).toBe('1 sample');
    expect(formatCount(1204, 'sample')).toBe('1,204 samples');
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

describe('in Bahasa Malaysia', () => {
  it('writes days, months and times in Malay when asked, or when the page is Malay', () => {
    expect(formatWeekdayDate('2026-12-04', '—', 'ms')).toBe('Jum, 4 Dis 2026');
    expect(formatFullDate('2026-12-04', '—', 'ms')).toBe('Jumaat, 4 Disember 2026');
    expect(formatClockTime('2026-12-04T07:05:00Z', '—', 'ms')).toBe('3:05 PTG');
    expect(formatClockTime('2026-12-04T07:05:00Z', '—', 'en')).toBe('3:05 pm');
    setFormatLocale(() => 'ms');
    try {
      expect(formatDate('2026-08-14')).toBe('14 Ogo 2026');
    } finally {
      setFormatLocale(() => 'en');
    }
    expect(formatDate('2026-08-14')).toBe('14 Aug 2026');
  });

  it('writes how long ago or how soon in either language', () => {
    const now = new Date('2026-12-04T12:00:00+08:00');
    expect(formatRelativeTime('2026-12-01T12:00:00+08:00', { now })).toBe('3 days ago');
    expect(formatRelativeTime('2026-12-01T12:00:00+08:00', { now, locale: 'ms' })).toBe('3 hari lalu');
    expect(formatRelativeTime('2026-12-04T14:00:00+08:00', { now, locale: 'ms' })).toBe('dalam 2 jam');
    expect(formatRelativeTime(null, { now })).toBe('—');
  });
});
