import type { TOrganization } from '@samplebank/contracts/organizations';
import type { TAdminCreateUserRequest, TUpdateUserRequest, TUser, TUserListQuery } from '@samplebank/contracts/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

type UserListResponse = { users: TUser[]; currentPage: number; totalPages: number; totalUsers: number };
export type AccountFilters = Partial<Omit<TUserListQuery, 'isApproved' | 'isPremium'>> & {
  isApproved?: 'true' | 'false';
  isPremium?: 'true' | 'false';
};

/** A page of accounts, searched and filtered (`GET /users/kpb-admin`). */
export function useAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => apiClient.get<UserListResponse>('/users/kpb-admin', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One account as an administrator sees it. */
export function useAccount(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) => apiClient.get<TUser>(`/users/${encodeURIComponent(userId)}`, { signal }),
  });
}

/** The organization an account belongs to, when it has one. */
export function useOrganization(organizationId: string | null | undefined) {
  return useQuery({
    queryKey: adminKeys.organization(organizationId),
    queryFn: ({ signal }) =>
      apiClient.get<TOrganization>(`/organizations/${encodeURIComponent(organizationId!)}`, { signal }),
    enabled: Boolean(organizationId),
  });
}

/** Approves, rejects, makes premium or ADMIN: `PUT /users/{id}` with the admin-only fields. */
export function useUpdateAccount(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateUserRequest) =>
      apiClient.put<{ message: string; user: TUser }>(`/users/${encodeURIComponent(userId)}`, body),
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
    mutationFn: (body: TAdminCreateUserRequest) =>
      apiClient.post<{ message: string; user: TUser }>('/users/admin', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
