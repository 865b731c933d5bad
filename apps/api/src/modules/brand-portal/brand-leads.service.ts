import {
  BRAND_LEADS_MESSAGES,
  BRAND_LEADS_MESSAGES_MS,
  type TBrandLead,
  type TBrandLeadsCsvQuery,
  type TBrandLeadsQuery,
  type TBrandLeadsResponse,
} from '@samplebank/contracts/brand-leads';
import { addDays, todayInMalaysia } from '@samplebank/domain/delivery';
import { type LeadsRange, leadsRangeProblem, mayNameBuyer, resolveLeadsRange } from '@samplebank/domain/leads';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { brandStanding } from './brand-access.js';
import { type LeadDetails, leadsCsv, presentLead } from './brand-leads.presenter.js';
import {
  findLeadOrganizations,
  findLeadProjects,
  findLeadSamples,
  findLeads,
  type LeadRow,
  type LeadsPeriod,
} from './brand-leads.repository.js';

type LeadsContext = ServiceContext<'db'>;
type Db = LeadsContext['db'];

/** The period asked for, defaults filled in; a start alone that reaches back more than a year is refused. */
function rangeOf(query: { from?: string; to?: string }, now: Date | undefined): LeadsRange {
  const range = resolveLeadsRange(query, now);
  if (leadsRangeProblem(range) === 'tooLong')
    throw new AppError('VALIDATION', BRAND_LEADS_MESSAGES.rangeTooLong, {
      fields: { from: BRAND_LEADS_MESSAGES.rangeTooLong },
      inLanguage: { ms: BRAND_LEADS_MESSAGES_MS.rangeTooLong },
    });
  return range;
}

// Malaysia is UTC+8 all year: a day starts at 16:00 UTC the day before
const periodOf = (brandId: string, range: LeadsRange): LeadsPeriod => ({
  brandId,
  start: new Date(`${range.from}T00:00:00+08:00`),
  end: new Date(`${addDays(range.to, 1)}T00:00:00+08:00`),
});

/** The leads of these rows with what they may show: sample names for all, contact and projects for the named. */
async function presentLeads(db: Db, period: LeadsPeriod, rows: LeadRow[]): Promise<TBrandLead[]> {
  const organizationIds = [...new Set(rows.flatMap((row) => (row.organizationId ? [row.organizationId] : [])))];
  const namedIds = [
    ...new Set(rows.filter((row) => row.organizationId && mayNameBuyer(row)).map((row) => row.organizationId!)),
  ];
  const [samples, organizations, projects] = await Promise.all([
    findLeadSamples(
      db,
      period,
      rows.map((row) => row.buyerKey),
    ),
    findLeadOrganizations(db, organizationIds),
    findLeadProjects(db, period.brandId, namedIds),
  ]);
  const organizationById = new Map(organizations.map((organization) => [organization.id, organization]));
  return rows.map((row) => {
    const details: LeadDetails = {
      organization: row.organizationId ? organizationById.get(row.organizationId) : undefined,
      sampleNames: samples.filter((sample) => sample.buyerKey === row.buyerKey).map((sample) => sample.name),
      projects: row.organizationId ? projects.filter((project) => project.organizationId === row.organizationId) : [],
    };
    return presentLead(period.brandId, row, details);
  });
}

/**
 * `GET /brand-portal/{brandId}/leads`: who requested or ordered the brand's samples in a period, for its owners,
 * editors and staff; one row per buyer, the latest activity first, named only when the studio shares with brands.
 */
export async function getBrandLeads(
  { db }: LeadsContext,
  caller: AuthUser,
  { brandId, query, now }: { brandId: string; query: TBrandLeadsQuery; now?: Date },
): Promise<TBrandLeadsResponse> {
  await brandStanding(db, caller, brandId);
  const range = rangeOf(query, now);
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit);
  const period = periodOf(brandId, range);
  const { rows, total } = await findLeads(db, period, { limit, offset: (page - 1) * limit });
  return {
    range,
    leads: await presentLeads(db, period, rows),
    total,
    currentPage: page,
    totalPages: Math.ceil(total / limit),
  };
}

/** `GET /brand-portal/{brandId}/leads.csv`: every lead of the period as CSV, the same rows the page shows. */
export async function getBrandLeadsCsv(
  { db }: LeadsContext,
  caller: AuthUser,
  { brandId, query, now }: { brandId: string; query: TBrandLeadsCsvQuery; now?: Date },
): Promise<{ csv: string; fileName: string }> {
  await brandStanding(db, caller, brandId);
  const period = periodOf(brandId, rangeOf(query, now));
  const { rows } = await findLeads(db, period, { offset: 0 });
  return {
    csv: leadsCsv(await presentLeads(db, period, rows)),
    fileName: `leads-${todayInMalaysia(now)}.csv`,
  };
}
