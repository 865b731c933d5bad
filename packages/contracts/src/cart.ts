import { z } from 'zod';
import { ZSampleSummarySchema } from './catalogue.js';
import { endpoint } from './endpoint.js';

export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 5;
export const CART_MAX_LINES_PER_ADD = 50;

/** Messages the cart answers with, written once. */
export const CART_MESSAGES = {
  notApproved: 'User not approved',
  noOrganization: 'Add your company information before adding samples to the cart.',
  sampleNotFound: 'Sample not found',
  notInCart: 'That sample is not in your cart',
  outOfStock: (name: string) => `${name} is out of stock`,
  notEnoughStock: (name: string, stock: number) => `Only ${stock} of ${name} left in stock`,
} as const;

const ZQuantitySchema = z
  .number({ message: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(CART_MIN_QUANTITY, `quantity must be at least ${CART_MIN_QUANTITY}`)
  .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`);

/** `POST /cart-samples/add-sample`. */
export const ZAddToCartRequestSchema = z
  .object({ sampleId: z.uuid({ message: 'sampleId must be a sample id' }), quantity: ZQuantitySchema.default(1) })
  .strict();
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequestSchema>;

/** `POST /cart-samples/add-multiple`: all or nothing. */
export const ZAddManyToCartRequestSchema = z
  .object({ samples: z.array(ZAddToCartRequestSchema).min(1, 'samples must not be empty').max(CART_MAX_LINES_PER_ADD) })
  .strict();
export type TAddManyToCartRequest = z.infer<typeof ZAddManyToCartRequestSchema>;

/** `PUT /cart-samples/update-sample-quantity/{sampleId}`: 0 removes the line. */
export const ZUpdateCartQuantityRequestSchema = z
  .object({
    quantity: z
      .number({ message: 'quantity must be a number' })
      .int('quantity must be a whole number')
      .min(0, 'quantity must be 0 or more')
      .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`),
  })
  .strict();
export type TUpdateCartQuantityRequest = z.infer<typeof ZUpdateCartQuantityRequestSchema>;

export const ZCartSampleParamsSchema = z.object({ sampleId: z.uuid({ message: 'Invalid sample id' }) });

/** Charges in RM, except `amount` (sen), as packages/domain priceCart gives them. */
export const ZChargesSchema = z.object({
  sampleCharge: z.number(),
  deliveryFee: z.number(),
  tax: z.number(),
  total: z.number(),
  amount: z.number().int(),
});
export type TCharges = z.infer<typeof ZChargesSchema>;

/** A shipping address with its city and state named, as the cart shows it and an order keeps it. */
export const ZShippingAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postcode: z.string(),
  district: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  cityId: z.number().int(),
  stateId: z.number().int(),
});
export type TShippingAddress = z.infer<typeof ZShippingAddressSchema>;

/** `GET /cart-samples/user-cart`, and the answer of every cart change. */
export const ZCartResponseSchema = z.object({
  _id: z.string(),
  samples: z.array(z.object({ sampleId: ZSampleSummarySchema, quantity: z.number().int() })),
  /** priced by the server for the user's plan, with standard delivery */
  charges: ZChargesSchema,
  shippingAddress: ZShippingAddressSchema.nullable(),
});
export type TCartResponse = z.infer<typeof ZCartResponseSchema>;

const cartErrors = [400, 401, 403, 404, 409] as const;

/** The sample cart of the signed-in, approved user. */
export const cartEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/cart-samples/user-cart',
    summary: 'Read my cart',
    auth: 'approved',
    response: ZCartResponseSchema,
    errors: cartErrors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/cart-samples/add-sample',
    summary: 'Add a sample (a sample already in the cart gains quantity, up to 5)',
    auth: 'approved',
    body: ZAddToCartRequestSchema,
    response: ZCartResponseSchema,
    errors: cartErrors,
  }),
  addMany: endpoint({
    method: 'POST',
    path: '/cart-samples/add-multiple',
    summary: 'Add several samples: all or nothing',
    auth: 'approved',
    body: ZAddManyToCartRequestSchema,
    response: ZCartResponseSchema,
    errors: cartErrors,
  }),
  updateQuantity: endpoint({
    method: 'PUT',
    path: '/cart-samples/update-sample-quantity/:sampleId',
    summary: "Set a line's quantity; 0 removes it",
    auth: 'approved',
    params: ZCartSampleParamsSchema,
    body: ZUpdateCartQuantityRequestSchema,
    response: ZCartResponseSchema,
    errors: cartErrors,
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/cart-samples/clear',
    summary: 'Empty my cart',
    auth: 'approved',
    response: ZCartResponseSchema,
    errors: cartErrors,
  }),
};
