import type {
  TPaymentIntentRequest,
  TPaymentIntentResponse,
  TPaymentsConfigResponse,
  TTestCardConfirmRequest,
  TTestCardResult,
} from '@samplebank/contracts/checkout';
import type { TOrder } from '@samplebank/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Which card form to show: the built-in test processor or Stripe Elements. */
export function usePaymentsConfig(enabled = true) {
  return useQuery({
    queryKey: ['payments', 'config'],
    queryFn: ({ signal }) => apiClient.get<TPaymentsConfigResponse>('/payments/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export const checkoutApi = {
  /** Places the order: a free request answers with its id, a premium one also with the card form's client secret. */
  createPaymentIntent: (request: TPaymentIntentRequest, idempotencyKey: string) =>
    apiClient.post<TPaymentIntentResponse>('/payments/payment-intent', request, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  confirmTestCard: (request: TTestCardConfirmRequest) =>
    apiClient.post<TTestCardResult>('/payments/test-card/confirm', request),
  authenticateTestCard: (clientSecret: string, approve: boolean) =>
    apiClient.post<TTestCardResult>('/payments/test-card/authenticate', { clientSecret, approve }),
  order: (orderId: string) => apiClient.get<TOrder>(`/orders/${encodeURIComponent(orderId)}`),
};

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The order turns processing when the server handles the payment event, not when the browser says so: waits for
 * that, up to about `timeoutMs`. Answers whether it was seen; a slow webhook is not a failed payment.
 */
export async function waitForPaidOrder(orderId: string, timeoutMs = 15_000, intervalMs = 750): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const order = await checkoutApi.order(orderId);
      if (order.status !== 'awaiting-payment' && order.status !== 'pending') return true;
    } catch {
      // a blip while polling is not the payment's failure: try again until the deadline
    }
    await sleep(intervalMs);
  }
  return false;
}
