import type { TCreateSampleRequest } from '@samplebank/contracts/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const requestKeys = {
  all: queryRoots.sampleRequests,
  mine: (userId: string) => [...queryRoots.sampleRequests, 'mine', userId] as const,
};

// the server's message when it sent one, else the spec's generic text
const withFallback = (error: unknown, message: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error : new Error(message);

/** `POST /samples/request`. */
export function useCreateSampleRequest() {
  const t = useT('requests');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateSampleRequest) => {
      try {
        return await api.post('/samples/request', { body: request });
      } catch (error) {
        throw withFallback(error, t('modal.failed'));
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}

/** `GET /samples/requests/my`: the signed-in user's requests, newest first. */
export function useMySampleRequests() {
  const t = useT('requests');
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: requestKeys.mine(user?._id ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const response = await api.get('/samples/requests/my', { signal });
        return response.sampleRequests;
      } catch (error) {
        throw withFallback(error, t('list.fetchFailed'));
      }
    },
    enabled: isAuthenticated,
  });
}
