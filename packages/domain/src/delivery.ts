/** What staff set for delivery: fees in RM, the tax rate (0.08 = 8%), and the booking window in days. */
export type DeliverySettings = {
  standardFee: number;
  expressFee: number;
  taxRate: number;
  minLeadDays: number;
  maxLeadDays: number;
  expressLeadDays: number;
};

/** The settings until staff change them. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  standardFee: 5,
  expressFee: 10,
  taxRate: 0.08,
  minLeadDays: 7,
  maxLeadDays: 60,
  expressLeadDays: 2,
};

/** A calendar date `YYYY-MM-DD` in Malaysia's time zone (UTC+8, no daylight saving). */
export type IsoDate = string;

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in Malaysia. */
export function todayInMalaysia(now: Date = new Date()): IsoDate {
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isWeekend(date: IsoDate): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

export function isIsoDate(value: string): value is IsoDate {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  );
}

/** A public holiday in Malaysia: no deliveries that day. */
export type PublicHoliday = { date: IsoDate; name: string; nameMs?: string };

/**
 * The delivery settings with the public holidays of the booking window. The server fills `holidays` (from the
 * date-holidays data, too big for the web bundle) and `GET /settings` hands them to the web with the rest.
 */
export type DeliveryCalendar = DeliverySettings & { holidays?: readonly PublicHoliday[] };

/** The public holiday on a date, if any. */
export function holidayOn(date: IsoDate, calendar: DeliveryCalendar): PublicHoliday | undefined {
  return calendar.holidays?.find((holiday) => holiday.date === date);
}

/** A weekday that is not a public holiday. */
export function isDeliveryDay(date: IsoDate, calendar: DeliveryCalendar = DEFAULT_DELIVERY_SETTINGS): boolean {
  return !isWeekend(date) && holidayOn(date, calendar) === undefined;
}

/**
 * The express delivery date: today + `expressLeadDays` (2 by default, DESIGN.md §6), moved on to the next delivery day when that is a
 * weekend or a public holiday (docs/decisions/0006-delivery-days-and-holidays.md).
 */
export function expressDeliveryDate(
  now: Date = new Date(),
  calendar: DeliveryCalendar = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  let date = addDays(todayInMalaysia(now), calendar.expressLeadDays);
  while (!isDeliveryDay(date, calendar)) date = addDays(date, 1);
  return date;
}

/** The first date a standard delivery may be booked for: `minLeadDays` from today, moved off weekends and holidays. */
export function earliestDeliveryDate(
  now: Date = new Date(),
  calendar: DeliveryCalendar = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  let date = addDays(todayInMalaysia(now), calendar.minLeadDays);
  while (!isDeliveryDay(date, calendar)) date = addDays(date, 1);
  return date;
}

/** The last date a standard delivery may be booked for: `maxLeadDays` ahead, or the last delivery day before that. */
export function latestDeliveryDate(
  now: Date = new Date(),
  calendar: DeliveryCalendar = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  const earliest = earliestDeliveryDate(now, calendar);
  let date = addDays(todayInMalaysia(now), calendar.maxLeadDays);
  while (date > earliest && !isDeliveryDay(date, calendar)) date = addDays(date, -1);
  return date;
}

export type DeliveryDateProblem = 'invalid' | 'weekend' | 'holiday' | 'too-early' | 'too-late' | 'not-express-date';

/** Why a delivery date can't be booked, or undefined when it can. The web's picker and the server share it. */
export function deliveryDateProblem(
  date: string,
  options: { isExpressDelivery: boolean; now?: Date; settings?: DeliveryCalendar },
): DeliveryDateProblem | undefined {
  const { now = new Date(), settings = DEFAULT_DELIVERY_SETTINGS } = options;
  if (!isIsoDate(date)) return 'invalid';
  if (options.isExpressDelivery) return date === expressDeliveryDate(now, settings) ? undefined : 'not-express-date';
  if (isWeekend(date)) return 'weekend';
  if (holidayOn(date, settings)) return 'holiday';
  if (date < earliestDeliveryDate(now, settings)) return 'too-early';
  if (date > latestDeliveryDate(now, settings)) return 'too-late';
  return undefined;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** What a buyer is told about a date the settings refuse, in the settings' own numbers (staff may change them). */
export function deliveryDateMessage(
  problem: DeliveryDateProblem,
  settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): string {
  switch (problem) {
    case 'invalid':
      return 'The delivery date is not a valid date';
    case 'weekend':
      return 'We deliver on weekdays only';
    case 'holiday':
      return "We don't deliver on public holidays; please pick another day";
    case 'too-early':
      return `The earliest delivery date is ${days(settings.minLeadDays)} from today`;
    case 'too-late':
      return `Delivery can be booked at most ${days(settings.maxLeadDays)} ahead`;
    case 'not-express-date':
      return `Express delivery arrives ${days(settings.expressLeadDays)} from today, or on the next working day`;
  }
}
