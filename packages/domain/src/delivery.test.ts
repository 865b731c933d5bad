import { describe, expect, it } from 'vitest';
import { deliveryDateProblem, earliestDeliveryDate, expressDeliveryDate, todayInMalaysia } from './delivery.js';

// Monday 2026-11-23, 10:00 in Kuala Lumpur
const monday = new Date('2026-11-23T02:00:00Z');

describe('delivery dates', () => {
  it('uses the Malaysian calendar day', () => {
    expect(todayInMalaysia(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('offers standard delivery from 7 days ahead, off weekends', () => {
    expect(earliestDeliveryDate(monday)).toBe('2026-11-30');
    // Wednesday + 7 = Wednesday; Friday + 7 = Friday; Saturday + 7 = Saturday -> Monday
    expect(earliestDeliveryDate(new Date('2026-11-28T02:00:00Z'))).toBe('2026-12-07');
  });

  it('puts express 2 days from today', () => {
    expect(expressDeliveryDate(monday)).toBe('2026-11-25');
  });

  it.each([
    ['2026-11-30', false, undefined],
    ['2026-12-05', false, 'weekend'],
    ['2026-11-27', false, 'too-early'],
    ['2026-11-20', false, 'too-early'],
    ['2027-03-01', false, 'too-late'],
    ['2026-13-01', false, 'invalid'],
    ['tomorrow', false, 'invalid'],
    ['2026-11-25', true, undefined],
    ['2026-11-30', true, 'not-express-date'],
  ])('judges %s (express %s) as %s', (date, isExpressDelivery, problem) => {
    expect(deliveryDateProblem(date, { isExpressDelivery, now: monday })).toBe(problem);
  });
});
