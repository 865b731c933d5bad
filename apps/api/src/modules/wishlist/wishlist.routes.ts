import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import {
  ZAddToWishlistRequestSchema,
  ZRemoveFromWishlistRequestSchema,
  ZWishlistResponseSchema,
} from '@samplebank/contracts/wishlist';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

const tags = ['wishlist'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 404: ZErrorResponseSchema };

export async function wishlistRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;
  app.get(
    '',
    {
      preHandler: guards.authenticate,
      schema: { tags, summary: "The signed-in user's wishlist", response: { 200: ZWishlistResponseSchema, ...errors } },
    },
    (request) => getWishlist(context, currentUser(request)),
  );
  app.post(
    '',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: 'Add a sample to the wishlist',
        body: ZAddToWishlistRequestSchema,
        response: { 200: ZWishlistResponseSchema, ...errors },
      },
    },
    (request) => addToWishlist(context, currentUser(request), { sampleId: request.body.id }),
  );
  app.delete(
    '',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: 'Remove a sample from the wishlist',
        body: ZRemoveFromWishlistRequestSchema,
        response: { 200: ZWishlistResponseSchema, ...errors },
      },
    },
    (request) => removeFromWishlist(context, currentUser(request), { sampleId: request.body.productId }),
  );
}
