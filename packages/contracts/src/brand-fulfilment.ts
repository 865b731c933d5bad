import { z } from 'zod';
import { ZBrandParamsSchema } from './brand-portal.js';
import { ZShippingAddressSchema } from './cart.js';
import { singleLineText, ZIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ORDER_STATUS_VALUES } from './orders.js';
import { saidByKey } from './validation-messages.js';

// Fulfilment in the brand portal (issue 18): the lines of the orders that hold a brand's samples, which its people
// pack and ship with a carrier and a tracking number. A brand sees its own lines of an order and the address to send
// them to, never another brand's lines, the order's totals or its payment.

/** A line's way out: waiting for its brand, packed, then shipped in one of the order's shipments. */
export const FULFILMENT_STATES = ['waiting', 'packed', 'shipped'] as const;
export type TFulfilmentState = (typeof FULFILMENT_STATES)[number];

/**
 * The portal's order lists: `to-ship` (pending or being prepared, with a line of the brand's still to send), `shipped`
 * (the brand's lines all sent, or the order on its way or delivered), `all` (every order but an unpaid checkout).
 */
export const BRAND_ORDER_FILTERS = ['to-ship', 'shipped', 'all'] as const;
export type TBrandOrderFilter = (typeof BRAND_ORDER_FILTERS)[number];

/** The carriers Malaysian brands send samples with, offered first; any other is typed in. */
export const MALAYSIAN_CARRIERS = [
  'Pos Laju',
  'J&T Express',
  'DHL eCommerce',
  'Ninja Van',
  'City-Link',
  'GDEX',
  'Lalamove',
] as const;

export const FULFILMENT_LIMITS = {
  carrier: 60,
  trackingNumber: 80,
  /** lines packed or shipped in one call */
  lines: 50,
  pageSize: 20,
  maxPageSize: 50,
} as const;

export const BRAND_FULFILMENT_MESSAGES = {
  lineNotFound: "Some of these lines are not on this order, or are not your brand's",
  alreadyShipped: 'Some of these lines have already been shipped',
  notOpen: 'Only an order that is pending or being prepared can be packed or shipped',
  carrierRequired: 'Please enter the carrier',
  carrierTooLong: `The carrier must be at most ${FULFILMENT_LIMITS.carrier} characters`,
  trackingRequired: 'Please enter the tracking number',
  trackingTooLong: `The tracking number must be at most ${FULFILMENT_LIMITS.trackingNumber} characters`,
  linesRequired: 'Choose at least one line',
  linesTooMany: `Choose at most ${FULFILMENT_LIMITS.lines} lines at a time`,
  linesRepeated: 'Each line may be chosen once',
} as const;

export const BRAND_FULFILMENT_MESSAGES_MS = {
  lineNotFound: 'Sesetengah baris ini bukan dalam pesanan ini, atau bukan milik jenama anda',
  alreadyShipped: 'Sesetengah baris ini telah pun dihantar',
  notOpen: 'Hanya pesanan yang belum diproses atau sedang disediakan boleh dibungkus atau dihantar',
  carrierRequired: 'Sila masukkan syarikat kurier',
  carrierTooLong: `Syarikat kurier tidak boleh melebihi ${FULFILMENT_LIMITS.carrier} aksara`,
  trackingRequired: 'Sila masukkan nombor penjejakan',
  trackingTooLong: `Nombor penjejakan tidak boleh melebihi ${FULFILMENT_LIMITS.trackingNumber} aksara`,
  linesRequired: 'Pilih sekurang-kurangnya satu baris',
  linesTooMany: `Pilih paling banyak ${FULFILMENT_LIMITS.lines} baris pada satu masa`,
  linesRepeated: 'Setiap baris hanya boleh dipilih sekali',
} as const satisfies Record<keyof typeof BRAND_FULFILMENT_MESSAGES, string>;

const M = BRAND_FULFILMENT_MESSAGES;
const said = (key: keyof typeof M) => saidByKey(`brandFulfilment.${key}`, M[key]);

export const ZBrandOrderParamsSchema = ZBrandParamsSchema.extend({ orderId: ZIdSchema });

export const ZBrandOrdersQuerySchema = z.object({
  state: z.enum(BRAND_ORDER_FILTERS).default('to-ship'),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FULFILMENT_LIMITS.maxPageSize, `limit must be at most ${FULFILMENT_LIMITS.maxPageSize}`)
    .default(FULFILMENT_LIMITS.pageSize),
});
export type TBrandOrdersQuery = z.infer<typeof ZBrandOrdersQuerySchema>;

/** The lines a call acts on: ids of the order's lines, each once. */
const ZLineIdsSchema = z
  .array(ZIdSchema, said('linesRequired'))
  .min(1, said('linesRequired'))
  .max(FULFILMENT_LIMITS.lines, said('linesTooMany'))
  .refine((ids) => new Set(ids).size === ids.length, said('linesRepeated'));

