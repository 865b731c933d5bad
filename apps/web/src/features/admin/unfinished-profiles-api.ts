import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

/** A page of the accounts stuck in onboarding (`GET /admin/unfinished-profiles`). */
export function useUnfinishedProfiles(page: number, search: string) {
  return useQuery({
    queryKey: adminKeys.unfinishedProfileList(page, search),
    queryFn: ({ signal }) =>
      api.get('/admin/unfinished-profiles', {
        query: { page, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** E-mails one account a reminder to finish its profile (`POST /admin/unfinished-profiles/{id}/nudge`). */
export function useNudgeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.post('/admin/unfinished-profiles/:id/nudge', { params: { id: userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.unfinishedProfiles }),
  });
}
