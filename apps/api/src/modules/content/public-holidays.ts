import type { TPublicHoliday } from '@samplebank/contracts/content';
import { addDays, type IsoDate, todayInMalaysia } from '@samplebank/domain/delivery';
import Holidays from 'date-holidays';

// Malaysia's national public holidays (the federal list; a state's own days are not in it), named in English and in
// Bahasa Malaysia
const malaysia = new Holidays('MY', { languages: ['en', 'ms'], types: ['public'] });
const byYear = new Map<number, TPublicHoliday[]>();

/** A year's national public holidays in Malaysia, from the date-holidays data (kept once read: it never changes). */
function holidaysOf(year: number): TPublicHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    const inMalay = new Map(malaysia.getHolidays(year, 'ms').map((holiday) => [holiday.date, holiday.name]));
    holidays = malaysia
      .getHolidays(year, 'en')
      .filter((holiday) => holiday.type === 'public')
      // `date` is the local calendar day ("2026-05-27 00:00:00 -0600" for a day that begins the evening before)
      .map((holiday) => {
        const nameMs = inMalay.get(holiday.date);
        return { date: holiday.date.slice(0, 10), name: holiday.name, ...(nameMs ? { nameMs } : {}) };
      });
    byYear.set(year, holidays);
  }
  return holidays;
}

/**
 * Malaysia's public holidays from today over the next `days` days (the booking window, with room for a date moved
 * past a holiday), across the turn of the year, one per date.
 */
export function malaysianPublicHolidays(options: { now?: Date; days: number }): TPublicHoliday[] {
  const from: IsoDate = todayInMalaysia(options.now);
  const to: IsoDate = addDays(from, options.days);
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  const seen = new Set<string>();
  return [...years]
    .flatMap(holidaysOf)
    .filter((holiday) => holiday.date >= from && holiday.date <= to)
    .filter((holiday) => !seen.has(holiday.date) && Boolean(seen.add(holiday.date)))
    .sort((a, b) => a.date.localeCompare(b.date));
}
