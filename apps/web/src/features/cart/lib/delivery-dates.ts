import {
  type DeliveryCalendar,
  deliveryDateProblem,
  earliestDeliveryDate,
  holidayOn,
  type IsoDate,
  isWeekend,
  latestDeliveryDate,
  type PublicHoliday,
  todayInMalaysia,
} from '@samplebank/domain/delivery';
import { formatShortWeekdayDate, formatWeekdayDate, MALAYSIA_TIME_ZONE, toInstant } from '@samplebank/domain/format';

/** Delivery dates are days in Malaysia's calendar, wherever the browser is. */
export { MALAYSIA_TIME_ZONE };

/** Noon in Malaysia on the given day: safely inside that day in every time zone's arithmetic. */
export function isoDateToInstant(date: IsoDate): Date {
  return toInstant(date);
}

/** The Malaysian calendar day of a calendar cell (DayPicker hands cells over as instants in the picker's zone). */
export function instantToIsoDate(instant: Date): IsoDate {
  return todayInMalaysia(instant);
}

/** `Fri, 4 Dec`. */
export function formatShortDate(date: IsoDate): string {
  return formatShortWeekdayDate(date, date);
}

/**
 * A calendar day's spoken label, with its holiday in the page's words (`withHoliday`):
 * `Friday, December 25th, 2026, public holiday: Christmas Day`.
 */
export function holidayLabel(
  label: string,
  date: IsoDate,
  calendar: DeliveryCalendar,
  withHoliday: (label: string, holidayName: string) => string,
  locale: 'en' | 'ms' = 'en',
): string {
  const holiday = holidayOn(date, calendar);
  return holiday ? withHoliday(label, holidayName(holiday, locale)) : label;
}

/** A public holiday's name in the page's language (its English one where the calendar has no Malay one). */
export function holidayName(holiday: PublicHoliday, locale: 'en' | 'ms'): string {
  return locale === 'ms' && holiday.nameMs ? holiday.nameMs : holiday.name;
}

/** `Fri, 4 Dec 2026`. */
export function formatDeliveryDate(date: IsoDate): string {
  return formatWeekdayDate(date, date);
}

/** Whether a standard delivery may be booked on a day: the same rule the server applies. */
export function isBookableDate(date: IsoDate, now: Date, settings: DeliveryCalendar): boolean {
  return deliveryDateProblem(date, { isExpressDelivery: false, now, settings }) === undefined;
}

/** The first and last delivery days that can be booked, and the weekday holidays between them. */
export function bookableWindow(now: Date, settings: DeliveryCalendar) {
  const earliest = earliestDeliveryDate(now, settings);
  const latest = latestDeliveryDate(now, settings);
  const holidays = (settings.holidays ?? []).filter(
    (holiday) => holiday.date >= earliest && holiday.date <= latest && !isWeekend(holiday.date),
  );
  return { earliest, latest, holidays };
}
