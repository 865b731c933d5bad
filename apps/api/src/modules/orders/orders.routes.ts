import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import {
  ZCancelOrderRequestSchema,
  ZOrderHistoryQuerySchema,
  ZOrderHistoryResponseSchema,
  ZOrderSchema,
  ZOrderTrackingSchema,
  ZUpdateOrderStatusRequestSchema,
} from '@samplebank/contracts/orders';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  cancelOrder,
  changeOrderStatus,
  getOrderDetail,
  getOrderTracking,
  listOrderHistory,
} from './orders.service.js';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
};

/** The buyer's orders; ADMIN reads any and moves them along. */
export async function orderRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;
  const preHandler = guards.requireApproved;

  app.get(
    '/history',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'My orders, newest first (checkouts awaiting payment included)',
        querystring: ZOrderHistoryQuerySchema,
        response: { 200: ZOrderHistoryResponseSchema, ...errors },
      },
    },
    (request) => listOrderHistory(context, currentUser(request), { dateFilter: request.query.dateFilter }),
  );

  app.get(
    '/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One order (its buyer or ADMIN)',
        params: ZIdParamsSchema,
        response: { 200: ZOrderSchema, ...errors },
      },
    },
    (request) => getOrderDetail(context, currentUser(request), { orderId: request.params.id }),
  );

  app.get(
    '/:id/tracking',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The status timeline of an order',
        params: ZIdParamsSchema,
        response: { 200: ZOrderTrackingSchema, ...errors },
      },
    },
    (request) => getOrderTracking(context, currentUser(request), { orderId: request.params.id }),
  );

  app.put(
    '/:id/status',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Move an order along (ADMIN): pending, processing, in-transit, delivered; or cancel',
        params: ZIdParamsSchema,
        body: ZUpdateOrderStatusRequestSchema,
        response: { 200: ZOrderSchema, ...errors, 409: ZErrorResponseSchema },
      },
    },
    (request) =>
      changeOrderStatus({ ...context, logger: request.log }, currentUser(request), {
        orderId: request.params.id,
        ...request.body,
      }),
  );

  app.post(
    '/:id/cancel',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Cancel a pending order (its buyer or ADMIN): the stock returns and the buyer is e-mailed',
        params: ZIdParamsSchema,
        // the body is optional: a cancel without a reason may send none
        body: ZCancelOrderRequestSchema.nullish(),
        response: { 200: ZOrderSchema, ...errors, 409: ZErrorResponseSchema },
      },
    },
    (request) =>
      cancelOrder({ ...context, logger: request.log }, currentUser(request), {
        orderId: request.params.id,
        ...request.body,
      }),
  );
}
