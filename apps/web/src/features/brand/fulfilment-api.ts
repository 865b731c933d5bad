import type {
  TBrandOrder,
  TBrandOrderFilter,
  TPackBrandLinesRequest,
  TShipBrandLinesRequest,
} from '@samplebank/contracts/brand-fulfilment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { brandKeys } from './brand-keys';

/** The fulfilment lists of a brand, under the portal's keys: one page of one list. */
export const fulfilmentKeys = {
  all: (brandId: string) => [...brandKeys.all, brandId, 'orders'] as const,
  list: (brandId: string, state: TBrandOrderFilter, page: number) =>
    [...fulfilmentKeys.all(brandId), state, page] as const,
};

/** A page of the brand's orders in one list (to ship, shipped, all), each with the brand's own lines. */
export function useBrandOrders(brandId: string, state: TBrandOrderFilter, page: number) {
  return useQuery({
    queryKey: fulfilmentKeys.list(brandId, state, page),
    queryFn: ({ signal }) =>
      api.get('/brand-portal/:brandId/orders', { params: { brandId }, query: { state, page }, signal }),
    // a list keeps its orders on screen while its next page loads; another list starts from its skeleton
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === state ? previous : undefined),
  });
}

/** Packing or shipping changes the lists and counts of the brand, and the buyer's order as staff read it. */
function useFulfilmentChange<Input>(brandId: string, change: (input: Input) => Promise<TBrandOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fulfilmentKeys.all(brandId) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]),
  });
}

export function usePackBrandLines(brandId: string) {
  return useFulfilmentChange(brandId, ({ orderId, ...body }: TPackBrandLinesRequest & { orderId: string }) =>
    api.post('/brand-portal/:brandId/orders/:orderId/pack', { params: { brandId, orderId }, body }),
  );
}

export function useShipBrandLines(brandId: string) {
  return useFulfilmentChange(brandId, ({ orderId, ...body }: TShipBrandLinesRequest & { orderId: string }) =>
    api.post('/brand-portal/:brandId/orders/:orderId/shipments', { params: { brandId, orderId }, body }),
  );
}
