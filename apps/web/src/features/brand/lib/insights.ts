import type { TEventCounts, TInsightsSample } from '@samplebank/contracts/brand-insights';
import {
  changePercent,
  type DayRange,
  INSIGHTS_DEFAULT_DAYS,
  INSIGHTS_PRESET_DAYS,
  lastDays,
  rangeProblem,
  SAMPLE_EVENT_KINDS,
  type SampleEventKind,
} from '@samplebank/domain/insights';

// The insights page's choices and sums, kept apart from its components so they are tested without a browser.

export type PresetDays = (typeof INSIGHTS_PRESET_DAYS)[number];

/** The period the page shows: one of the quick choices (which moves with today) or a fixed start and end. */
export type InsightsChoice = { preset: PresetDays } | { range: DayRange };

export const DEFAULT_CHOICE: { preset: PresetDays } = { preset: INSIGHTS_DEFAULT_DAYS as PresetDays };

const isPreset = (days: number): days is PresetDays => (INSIGHTS_PRESET_DAYS as readonly number[]).includes(days);

/**
 * The period in the page's address: `?days=7` for a quick choice, `?from=2026-03-01&to=2026-03-31` for one picked on
 * the calendar; anything else (a mistyped link) is the default, the last 30 days.
 */
export function choiceFromSearch(search: URLSearchParams): InsightsChoice {
  const days = Number(search.get('days'));
  if (isPreset(days)) return { preset: days };
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && rangeProblem({ from, to }) === undefined) return { range: { from, to } };
  return DEFAULT_CHOICE;
}

/** The address's parameters for a choice; the default needs none. */
export function searchOfChoice(choice: InsightsChoice): Record<string, string> {
  if ('range' in choice) return { from: choice.range.from, to: choice.range.to };
  return choice.preset === DEFAULT_CHOICE.preset ? {} : { days: String(choice.preset) };
}

/** The days a choice covers today. */
export function rangeOfChoice(choice: InsightsChoice, now: Date = new Date()): DayRange {
  return 'range' in choice ? choice.range : lastDays(choice.preset, now);
}

/** Whether anything at all was counted. */
export function hasActivity(totals: TEventCounts): boolean {
  return SAMPLE_EVENT_KINDS.some((kind) => totals[kind] > 0);
}

/** A count beside the previous period's: the change in percent, or `new` when there was nothing to compare with. */
export type Change =
  | { trend: 'up' | 'down'; percent: number }
  | { trend: 'same' }
  | { trend: 'new' }
  | { trend: 'none' };

export function changeOf(current: number, previous: number): Change {
  if (current === previous) return current === 0 ? { trend: 'none' } : { trend: 'same' };
  const percent = changePercent(current, previous);
  if (percent === null) return { trend: 'new' };
  if (percent === 0) return { trend: 'same' };
  return { trend: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** The total of one kind over the series, and its busiest day (the first of equals), or none when all are zero. */
export function seriesSummary(daily: (TEventCounts & { day: string })[], kind: SampleEventKind) {
  let total = 0;
  let peak: { day: string; count: number } | null = null;
  for (const day of daily) {
    total += day[kind];
    if (day[kind] > 0 && (!peak || day[kind] > peak.count)) peak = { day: day.day, count: day[kind] };
  }
  return { total, peak };
}

export type SampleSortColumn = 'name' | SampleEventKind;
export type SortDirection = 'ascending' | 'descending';

/**
 * The per-sample rows in a column's order: counts the largest first unless turned, names A to Z; equal rows keep the
 * server's order (the most viewed first).
 */
export function sortSamples(
  rows: readonly TInsightsSample[],
  column: SampleSortColumn,
  direction: SortDirection,
): TInsightsSample[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const compare =
    column === 'name'
      ? (a: TInsightsSample, b: TInsightsSample) => a.name.localeCompare(b.name)
      : (a: TInsightsSample, b: TInsightsSample) => a[column] - b[column];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** The direction a column is sorted in when its header is first pressed: counts the largest first, names A to Z. */
export function firstDirection(column: SampleSortColumn): SortDirection {
  return column === 'name' ? 'ascending' : 'descending';
}
