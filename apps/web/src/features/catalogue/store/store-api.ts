import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { isNotFoundError } from '../../../lib/server-queries';

// a brand's own data: a staff edit of the brand, which refreshes the organizations, refreshes its store too
export const storeKeys = {
  store: (brandId: string) => [...queryRoots.organizations, 'store', brandId] as const,
};

/** A brand's store front (`GET /brands/{id}/store`); an id that is no brand's fails with a 404 ApiError. */
export const supplierStoreQuery = (brandId: string) =>
  queryOptions({
    queryKey: storeKeys.store(brandId),
    queryFn: ({ signal }) => api.get('/brands/:id/store', { params: { id: brandId }, signal }),
  });

/** A brand's store front; one found missing stays "not found" as the server rendered it. */
export function useSupplierStore(brandId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = supplierStoreQuery(brandId);
  return useQuery({
    ...supplierStoreQuery(brandId),
    enabled: Boolean(brandId),
    // a store found missing shows the not-found page at once rather than a skeleton while it is asked for again: the
    // server renders it so, and the browser hydrates it so (server-queries.ts); other errors are retried as usual
    retryOnMount: !isNotFoundError(queryClient.getQueryState(queryKey)?.error),
  });
}
