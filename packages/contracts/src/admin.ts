import { z } from 'zod';
import { hasSingleLineKeys, multilineText, singleLineText, TEXT_MESSAGES, ZErrorResponseSchema } from './common.js';
import { ZDeliverySettingsSchema, ZPageSettingsInputSchema, ZSettingsSchema } from './content.js';
import { ORDER_STATUS_VALUES } from './orders.js';

// The back office (/admin): every call is ADMIN only. Bodies are strict: an unknown field is a 400.

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_LIMIT = 100;
/** A sample at or below this stock is "low" on the dashboard and in the `stock=low` filter. */
export const LOW_STOCK_THRESHOLD = 4;
export const LOW_STOCK_LISTED = 10;
export const SAMPLE_PRICE_MAX = 100000;
export const SAMPLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const INBOX_STATUSES = ['new', 'in-progress', 'done'] as const;
export type TInboxStatus = (typeof INBOX_STATUSES)[number];

/** Messages the admin calls answer with, written once. */
export const ADMIN_MESSAGES = {
  skuExists: 'SKU already exists',
  sampleNotFound: 'Sample not found',
  sampleInOrders: 'This sample is part of an order and cannot be deleted; set its stock to 0 instead',
  sampleDeleted: 'Sample deleted',
  brandNotFound: 'Brand not found',
  categoryNotFound: 'Category not found',
  parentNotFound: 'Parent category not found',
  categoryIntoItself: 'A category cannot move under itself or one of its subcategories',
  categoryHasSamples: 'This category still has samples; move them to another category first',
  categoryHasChildren: 'This category still has subcategories; move or delete them first',
  categoryDeleted: 'Category deleted',
  categoryNameTaken: 'A category with this name already exists at this level',
  imageNotUploaded: 'The image was not uploaded here',
  importInvalid: 'Some rows have errors; nothing was imported',
  importEmpty: 'The file has no rows to import',
  leadDays: 'maxLeadDays must be at least minLeadDays',
  requestNotFound: 'Sample request not found',
  inquiryNotFound: 'Contact inquiry not found',
  nothingToChange: 'Send at least one field to change',
} as const;

const page = z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).default(1);
const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(ADMIN_MAX_LIMIT, `limit must be at most ${ADMIN_MAX_LIMIT}`)
  .default(ADMIN_PAGE_SIZE);
/** Every admin list answers with its page and counts. */
const ZPageInfo = { total: z.number().int(), currentPage: z.number().int(), totalPages: z.number().int() };
const ZPersonRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });

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
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardSchema>;

// ---------- samples

export const ZHexColorSchema = singleLineText().regex(/^#[0-9A-Fa-f]{6}$/, 'colorHex must look like #RRGGBB');
const ZSpecValueSchema = z.union([singleLineText().max(500), z.number()]);
const optionalText = (max: number) => singleLineText().trim().max(max).nullish();
const keysAreText = { message: TEXT_MESSAGES.notAllowedInName };

/** An image of a sample: a key of an admin's image upload (`public/images/...`) or of the catalogue. */
export const ZAdminSampleImageInputSchema = z
  .object({ key: singleLineText().trim().min(1).max(400), alt: singleLineText().trim().max(200).optional() })
  .strict();

/** `POST /admin/samples` and `PUT /admin/samples/{id}`: the whole sample (a PUT replaces every field). */
export const ZAdminSampleRequestSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Name is required').max(200),
    description: multilineText().trim().max(5000).nullish(),
    manufacturerId: z.uuid({ message: 'manufacturerId must be a brand id' }),
    categoryId: z.uuid({ message: 'categoryId must be a category id' }),
    price: z
      .number()
      .min(0, 'Price cannot be negative')
      .max(SAMPLE_PRICE_MAX, `Price must be at most ${SAMPLE_PRICE_MAX}`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Price has at most 2 decimals'),
    stock: z.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000),
    sku: singleLineText()
      .trim()
      .min(1, 'SKU is required')
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, 'SKU may hold letters, digits, . _ - / only'),
    colorLabel: optionalText(60),
    colorHex: ZHexColorSchema.nullish(),
    usage: optionalText(60),
    architectural: optionalText(60),
    /** deliveryTime in days; other keys are free */
    logistic: z
      .object({ deliveryTime: z.number().int().min(0).max(365) })
      .catchall(ZSpecValueSchema)
      .refine(hasSingleLineKeys, keysAreText),
    /** material is kept in its own column too, for search and filters */
    specifications: z
      .object({ material: singleLineText().trim().min(1, 'Material is required').max(120) })
      .catchall(ZSpecValueSchema)
      .refine(hasSingleLineKeys, keysAreText),
    /** in order: the first is the main image */
    images: z.array(ZAdminSampleImageInputSchema).max(12).default([]),
  })
  .strict();
