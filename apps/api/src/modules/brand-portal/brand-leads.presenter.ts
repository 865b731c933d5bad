import { createHash } from 'node:crypto';
import { LEADS_LIMITS, type TBrandLead, type TLeadBuyerType } from '@samplebank/contracts/brand-leads';
import { spreadsheetCell } from '@samplebank/contracts/csv';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import { formatRinggit } from '@samplebank/domain/format';
import { mayNameBuyer } from '@samplebank/domain/leads';
import type { LeadRow } from './brand-leads.repository.js';

const COMPANY_TYPES = new Set<TLeadBuyerType>(['DESIGNER', 'ARCHITECT', 'CONTRACTOR', 'DEVELOPER', 'OTHER']);

/** What a lead's row says of its buyer when it does not name it (English: the API's and the CSV's words). */
const ANONYMOUS_NAMES: Record<TLeadBuyerType, string> = {
  DESIGNER: 'Design studio',
  ARCHITECT: 'Architecture firm',
  CONTRACTOR: 'Contractor',
  DEVELOPER: 'Developer',
  OTHER: 'Company',
  INDIVIDUAL: 'Individual buyer',
  STUDENT: 'Student',
};

/** The details a lead is presented with, read for its page of rows. */
export type LeadDetails = {
  organization?: {
    name: string;
    personInCharge: string | null;
    email: string | null;
    phone: string | null;
    state: string | null;
  };
  sampleNames: string[];
  projects: { type: string; value: number }[];
};

/** The kind of buyer a brand may know: a company's type (a brand buying is "other"), or a private buyer's. */
export function buyerTypeOf(row: Pick<LeadRow, 'isPrivate' | 'userType' | 'organizationType'>): TLeadBuyerType {
  if (row.isPrivate) return row.userType === 'student' ? 'STUDENT' : 'INDIVIDUAL';
  const type = row.organizationType as TLeadBuyerType;
  return COMPANY_TYPES.has(type) ? type : 'OTHER';
}

/**
 * The brand's own key for a buyer: a hash of the brand and the buyer, so a row can be told apart and kept across
 * pages, while two brands comparing their leads find no key in common.
 */
export function leadKeyOf(brandId: string, buyerKey: string): string {
  return createHash('sha256').update(`${brandId}:${buyerKey}`).digest('hex').slice(0, 20);
}

/** "Design studio in Selangor": a buyer that is not named, the same words each time it comes back. */
export function anonymousLabel(type: TLeadBuyerType, state: string | null): string {
  return state ? `${ANONYMOUS_NAMES[type]} in ${state}` : ANONYMOUS_NAMES[type];
}

/**
 * A lead as its brand sees it. The studio's name, contact and projects pass only when it shares them with brands and
 * is a company: nothing of a private buyer or a student is ever named, whatever its setting says.
 */
export function presentLead(brandId: string, row: LeadRow, details: LeadDetails): TBrandLead {
  const buyerType = buyerTypeOf(row);
  const organization = details.organization;
  const named = Boolean(organization) && mayNameBuyer(row);
  const state = organization?.state ?? row.shipState ?? null;
  return {
    key: leadKeyOf(brandId, row.buyerKey),
    buyerType,
    state,
    label: named && organization ? organization.name : anonymousLabel(buyerType, state),
    contact:
      named && organization
        ? {
            name: organization.name,
            personInCharge: organization.personInCharge,
            email: organization.email,
            phone: organization.phone,
          }
        : null,
    requests: row.requests,
    orders: row.orders,
    units: row.units,
    samples: {
      names: details.sampleNames.slice(0, LEADS_LIMITS.samplesShown),
      more: Math.max(0, details.sampleNames.length - LEADS_LIMITS.samplesShown),
    },
    projects: named ? details.projects.slice(0, LEADS_LIMITS.projectsShown) : [],
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
  };
}

const BUYER_TYPE_WORDS: Record<TLeadBuyerType, string> = {
  DESIGNER: 'Designer',
  ARCHITECT: 'Architect',
  CONTRACTOR: 'Contractor',
  DEVELOPER: 'Developer',
  OTHER: 'Other',
  INDIVIDUAL: 'Individual',
  STUDENT: 'Student',
};

/** A day in Malaysia, `2026-03-31`, of an ISO time. */
const malaysianDay = (iso: string) => new Date(Date.parse(iso) + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The leads as CSV, a header line first; lines end with CRLF, as spreadsheets expect. */
export function leadsCsv(leads: TBrandLead[]): string {
  const header = [
    'Lead',
    'Type',
    'State',
    'Contact person',
    'E-mail',
    'Phone',
    'Requests',
    'Orders',
    'Units',
    'Samples',
    'Projects',
    'First',
    'Last',
  ];
  const lines = leads.map((lead) =>
    [
      lead.label,
      BUYER_TYPE_WORDS[lead.buyerType],
      lead.state ?? '',
      lead.contact?.personInCharge ?? '',
      lead.contact?.email ?? '',
      formatPhoneNumber(lead.contact?.phone),
      lead.requests,
      lead.orders,
      lead.units,
      [...lead.samples.names, ...(lead.samples.more ? [`+${lead.samples.more} more`] : [])].join('; '),
      lead.projects.map((project) => `${project.type} (${formatRinggit(project.value)})`).join('; '),
      malaysianDay(lead.firstAt),
      malaysianDay(lead.lastAt),
    ]
      .map(spreadsheetCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
