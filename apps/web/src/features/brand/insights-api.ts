import type { DayRange } from '@samplebank/domain/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { storageKeys } from '../../lib/storage-keys';
import { brandKeys } from './brand-keys';

/** The insights' keys, under the portal's: one period of one brand. */
export const insightsKeys = {
  all: (brandId: string) => [...brandKeys.all, brandId, 'insights'] as const,
  period: (brandId: string, range: DayRange) => [...insightsKeys.all(brandId), range.from, range.to] as const,
};

/** A brand's insights over a period: totals beside the previous period's, every day, and its most viewed samples. */
export function useBrandInsights(brandId: string, range: DayRange) {
  return useQuery({
    queryKey: insightsKeys.period(brandId, range),
    queryFn: ({ signal }) =>
      api.get('/brand-portal/:brandId/insights', { params: { brandId }, query: { ...range }, signal }),
    // the page keeps the last period on screen, dimmed, while the next one loads
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Downloads the per-sample table of a period as CSV. The API wants the session's bearer token, which a plain link
 * cannot send: the file is fetched, then handed to the browser as a download.
 */
export async function downloadInsightsCsv(brandId: string, range: DayRange): Promise<void> {
  const token = localStorage.getItem(storageKeys.token);
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetch(`/api/brand-portal/${encodeURIComponent(brandId)}/insights.csv?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`insights CSV: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `samplebank-insights-${range.from}-to-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
