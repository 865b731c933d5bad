import type { TAdminOrderListQuery } from '@samplebank/contracts/admin-office';
import type { TOrder, TOrderTracking, TUpdateOrderStatusRequest } from '@samplebank/contracts/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';
import type { Paged } from './lib/paged';

export function useAdminOrders(query: Paged<TAdminOrderListQuery>) {
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: ({ signal }) => api.get('/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => apiClient.get<TOrder>(`/orders/${encodeURIComponent(orderId)}`, { signal }),
  });
}

export function useOrderTracking(orderId: string) {
  return useQuery({
    queryKey: adminKeys.orderTracking(orderId),
    queryFn: ({ signal }) =>
      apiClient.get<TOrderTracking>(`/orders/${encodeURIComponent(orderId)}/tracking`, { signal }),
  });
}

/** Moves an order along its state machine; the server e-mails the buyer and, on cancel, returns the stock. */
export function useChangeOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrderStatusRequest) =>
      apiClient.put<TOrder>(`/orders/${encodeURIComponent(orderId)}/status`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
