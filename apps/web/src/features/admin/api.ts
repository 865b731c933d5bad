import type { TUser } from '@samplebank/contracts/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminUser = TUser;

// the signed document links live five minutes (DOCUMENT_URL_LIFETIME_SECONDS); fetch fresh ones before then
const DOCUMENT_LINK_REFRESH_MS = 4 * 60_000;

/** Accounts waiting for review, newest first as the server lists them, one page at a time. */
export function useReviewQueue(page: number) {
  return useQuery({
    queryKey: adminKeys.reviewQueue(page),
    queryFn: ({ signal }) => api.get('/users/kpb-admin', { query: { reviewStatus: 'pending', page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An account's supporting documents with short-lived links to open them. */
export function useUserDocuments(userId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.documents(userId ?? ''),
    queryFn: ({ signal }) => api.get('/users/:id/documents', { params: { id: userId! }, signal }),
    enabled: Boolean(userId),
    staleTime: DOCUMENT_LINK_REFRESH_MS,
    refetchInterval: DOCUMENT_LINK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Approves an account, or rejects it with a reason; the user is e-mailed either way. */
export function useReviewDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: string; isApproved: boolean; rejectionReason?: string }) =>
      api.put('/users/:id', { params: { id: userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reviewQueues }),
  });
}
