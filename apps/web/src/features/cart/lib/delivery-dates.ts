import type { TDeliverySettings } from '@samplebank/contracts/content';
import {
  deliveryDateProblem,
  earliestDeliveryDate,
  type IsoDate,
  latestDeliveryDate,
  todayInMalaysia,
} from '@samplebank/domain/delivery';

/** Delivery dates are days in Malaysia's calendar, wherever the browser is. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';

const longDate = new Intl.DateTimeFormat('en-MY', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MALAYSIA_TIME_ZONE,
});

/** Noon in Malaysia on the given day: safely inside that day in every time zone's arithmetic. */
export function isoDateToInstant(date: IsoDate): Date {
  return new Date(`${date}T12:00:00+08:00`);
}

/** The Malaysian calendar day of a calendar cell (DayPicker hands cells over as instants in the picker's zone). */
export function instantToIsoDate(instant: Date): IsoDate {
  return todayInMalaysia(instant);
}

/** `Fri, 4 Dec 2026`. */
export function formatDeliveryDate(date: IsoDate): string {
  return longDate.format(isoDateToInstant(date));
}

/** Whether a standard delivery may be booked on a day: the same rule the server applies. */
export function isBookableDate(date: IsoDate, now: Date, settings: TDeliverySettings): boolean {
  return deliveryDateProblem(date, { isExpressDelivery: false, now, settings }) === undefined;
}

export function bookableWindow(now: Date, settings: TDeliverySettings) {
  return { earliest: earliestDeliveryDate(now, settings), latest: latestDeliveryDate(now, settings) };
}
