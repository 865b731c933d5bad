import { INSIGHTS_MAX_DAYS, type RangeProblem, rangeProblem } from '@samplebank/domain/insights';
import { z } from 'zod';
import { ZBrandParamsSchema } from './brand-portal.js';
import { ZPictureSchema } from './catalogue.js';
import { endpoint } from './endpoint.js';
import { said } from './validation-messages.js';

// A brand's insights (issue 18): what designers did with its samples over a period of Malaysian days, counted per day
// (views, wishlist and board adds, free requests, paid orders), never who did it.

/** The most samples the insights list, the most viewed first. */
export const INSIGHTS_SAMPLE_ROWS = 100;

export const BRAND_INSIGHTS_MESSAGES = {
  dateInvalid: 'Dates are written YYYY-MM-DD, like 2026-03-31',
  rangeReversed: 'The start of the period must be on or before its end',
  rangeTooLong: `A period can be at most ${INSIGHTS_MAX_DAYS} days`,
} as const;

export const BRAND_INSIGHTS_MESSAGES_MS = {
  dateInvalid: 'Tarikh ditulis TTTT-BB-HH, seperti 2026-03-31',
  rangeReversed: 'Permulaan tempoh mestilah pada atau sebelum penghujungnya',
  rangeTooLong: `Tempoh paling lama ${INSIGHTS_MAX_DAYS} hari`,
} as const satisfies Record<keyof typeof BRAND_INSIGHTS_MESSAGES, string>;

const saidOf = (key: keyof typeof BRAND_INSIGHTS_MESSAGES) =>
  said({ en: BRAND_INSIGHTS_MESSAGES[key], ms: BRAND_INSIGHTS_MESSAGES_MS[key] });

const PROBLEM_MESSAGES: Record<Exclude<RangeProblem, 'invalidDate'>, keyof typeof BRAND_INSIGHTS_MESSAGES> = {
  reversed: 'rangeReversed',
  tooLong: 'rangeTooLong',
};

/** A calendar day, `2026-03-31` (a real one: no 30 February). */
const ZInsightsDaySchema = z.iso.date(saidOf('dateInvalid'));

/**
 * `?from=2026-03-01&to=2026-03-31`: Malaysian days, both included. Nothing asked is the last 30 days; a start alone
 * runs to today; an end alone reaches 30 days back. At most 366 days, the start on or before the end.
 */
export const ZBrandInsightsQuerySchema = z
  .strictObject({ from: ZInsightsDaySchema.optional(), to: ZInsightsDaySchema.optional() })
  .superRefine((range, context) => {
    const problem = rangeProblem(range);
    if (!problem || problem === 'invalidDate') return;
    context.addIssue({ code: 'custom', path: ['from'], message: saidOf(PROBLEM_MESSAGES[problem]).error() });
  });
export type TBrandInsightsQuery = z.input<typeof ZBrandInsightsQuerySchema>;

/** A count for each kind of event. */
export const ZEventCountsSchema = z.object({
  view: z.number().int(),
  wishlist: z.number().int(),
  board: z.number().int(),
  request: z.number().int(),
  order: z.number().int(),
});
export type TEventCounts = z.infer<typeof ZEventCountsSchema>;

const ZDayRangeSchema = z.object({ from: z.string(), to: z.string() });

/** One of the brand's samples with what happened to it in the period. */
export const ZInsightsSampleSchema = ZEventCountsSchema.extend({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  imageUrl: z.string().nullable(),
  picture: ZPictureSchema.nullable(),
});
export type TInsightsSample = z.infer<typeof ZInsightsSampleSchema>;

export const ZBrandInsightsSchema = z.object({
  /** the period shown, and how many days it holds */
  range: ZDayRangeSchema.extend({ days: z.number().int() }),
  /** the period of the same length right before, which `previousTotals` counts */
  previousRange: ZDayRangeSchema,
  totals: ZEventCountsSchema,
  previousTotals: ZEventCountsSchema,
  /** every day of the period in order, a day with nothing included */
  daily: z.array(ZEventCountsSchema.extend({ day: z.string() })),
  /** the brand's samples, the most viewed first, at most INSIGHTS_SAMPLE_ROWS */
  samples: z.array(ZInsightsSampleSchema),
  /** how many samples the brand has in all */
  sampleCount: z.number().int(),
});
export type TBrandInsights = z.infer<typeof ZBrandInsightsSchema>;

const insightsErrors = [400, 401, 403, 404] as const;

export const brandInsightsEndpoints = {
  insights: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/insights',
    summary: "The brand's views, wishlist and board adds, requests and orders over a period, per day and per sample",
    description:
      'Its owners, editors and staff. Counts only: no event names a person. Totals come with those of the period ' +
      'of the same length right before, for a change.',
    auth: 'user',
    params: ZBrandParamsSchema,
    query: ZBrandInsightsQuerySchema,
    response: ZBrandInsightsSchema,
    errors: insightsErrors,
  }),
  insightsCsv: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/insights.csv',
    summary: "The insights' per-sample table for a period as CSV, every sample of the brand",
    auth: 'user',
    params: ZBrandParamsSchema,
    query: ZBrandInsightsQuerySchema,
    response: null,
    errors: insightsErrors,
  }),
};
