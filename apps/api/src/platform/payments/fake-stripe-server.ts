// A local stand-in for Stripe's PaymentIntents API, for tests: records every request, and answers a repeated
// Idempotency-Key with the intent it made the first time, as Stripe does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The form's `allowed_payment_method_types[0]=card&...`, as the SDK encodes an array; Stripe's default is card. */
function allowedMethods(form: URLSearchParams): string[] {
  const methods = [...form.entries()].filter(([key]) => key.startsWith('allowed_payment_method_types'));
  return methods.length ? methods.map(([, value]) => value) : ['card'];
}

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };

export async function startFakeStripe(options: { failWith?: number; refundStatus?: 'succeeded' | 'pending' } = {}) {
  const requests: RecordedRequest[] = [];
  const refunds: Record<string, unknown>[] = [];
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const intents = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, Record<string, unknown>>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: { type: 'auth' } });
      if (options.failWith) return send(options.failWith, { error: { message: 'boom' } });
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const earlier = key ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const intent = {
          id,
          object: 'payment_intent',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          metadata: { orderId: form.get('metadata[orderId]') },
          // as Stripe: the methods the intent may be paid with (Payment Element shows each)
          payment_method_types: allowedMethods(form),
        };
        intents.set(id, intent);
        if (key) byIdempotencyKey.set(key, intent);
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const earlier = key ? refundsByKey.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const intent = intents.get(String(form.get('payment_intent')));
        if (!intent) return send(400, { error: { message: 'No such payment_intent' } });
        const refund = {
          id: `re_${randomBytes(8).toString('hex')}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: intent.id,
          // as Stripe: a card refund is done at once; an FPX one may wait on the bank
          status: options.refundStatus ?? 'succeeded',
        };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, refund);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (request.method === 'GET' && match && intents.has(match[1]!)) return send(200, intents.get(match[1]!));
      const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(path);
      const cancelled = cancel ? intents.get(cancel[1]!) : undefined;
      if (request.method === 'POST' && cancelled) {
        // as Stripe: only an intent still waiting for its payment can be cancelled
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(String(cancelled.status))
        ) {
          return send(400, { error: { message: 'This PaymentIntent cannot be canceled' } });
        }
        cancelled.status = 'canceled';
        return send(200, cancelled);
      }
      return send(404, { error: { message: 'No such payment_intent' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event about a payment intent, as a webhook delivers it. */
export function stripeIntentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.processing' | 'charge.refunded',
  intent: { id: string; amount: number; currency?: string; paymentMethod?: 'card' | 'fpx' | 'grabpay' },
  eventId = `evt_${randomBytes(8).toString('hex')}`,
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
        currency: intent.currency ?? 'myr',
        last_payment_error: type === 'payment_intent.payment_failed' ? { message: 'Your card was declined.' } : null,
        // expanded as a webhook endpoint may ask; the method the buyer paid with
        ...(intent.paymentMethod
          ? { payment_method: { id: `pm_${randomBytes(6).toString('hex')}`, type: intent.paymentMethod } }
          : {}),
      },
    },
  });
}
