import { z } from 'zod';
import { ZAuditLogQuerySchema, ZAuditLogResponseSchema } from './admin-audit.js';
import { ADMIN_MESSAGES, adminLimit, adminPage, ZAdminPageInfo, ZPersonRefSchema } from './admin-common.js';
import { multilineText, singleLineText, ZIdParamsSchema } from './common.js';
import { ZDeliverySettingsSchema, ZPageSettingsInputSchema, ZPageSettingsSchema, ZSettingsSchema } from './content.js';
import { endpoint } from './endpoint.js';
import { ZInvoicingSettingsSchema } from './invoicing-settings.js';
import { ORDER_STATUS_VALUES } from './orders.js';

// The rest of the back office: the dashboard, the orders list, the inboxes, and editing the content and settings.

export const INBOX_STATUSES = ['new', 'in-progress', 'done'] as const;
export type TInboxStatus = (typeof INBOX_STATUSES)[number];

// ---------- dashboard

/** `GET /admin/dashboard`. */
export const ZAdminDashboardSchema = z.object({
  accountsAwaitingReview: z.number().int(),
  ordersByStatus: z.record(z.enum(ORDER_STATUS_VALUES), z.number().int()),
  newSampleRequests: z.number().int(),
  newContactInquiries: z.number().int(),
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    /** the lowest first, at most LOW_STOCK_LISTED */
    samples: z.array(
      z.object({ _id: z.string(), name: z.string(), sku: z.string(), stock: z.number().int(), brandName: z.string() }),
    ),
  }),
  /** the catalogue searches of the last 30 days that found nothing, the most often first (at most 10) */
  searchesWithoutResults: z.array(z.object({ search: z.string(), searches: z.number().int(), lastAt: z.string() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardSchema>;

// ---------- orders

const isoDate = z.iso.date({ message: 'Use a date like 2025-01-31' });

/**
 * `GET /admin/orders`: `search` matches the order number (typed loosely: `sb2611 4f7k`), part of the order id or of the
 * buyer's e-mail; `from`/`to` are inclusive days in Malaysia.
 */
export const ZAdminOrderListQuerySchema = z.object({
  page: adminPage,
  limit: adminLimit,
  status: z.enum(ORDER_STATUS_VALUES).optional(),
  search: singleLineText().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type TAdminOrderListQuery = z.input<typeof ZAdminOrderListQuerySchema>;

export const ZAdminOrderRowSchema = z.object({
  _id: z.string(),
  /** `SB-2611-4F7K`, the number the buyer sees */
  number: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  createdAt: z.string(),
  deliveryDate: z.string(),
  buyer: ZPersonRefSchema,
  isPremium: z.boolean(),
  isExpressDelivery: z.boolean(),
  /** RM; null on a free request, which shows no prices */
  subtotal: z.number().nullable(),
  deliveryFee: z.number().nullable(),
  tax: z.number().nullable(),
  /** sen; 0 on a free request */
  totalAmount: z.number().int(),
  currency: z.string(),
  /** units over every line */
  itemsCount: z.number().int(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRowSchema>;
export const ZAdminOrderListResponseSchema = z.object({ orders: z.array(ZAdminOrderRowSchema), ...ZAdminPageInfo });
export type TAdminOrderListResponse = z.infer<typeof ZAdminOrderListResponseSchema>;

// ---------- inboxes

export const ZInboxListQuerySchema = z.object({
  page: adminPage,
  limit: adminLimit,
  status: z.enum(INBOX_STATUSES).optional(),
});
export type TInboxListQuery = z.input<typeof ZInboxListQuerySchema>;

/** `PUT /admin/sample-requests/{id}` and `PUT /admin/contact-inquiries/{id}`; `adminNote: null` clears the note. */
export const ZUpdateInboxItemRequestSchema = z
  .object({ status: z.enum(INBOX_STATUSES).optional(), adminNote: multilineText().trim().max(2000).nullish() })
  .strict()
  .refine((body) => body.status !== undefined || body.adminNote !== undefined, ADMIN_MESSAGES.nothingToChange);
export type TUpdateInboxItemRequest = z.input<typeof ZUpdateInboxItemRequestSchema>;

export const ZAdminSampleRequestItemSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  quantityNeeded: z.number().int(),
  urgencyLevel: z.string(),
  brandInformation: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  adminNote: z.string().nullable(),
  user: ZPersonRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminSampleRequestItem = z.infer<typeof ZAdminSampleRequestItemSchema>;
export const ZAdminSampleRequestListSchema = z.object({
  items: z.array(ZAdminSampleRequestItemSchema),
  ...ZAdminPageInfo,
});
export type TAdminSampleRequestList = z.infer<typeof ZAdminSampleRequestListSchema>;

export const ZAdminContactInquirySchema = z.object({
  _id: z.string(),
  // the spec client's {to, subject, html} names no sender: a visitor's message has no name or e-mail
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  inquiryType: z.string().nullable(),
  comments: z.string().nullable(),
  scheduleDemo: z.boolean(),
  receiveUpdates: z.boolean(),
  userId: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  adminNote: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminContactInquiry = z.infer<typeof ZAdminContactInquirySchema>;
export const ZAdminContactInquiryListSchema = z.object({
  items: z.array(ZAdminContactInquirySchema),
  ...ZAdminPageInfo,
});
export type TAdminContactInquiryList = z.infer<typeof ZAdminContactInquiryListSchema>;

// ---------- content and settings

/** `PUT /admin/page-settings`: the whole home page document; answers what `GET /page-settings` now returns. */
export const ZUpdatePageSettingsRequestSchema = ZPageSettingsInputSchema.strict();

/** `PUT /admin/settings`: the whole settings document; answers what `GET /settings` now returns. */
export const ZUpdateSettingsRequestSchema = ZSettingsSchema.extend({
  deliverySettings: ZDeliverySettingsSchema.strict(),
  // absent keeps the seller's details as they are, so a form that edits only fees and delivery stays whole
  invoicing: ZInvoicingSettingsSchema.strict().optional(),
})
  .strict()
  .refine((body) => body.deliverySettings.maxLeadDays >= body.deliverySettings.minLeadDays, {
    message: ADMIN_MESSAGES.leadDays,
    path: ['deliverySettings', 'maxLeadDays'],
  });
export type TUpdateSettingsRequest = z.input<typeof ZUpdateSettingsRequestSchema>;
export type TUpdateSettings = z.output<typeof ZUpdateSettingsRequestSchema>;

// ---------- endpoints (under /admin, whose plugin checks ADMIN once)

const officeErrors = [400, 401, 403, 404] as const;

export const adminOfficeEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    summary: 'What needs attention',
    auth: 'admin',
    response: ZAdminDashboardSchema,
    errors: officeErrors,
  }),
  listOrders: endpoint({
    method: 'GET',
    path: '/admin/orders',
    summary: 'Every order: by status, id or buyer e-mail, and dates (status changes: PUT /orders/{id}/status)',
    auth: 'admin',
    query: ZAdminOrderListQuerySchema,
    response: ZAdminOrderListResponseSchema,
    errors: officeErrors,
  }),
  listSampleRequests: endpoint({
    method: 'GET',
    path: '/admin/sample-requests',
    summary: 'The sample requests inbox',
    auth: 'admin',
    query: ZInboxListQuerySchema,
    response: ZAdminSampleRequestListSchema,
    errors: officeErrors,
  }),
  updateSampleRequest: endpoint({
    method: 'PUT',
    path: '/admin/sample-requests/:id',
    summary: 'Set the status and note of a sample request',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZUpdateInboxItemRequestSchema,
    response: ZAdminSampleRequestItemSchema,
    errors: officeErrors,
  }),
  listContactInquiries: endpoint({
    method: 'GET',
    path: '/admin/contact-inquiries',
    summary: 'The Get In Touch inbox',
    auth: 'admin',
    query: ZInboxListQuerySchema,
    response: ZAdminContactInquiryListSchema,
    errors: officeErrors,
  }),
  updateContactInquiry: endpoint({
    method: 'PUT',
    path: '/admin/contact-inquiries/:id',
    summary: 'Set the status and note of a contact inquiry',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZUpdateInboxItemRequestSchema,
    response: ZAdminContactInquirySchema,
    errors: officeErrors,
  }),
  replacePageSettings: endpoint({
    method: 'PUT',
    path: '/admin/page-settings',
    summary: 'Replace the home page content',
    auth: 'admin',
    body: ZUpdatePageSettingsRequestSchema,
    response: ZPageSettingsSchema,
    errors: officeErrors,
  }),
  replaceSettings: endpoint({
    method: 'PUT',
    path: '/admin/settings',
    summary: 'Replace the platform fee and delivery settings',
    auth: 'admin',
    body: ZUpdateSettingsRequestSchema,
    response: ZSettingsSchema,
    errors: officeErrors,
  }),
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit-log',
    summary: 'Who changed what, newest first',
    auth: 'admin',
    query: ZAuditLogQuerySchema,
    response: ZAuditLogResponseSchema,
    errors: officeErrors,
  }),
};
