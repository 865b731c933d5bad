import { LEADS_MAX_DAYS, type LeadsRangeProblem, leadsRangeProblem } from '@samplebank/domain/leads';
import { z } from 'zod';
import { ZBrandParamsSchema } from './brand-portal.js';
import { endpoint } from './endpoint.js';
import { said } from './validation-messages.js';

// A brand's leads (issue 18): who requested or ordered its samples over a period, one row per buyer organization (or
// per private buyer), with its kind and state. A studio is named, with its contact, only when it chose to share them
// with brands (`organizations.share_with_brands`); a student or personal buyer never is. A row's key is made for this
// brand alone, so two brands cannot match their leads to each other's.

export const LEADS_LIMITS = {
  pageSize: 20,
  maxPageSize: 100,
  /** the brand's samples a row names; the rest are counted */
  samplesShown: 5,
  /** the buyer's projects a row shows, the most valuable first */
  projectsShown: 3,
} as const;

/** A buyer as brands may know it: its kind of company, or a private buyer (an individual or a student). */
export const LEAD_BUYER_TYPES = [
  'DESIGNER',
  'ARCHITECT',
  'CONTRACTOR',
  'DEVELOPER',
  'OTHER',
  'INDIVIDUAL',
  'STUDENT',
] as const;
export type TLeadBuyerType = (typeof LEAD_BUYER_TYPES)[number];

export const BRAND_LEADS_MESSAGES = {
  dateInvalid: 'Dates are written YYYY-MM-DD, like 2026-03-31',
  rangeReversed: 'The start of the period must be on or before its end',
  rangeTooLong: `A period can be at most ${LEADS_MAX_DAYS} days`,
  pageInvalid: 'page must be a whole number, 1 or more',
  limitInvalid: `limit must be a whole number from 1 to ${LEADS_LIMITS.maxPageSize}`,
} as const;

export const BRAND_LEADS_MESSAGES_MS = {
  dateInvalid: 'Tarikh ditulis TTTT-BB-HH, seperti 2026-03-31',
  rangeReversed: 'Permulaan tempoh mestilah pada atau sebelum penghujungnya',
  rangeTooLong: `Tempoh paling lama ${LEADS_MAX_DAYS} hari`,
  pageInvalid: 'page mestilah nombor bulat, 1 atau lebih',
  limitInvalid: `limit mestilah nombor bulat dari 1 hingga ${LEADS_LIMITS.maxPageSize}`,
} as const satisfies Record<keyof typeof BRAND_LEADS_MESSAGES, string>;

const saidOf = (key: keyof typeof BRAND_LEADS_MESSAGES) =>
  said({ en: BRAND_LEADS_MESSAGES[key], ms: BRAND_LEADS_MESSAGES_MS[key] });

const PROBLEM_MESSAGES: Record<Exclude<LeadsRangeProblem, 'invalidDate'>, keyof typeof BRAND_LEADS_MESSAGES> = {
  reversed: 'rangeReversed',
  tooLong: 'rangeTooLong',
};

const ZLeadsDaySchema = z.iso.date(saidOf('dateInvalid'));

const rangeFields = { from: ZLeadsDaySchema.optional(), to: ZLeadsDaySchema.optional() };

const checkRange = (range: { from?: string; to?: string }, context: z.RefinementCtx) => {
  const problem = leadsRangeProblem(range);
  if (!problem || problem === 'invalidDate') return;
  context.addIssue({ code: 'custom', path: ['from'], message: saidOf(PROBLEM_MESSAGES[problem]).error() });
};

/**
 * `?from=2026-01-01&to=2026-03-31&page=1&limit=20`: Malaysian days, both included. Nothing asked is the last 90 days;
 * a start alone runs to today; an end alone reaches 90 days back. At most 366 days.
 */
export const ZBrandLeadsQuerySchema = z
  .strictObject({
    ...rangeFields,
    page: z.coerce
      .number(saidOf('pageInvalid'))
      .int(saidOf('pageInvalid'))
      .min(1, saidOf('pageInvalid'))
      .max(100000, saidOf('pageInvalid'))
      .default(1),
    limit: z.coerce
      .number(saidOf('limitInvalid'))
      .int(saidOf('limitInvalid'))
      .min(1, saidOf('limitInvalid'))
      .max(LEADS_LIMITS.maxPageSize, saidOf('limitInvalid'))
      .default(LEADS_LIMITS.pageSize),
  })
  .superRefine(checkRange);
export type TBrandLeadsQuery = z.input<typeof ZBrandLeadsQuerySchema>;

/** `?from&to` of the CSV: every lead of the period, no pages. */
export const ZBrandLeadsCsvQuerySchema = z.strictObject(rangeFields).superRefine(checkRange);
export type TBrandLeadsCsvQuery = z.input<typeof ZBrandLeadsCsvQuerySchema>;

/** The studio behind a lead, only when it shares its name and contact with brands. */
export const ZLeadContactSchema = z.object({
  name: z.string(),
  personInCharge: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164, +60... */
  phone: z.string().nullable(),
});
export type TLeadContact = z.infer<typeof ZLeadContactSchema>;

/** One of the buyer's projects whose boards hold the brand's samples (only when the studio shares). */
export const ZLeadProjectSchema = z.object({ type: z.string(), value: z.number() });
export type TLeadProject = z.infer<typeof ZLeadProjectSchema>;

export const ZBrandLeadSchema = z.object({
  /** this brand's own key for the buyer: the same buyer has another key in another brand's leads */
  key: z.string(),
  buyerType: z.enum(LEAD_BUYER_TYPES),
  /** the Malaysian state of the studio's address, or of the last order's delivery address */
  state: z.string().nullable(),
  /** the studio's name when it shares, otherwise words like "Design studio in Selangor" (English, as in the CSV) */
  label: z.string(),
  /** null unless the studio shares its name and contact with brands */
  contact: ZLeadContactSchema.nullable(),
  /** free requests (orders without payment) holding the brand's samples */
  requests: z.number().int(),
  /** paid orders holding the brand's samples */
  orders: z.number().int(),
  /** units of the brand's samples, over both */
  units: z.number().int(),
  /** the brand's samples asked for, the most units first: LEADS_LIMITS.samplesShown names, and how many more */
  samples: z.object({ names: z.array(z.string()), more: z.number().int() }),
  /** empty unless the studio shares: its projects pinning the brand's samples, the most valuable first */
  projects: z.array(ZLeadProjectSchema),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type TBrandLead = z.infer<typeof ZBrandLeadSchema>;

export const ZBrandLeadsResponseSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  leads: z.array(ZBrandLeadSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type TBrandLeadsResponse = z.infer<typeof ZBrandLeadsResponseSchema>;

const leadsErrors = [400, 401, 403, 404] as const;

export const brandLeadsEndpoints = {
  leads: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/leads',
    summary: 'Who requested or ordered the brand’s samples in a period, one row per buyer, the latest first',
    description:
      'Its owners, editors and staff. A studio is named with its contact only when it shares them with brands; ' +
      'students and personal buyers never are. Cancelled orders and unpaid checkouts are left out, and only the ' +
      'brand’s own lines are counted.',
    auth: 'user',
    params: ZBrandParamsSchema,
    query: ZBrandLeadsQuerySchema,
    response: ZBrandLeadsResponseSchema,
    errors: leadsErrors,
  }),
  leadsCsv: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/leads.csv',
    summary: 'The leads of a period as CSV (UTF-8, a header line first)',
    auth: 'user',
    params: ZBrandParamsSchema,
    query: ZBrandLeadsCsvQuerySchema,
    response: null,
    errors: leadsErrors,
  }),
};
