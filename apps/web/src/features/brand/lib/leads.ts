import type { TBrandLead } from '@samplebank/contracts/brand-leads';
import { todayInMalaysia } from '@samplebank/domain/delivery';
import {
  LEADS_DEFAULT_DAYS,
  LEADS_PRESET_DAYS,
  type LeadsPresetDays,
  type LeadsRange,
  lastLeadsDays,
} from '@samplebank/domain/leads';

// The leads page's rules, apart from its components: the period chosen in the address, the page, and the file name a
// download is saved under.

/** The period the address asks for (`?days=180`), the default 90 days for anything else. */
export function presetFromSearch(search: URLSearchParams): LeadsPresetDays {
  const days = Number(search.get('days'));
  return (LEADS_PRESET_DAYS as readonly number[]).includes(days) ? (days as LeadsPresetDays) : LEADS_DEFAULT_DAYS;
}

/** The page the address asks for, 1 for anything that is not a whole number of 1 or more. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's search of a choice: the default period and the first page are left out. */
export function searchOf(days: LeadsPresetDays, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (days !== LEADS_DEFAULT_DAYS) search.set('days', String(days));
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The Malaysian days a preset covers, up to today. */
export function rangeOfPreset(days: LeadsPresetDays, now: Date = new Date()): LeadsRange {
  return lastLeadsDays(days, now);
}

/** The name a download is saved under: the server's (`content-disposition`), else `leads-<today>.csv`. */
export function csvFileName(disposition: string | null, now: Date = new Date()): string {
  const named = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return named && /^[\w.-]+\.csv$/.test(named) ? named : `leads-${todayInMalaysia(now)}.csv`;
}

/** Whether the page names the studio behind a lead: only when the studio chose to share with brands. */
export const isNamedLead = (
  lead: Pick<TBrandLead, 'contact'>,
): lead is TBrandLead & { contact: NonNullable<TBrandLead['contact']> } => lead.contact !== null;
