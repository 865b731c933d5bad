import { DEFAULT_DELIVERY_SETTINGS, type TDeliverySettings } from '@samplebank/contracts/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const cartKeys = {
  cart: queryRoots.cart,
  settings: queryRoots.settings,
};

/** The server-priced cart (standard delivery) with the company's shipping address. */
export function useCart() {
  const { isAuthenticated, user } = useSession();
  return useQuery({
    queryKey: cartKeys.cart,
    queryFn: ({ signal }) => api.get('/cart-samples/user-cart', { signal }),
    // the cart answers 403 until the account is approved
    enabled: isAuthenticated && Boolean(user?.isApproved),
  });
}

/** Delivery fees, tax rate and lead days (admin-editable); the defaults hold until they load. */
export function useDeliverySettings(): TDeliverySettings {
  const settings = useQuery({
    queryKey: cartKeys.settings,
    // GET /settings is content's endpoint, not yet described in contracts
    queryFn: ({ signal }) => api.get('/settings', { signal }),
    staleTime: 5 * 60_000,
  });
  return settings.data?.deliverySettings ?? DEFAULT_DELIVERY_SETTINGS;
}

/** Sets a line's quantity; 0 removes it. Every cart change answers with the whole cart. */
export function useSetCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sampleId, quantity }: { sampleId: string; quantity: number }) =>
      api.put('/cart-samples/update-sample-quantity/:sampleId', { params: { sampleId }, body: { quantity } }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
  });
}

/** Puts a removed line back (the Undo of Remove). */
export function useRestoreCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sampleId, quantity }: { sampleId: string; quantity: number }) =>
      api.post('/cart-samples/add-sample', { body: { sampleId, quantity } }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
  });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/cart-samples/clear'),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.cart, cart),
  });
}
