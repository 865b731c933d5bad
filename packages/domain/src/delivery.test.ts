import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliveryCalendar,
  deliveryDateMessage,
  deliveryDateProblem,
  earliestDeliveryDate,
  expressDeliveryDate,
  latestDeliveryDate,
  todayInMalaysia,
} from './delivery.js';

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

describe('public holidays', () => {
  const calendar: DeliveryCalendar = {
    ...DEFAULT_DELIVERY_SETTINGS,
    holidays: [
      { date: '2026-11-25', name: 'A made-up Wednesday holiday' },
      { date: '2026-11-30', name: 'A made-up Monday holiday' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-01-22', name: 'A made-up Friday holiday' },
    ],
  };

  it('refuses a holiday for standard delivery, in words', () => {
    expect(deliveryDateProblem('2026-12-25', { isExpressDelivery: false, now: monday, settings: calendar })).toBe(
      'holiday',
    );
    expect(deliveryDateMessage('holiday')).toBe("We don't deliver on public holidays; please pick another day");
    expect(deliveryDateProblem('2026-12-24', { isExpressDelivery: false, now: monday, settings: calendar })).toBe(
      undefined,
    );
  });

  it('moves the earliest standard date past a holiday', () => {
    expect(earliestDeliveryDate(monday, calendar)).toBe('2026-12-01');
    expect(deliveryDateProblem('2026-11-30', { isExpressDelivery: false, now: monday, settings: calendar })).toBe(
      'holiday',
    );
  });

  it('moves express off a holiday or a weekend to the next working day', () => {
    expect(expressDeliveryDate(monday, calendar)).toBe('2026-11-26');
    // Thursday + 2 = Saturday -> Monday
    expect(expressDeliveryDate(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-30');
    expect(deliveryDateProblem('2026-11-25', { isExpressDelivery: true, now: monday, settings: calendar })).toBe(
      'not-express-date',
    );
    expect(deliveryDateProblem('2026-11-26', { isExpressDelivery: true, now: monday, settings: calendar })).toBe(
      undefined,
    );
  });

  it('ends the bookable window on a delivery day', () => {
    // Monday + 60 = Friday 22 January, a holiday here -> Thursday 21 January
    expect(latestDeliveryDate(monday)).toBe('2027-01-22');
    expect(latestDeliveryDate(monday, calendar)).toBe('2027-01-21');
    // Friday 27 November + 60 = Tuesday 26 January; Thursday 26 November + 60 = Monday 25 January;
    // Tuesday 24 November + 60 = Saturday 23 January -> Friday 22 January
    expect(latestDeliveryDate(new Date('2026-11-24T02:00:00Z'))).toBe('2027-01-22');
  });
});

describe('deliveryDateMessage', () => {
  it("says the window in the settings' own numbers", () => {
    expect(deliveryDateMessage('too-early')).toBe('The earliest delivery date is 7 days from today');
    expect(deliveryDateMessage('too-late')).toBe('Delivery can be booked at most 60 days ahead');
    const changed = { ...DEFAULT_DELIVERY_SETTINGS, minLeadDays: 1, maxLeadDays: 30, expressLeadDays: 3 };
    expect(deliveryDateMessage('too-early', changed)).toBe('The earliest delivery date is 1 day from today');
    expect(deliveryDateMessage('too-late', changed)).toBe('Delivery can be booked at most 30 days ahead');
    expect(deliveryDateMessage('not-express-date', changed)).toBe(
      'Express delivery arrives 3 days from today, or on the next working day',
    );
  });
});
