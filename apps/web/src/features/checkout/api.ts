import type {
  TCheckout,
  TFpxBank,
  TPaymentIntentRequest,
  TTestCardConfirmRequest,
} from '@samplebank/contracts/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

export const checkoutKeys = {
  all: queryRoots.checkout,
  one: (orderId: string) => [...queryRoots.checkout, 'order', orderId] as const,
  current: [...queryRoots.checkout, 'current'] as const,
  paymentsConfig: [...queryRoots.payments, 'config'] as const,
};

/** Which card form to show: the built-in test processor or Stripe Elements. */
export function usePaymentsConfig(enabled = true) {
  return useQuery({
    queryKey: checkoutKeys.paymentsConfig,
    queryFn: ({ signal }) => api.get('/payments/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export const checkoutApi = {
  /** Places the order: a free request answers with its id, a premium one also with the card form's client secret. */
  createPaymentIntent: (request: TPaymentIntentRequest, idempotencyKey: string) =>
    api.post('/payments/payment-intent', { body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
  checkout: (orderId: string, signal?: AbortSignal) =>
    api.get('/payments/checkouts/:orderId', { params: { orderId }, signal }),
  current: (signal?: AbortSignal) => api.get('/payments/checkouts/current', { signal }),
  cancel: (orderId: string) => api.post('/payments/checkouts/:orderId/cancel', { params: { orderId } }),
  confirmTestCard: (request: TTestCardConfirmRequest) => api.post('/payments/test-card/confirm', { body: request }),
  authenticateTestCard: (clientSecret: string, approve: boolean) =>
    api.post('/payments/test-card/authenticate', { body: { clientSecret, approve } }),
  /** FPX with the test processor: the chosen bank, then its simulated page's Approve or Decline */
  startTestFpx: (clientSecret: string, bank: TFpxBank) =>
    api.post('/payments/test-fpx/start', { body: { clientSecret, bank } }),
  completeTestFpx: (clientSecret: string, approve: boolean) =>
    api.post('/payments/test-fpx/complete', { body: { clientSecret, approve } }),
};

/** Whether a checkout's order has been paid: the payment event moved it on from awaiting payment. */
export const isPaidCheckout = (checkout: Pick<TCheckout, 'status' | 'paymentStatus'>) =>
  checkout.status !== 'awaiting-payment' && checkout.status !== 'cancelled' && checkout.paymentStatus === 'succeeded';

/**
 * One checkout as the server has it, the single source of the payment step. While money is in flight it is read
 * again every second or two; when the hold ends, and every 15 s after, until the server lets it go.
 */
export function useCheckout(orderId: string) {
  return useQuery({
    queryKey: checkoutKeys.one(orderId),
    queryFn: ({ signal }) => checkoutApi.checkout(orderId, signal),
    // another tab may have paid or cancelled it: read it afresh whenever this tab comes back
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const checkout = query.state.data;
      if (checkout?.status !== 'awaiting-payment') return false;
      if (checkout.paymentStatus === 'processing') return 1500;
      // read again when the hold ends, then every 15 s until the server has let it go
      const msLeft = Date.parse(checkout.expiresAt) - Date.now();
      return msLeft > 0 ? msLeft + 2000 : 15_000;
    },
  });
}

/** The member's checkout waiting for payment, so the cart can offer it instead of looking empty. */
export function useCurrentCheckout() {
  const { isAuthenticated, user } = useSession();
  return useQuery({
    queryKey: checkoutKeys.current,
    queryFn: ({ signal }) => checkoutApi.current(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
    enabled: isAuthenticated && Boolean(user?.isApproved),
  });
}

/**
 * Lets an unpaid checkout go; its samples come back into the cart, so the cart and orders are read again.
 * `onCancelled` runs before that: reading the checkout again shows it cancelled, which unmounts the dialog that
 * asked, and with it any callback given to `mutate`.
 */
export function useCancelCheckout(onCancelled?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => checkoutApi.cancel(orderId),
    onSuccess: () => onCancelled?.(),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      ]);
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The order turns processing when the server handles the payment event, not when the browser says so: waits for
 * that, up to about `timeoutMs`. Answers whether it was seen; a slow webhook is not a failed payment.
 */
export async function waitForPaidOrder(orderId: string, timeoutMs = 15_000, intervalMs = 750): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (isPaidCheckout(await checkoutApi.checkout(orderId))) return true;
    } catch {
      // a blip while polling is not the payment's failure: try again until the deadline
    }
    await sleep(intervalMs);
  }
  return false;
}
