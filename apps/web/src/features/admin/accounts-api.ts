import type { TAdminCreateUserRequest, TUpdateUserRequest, TUserListQuery } from '@samplebank/contracts/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { adminKeys } from './admin-keys';
import { wholeOrganization } from './lib/whole-organization';

export type AccountFilters = Partial<Omit<TUserListQuery, 'isApproved' | 'isPremium'>> & {
  isApproved?: 'true' | 'false';
  isPremium?: 'true' | 'false';
};

/** A page of accounts, searched and filtered (`GET /users/kpb-admin`). */
export function useAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => api.get('/users/kpb-admin', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One account as an administrator sees it. */
export function useAccount(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) => api.get('/users/:id', { params: { id: userId }, signal }),
  });
}

/** The organization an account belongs to, when it has one. */
export function useOrganization(organizationId: string | null | undefined) {
  return useQuery({
    queryKey: adminKeys.organization(organizationId),
    queryFn: async ({ signal }) =>
      wholeOrganization(await api.get('/organizations/:id', { params: { id: organizationId! }, signal })),
    enabled: Boolean(organizationId),
  });
}

/** Approves, rejects, makes premium or ADMIN: `PUT /users/{id}` with the admin-only fields. */
export function useUpdateAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) => api.put('/users/:id', { params: { id: userId }, body }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(adminKeys.user(userId), user);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

/** Adds an account (`POST /users/admin`). */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminCreateUserRequest) => api.post('/users/admin', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
