import {
  ZCheckoutHeadersSchema,
  ZPaymentIntentRequestSchema,
  ZPaymentIntentResponseSchema,
  ZPaymentsConfigResponseSchema,
  ZTestCardAuthenticateRequestSchema,
  ZTestCardConfirmRequestSchema,
  ZTestCardResultSchema,
} from '@samplebank/contracts/checkout';
import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import type { AppContext } from '../../app.js';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getPaymentsConfig, startCheckout } from './checkout.service.js';
import { authenticateTestCard, confirmTestCard } from './test-card.service.js';
import { registerPaymentWebhook } from './webhook.routes.js';

const tags = ['checkout'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  402: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
  503: ZErrorResponseSchema,
};

/** Checkout: the payment intent that places the order, the payment provider's config, the test card form, webhooks. */
export function registerCheckoutRoutes(app: ZodApp, context: AppContext) {
  const preHandler = context.guards.requireApproved;

  app.post(
    '/payments/payment-intent',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Check out the cart: one order per checkout (Idempotency-Key optional), priced by the server',
        headers: ZCheckoutHeadersSchema,
        body: ZPaymentIntentRequestSchema,
        response: { 200: ZPaymentIntentResponseSchema, ...errors },
      },
    },
    (request) =>
      startCheckout(
        context,
        currentUser(request),
        request.body,
        request.headers['idempotency-key'] as string | undefined,
      ),
  );

  app.get(
    '/payments/config',
    { schema: { tags, summary: 'Which card form to show', response: { 200: ZPaymentsConfigResponseSchema } } },
    () => getPaymentsConfig(context.payments),
  );

  app.post(
    '/payments/test-card/confirm',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Pay with a test card (built-in processor only)',
        body: ZTestCardConfirmRequestSchema,
        response: { 200: ZTestCardResultSchema, ...errors },
      },
    },
    (request) => confirmTestCard(context, currentUser(request), request.body),
  );

  app.post(
    '/payments/test-card/authenticate',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Pass or fail the authentication step of a test card that asks for it',
        body: ZTestCardAuthenticateRequestSchema,
        response: { 200: ZTestCardResultSchema, ...errors },
      },
    },
    (request) => authenticateTestCard(context, currentUser(request), request.body),
  );

  registerPaymentWebhook(app, context);
}
