import { checkoutEndpoints } from '@samplebank/contracts/checkout';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { cancelCheckout } from './cancel-checkout.service.js';
import { getPaymentsConfig, startCheckout } from './checkout.service.js';
import { getCheckout, getCurrentCheckout } from './resume-checkout.service.js';
import { authenticateTestCard, completeTestFpx, confirmTestCard, startTestFpx } from './test-card.service.js';
import { paymentWebhookRoutes } from './webhook.routes.js';

/** Checkout: the payment intent that places the order, the payment provider's config, the test card form, webhooks. */
export async function checkoutRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['checkout'] });

  route(checkoutEndpoints.paymentIntent, (request) =>
    startCheckout({ ...context, logger: request.log }, currentUser(request), {
      ...request.body,
      idempotencyKey: request.headers['idempotency-key'],
    }),
  );
  route(checkoutEndpoints.config, () => getPaymentsConfig(context));
  route(checkoutEndpoints.confirmTestCard, (request) =>
    confirmTestCard({ ...context, logger: request.log }, currentUser(request), request.body),
  );
  route(checkoutEndpoints.authenticateTestCard, (request) =>
    authenticateTestCard({ ...context, logger: request.log }, currentUser(request), request.body),
  );
  route(checkoutEndpoints.startTestFpx, (request) =>
    startTestFpx({ ...context, logger: request.log }, currentUser(request), request.body),
  );
  route(checkoutEndpoints.completeTestFpx, (request) =>
    completeTestFpx({ ...context, logger: request.log }, currentUser(request), request.body),
  );
  route(checkoutEndpoints.current, (request) => getCurrentCheckout(context, currentUser(request)));
  route(checkoutEndpoints.get, (request) =>
    getCheckout(context, currentUser(request), { orderId: request.params.orderId }),
  );
  route(checkoutEndpoints.cancel, (request) =>
    cancelCheckout({ ...context, logger: request.log }, currentUser(request), { orderId: request.params.orderId }),
  );

  // plain Fastify: Stripe calls it with a signed raw body, not the web through an endpoint
  app.register(paymentWebhookRoutes);
}
