import { ORDER_STATUSES, STAFF_ORDER_STATUSES } from '@samplebank/domain/order-status';
import { z } from 'zod';
import { ZShippingAddressSchema } from './cart.js';
import { singleLineText, ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ZInvoiceSummarySchema } from './invoices.js';
import { saidByKey } from './validation-messages.js';

/** Statuses an admin may set (the order state machine of packages/domain). */
export const ORDER_STATUS_CHOICES = STAFF_ORDER_STATUSES;
/** Every status an order can show: a premium checkout waits for its payment first. */
export const ORDER_STATUS_VALUES = ORDER_STATUSES;
export type TOrderStatus = (typeof ORDER_STATUS_VALUES)[number];

export const ORDER_DATE_FILTERS = ['all', '30days', '3months', '6months'] as const;
export type TOrderDateFilter = (typeof ORDER_DATE_FILTERS)[number];

/** Messages the orders calls answer with, written once. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  invalidTransition: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  shipmentDetailsRequired: 'An order in transit needs a carrier and a tracking number',
  /** why a buyer's cancel is refused, by the order's status */
  cannotCancel: (status: string) => CANNOT_CANCEL[status] ?? CANNOT_CANCEL_OTHER,
  cancelReasonType: 'Please write the reason as text',
  cancelReasonTooLong: 'Please keep the reason under 500 characters',
  /** the reason kept on an order its buyer cancelled without giving one */
  cancelledByBuyer: 'You cancelled this order.',
  /** the reason kept on an order staff cancelled without a note */
  cancelledByStaff: 'Our team cancelled this order.',
} as const;

const CANNOT_CANCEL_OTHER =
  'Only a pending order can be cancelled. Please contact us if you need to change this order.';
const CANNOT_CANCEL: Record<string, string> = {
  'awaiting-payment':
    'This order is waiting for its payment. Cancel the checkout from My orders instead, and its samples go back to your cart.',
  processing:
    'Only a pending order can be cancelled, and our team is already preparing this one. Please contact us if you need to stop it.',
  'in-transit': 'Only a pending order can be cancelled, and this one is already on its way to you.',
  delivered: 'Only a pending order can be cancelled, and this one has already been delivered.',
  cancelled: 'This order has already been cancelled.',
};

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
  /** RM; null on a free request, which has no prices */
  price: z.number().nullable(),
  /** RM; null on a free request */
  subtotal: z.number().nullable(),
});

/** The spec's Order, as the list, the detail page and the admin see it. */
export const ZOrderSchema = z.object({
  _id: z.string(),
  /** the one number people see, say and search: `SB-2611-4F7K` */
  number: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveryDate: z.string(),
  deliveredAt: z.string().nullable(),
  samples: z.array(ZOrderLineSchema),
  /** units over every line (the sum of the quantities), the count every surface shows */
  itemCount: z.number().int(),
  userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** sen; 0 on a free request */
  totalAmount: z.number().int(),
  /** RM; subtotal, deliveryFee and tax are null on a free request, which shows no prices anywhere */
  subtotal: z.number().nullable(),
  deliveryFee: z.number().nullable(),
  tax: z.number().nullable(),
  /** the SST rate the tax was charged at (0.08), null on a free request or an order placed before it was kept */
  taxRate: z.number().nullable(),
  currency: z.string(),
  isPremium: z.boolean(),
  isExpressDelivery: z.boolean(),
  shippingAddress: ZShippingAddressSchema.nullable(),
  paymentId: z.object({ _id: z.string(), status: z.string() }).nullable(),
  /** the delivery date the buyer chose (or the express date); for an order without one, creation + delivery time */
  expectedDelivery: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** why it was cancelled, in words its buyer reads */
  cancellationReason: z.string().nullable(),
  /** its tax invoice once paid, then a credit note for each refund (issue 20) */
  invoices: z.array(ZInvoiceSummarySchema),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrderHistoryResponseSchema = z.object({ orders: z.array(ZOrderSchema) });
export type TOrderHistoryResponse = z.infer<typeof ZOrderHistoryResponseSchema>;

/** A parcel a brand sent for the order (issue 18): who sent it, with which carrier, and how many of its lines. */
export const ZOrderShipmentSchema = z.object({
  _id: z.string(),
  brandName: z.string().nullable(),
  carrier: z.string(),
  trackingNumber: z.string(),
  shippedAt: z.string(),
  /** the order's lines in the parcel */
  lineCount: z.number().int(),
});
export type TOrderShipment = z.infer<typeof ZOrderShipmentSchema>;

/** `GET /orders/{id}/tracking`: the timeline of status changes. */
export const ZOrderTrackingSchema = z.object({
  /** `SB-2611-4F7K` */
  number: z.string(),
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
  /** each parcel the order's brands sent, oldest first; the timeline shows them beside the status changes */
  shipments: z.array(ZOrderShipmentSchema),
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

/** `POST /orders/{id}/cancel`: the buyer cancels a pending order, saying why if they like. */
export const ZCancelOrderRequestSchema = z
  .object({
    reason: singleLineText(saidByKey('order.cancelReasonType', ORDER_MESSAGES.cancelReasonType))
      .trim()
      .max(500, saidByKey('order.cancelReasonTooLong', ORDER_MESSAGES.cancelReasonTooLong))
      .optional(),
  })
  .strict();
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequestSchema>;

const orderErrors = [400, 401, 403, 404] as const;

/** The buyer's orders; ADMIN reads any and moves them along. */
export const orderEndpoints = {
  history: endpoint({
    method: 'GET',
    path: '/orders/history',
    summary: 'My orders, newest first (checkouts awaiting payment included)',
    auth: 'approved',
    query: ZOrderHistoryQuerySchema,
    response: ZOrderHistoryResponseSchema,
    errors: orderErrors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/orders/:id',
    summary: 'One order (its buyer or ADMIN)',
    auth: 'approved',
    params: ZIdParamsSchema,
    response: ZOrderSchema,
    errors: orderErrors,
  }),
  tracking: endpoint({
    method: 'GET',
    path: '/orders/:id/tracking',
    summary: 'The status timeline of an order',
    auth: 'approved',
    params: ZIdParamsSchema,
    response: ZOrderTrackingSchema,
    errors: orderErrors,
  }),
  changeStatus: endpoint({
    method: 'PUT',
    path: '/orders/:id/status',
    summary: 'Move an order along (ADMIN): pending, processing, in-transit, delivered; or cancel',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZUpdateOrderStatusRequestSchema,
    response: ZOrderSchema,
    errors: [...orderErrors, 409],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/orders/:id/cancel',
    summary: 'Cancel a pending order (its buyer or ADMIN): the stock returns and the buyer is e-mailed',
    auth: 'approved',
    params: ZIdParamsSchema,
    // the body is optional: a cancel without a reason may send none
    body: ZCancelOrderRequestSchema.nullish(),
    response: ZOrderSchema,
    errors: [...orderErrors, 409],
  }),
};
