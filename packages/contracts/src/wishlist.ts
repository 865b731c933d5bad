import { z } from 'zod';
import { ZSampleSummarySchema } from './catalogue.js';

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
