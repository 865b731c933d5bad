import type { TChangePasswordRequest } from '@samplebank/contracts/account';
import type { TAccountResponse, TUpdateEmailPreferencesRequest } from '@samplebank/contracts/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const accountKeys = {
  account: queryRoots.account,
  documents: (userId: string) => [...queryRoots.account, 'documents', userId] as const,
};

// the signed document links live 5 minutes (DOCUMENT_URL_LIFETIME_SECONDS): fetch fresh ones before they die
const DOCUMENT_LINKS_REFRESH_MS = 4 * 60_000;

/** `GET /users/me`: the signed-in user, their e-mail preferences and organization summary. */
export function useAccount() {
  const { isAuthenticated, updateUser } = useSession();
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: async ({ signal }) => {
      const account = await api.get('/users/me', { signal });
      // the header and other pages read the stored user: keep it as the server has it now
      updateUser(account.user);
      return account;
    },
    enabled: isAuthenticated,
    staleTime: 0,
  });
}

/** `GET /users/{id}/documents`: the supporting documents with short-lived download links. */
export function useAccountDocuments(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.documents(userId),
    queryFn: ({ signal }) => api.get('/users/:id/documents', { params: { id: userId }, signal }),
    enabled,
    staleTime: DOCUMENT_LINKS_REFRESH_MS,
    refetchInterval: DOCUMENT_LINKS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** `PUT /users/{id}` with a new name: the one plain field a user changes about themself here. */
export function useRenameAccount() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: ({ userId, name }: { userId: string; name: string }) =>
      api.put('/users/:id', { params: { id: userId }, body: { name } }),
    onSuccess: ({ user }) => {
      updateUser(user);
      queryClient.setQueryData<TAccountResponse>(accountKeys.account, (account) => account && { ...account, user });
    },
  });
}

/**
 * `PUT /users/me/email-preferences`: shown switched at once, put back if the server refuses, so a toggle never
 * pretends to be saved.
 */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TUpdateEmailPreferencesRequest) => api.put('/users/me/email-preferences', { body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.account });
      const before = queryClient.getQueryData<TAccountResponse>(accountKeys.account);
      if (before) {
        queryClient.setQueryData<TAccountResponse>(accountKeys.account, {
          ...before,
          emailPreferences: { ...before.emailPreferences, ...changes },
        });
      }
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(accountKeys.account, context.before);
    },
    onSuccess: ({ emailPreferences }) => {
      queryClient.setQueryData<TAccountResponse>(
        accountKeys.account,
        (account) => account && { ...account, emailPreferences },
      );
    },
  });
}

/** `POST /auth/change-password`: this browser keeps its session with the fresh token; every other one ends. */
export function useChangePassword() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => api.post('/auth/change-password', { body }),
    onSuccess: ({ token, user }) => signIn(token, user),
  });
}

/** `POST /auth/sign-out-everywhere`: ends every session of the account, this browser's too. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post('/auth/sign-out-everywhere'),
  });
}
