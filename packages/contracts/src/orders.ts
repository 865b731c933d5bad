import { z } from 'zod';
import { ZShippingAddressSchema } from './cart.js';
import { singleLineText } from './common.js';

/** Statuses an admin may set (the order state machine of packages/domain). */
export const ORDER_STATUS_CHOICES = ['pending', 'processing', 'in-transit', 'delivered', 'cancelled'] as const;
/** Every status an order can show: a premium checkout waits for its payment first. */
export const ORDER_STATUS_VALUES = ['awaiting-payment', ...ORDER_STATUS_CHOICES] as const;
export type TOrderStatus = (typeof ORDER_STATUS_VALUES)[number];

export const ORDER_DATE_FILTERS = ['all', '30days', '3months', '6months'] as const;
export type TOrderDateFilter = (typeof ORDER_DATE_FILTERS)[number];

/** Messages the orders calls answer with, written once. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  invalidTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  shipmentDetailsRequired: 'An order in transit needs a carrier and a tracking number',
} as const;

export const ZOrderHistoryQuerySchema = z.object({ dateFilter: z.enum(ORDER_DATE_FILTERS).default('all') });
export type TOrderHistoryQuery = z.infer<typeof ZOrderHistoryQuerySchema>;

const ZSpecificationsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** One line of an order, at the price it was sold for. */
export const ZOrderLineSchema = z.object({
  sampleId: z.object({
    _id: z.string(),
    name: z.string(),
    imageUrls: z.array(z.string()),
    specifications: ZSpecificationsSchema,
  }),
  manufacturerId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  quantity: z.number().int(),
  /** RM */
  price: z.number(),
  /** RM */
  subtotal: z.number(),
});

/** The spec's Order, as the list, the detail page and the admin see it. */
export const ZOrderSchema = z.object({
  _id: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveryDate: z.string(),
  deliveredAt: z.string().nullable(),
  samples: z.array(ZOrderLineSchema),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** sen */
  totalAmount: z.number().int(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  tax: z.number(),
  currency: z.string(),
  isPremium: z.boolean(),
  isExpressDelivery: z.boolean(),
  shippingAddress: ZShippingAddressSchema.nullable(),
  paymentId: z.object({ _id: z.string(), status: z.string() }).nullable(),
  /** creation date + the first sample's logistic.deliveryTime days, else deliveryDate */
  expectedDelivery: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrderHistoryResponseSchema = z.object({ orders: z.array(ZOrderSchema) });
export type TOrderHistoryResponse = z.infer<typeof ZOrderHistoryResponseSchema>;

/** `GET /orders/{id}/tracking`: the timeline of status changes. */
export const ZOrderTrackingSchema = z.object({
  status: z.enum(ORDER_STATUS_VALUES),
  events: z.array(
    z.object({
      status: z.enum(ORDER_STATUS_VALUES),
      at: z.string(),
      note: z.string().nullable(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
    }),
  ),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type TOrderTracking = z.infer<typeof ZOrderTrackingSchema>;

const optionalShipmentText = (name: string) =>
  singleLineText()
    .trim()
    .min(1, `${name} must not be empty`)
    .max(100, `${name} must be at most 100 characters`)
    .optional();

/** `PUT /orders/{id}/status`, ADMIN only. */
export const ZUpdateOrderStatusRequestSchema = z
  .object({
    status: z.enum(ORDER_STATUS_CHOICES, { message: `status must be one of ${ORDER_STATUS_CHOICES.join(', ')}` }),
    carrier: optionalShipmentText('carrier'),
    trackingNumber: optionalShipmentText('trackingNumber'),
    note: singleLineText().trim().max(500, 'note must be at most 500 characters').optional(),
  })
  .strict();
export type TUpdateOrderStatusRequest = z.infer<typeof ZUpdateOrderStatusRequestSchema>;
