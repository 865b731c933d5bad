import { DEFAULT_DELIVERY_SETTINGS, type TDeliverySettings } from '@samplebank/contracts/content';

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

/** The express delivery date: today + 2 days (DESIGN.md §6). */
export function expressDeliveryDate(
  now: Date = new Date(),
  settings: TDeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  return addDays(todayInMalaysia(now), settings.expressLeadDays);
}

/** The first date a standard delivery may be booked for: 7 days from today, moved off a weekend. */
export function earliestDeliveryDate(
  now: Date = new Date(),
  settings: TDeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  let date = addDays(todayInMalaysia(now), settings.minLeadDays);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** The last date a standard delivery may be booked for: 60 days ahead. */
export function latestDeliveryDate(
  now: Date = new Date(),
  settings: TDeliverySettings = DEFAULT_DELIVERY_SETTINGS,
): IsoDate {
  return addDays(todayInMalaysia(now), settings.maxLeadDays);
}

export type DeliveryDateProblem = 'invalid' | 'weekend' | 'too-early' | 'too-late' | 'not-express-date';

/** Why a delivery date can't be booked, or undefined when it can. The web's picker and the server share it. */
export function deliveryDateProblem(
  date: string,
  options: { isExpressDelivery: boolean; now?: Date; settings?: TDeliverySettings },
): DeliveryDateProblem | undefined {
  const { now = new Date(), settings = DEFAULT_DELIVERY_SETTINGS } = options;
  if (!isIsoDate(date)) return 'invalid';
  if (options.isExpressDelivery) return date === expressDeliveryDate(now, settings) ? undefined : 'not-express-date';
  if (isWeekend(date)) return 'weekend';
  if (date < earliestDeliveryDate(now, settings)) return 'too-early';
  if (date > latestDeliveryDate(now, settings)) return 'too-late';
  return undefined;
}

export const deliveryDateMessages: Record<DeliveryDateProblem, string> = {
  invalid: 'The delivery date is not a valid date',
  weekend: 'We deliver on weekdays only',
  'too-early': 'The earliest delivery date is 7 days from today',
  'too-late': 'Delivery can be booked at most 60 days ahead',
  'not-express-date': 'Express delivery arrives 2 days from today',
};