export type TAdminSampleRequest = z.input<typeof ZAdminSampleRequestSchema>;
export type TAdminSampleInput = z.output<typeof ZAdminSampleRequestSchema>;

export const ADMIN_SAMPLE_SORTS = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'stock_asc',
  'stock_desc',
  'price_asc',
  'price_desc',
] as const;
export const ADMIN_STOCK_FILTERS = ['low', 'out'] as const;

export const ZAdminSampleListQuerySchema = z.object({
  page,
  limit,
  search: singleLineText().trim().max(200).optional(),
  brand: z.uuid({ message: 'brand must be a brand id' }).optional(),
  /** the category and everything below it */
  category: z.uuid({ message: 'category must be a category id' }).optional(),
  stock: z.enum(ADMIN_STOCK_FILTERS).optional(),
  sort: z.enum(ADMIN_SAMPLE_SORTS).default('newest'),
});
export type TAdminSampleListQuery = z.input<typeof ZAdminSampleListQuerySchema>;

/** A sample as the back office sees it: every editable field, image keys included. */
export const ZAdminSampleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sku: z.string(),
  price: z.number(),
  stock: z.number().int(),
  manufacturer: z.object({ _id: z.string(), name: z.string() }),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  colorLabel: z.string().nullable(),
  colorHex: z.string().nullable(),
  usage: z.string().nullable(),
  architectural: z.string().nullable(),
  material: z.string().nullable(),
  logistic: z.record(z.string(), z.union([z.string(), z.number()])),
  specifications: z.record(z.string(), z.union([z.string(), z.number()])),
  images: z.array(z.object({ key: z.string().nullable(), url: z.string(), alt: z.string().nullable() })),
  mainImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminSample = z.infer<typeof ZAdminSampleSchema>;

/** `GET /admin/samples/{id}`: also how many order lines hold it (a sample in an order cannot be deleted). */
export const ZAdminSampleDetailSchema = ZAdminSampleSchema.extend({ orderLineCount: z.number().int() });
export type TAdminSampleDetail = z.infer<typeof ZAdminSampleDetailSchema>;

export const ZAdminSampleListResponseSchema = z.object({ samples: z.array(ZAdminSampleSchema), ...ZPageInfo });
export type TAdminSampleListResponse = z.infer<typeof ZAdminSampleListResponseSchema>;

// ---------- CSV import

/** The columns of an import file; `spec_*` columns become specifications keys, `image_url` is optional. */
export const SAMPLE_IMPORT_COLUMNS = [
  'name',
  'sku',
  'price',
  'stock',
  'category',
  'colorLabel',
  'colorHex',
  'usage',
  'architectural',
  'material',
  'deliveryTime',
  'description',
] as const;

/** `POST /admin/samples/import`: `dryRun` (the default) only checks; otherwise every row is imported or none. */
export const ZSampleImportRequestSchema = z
  .object({
    brandId: z.uuid({ message: 'brandId must be a brand id' }),
    csv: multilineText().min(1, 'The file is empty').max(SAMPLE_IMPORT_MAX_BYTES, 'The file must be at most 2 MB'),
    dryRun: z.boolean().default(true),
  })
  .strict();
export type TSampleImportRequest = z.input<typeof ZSampleImportRequestSchema>;

export const ZSampleImportRowSchema = z.object({
  /** the line of the file the row starts on (the header is line 1) */
  line: z.number().int(),
  sku: z.string(),
  name: z.string(),
  errors: z.array(z.string()),
});
export type TSampleImportRow = z.infer<typeof ZSampleImportRowSchema>;

