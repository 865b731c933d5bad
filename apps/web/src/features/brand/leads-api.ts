import type { LeadsRange } from '@samplebank/domain/leads';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { storageKeys } from '../../lib/storage-keys';
import { brandKeys } from './brand-keys';
import { csvFileName } from './lib/leads';

/** The leads' keys, under the portal's: one page of one period of one brand. */
export const leadsKeys = {
  all: (brandId: string) => [...brandKeys.all, brandId, 'leads'] as const,
  page: (brandId: string, range: LeadsRange, page: number) =>
    [...leadsKeys.all(brandId), range.from, range.to, page] as const,
};

/** A page of the brand's leads over a period, the latest activity first. */
export function useBrandLeads(brandId: string, range: LeadsRange, page: number) {
  return useQuery({
    queryKey: leadsKeys.page(brandId, range, page),
    queryFn: ({ signal }) =>
      api.get('/brand-portal/:brandId/leads', { params: { brandId }, query: { ...range, page }, signal }),
    // the page keeps the last rows on screen, dimmed, while the next ones load
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Downloads the period's leads as CSV. The API wants the session's bearer token, which a plain link cannot send: the
 * file is fetched, then handed to the browser as a download under the server's name for it.
 */
export async function downloadLeadsCsv(brandId: string, range: LeadsRange): Promise<void> {
  const token = localStorage.getItem(storageKeys.token);
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetch(`/api/brand-portal/${encodeURIComponent(brandId)}/leads.csv?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`leads CSV: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
