import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import {
  ZAddToWishlistRequestSchema,
  ZRemoveFromWishlistRequestSchema,
  ZWishlistResponseSchema,
} from '@samplebank/contracts/wishlist';
import { currentUser } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

const tags = ['wishlist'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 404: ZErrorResponseSchema };

export function registerWishlistRoutes(app: ZodApp, { db, storage, guards }: AppContext) {
  app.get(
    '/users/my-wishlist',
    {
      preHandler: guards.authenticate,
      schema: { tags, summary: "The signed-in user's wishlist", response: { 200: ZWishlistResponseSchema, ...errors } },
    },
    (request) => getWishlist(db, storage, currentUser(request).id),
  );
  app.post(
    '/users/my-wishlist',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: 'Add a sample to the wishlist',
        body: ZAddToWishlistRequestSchema,
        response: { 200: ZWishlistResponseSchema, ...errors },
      },
    },
    (request) => addToWishlist(db, storage, currentUser(request).id, request.body.id),
  );
  app.delete(
    '/users/my-wishlist',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: 'Remove a sample from the wishlist',
        body: ZRemoveFromWishlistRequestSchema,
        response: { 200: ZWishlistResponseSchema, ...errors },
      },
    },
    (request) => removeFromWishlist(db, storage, currentUser(request).id, request.body.productId),
  );
}
