import { SAMPLE_STATUSES } from '@samplebank/domain/sample-lifecycle';
import { z } from 'zod';
import {
  ADMIN_SAMPLE_SORTS,
  ADMIN_STOCK_FILTERS,
  SAMPLE_IMPORT_MAX_BYTES,
  ZAdminSampleDetailSchema,
  ZAdminSampleListResponseSchema,
  ZAdminSampleRequestSchema,
  ZSampleImportErrorSchema,
  ZSampleImportReportSchema,
  ZSampleStatusRequestSchema,
} from './admin-catalogue.js';
import { adminLimit, adminPage } from './admin-common.js';
import { multilineText, singleLineText, ZIdSchema, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';

// A brand's own shelf in its portal (issue 18): the back office's sample calls, each kept to the brand in the path,
// plus what a brand does in bulk: export, stock, and the low-stock alert.

/** How many of its samples a page of the portal's catalogue shows. */
export const BRAND_SAMPLE_PAGE_SIZE = 25;
/** How many samples one bulk stock update changes at most. */
export const BULK_STOCK_MAX = 200;
/** The alert threshold a brand may set, in units; none turns the e-mail off. */
export const STOCK_ALERT_MAX = 10_000;

export const BRAND_CATALOGUE_MESSAGES = {
  stockChanged: 'Someone changed the stock of these samples since you loaded them. Reload to see it, then try again.',
  stockUpdated: 'Stock updated',
  sampleTwice: 'Each sample may be listed only once',
} as const;

export const BRAND_CATALOGUE_MESSAGES_MS = {
  stockChanged:
    'Seseorang telah menukar stok sampel ini sejak anda memuatkannya. Muat semula untuk melihatnya, kemudian cuba lagi.',
  stockUpdated: 'Stok dikemas kini',
  sampleTwice: 'Setiap sampel hanya boleh disenaraikan sekali',
} as const satisfies Record<keyof typeof BRAND_CATALOGUE_MESSAGES, string>;

export const ZBrandSampleParamsSchema = z.object({ brandId: ZIdSchema, sampleId: ZIdSchema });
const ZBrandParams = z.object({ brandId: ZIdSchema });

export const ZBrandSampleListQuerySchema = z.object({
  page: adminPage,
  limit: adminLimit,
  search: singleLineText().trim().max(200).optional(),
  category: z.uuid({ message: 'category must be a category id' }).optional(),
  /** `low`: at or below the brand's alert threshold (or the back office's 4 when it set none); `out`: none left */
  stock: z.enum(ADMIN_STOCK_FILTERS).optional(),
  status: z.enum(SAMPLE_STATUSES, { message: 'status must be draft, published or discontinued' }).optional(),
  sort: z.enum(ADMIN_SAMPLE_SORTS).default('newest'),
});
export type TBrandSampleListQuery = z.input<typeof ZBrandSampleListQuerySchema>;

/** The brand's import: the back office's, its brand the portal's own. */
export const ZBrandImportRequestSchema = z
  .object({
    csv: multilineText().min(1, 'The file is empty').max(SAMPLE_IMPORT_MAX_BYTES, 'The file must be at most 2 MB'),
    dryRun: z.boolean().default(true),
  })
  .strict();

/**
 * One sample's new stock, with the stock the person saw when they typed it: a change made meanwhile by a colleague
 * (or a sale) is never overwritten unseen; the whole update is refused and says which samples moved.
 */
export const ZStockChangeSchema = z
  .object({
    sampleId: ZIdSchema,
    stock: z.number().int('Stock must be a whole number').min(0, 'Stock cannot be negative').max(1_000_000),
    previous: z.number().int().min(0),
  })
  .strict();

export const ZBulkStockRequestSchema = z
  .object({
    changes: z
      .array(ZStockChangeSchema)
      .min(1, 'Change at least one sample')
      .max(BULK_STOCK_MAX, `Change at most ${BULK_STOCK_MAX} samples at once`)
      .refine(
        (changes) => new Set(changes.map((change) => change.sampleId)).size === changes.length,
        BRAND_CATALOGUE_MESSAGES.sampleTwice,
      ),
  })
  .strict();
export type TBulkStockRequest = z.infer<typeof ZBulkStockRequestSchema>;

export const ZBulkStockResponseSchema = z.object({
  message: z.string(),
  updated: z.number().int(),
  /** on a 409: each sample whose stock moved since it was read, with its stock now */
  conflicts: z.array(z.object({ sampleId: z.string(), name: z.string(), stock: z.number().int() })).optional(),
});

export const ZStockAlertSettingsSchema = z
  .object({
    /** e-mail the brand's people when a sample's stock falls to this many or fewer; null turns it off */
    threshold: z
      .number()
      .int('The threshold must be a whole number')
      .min(0, 'The threshold cannot be negative')
      .max(STOCK_ALERT_MAX, `The threshold must be at most ${STOCK_ALERT_MAX}`)
      .nullable(),
  })
  .strict();
export type TStockAlertSettings = z.infer<typeof ZStockAlertSettingsSchema>;

const errors = [400, 401, 403, 404] as const;
const base = '/brand-portal/:brandId/samples' as const;

export const brandCatalogueEndpoints = {
  list: endpoint({
    method: 'GET',
    path: base,
    summary: "The brand's samples, drafts and discontinued ones included: searched, filtered and paged",
    auth: 'user',
    params: ZBrandParams,
    query: ZBrandSampleListQuerySchema,
    response: ZAdminSampleListResponseSchema,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/:sampleId`,
    summary: 'One of the brand’s samples, every field',
    auth: 'user',
    params: ZBrandSampleParamsSchema,
    response: ZAdminSampleDetailSchema,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: base,
    summary: 'Add a sample to the brand (as a draft when asked, or when it lacks what publishing needs)',
    auth: 'user',
    params: ZBrandParams,
    body: ZAdminSampleRequestSchema,
    response: ZAdminSampleDetailSchema,
    status: 201,
    errors: [...errors, 409],
  }),
  replace: endpoint({
    method: 'PUT',
    path: `${base}/:sampleId`,
    summary: 'Replace one of the brand’s samples (its status stays)',
    auth: 'user',
    params: ZBrandSampleParamsSchema,
    body: ZAdminSampleRequestSchema,
    response: ZAdminSampleDetailSchema,
    errors: [...errors, 409],
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: `${base}/:sampleId/status`,
    summary: 'Publish, withdraw to a draft, or discontinue one of the brand’s samples',
    auth: 'user',
    params: ZBrandSampleParamsSchema,
    body: ZSampleStatusRequestSchema,
    response: ZAdminSampleDetailSchema,
    errors: [...errors, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${base}/:sampleId`,
    summary: 'Delete a sample no order, board or wishlist holds (discontinue it otherwise)',
    auth: 'user',
    params: ZBrandSampleParamsSchema,
    response: ZMessageResponseSchema,
    errors: [...errors, 409],
  }),
  importCsv: endpoint({
    method: 'POST',
    path: `${base}/import`,
    summary: "Import the brand's samples from CSV, upserting by SKU: a dry run previews, otherwise all rows or none",
    auth: 'user',
    params: ZBrandParams,
    body: ZBrandImportRequestSchema,
    response: ZSampleImportReportSchema,
    errors,
    errorBodies: { 400: ZSampleImportErrorSchema },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/samples.csv',
    summary: "The brand's whole catalogue as CSV, in the import's columns (a file that imports back as it is)",
    auth: 'user',
    params: ZBrandParams,
    response: null,
    errors,
  }),
  bulkStock: endpoint({
    method: 'PUT',
    path: '/brand-portal/:brandId/stock',
    summary: "Set the stock of many of the brand's samples at once; refused whole if any moved since it was read",
    auth: 'user',
    params: ZBrandParams,
    body: ZBulkStockRequestSchema,
    response: ZBulkStockResponseSchema,
    errors: [...errors, 409],
    errorBodies: { 409: ZBulkStockResponseSchema },
  }),
  stockAlert: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/stock-alert',
    summary: 'The stock at or below which the brand is e-mailed about a sample',
    auth: 'user',
    params: ZBrandParams,
    response: ZStockAlertSettingsSchema,
    errors,
  }),
  setStockAlert: endpoint({
    method: 'PUT',
    path: '/brand-portal/:brandId/stock-alert',
    summary: 'Set the stock alert threshold (or null to turn the e-mail off)',
    auth: 'user',
    params: ZBrandParams,
    body: ZStockAlertSettingsSchema,
    response: ZStockAlertSettingsSchema,
    errors,
  }),
};
