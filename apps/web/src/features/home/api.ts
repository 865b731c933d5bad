import type { TPageSettings } from '@samplebank/contracts/content';
import { pageSettingsIn } from '@samplebank/contracts/page-settings-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';

export const homeKeys = {
  pageSettings: queryRoots.pageSettings,
};

/** The home page's editable content, as a query (a failure is logged). */
export const pageSettingsQuery = () =>
  queryOptions({
    queryKey: homeKeys.pageSettings,
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/page-settings', { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Failed to load page settings', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The home page's editable content in the page's language (staff's Malay texts on /ms pages, where they wrote them);
 * a failure is logged and the page falls back to defaults.
 */
export function usePageSettings() {
  const locale = useLocale();
  const select = useCallback((settings: TPageSettings) => pageSettingsIn(settings, locale), [locale]);
  return useQuery({ ...pageSettingsQuery(), select });
}
