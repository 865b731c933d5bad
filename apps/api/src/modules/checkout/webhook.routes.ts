import { ZWebhookResponseSchema } from '@samplebank/contracts/checkout';
import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import { AppError } from '../../platform/errors.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { handlePaymentEvent } from './payment-events.service.js';

/**
 * `POST /payments/webhook`: Stripe's events. The signature covers the exact bytes sent, so this route lives in its
 * own plugin (registered by the checkout plugin) whose JSON parser keeps the raw text instead of parsing it.
 */
export async function paymentWebhookRoutes(webhook: ZodApp) {
  const context = webhook.context;
  webhook.removeContentTypeParser('application/json');
  webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  webhook.post(
    '/webhook',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Stripe webhook: payment_intent.succeeded and payment_intent.payment_failed, each event once',
        response: { 200: ZWebhookResponseSchema, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema },
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      if (!context.payments) throw new AppError('NOT_FOUND', 'No payment provider is configured');
      const event = context.payments.parseWebhookEvent(rawBody, request.headers);
      await handlePaymentEvent({ ...context, logger: request.log }, event);
      return { received: true as const };
    },
  );
}
