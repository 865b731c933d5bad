import type { TBrandRole, TInviteBrandMemberRequest } from '@samplebank/contracts/brand-portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { brandKeys } from './brand-keys';

/** The brands the signed-in user works for (none for a visitor). */
export function useMyBrands() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: brandKeys.myBrands(user?._id ?? null),
    queryFn: ({ signal }) => api.get('/brand-portal/brands', { signal }),
    enabled: Boolean(user && isAuthenticated),
    staleTime: 60_000,
  });
}

/** The brand and the caller's role in it; a 403 when the caller does not work for it. */
export function useBrandAccess(brandId: string) {
  return useQuery({
    queryKey: brandKeys.access(brandId),
    queryFn: ({ signal }) => api.get('/brand-portal/:brandId', { params: { brandId }, signal }),
    retry: false,
  });
}

export function useBrandTeam(brandId: string) {
  return useQuery({
    queryKey: brandKeys.team(brandId),
    queryFn: ({ signal }) => api.get('/brand-portal/:brandId/members', { params: { brandId }, signal }),
  });
}

function useTeamChange<Input>(brandId: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.team(brandId) }),
  });
}

export function useInviteBrandMember(brandId: string) {
  return useTeamChange(brandId, (body: TInviteBrandMemberRequest) =>
    api.post('/brand-portal/:brandId/invitations', { params: { brandId }, body }),
  );
}

export function useRevokeBrandInvitation(brandId: string) {
  return useTeamChange(brandId, (invitationId: string) =>
    api.delete('/brand-portal/:brandId/invitations/:invitationId', { params: { brandId, invitationId } }),
  );
}

export function useChangeBrandMember(brandId: string) {
  return useTeamChange(brandId, ({ userId, role }: { userId: string; role: TBrandRole }) =>
    api.put('/brand-portal/:brandId/members/:userId', { params: { brandId, userId }, body: { role } }),
  );
}

export function useRemoveBrandMember(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete('/brand-portal/:brandId/members/:userId', { params: { brandId, userId } }),
    // leaving changes which brands the user works for, and whether this page is still theirs
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}

export function useBrandInvitation(token: string) {
  return useQuery({
    queryKey: brandKeys.invitation(token),
    queryFn: ({ signal }) => api.get('/brand-invitations/:token', { params: { token }, signal }),
    retry: false,
  });
}

export function useAcceptBrandInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/brand-invitations/:token/accept', { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