/** The report of an import: 200 for a preview or a done import, 400 (with message and code) when rows are bad. */
export const ZSampleImportReportSchema = z.object({
  rows: z.array(ZSampleImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** rows written: 0 on a dry run */
  imported: z.number().int(),
});
export type TSampleImportReport = z.infer<typeof ZSampleImportReportSchema>;

/** A refused import: the error shape plus the per-row report when the rows were the problem. */
export const ZSampleImportErrorSchema = ZErrorResponseSchema.extend(ZSampleImportReportSchema.partial().shape);

// ---------- categories

export type TAdminCategoryNode = {
  _id: string;
  name: string;
  slug: string;
  parentId: string | null;
  position: number;
  /** samples in this category itself */
  sampleCount: number;
  /** samples in this category and every category below it */
  totalSampleCount: number;
  children: TAdminCategoryNode[];
};
export const ZAdminCategoryNodeSchema: z.ZodType<TAdminCategoryNode> = z.lazy(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    parentId: z.string().nullable(),
    position: z.number().int(),
    sampleCount: z.number().int(),
    totalSampleCount: z.number().int(),
    children: z.array(ZAdminCategoryNodeSchema),
  }),
);
/** `GET /admin/categories`. */
export const ZAdminCategoryTreeSchema = z.object({ tree: z.array(ZAdminCategoryNodeSchema) });

