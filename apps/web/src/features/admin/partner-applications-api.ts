import type { TBrandRole } from '@samplebank/contracts/brand-portal';
import type { TPartnerApplicationStatus } from '@samplebank/contracts/partner-applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { adminKeys } from './admin-keys';

/** The queue's keys: every page and the navigation's count sit under one root, cleared together by a review. */
export const partnerApplicationKeys = {
  all: [...adminKeys.all, 'partner-applications'] as const,
  page: (status: TPartnerApplicationStatus | undefined, page: number) =>
    [...adminKeys.all, 'partner-applications', status ?? 'all', page] as const,
  pendingCount: [...adminKeys.all, 'partner-applications', 'pending-count'] as const,
};

/** A page of the queue (`GET /admin/partner-applications`), of one status or all of them (pending first). */
export function usePartnerApplications(status: TPartnerApplicationStatus | undefined, page: number) {
  return useQuery({
    queryKey: partnerApplicationKeys.page(status, page),
    queryFn: ({ signal }) => api.get('/admin/partner-applications', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many applications wait for review, for the back office's navigation: one row read, and the count. */
export function usePendingPartnerApplicationCount() {
  return useQuery({
    queryKey: partnerApplicationKeys.pendingCount,
    queryFn: ({ signal }) => api.get('/admin/partner-applications', { query: { status: 'pending', limit: 1 }, signal }),
    select: (data) => data.pendingCount,
    staleTime: 60_000,
  });
}

/** After a review: the queue, its count, and the brands (an approval may have made one) are read again. */
function useAfterReview() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: partnerApplicationKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminKeys.brandLists });
    void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog({}).slice(0, 2) });
  };
}

/** Approves an application into a new brand, or into the existing brand `brandId`; its first owner is invited. */
export function useApprovePartnerApplication() {
  const afterReview = useAfterReview();
  return useMutation({
    mutationFn: ({ id, brandId }: { id: string; brandId: string | null }) =>
      api.post('/admin/partner-applications/:id/approve', { params: { id }, body: { brandId } }),
    onSettled: afterReview,
  });
}

/** Declines an application with a note the applicant is e-mailed. */
export function useDeclinePartnerApplication() {
  const afterReview = useAfterReview();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post('/admin/partner-applications/:id/decline', { params: { id }, body: { note } }),
    onSettled: afterReview,
  });
}

/**
 * Staff invite someone to a brand's team (`POST /brand-portal/{brandId}/invitations`), its first owner as a rule; the
 * brand portal's team pages read the invitation again.
 */
export function useInviteBrandMember(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; role: TBrandRole }) =>
      api.post('/brand-portal/:brandId/invitations', { params: { brandId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.brandPortal }),
  });
}
