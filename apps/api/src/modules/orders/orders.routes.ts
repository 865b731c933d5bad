import { orderEndpoints } from '@samplebank/contracts/orders';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  cancelOrder,
  changeOrderStatus,
  getOrderDetail,
  getOrderTracking,
  listOrderHistory,
} from './orders.service.js';

/** The buyer's orders; ADMIN reads any and moves them along. */
export async function orderRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['orders'] });

  route(orderEndpoints.history, (request) =>
    listOrderHistory(context, currentUser(request), { dateFilter: request.query.dateFilter }),
  );
  route(orderEndpoints.get, (request) => getOrderDetail(context, currentUser(request), { orderId: request.params.id }));
  route(orderEndpoints.tracking, (request) =>
    getOrderTracking(context, currentUser(request), { orderId: request.params.id }),
  );
  route(orderEndpoints.changeStatus, (request) =>
    changeOrderStatus({ ...context, logger: request.log }, currentUser(request), {
      orderId: request.params.id,
      ...request.body,
    }),
  );
  route(orderEndpoints.cancel, (request) =>
    cancelOrder({ ...context, logger: request.log }, currentUser(request), {
      orderId: request.params.id,
      ...request.body,
    }),
  );
}
