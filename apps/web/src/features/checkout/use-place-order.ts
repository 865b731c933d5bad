import type { TPaymentIntentRequest } from '@samplebank/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { checkoutApi } from './api';

/** crypto.randomUUID needs a secure context; a plain-http LAN address gets the same v4 shape from getRandomValues. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST /payments/payment-intent with an Idempotency-Key per checkout attempt: a retry of the same checkout (same cart,
 * date, express and amount) reuses the key, so a lost answer never places a second order; a changed checkout gets a
 * new key, since the server refuses a key reused for different options. Once an order is placed the attempt is over:
 * the same samples checked out again later (say, after cancelling that checkout) are a new order.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (request: TPaymentIntentRequest) => {
      const signature = JSON.stringify(request);
      if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
      return checkoutApi.createPaymentIntent(request, attempt.current.key);
    },
    onSuccess: () => {
      attempt.current = null;
    },
  });
}
