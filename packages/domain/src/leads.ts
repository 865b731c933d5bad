import { addDays, type IsoDate, isIsoDate, todayInMalaysia } from './delivery.js';

// A brand's leads (issue 18) cover a period of Malaysian calendar days, both ends included. The API and the web page
// both choose periods with these, so "the last 90 days" is the same 90 days on each side.

/** Calendar days from `from` to `to`, both included. */
export type LeadsRange = { from: IsoDate; to: IsoDate };

/** The period the leads cover when none is asked for. */
export const LEADS_DEFAULT_DAYS = 90;
/** The longest period at once: a year, a leap day included. */
export const LEADS_MAX_DAYS = 366;
/** The choices above the leads: the last 30, 90, 180 and 365 days. */
export const LEADS_PRESET_DAYS = [30, 90, 180, 365] as const;
export type LeadsPresetDays = (typeof LEADS_PRESET_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days a period holds, both ends counted (`2026-03-01`..`2026-03-01` is 1). */
export function daysInLeadsRange({ from, to }: LeadsRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days up to and including Malaysia's today. */
export function lastLeadsDays(days: number, now: Date = new Date()): LeadsRange {
  const to = todayInMalaysia(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Why a period cannot be read, or undefined when it can. */
export type LeadsRangeProblem = 'invalidDate' | 'reversed' | 'tooLong';

/** Checks a period: real dates, the start on or before the end, and at most LEADS_MAX_DAYS days. */
export function leadsRangeProblem(range: { from?: string; to?: string }): LeadsRangeProblem | undefined {
  if ((range.from !== undefined && !isIsoDate(range.from)) || (range.to !== undefined && !isIsoDate(range.to)))
    return 'invalidDate';
  if (range.from === undefined || range.to === undefined) return undefined;
  if (range.from > range.to) return 'reversed';
  if (daysInLeadsRange({ from: range.from, to: range.to }) > LEADS_MAX_DAYS) return 'tooLong';
  return undefined;
}

/**
 * The period asked for with the defaults filled in: nothing is the last LEADS_DEFAULT_DAYS days; a start alone runs to
 * today (or, for a start in the future, that day alone); an end alone reaches LEADS_DEFAULT_DAYS days back.
 */
export function resolveLeadsRange(asked: { from?: IsoDate; to?: IsoDate }, now: Date = new Date()): LeadsRange {
  if (asked.from && asked.to) return { from: asked.from, to: asked.to };
  if (asked.to) return { from: addDays(asked.to, -(LEADS_DEFAULT_DAYS - 1)), to: asked.to };
  const today = todayInMalaysia(now);
  if (asked.from) return { from: asked.from, to: asked.from > today ? asked.from : today };
  return lastLeadsDays(LEADS_DEFAULT_DAYS, now);
}

/** The preset a period is, when it is the last N days up to today; undefined for any other period. */
export function presetOfLeadsRange(range: LeadsRange, now: Date = new Date()): LeadsPresetDays | undefined {
  if (range.to !== todayInMalaysia(now)) return undefined;
  return LEADS_PRESET_DAYS.find((days) => daysInLeadsRange(range) === days);
}

/** Whether a buyer may be named to a brand: it said yes, and it is a company, never a private buyer or a student. */
export function mayNameBuyer(buyer: { isPrivate: boolean; sharesWithBrands: boolean }): boolean {
  return !buyer.isPrivate && buyer.sharesWithBrands;
}
