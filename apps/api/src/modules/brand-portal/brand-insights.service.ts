import {
  BRAND_INSIGHTS_MESSAGES,
  INSIGHTS_SAMPLE_ROWS,
  type TBrandInsights,
  type TBrandInsightsQuery,
} from '@samplebank/contracts/brand-insights';
import {
  type DayRange,
  daysIn,
  type EventCounts,
  eachDay,
  noEvents,
  previousPeriod,
  rangeProblem,
  resolveRange,
} from '@samplebank/domain/insights';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { brandStanding } from './brand-access.js';
import { presentInsightsSample, samplesCsv } from './brand-insights.presenter.js';
import { countEventsByDay, countEventsBySample, countSamplesOfBrand } from './brand-insights.repository.js';

type InsightsContext = ServiceContext<'db' | 'storage'>;
type InsightsInput = { brandId: string; query: TBrandInsightsQuery; now?: Date };

/** The period asked for, defaults filled in; a start alone that reaches back more than a year is refused. */
function periodOf(query: TBrandInsightsQuery, now: Date | undefined): DayRange {
  const range = resolveRange(query, now);
  if (rangeProblem(range) === 'tooLong')
    throw new AppError('VALIDATION', BRAND_INSIGHTS_MESSAGES.rangeTooLong, {
      fields: { from: BRAND_INSIGHTS_MESSAGES.rangeTooLong },
    });
  return range;
}

/**
 * `GET /brand-portal/{brandId}/insights`: the brand's events over a period for its owners, editors and staff: totals
 * beside those of the period before, a zero-filled day-by-day series and its most viewed samples.
 */
export async function getBrandInsights(
  { db, storage }: InsightsContext,
  caller: AuthUser,
  { brandId, query, now }: InsightsInput,
): Promise<TBrandInsights> {
  await brandStanding(db, caller, brandId);
  const range = periodOf(query, now);
  const previous = previousPeriod(range);
  // one read covers both periods: the previous one ends the day before this one starts
  const perDay = await countEventsByDay(db, { brandId, from: previous.from, to: range.to });
  const samples = await countEventsBySample(db, { brandId, ...range, limit: INSIGHTS_SAMPLE_ROWS });
  const sampleCount = await countSamplesOfBrand(db, brandId);

  const byDay = new Map<string, EventCounts>(eachDay(range).map((day) => [day, noEvents()]));
  const totals = noEvents();
  const previousTotals = noEvents();
  for (const { day, kind, count } of perDay) {
    const ofDay = byDay.get(day);
    if (ofDay) {
      ofDay[kind] += count;
      totals[kind] += count;
    } else {
      previousTotals[kind] += count;
    }
  }
  return {
    range: { ...range, days: daysIn(range) },
    previousRange: previous,
    totals,
    previousTotals,
    daily: [...byDay].map(([day, counts]) => ({ day, ...counts })),
    samples: samples.map((row) => presentInsightsSample(storage, row)),
    sampleCount,
  };
}

/** `GET /brand-portal/{brandId}/insights.csv`: the per-sample table of a period, every sample of the brand. */
export async function getBrandInsightsCsv(
  { db }: InsightsContext,
  caller: AuthUser,
  { brandId, query, now }: InsightsInput,
): Promise<{ csv: string; fileName: string }> {
  await brandStanding(db, caller, brandId);
  const range = periodOf(query, now);
  const rows = await countEventsBySample(db, { brandId, ...range });
  return { csv: samplesCsv(rows), fileName: `samplebank-insights-${range.from}-to-${range.to}.csv` };
}
