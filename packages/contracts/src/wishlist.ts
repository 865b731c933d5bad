import { z } from 'zod';
import { ZSampleSummarySchema } from './catalogue.js';
import { endpoint } from './endpoint.js';

export const ZAddToWishlistRequestSchema = z.object({ id: z.uuid({ message: 'id must be a sample id' }) }).strict();
export const ZRemoveFromWishlistRequestSchema = z
  .object({ productId: z.uuid({ message: 'productId must be a sample id' }) })
  .strict();

/** The wishlist: the sample ids (`myWishlist`, as on the user) and the samples themselves. */
export const ZWishlistResponseSchema = z.object({
  myWishlist: z.array(z.string()),
  samples: z.array(ZSampleSummarySchema),
});
export type TWishlistResponse = z.infer<typeof ZWishlistResponseSchema>;

export const wishlistEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/users/my-wishlist',
    summary: "The signed-in user's wishlist",
    auth: 'user',
    response: ZWishlistResponseSchema,
    errors: [401],
  }),
  add: endpoint({
    method: 'POST',
    path: '/users/my-wishlist',
    summary: 'Add a sample to the wishlist (one on sale; 409 for one no longer available)',
    auth: 'user',
    body: ZAddToWishlistRequestSchema,
    response: ZWishlistResponseSchema,
    errors: [400, 401, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/users/my-wishlist',
    summary: 'Remove a sample from the wishlist',
    auth: 'user',
    body: ZRemoveFromWishlistRequestSchema,
    response: ZWishlistResponseSchema,
    errors: [400, 401, 404],
  }),
};