/** One category, as a create or an update answers. */
export const ZAdminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  position: z.number().int(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategorySchema>;

const categoryName = singleLineText()
  .trim()
  .min(1, 'Name is required')
  .max(120)
  .refine((name) => !name.includes('/'), 'A category name cannot hold "/"');

export const ZCreateCategoryRequestSchema = z
  .object({ name: categoryName, parentId: z.uuid({ message: 'parentId must be a category id' }).nullish() })
  .strict();
export type TCreateCategoryRequest = z.input<typeof ZCreateCategoryRequestSchema>;

/** Rename and/or move: `parentId: null` moves to the top level. The slug stays, so links keep working. */
export const ZUpdateCategoryRequestSchema = z
  .object({ name: categoryName.optional(), parentId: z.uuid({ message: 'parentId must be a category id' }).nullish() })
  .strict()
  .refine((body) => body.name !== undefined || body.parentId !== undefined, ADMIN_MESSAGES.nothingToChange);
export type TUpdateCategoryRequest = z.input<typeof ZUpdateCategoryRequestSchema>;

// ---------- orders

const isoDate = z.iso.date({ message: 'Use a date like 2025-01-31' });

/**
 * `GET /admin/orders`: `search` matches the order number (typed loosely: `sb2611 4f7k`), part of the order id or of the
 * buyer's e-mail; `from`/`to` are inclusive days in Malaysia.
 */
export const ZAdminOrderListQuerySchema = z.object({
  page,
  limit,
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
export const ZAdminOrderListResponseSchema = z.object({ orders: z.array(ZAdminOrderRowSchema), ...ZPageInfo });
export type TAdminOrderListResponse = z.infer<typeof ZAdminOrderListResponseSchema>;

// ---------- inboxes

export const ZInboxListQuerySchema = z.object({ page, limit, status: z.enum(INBOX_STATUSES).optional() });
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
export const ZAdminSampleRequestListSchema = z.object({ items: z.array(ZAdminSampleRequestItemSchema), ...ZPageInfo });

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
export const ZAdminContactInquiryListSchema = z.object({ items: z.array(ZAdminContactInquirySchema), ...ZPageInfo });

// ---------- content and settings

/** `PUT /admin/page-settings`: the whole home page document; answers what `GET /page-settings` now returns. */
export const ZUpdatePageSettingsRequestSchema = ZPageSettingsInputSchema.strict();

/** `PUT /admin/settings`: the whole settings document; answers what `GET /settings` now returns. */
export const ZUpdateSettingsRequestSchema = ZSettingsSchema.extend({
  deliverySettings: ZDeliverySettingsSchema.strict(),
})
  .strict()
  .refine((body) => body.deliverySettings.maxLeadDays >= body.deliverySettings.minLeadDays, {
    message: ADMIN_MESSAGES.leadDays,
    path: ['deliverySettings', 'maxLeadDays'],
  });
export type TUpdateSettingsRequest = z.input<typeof ZUpdateSettingsRequestSchema>;

// ---------- audit log

export const AUDIT_ENTITY_TYPES = [
  'sample',
  'category',
  'user',
  'order',
  'organization',
  'sample-request',
  'contact-inquiry',
  'page-settings',
  'settings',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What an entry says happened: `{entityType}.{verb}`, e.g. `sample.update`, `user.approve`, `order.status`. */
export const AUDIT_ACTIONS = [
  'sample.create',
  'sample.update',
  'sample.delete',
  'sample.import',
  'category.create',
  'category.update',
  'category.delete',
  'user.create',
  'user.update',
  'user.approve',
  'user.reject',
  'user.nudge',
  'order.status',
  'organization.create',
  'organization.update',
  'organization.delete',
  'sample-request.update',
  'contact-inquiry.update',
  'page-settings.update',
  'settings.update',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditLogQuerySchema = z.object({
  page,
  limit,
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  actorId: z.uuid({ message: 'actorId must be a user id' }).optional(),
  entityId: singleLineText().trim().min(1).max(100).optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuerySchema>;

export const ZAuditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** the entity before and after the change (secrets left out); null for a create or a delete */
  before: z.unknown(),
  after: z.unknown(),
  /** null when the acting account was deleted since */
  actor: ZPersonRefSchema.nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditLogResponseSchema = z.object({ entries: z.array(ZAuditEntrySchema), ...ZPageInfo });
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>;

// ---------- unfinished profiles (onboarding)

/** The most reminders to finish a profile one staff member may send in 24 hours. */
export const PROFILE_NUDGES_PER_STAFF_PER_DAY = 50;
/** Where an unfinished profile stopped: no account type chosen yet, or the profile (or its documents) half done. */
export const UNFINISHED_PROFILE_STEPS = ['account-type', 'profile'] as const;

export const UNFINISHED_PROFILE_MESSAGES = {
  notFound: 'Account not found',
  alreadyFinished: 'This account has finished its profile since, so there is nothing to remind it of.',
  tooNew: 'This account is less than a day old. Give it a day to finish the profile on its own before reminding it.',
  tooSoon: (remindedOn: string, nextOn: string) =>
    `This account was reminded on ${remindedOn}. One reminder every 3 days: the next can go on ${nextOn}.`,
  dailyCap: (wait: string) =>
    `You have sent ${PROFILE_NUDGES_PER_STAFF_PER_DAY} reminders in the last 24 hours, the most one person may send. Please try again ${wait}.`,
  sent: (email: string) => `Reminder sent to ${email}`,
} as const;

/** `GET /admin/unfinished-profiles`: verified accounts older than a day that have not finished the wizard. */
export const ZUnfinishedProfileQuerySchema = z.object({
  page,
  limit,
  search: singleLineText().trim().max(200).optional(),
});
export type TUnfinishedProfileQuery = z.input<typeof ZUnfinishedProfileQuerySchema>;

export const ZUnfinishedProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string().nullable(),
  stoppedAt: z.enum(UNFINISHED_PROFILE_STEPS),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** when staff last e-mailed a reminder, or null */
  profileNudgedAt: z.string().nullable(),
  /** when the next reminder may go, or null when one may go now */
  nextNudgeAt: z.string().nullable(),
});
export type TUnfinishedProfile = z.infer<typeof ZUnfinishedProfileSchema>;
export const ZUnfinishedProfileListSchema = z.object({ items: z.array(ZUnfinishedProfileSchema), ...ZPageInfo });
export type TUnfinishedProfileList = z.infer<typeof ZUnfinishedProfileListSchema>;

/** `POST /admin/unfinished-profiles/{id}/nudge`: the reminder went; the row as it is now. */
export const ZProfileNudgeResponseSchema = z.object({ message: z.string(), item: ZUnfinishedProfileSchema });
export type TProfileNudgeResponse = z.infer<typeof ZProfileNudgeResponseSchema>;
