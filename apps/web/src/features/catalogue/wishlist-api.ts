import type { TWishlistResponse } from '@samplebank/contracts/wishlist';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const wishlistKeys = {
  all: queryRoots.wishlist,
  wishlist: (userId: string) => [...queryRoots.wishlist, userId] as const,
};

const withFallback = (error: unknown, message: string) =>
  error instanceof ApiError && error.status !== 0 ? error : new Error(message);

/** The signed-in user's wishlist; disabled for visitors. */
export function useWishlist() {
  const t = useT('catalogue');
  const { user, isAuthenticated } = useSession();
  const userId = user?._id ?? '';
  return useQuery({
    queryKey: wishlistKeys.wishlist(userId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/users/my-wishlist', { signal });
      } catch (error) {
        throw withFallback(error, t('wishlist.fetchFailed'));
      }
    },
    enabled: isAuthenticated && Boolean(userId),
    staleTime: 60_000,
  });
}

/** Adds a sample to the wishlist or removes it, showing the change at once and undoing it on failure. */
export function useToggleWishlist() {
  const t = useT('catalogue');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = wishlistKeys.wishlist(user?._id ?? '');

  return useMutation({
    mutationFn: async ({ sampleId, isWished }: { sampleId: string; isWished: boolean }) => {
      try {
        return isWished
          ? await api.delete('/users/my-wishlist', { body: { productId: sampleId } })
          : await api.post('/users/my-wishlist', { body: { id: sampleId } });
      } catch (error) {
        throw withFallback(error, t(isWished ? 'wishlist.removeFailed' : 'wishlist.addFailed'));
      }
    },
    onMutate: async ({ sampleId, isWished }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TWishlistResponse>(key);
      if (previous) {
        queryClient.setQueryData<TWishlistResponse>(key, {
          myWishlist: isWished
            ? previous.myWishlist.filter((id) => id !== sampleId)
            : [...previous.myWishlist, sampleId],
          samples: isWished ? previous.samples.filter((sample) => sample._id !== sampleId) : previous.samples,
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (response) => queryClient.setQueryData(key, response),
    // after a sign-in the key above may be a visitor's: refresh whichever list is on screen
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