/** `POST .../pack`: these lines are packed and wait for their parcel. */
export const ZPackBrandLinesRequestSchema = z.strictObject({ itemIds: ZLineIdsSchema });
export type TPackBrandLinesRequest = z.infer<typeof ZPackBrandLinesRequestSchema>;

/** `POST .../shipments`: these lines left in one parcel, with its carrier and tracking number. */
export const ZShipBrandLinesRequestSchema = z.strictObject({
  itemIds: ZLineIdsSchema,
  carrier: singleLineText(said('carrierRequired'))
    .trim()
    .min(1, said('carrierRequired'))
    .max(FULFILMENT_LIMITS.carrier, said('carrierTooLong')),
  trackingNumber: singleLineText(said('trackingRequired'))
    .trim()
    .min(1, said('trackingRequired'))
    .max(FULFILMENT_LIMITS.trackingNumber, said('trackingTooLong')),
});
export type TShipBrandLinesRequest = z.infer<typeof ZShipBrandLinesRequestSchema>;

/** A parcel the brand sent for an order. */
export const ZBrandShipmentSchema = z.object({
  _id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
  shippedByName: z.string().nullable(),
});
export type TBrandShipment = z.infer<typeof ZBrandShipmentSchema>;

/** One of the brand's own lines of an order, at its own price. */
export const ZBrandOrderLineSchema = z.object({
  _id: z.string(),
  sampleId: z.string(),
  name: z.string(),
  sku: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** RM: the brand's price of the sample when the order was placed */
  unitPrice: z.number(),
  fulfilment: z.enum(FULFILMENT_STATES),
  packedAt: z.string().nullable(),
  shipment: ZBrandShipmentSchema.nullable(),
});
export type TBrandOrderLine = z.infer<typeof ZBrandOrderLineSchema>;

/** Who the parcel goes to: the buyer, their company, and the number a courier calls (as read, and as dialled). */
export const ZBrandOrderRecipientSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  phone: z.object({ display: z.string(), dial: z.string() }).nullable(),
});

/** An order as a brand sees it: what to send, where and by when, and only its own lines. */
export const ZBrandOrderSchema = z.object({
  _id: z.string(),
  /** `SB-2611-4F7K` */
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  /** the day the buyer expects it (a calendar day in Malaysia) */
  deliveryDate: z.string(),
  isExpressDelivery: z.boolean(),
  /** a free sample request: the buyer pays nothing */
  isFreeRequest: z.boolean(),
  recipient: ZBrandOrderRecipientSchema,
  shippingAddress: ZShippingAddressSchema.nullable(),
  lines: z.array(ZBrandOrderLineSchema),
});
export type TBrandOrder = z.infer<typeof ZBrandOrderSchema>;

export const ZBrandOrdersResponseSchema = z.object({
  orders: z.array(ZBrandOrderSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /** how many orders each list holds, for the tabs */
  counts: z.object({ 'to-ship': z.number().int(), shipped: z.number().int(), all: z.number().int() }),
});
export type TBrandOrdersResponse = z.infer<typeof ZBrandOrdersResponseSchema>;

const fulfilmentErrors = [400, 401, 403, 404] as const;

export const brandFulfilmentEndpoints = {
  orders: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/orders',
    summary: "The orders that hold the brand's samples, newest first, with only the brand's own lines",
    description:
      'to-ship: pending or being prepared, with a line of the brand still to send; shipped: every line of the brand ' +
      'sent, or the order on its way or delivered; all: every order but an unpaid checkout. Never the order totals, ' +
      "another brand's lines or the payment. Owners, editors and staff.",
    auth: 'user',
    params: ZBrandParamsSchema,
    query: ZBrandOrdersQuerySchema,
    response: ZBrandOrdersResponseSchema,
    errors: fulfilmentErrors,
  }),
  pack: endpoint({
    method: 'POST',
    path: '/brand-portal/:brandId/orders/:orderId/pack',
    summary: "Mark some of the brand's lines of an order packed",
    description: 'A pending order moves to processing: someone has started on it, so its buyer can no longer cancel.',
    auth: 'user',
    params: ZBrandOrderParamsSchema,
    body: ZPackBrandLinesRequestSchema,
    response: ZBrandOrderSchema,
    errors: [...fulfilmentErrors, 409],
  }),
  ship: endpoint({
    method: 'POST',
    path: '/brand-portal/:brandId/orders/:orderId/shipments',
    summary: "Ship some of the brand's lines of an order in one parcel, with its carrier and tracking number",
    description:
      'Once every line of the order has shipped (all brands), the order moves to in-transit and its buyer is ' +
      'e-mailed with each parcel.',
    auth: 'user',
    params: ZBrandOrderParamsSchema,
    body: ZShipBrandLinesRequestSchema,
    response: ZBrandOrderSchema,
    status: 201,
    errors: [...fulfilmentErrors, 409],
  }),
};
