import { addDays, type IsoDate, isIsoDate, todayInMalaysia } from './delivery.js';

// A brand's insights (issue 18) read per-day counts over a period of Malaysian calendar days, both ends included. The
// API and the web page both choose periods with these, so "the last 30 days" is the same 30 days on each side.

/** What designers did with a sample: viewed its page, wished for it, pinned it to a board, requested it free, ordered it. */
export const SAMPLE_EVENT_KINDS = ['view', 'wishlist', 'board', 'request', 'order'] as const;
export type SampleEventKind = (typeof SAMPLE_EVENT_KINDS)[number];

/** A count for each kind of event. */
export type EventCounts = Record<SampleEventKind, number>;

/** Calendar days from `from` to `to`, both included. */
export type DayRange = { from: IsoDate; to: IsoDate };

/** The period the insights show when none is asked for. */
export const INSIGHTS_DEFAULT_DAYS = 30;
/** The longest period the insights show at once: a year, a leap day included. */
export const INSIGHTS_MAX_DAYS = 366;
/** The quick choices above the insights: the last 7, 30 and 90 days. */
export const INSIGHTS_PRESET_DAYS = [7, 30, 90] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Zero of every kind. */
export function noEvents(): EventCounts {
  return { view: 0, wishlist: 0, board: 0, request: 0, order: 0 };
}

/** How many days a period holds, both ends counted (`2026-03-01`..`2026-03-01` is 1). */
export function daysIn({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days up to and including Malaysia's today. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const to = todayInMalaysia(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The period of the same length that ends the day before `range` starts: what "vs the previous period" compares with. */
export function previousPeriod(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** Every day of a period, in order. */
export function eachDay(range: DayRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Why a period cannot be shown, or undefined when it can. */
export type RangeProblem = 'invalidDate' | 'reversed' | 'tooLong';

/** Checks a period: real dates, the start on or before the end, and at most INSIGHTS_MAX_DAYS days. */
export function rangeProblem(range: { from?: string; to?: string }): RangeProblem | undefined {
  if ((range.from !== undefined && !isIsoDate(range.from)) || (range.to !== undefined && !isIsoDate(range.to)))
    return 'invalidDate';
  if (range.from === undefined || range.to === undefined) return undefined;
  if (range.from > range.to) return 'reversed';
  if (daysIn({ from: range.from, to: range.to }) > INSIGHTS_MAX_DAYS) return 'tooLong';
  return undefined;
}

/**
 * The period asked for, with the defaults filled in: nothing is the last INSIGHTS_DEFAULT_DAYS days; a start alone runs
 * to today (or, for a start in the future, that day alone); an end alone reaches INSIGHTS_DEFAULT_DAYS days back.
 */
export function resolveRange(asked: { from?: IsoDate; to?: IsoDate }, now: Date = new Date()): DayRange {
  if (asked.from && asked.to) return { from: asked.from, to: asked.to };
  if (asked.to) return { from: addDays(asked.to, -(INSIGHTS_DEFAULT_DAYS - 1)), to: asked.to };
  const today = todayInMalaysia(now);
  if (asked.from) return { from: asked.from, to: asked.from > today ? asked.from : today };
  return lastDays(INSIGHTS_DEFAULT_DAYS, now);
}

/**
 * The change from the previous period as a whole percentage, or null when there is nothing to compare with (the
 * previous period had none): +50 for 6 after 4, -100 for 0 after 3.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
