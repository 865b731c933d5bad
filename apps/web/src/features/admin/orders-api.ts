import type { TAdminOrderListQuery } from '@samplebank/contracts/admin-office';
import type { TUpdateOrderStatusRequest } from '@samplebank/contracts/orders';
import type { TRefundRequest } from '@samplebank/contracts/refunds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
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
    queryFn: ({ signal }) => api.get('/orders/:id', { params: { id: orderId }, signal }),
  });
}

export function useOrderTracking(orderId: string) {
  return useQuery({
    queryKey: adminKeys.orderTracking(orderId),
    queryFn: ({ signal }) => api.get('/orders/:id/tracking', { params: { id: orderId }, signal }),
  });
}

/** Moves an order along its state machine; the server e-mails the buyer and, on cancel, returns the stock. */
export function useChangeOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrderStatusRequest) => api.put('/orders/:id/status', { params: { id: orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A paid order's refunds, and what is left to refund. */
export function useOrderRefunds(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.orderRefunds(orderId),
    queryFn: ({ signal }) => api.get('/admin/orders/:id/refunds', { params: { id: orderId }, signal }),
    enabled,
  });
}

/** Refunds through the payment provider; the server issues the credit note and mails the buyer. */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRefundRequest) => api.post('/admin/orders/:id/refunds', { params: { id: orderId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Sends an e-invoice MyInvois refused (or that never went) again, at the queue's next turn. */
export function useResubmitEinvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) => api.post('/admin/invoices/:id/einvoice/resubmit', { params: { id: invoiceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
