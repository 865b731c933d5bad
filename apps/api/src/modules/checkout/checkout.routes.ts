import {
  ZCancelCheckoutResponseSchema,
  ZCheckoutHeadersSchema,
  ZCheckoutParamsSchema,
  ZCheckoutSchema,
  ZCurrentCheckoutResponseSchema,
  ZPaymentIntentRequestSchema,
  ZPaymentIntentResponseSchema,
  ZPaymentsConfigResponseSchema,
  ZTestCardAuthenticateRequestSchema,
  ZTestCardConfirmRequestSchema,
  ZTestCardResultSchema,
} from '@samplebank/contracts/checkout';
import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { cancelCheckout } from './cancel-checkout.service.js';
import { getPaymentsConfig, startCheckout } from './checkout.service.js';
import { getCheckout, getCurrentCheckout } from './resume-checkout.service.js';
import { authenticateTestCard, confirmTestCard } from './test-card.service.js';
import { paymentWebhookRoutes } from './webhook.routes.js';

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
export async function checkoutRoutes(app: ZodApp) {
  const context = app.context;
  const preHandler = context.guards.requireApproved;

  app.post(
    '/payment-intent',
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
        { ...context, logger: request.log },
        currentUser(request),
        request.body,
        request.headers['idempotency-key'] as string | undefined,
      ),
  );

  app.get(
    '/config',
    { schema: { tags, summary: 'Which card form to show', response: { 200: ZPaymentsConfigResponseSchema } } },
    () => getPaymentsConfig(context.payments),
  );

  app.post(
    '/test-card/confirm',
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
    (request) => confirmTestCard({ ...context, logger: request.log }, currentUser(request), request.body),
  );

  app.post(
    '/test-card/authenticate',
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
    (request) => authenticateTestCard({ ...context, logger: request.log }, currentUser(request), request.body),
  );

  app.get(
    '/checkouts/current',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The member's checkout waiting for payment, or null",
        response: { 200: ZCurrentCheckoutResponseSchema, ...errors },
      },
    },
    (request) => getCurrentCheckout(context, currentUser(request)),
  );

  app.get(
    '/checkouts/:orderId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Where the payment of one of my checkouts stands, to resume it (3-D Secure included)',
        params: ZCheckoutParamsSchema,
        response: { 200: ZCheckoutSchema, ...errors },
      },
    },
    (request) => getCheckout(context, currentUser(request), request.params.orderId),
  );

  app.post(
    '/checkouts/:orderId/cancel',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Let an unpaid checkout go: its stock returns and its samples go back into the cart (buyer or ADMIN)',
        params: ZCheckoutParamsSchema,
        response: { 200: ZCancelCheckoutResponseSchema, ...errors },
      },
    },
    (request) => cancelCheckout({ ...context, logger: request.log }, currentUser(request), request.params.orderId),
  );

  app.register(paymentWebhookRoutes);
}
