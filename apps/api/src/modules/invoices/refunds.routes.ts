import { refundEndpoints } from '@samplebank/contracts/refunds';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { createRefund, listOrderRefunds } from './refunds.service.js';

/** Refunds of paid orders, under `/admin` (its plugin checks ADMIN once). */
export async function adminRefundRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['admin'], checkedByPlugin: 'admin' });
  route(refundEndpoints.list, (request) => listOrderRefunds(context, request.params.id));
  route(refundEndpoints.create, (request) =>
    createRefund({ ...context, logger: request.log }, currentUser(request), {
      orderId: request.params.id,
      request: request.body,
    }),
  );
}
