import {
  ZAddManyToCartRequestSchema,
  ZAddToCartRequestSchema,
  ZCartResponseSchema,
  ZCartSampleParamsSchema,
  ZUpdateCartQuantityRequestSchema,
} from '@samplebank/contracts/cart';
import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addSamplesToCart, addSampleToCart, clearCart, getCart, updateCartQuantity } from './cart.service.js';

const tags = ['cart'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};

/** The sample cart of the signed-in, approved user. */
export async function cartRoutes(app: ZodApp) {
  const deps = app.context;
  const { guards } = deps;
  const preHandler = guards.requireApproved;

  app.get(
    '/user-cart',
    {
      preHandler,
      schema: { tags, security, summary: 'Read my cart', response: { 200: ZCartResponseSchema, ...errors } },
    },
    (request) => getCart(deps, currentUser(request)),
  );

  app.post(
    '/add-sample',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a sample (a sample already in the cart gains quantity, up to 5)',
        body: ZAddToCartRequestSchema,
        response: { 200: ZCartResponseSchema, ...errors },
      },
    },
    (request) => addSampleToCart(deps, currentUser(request), request.body),
  );

  app.post(
    '/add-multiple',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add several samples: all or nothing',
        body: ZAddManyToCartRequestSchema,
        response: { 200: ZCartResponseSchema, ...errors },
      },
    },
    (request) => addSamplesToCart(deps, currentUser(request), request.body),
  );

  app.put(
    '/update-sample-quantity/:sampleId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Set a line's quantity; 0 removes it",
        params: ZCartSampleParamsSchema,
        body: ZUpdateCartQuantityRequestSchema,
        response: { 200: ZCartResponseSchema, ...errors },
      },
    },
    (request) =>
      updateCartQuantity(deps, currentUser(request), {
        sampleId: request.params.sampleId,
        quantity: request.body.quantity,
      }),
  );

  app.delete(
    '/clear',
    {
      preHandler,
      schema: { tags, security, summary: 'Empty my cart', response: { 200: ZCartResponseSchema, ...errors } },
    },
    (request) => clearCart(deps, currentUser(request)),
  );
}
