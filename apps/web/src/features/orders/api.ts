import type { TCancelOrderRequest, TOrderDateFilter } from '@samplebank/contracts/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

export const orderKeys = {
  all: queryRoots.orders,
  history: (dateFilter: TOrderDateFilter) => [...queryRoots.orders, 'history', dateFilter] as const,
  detail: (orderId: string) => [...queryRoots.orders, 'detail', orderId] as const,
  tracking: (orderId: string) => [...queryRoots.orders, 'tracking', orderId] as const,
};

// the cart's query key (features/cart/api.ts): a cancelled checkout puts its samples back in the cart

/** Cart and orders answer 403 until staff approve the account: only ask when the answer can be read. */
function useCanReadOrders(): boolean {
  const { isAuthenticated, user } = useSession();
  return isAuthenticated && Boolean(user?.isApproved);
}

/** The signed-in user's orders, newest first, for one date filter. */
export function useOrderHistory(dateFilter: TOrderDateFilter) {
  return useQuery({
    queryKey: orderKeys.history(dateFilter),
    queryFn: ({ signal }) => api.get('/orders/history', { query: { dateFilter }, signal }),
    select: (data) => data.orders,
    enabled: useCanReadOrders(),
  });
}

/** One order of the signed-in user. */
export function useOrder(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) => api.get('/orders/:id', { params: { id: orderId ?? '' }, signal }),
    enabled: useCanReadOrders() && Boolean(orderId),
  });
}

/** The status timeline of one order. */
export function useOrderTracking(orderId: string | undefined) {
  return useQuery({
    queryKey: orderKeys.tracking(orderId ?? ''),
    queryFn: ({ signal }) => api.get('/orders/:id/tracking', { params: { id: orderId ?? '' }, signal }),
    enabled: useCanReadOrders() && Boolean(orderId),
  });
}

// The toasts are said here, not by the dialog: the cancelled order leaves the list (and its dialog with it) as soon
// as the orders are fetched again, and a dialog's own callbacks do not run once it is gone.

/** Cancels a pending order of the signed-in user, with an optional reason; the stock returns. */
export function useCancelOrder() {
  const t = useT('orders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: TCancelOrderRequest & { orderId: string }) =>
      api.post('/orders/:id/cancel', { params: { id: orderId }, body }),
    onSuccess: (order) => {
      toast.success(t('cancel.done', { number: order.number }));
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** Lets an unpaid checkout go: its order is cancelled and its samples go back into the cart. */
export function useCancelCheckout() {
  const t = useT('orders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId }: { orderId: string; number: string }) =>
      api.post('/payments/checkouts/:orderId/cancel', { params: { orderId } }),
    onSuccess: (_answer, { number }) => {
      toast.success(t('cancelCheckout.done', { number }));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
      ]),
  });
}
