import type { TUpdateSettingsRequest } from '@samplebank/contracts/admin-office';
import type { TPageSettings } from '@samplebank/contracts/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { adminKeys } from './admin-keys';

export function usePageSettings() {
  return useQuery({
    queryKey: adminKeys.pageSettings,
    queryFn: ({ signal }) => api.get('/page-settings', { signal }),
  });
}

/** Saves the whole home page document; the shop's cached copy is dropped so / shows it at once. */
export function useSavePageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPageSettings) => api.put('/admin/page-settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.pageSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryRoots.pageSettings });
    },
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => api.get('/settings', { signal }),
  });
}

export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSettingsRequest) => api.put('/admin/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: queryRoots.settings });
    },
  });
}
