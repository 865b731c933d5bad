import { z } from 'zod';
import { ZSampleSummarySchema } from './catalogue.js';
import { endpoint } from './endpoint.js';
import { said } from './validation-messages.js';

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
  noLongerAvailable: (name: string) => `${name} is no longer available`,
  notEnoughStock: (name: string, stock: number) => `Only ${stock} of ${name} left in stock`,
} as const;

// the API's words for a client's mistake (the web's steppers keep a quantity in range), in both languages
const QUANTITY_SAID = {
  number: said({ en: 'quantity must be a number', ms: 'Kuantiti mestilah nombor' }),
  whole: said({ en: 'quantity must be a whole number', ms: 'Kuantiti mestilah nombor bulat' }),
  atLeastMin: said({
    en: `quantity must be at least ${CART_MIN_QUANTITY}`,
    ms: `Kuantiti mestilah sekurang-kurangnya ${CART_MIN_QUANTITY}`,
  }),
  atMostMax: said({
    en: `quantity must be at most ${CART_MAX_QUANTITY}`,
    ms: `Kuantiti mestilah tidak melebihi ${CART_MAX_QUANTITY}`,
  }),
};

const ZQuantitySchema = z
  .number(QUANTITY_SAID.number)
  .int(QUANTITY_SAID.whole)
  .min(CART_MIN_QUANTITY, QUANTITY_SAID.atLeastMin)
  .max(CART_MAX_QUANTITY, QUANTITY_SAID.atMostMax);

/** `POST /cart-samples/add-sample`. */
export const ZAddToCartRequestSchema = z
  .object({
    sampleId: z.uuid(said({ en: 'sampleId must be a sample id', ms: 'Sampel ini tidak sah' })),
    quantity: ZQuantitySchema.default(1),
  })
  .strict();
export type TAddToCartRequest = z.infer<typeof ZAddToCartRequestSchema>;

/** `POST /cart-samples/add-multiple`: all or nothing. */
export const ZAddManyToCartRequestSchema = z
  .object({
    samples: z
      .array(ZAddToCartRequestSchema)
      .min(1, said({ en: 'samples must not be empty', ms: 'Sila pilih sekurang-kurangnya satu sampel' }))
      .max(CART_MAX_LINES_PER_ADD),
  })
  .strict();
export type TAddManyToCartRequest = z.infer<typeof ZAddManyToCartRequestSchema>;

/** `PUT /cart-samples/update-sample-quantity/{sampleId}`: 0 removes the line. */
export const ZUpdateCartQuantityRequestSchema = z
  .object({
    quantity: z
      .number(QUANTITY_SAID.number)
      .int(QUANTITY_SAID.whole)
      .min(0, said({ en: 'quantity must be 0 or more', ms: 'Kuantiti mestilah 0 atau lebih' }))
      .max(CART_MAX_QUANTITY, QUANTITY_SAID.atMostMax),
  })
  .strict();
export type TUpdateCartQuantityRequest = z.infer<typeof ZUpdateCartQuantityRequestSchema>;

export const ZCartSampleParamsSchema = z.object({
  sampleId: z.uuid(said({ en: 'Invalid sample id', ms: 'Sampel ini tidak sah' })),
});

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
