import { PUBLISH_REQUIREMENTS, SAMPLE_STATUSES } from '@samplebank/domain/sample-lifecycle';
import { z } from 'zod';
import { ADMIN_MESSAGES, adminLimit, adminPage, ZAdminPageInfo } from './admin-common.js';
import { CHECK_SPECS_ALWAYS, checkSampleSpecs, sampleSpecsInputShape } from './admin-sample-specs.js';
import { ZSampleSpecsSchema } from './catalogue.js';
import {
  hasSingleLineKeys,
  multilineText,
  singleLineText,
  TEXT_MESSAGES,
  ZErrorResponseSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
} from './common.js';
import { endpoint } from './endpoint.js';
import { said } from './validation-messages.js';

// The catalogue in the back office: samples, their CSV import, and categories.

/** A sample at or below this stock is "low" on the dashboard and in the `stock=low` filter. */
export const LOW_STOCK_THRESHOLD = 4;
export const LOW_STOCK_LISTED = 10;
export const SAMPLE_PRICE_MAX = 100000;
export const SAMPLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

// ---------- samples

export const ZHexColorSchema = singleLineText().regex(
  /^#[0-9A-Fa-f]{6}$/,
  said({
    en: 'Write the colour code as # and six digits or letters A-F, like #C8B89A (#RRGGBB)',
    ms: 'Tulis kod warna sebagai # dan enam digit atau huruf A-F, seperti #C8B89A (#RRGGBB)',
  }),
);
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
    /**
     * On create only: `draft`, or `published` (a 400 names what it lacks if it may not be). Unsaid, a new sample is
     * published when it may be and a draft otherwise, as an import's are. A save never changes an existing sample's
     * status: `PUT .../status` does.
     */
    status: z.enum(['draft', 'published'], { message: 'status must be draft or published' }).optional(),
    // the Malaysian specifications (issue 17, admin-sample-specs.ts): certificates, fire, slip, VOC, origin, price
    ...sampleSpecsInputShape,
  })
  .strict()
  .superRefine(checkSampleSpecs, CHECK_SPECS_ALWAYS);
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
  page: adminPage,
  limit: adminLimit,
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
  category: z.object({ _id: z.string(), name: z.string(), nameMs: z.string().nullable().optional() }).nullable(),
  colorLabel: z.string().nullable(),
  colorHex: z.string().nullable(),
  usage: z.string().nullable(),
  architectural: z.string().nullable(),
  material: z.string().nullable(),
  logistic: z.record(z.string(), z.union([z.string(), z.number()])),
  specifications: z.record(z.string(), z.union([z.string(), z.number()])),
  images: z.array(z.object({ key: z.string().nullable(), url: z.string(), alt: z.string().nullable() })),
  mainImageUrl: z.string().nullable(),
  /** draft, published or discontinued (`@samplebank/domain/sample-lifecycle`) */
  status: z.enum(SAMPLE_STATUSES),
  /** what it lacks before it may be published; empty when it may be */
  publishProblems: z.array(z.enum(PUBLISH_REQUIREMENTS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminSample = z.infer<typeof ZAdminSampleSchema>;

/** `PUT /admin/samples/{id}/status` (and the brand portal's): publish, withdraw to a draft, discontinue. */
export const ZSampleStatusRequestSchema = z
  .object({ status: z.enum(SAMPLE_STATUSES, { message: 'status must be draft, published or discontinued' }) })
  .strict();
export type TSampleStatusRequest = z.infer<typeof ZSampleStatusRequestSchema>;

/**
 * `GET /admin/samples/{id}`: also how many order lines hold it (a sample in an order cannot be deleted), and its
 * specifications as the details page shows them, each certificate with whether it is still valid.
 */
export const ZAdminSampleDetailSchema = ZAdminSampleSchema.extend({
  orderLineCount: z.number().int(),
  specs: ZSampleSpecsSchema,
});
export type TAdminSampleDetail = z.infer<typeof ZAdminSampleDetailSchema>;

export const ZAdminSampleListResponseSchema = z.object({ samples: z.array(ZAdminSampleSchema), ...ZAdminPageInfo });
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

/**
 * The optional columns of the Malaysian specifications (issue 17): `fire_bs476` class-0..class-4 (or "Class 0"),
 * `fire_euroclass` B-s1,d0, `slip_rating` R9..R13, `slip_ptv` 0-100, `voc_level` a-plus/a/b/c (or "A+"),
 * `recycled_percent` 0-100, `made_in_malaysia` yes/no, `lead_time_days` 0-365, `unit_price` with `price_unit` m2 or
 * unit, and `certifications` as `scheme:number:expiry` joined by `;` (`gbi:GBI-1234:2027-06-30;fsc:FSC-C123456:`,
 * an empty expiry for one that does not expire).
 */
export const SAMPLE_IMPORT_SPEC_COLUMNS = [
  'fire_bs476',
  'fire_euroclass',
  'slip_rating',
  'slip_ptv',
  'voc_level',
  'recycled_percent',
  'made_in_malaysia',
  'lead_time_days',
  'unit_price',
  'price_unit',
  'certifications',
] as const;
export type TSampleImportSpecColumn = (typeof SAMPLE_IMPORT_SPEC_COLUMNS)[number];

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The import template: every column, and one row that imports as it is into the category given (its full path or
 * slug, one the catalogue has), the specification columns filled: a certificate with an expiry and one without.
 */
export function sampleImportTemplate(category: string): string {
  const header = [...SAMPLE_IMPORT_COLUMNS, ...SAMPLE_IMPORT_SPEC_COLUMNS, 'spec_finish', 'image_url'];
  const row = [
    ...['Oak Veneer Natural', 'OAK-001', '12.50', '40', category, 'Natural Oak', '#C8A165', 'Wall', 'Interior'],
    ...['Oak', '5', 'Real oak veneer on MDF', 'class-1', 'B-s1,d0', '', '', 'a-plus', '', 'yes', '21', '189.00', 'm2'],
    ...['gbi:GBI-PC-24-0412:2027-06-30;fsc:FSC-C123456:', 'Matte', ''],
  ];
  return `${header.join(',')}\n${row.map(csvCell).join(',')}\n`;
}

/** `POST /admin/samples/import`: `dryRun` (the default) only checks; otherwise every row is imported or none. */
export const ZSampleImportRequestSchema = z
  .object({
    brandId: z.uuid({ message: 'brandId must be a brand id' }),
    csv: multilineText().min(1, 'The file is empty').max(SAMPLE_IMPORT_MAX_BYTES, 'The file must be at most 2 MB'),
    dryRun: z.boolean().default(true),
  })
  .strict();
export type TSampleImportRequest = z.input<typeof ZSampleImportRequestSchema>;

/** One field a re-imported row changes, by its column's name, as text before and after. */
export const ZSampleImportChangeSchema = z.object({ field: z.string(), from: z.string(), to: z.string() });
export type TSampleImportChange = z.infer<typeof ZSampleImportChangeSchema>;

export const ZSampleImportRowSchema = z.object({
  /** the line of the file the row starts on (the header is line 1) */
  line: z.number().int(),
  sku: z.string(),
  name: z.string(),
  errors: z.array(z.string()),
  /** a new sample, or the brand's sample of the row's SKU changed by it (the import upserts by SKU) */
  action: z.enum(['create', 'update']),
  /** what an update changes (none: the sample already reads as the row, and is left as it is) */
  changes: z.array(ZSampleImportChangeSchema),
});
export type TSampleImportRow = z.infer<typeof ZSampleImportRowSchema>;

/** The report of an import: 200 for a preview or a done import, 400 (with message and code) when rows are bad. */
export const ZSampleImportReportSchema = z.object({
  rows: z.array(ZSampleImportRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** rows written, new samples and changed ones: 0 on a dry run */
  imported: z.number().int(),
  /** of those, samples changed */
  updated: z.number().int(),
});
export type TSampleImportReport = z.infer<typeof ZSampleImportReportSchema>;

/** A refused import: the error shape plus the per-row report when the rows were the problem. */
export const ZSampleImportErrorSchema = ZErrorResponseSchema.extend(ZSampleImportReportSchema.partial().shape);
export type TSampleImportError = z.infer<typeof ZSampleImportErrorSchema>;

// ---------- categories

export type TAdminCategoryNode = {
  _id: string;
  name: string;
  /** the name in Bahasa Malaysia; null shows the English one (issue 16) */
  nameMs: string | null;
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
    nameMs: z.string().nullable(),
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
  nameMs: z.string().nullable(),
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
/** The name in Bahasa Malaysia: optional; a blank one (or null) means none, so the English name shows. */
const categoryNameMs = singleLineText().trim().max(120).nullish();

export const ZCreateCategoryRequestSchema = z
  .object({
    name: categoryName,
    nameMs: categoryNameMs,
    parentId: z.uuid({ message: 'parentId must be a category id' }).nullish(),
  })
  .strict();
export type TCreateCategoryRequest = z.input<typeof ZCreateCategoryRequestSchema>;

/**
 * Rename and/or move: `parentId: null` moves to the top level. The slug stays, so links keep working. `nameMs`
 * blank or null removes the Malay name; left out, it stays.
 */
export const ZUpdateCategoryRequestSchema = z
  .object({
    name: categoryName.optional(),
    nameMs: categoryNameMs,
    parentId: z.uuid({ message: 'parentId must be a category id' }).nullish(),
  })
  .strict()
  .refine(
    (body) => body.name !== undefined || body.nameMs !== undefined || body.parentId !== undefined,
    ADMIN_MESSAGES.nothingToChange,
  );
export type TUpdateCategoryRequest = z.input<typeof ZUpdateCategoryRequestSchema>;

// ---------- endpoints (under /admin, whose plugin checks ADMIN once)

const catalogueErrors = [400, 401, 403, 404, 409] as const;

export const adminCatalogueEndpoints = {
  listSamples: endpoint({
    method: 'GET',
    path: '/admin/samples',
    summary: 'Samples: searched, filtered by brand, category and stock',
    auth: 'admin',
    query: ZAdminSampleListQuerySchema,
    response: ZAdminSampleListResponseSchema,
    errors: catalogueErrors,
  }),
  getSample: endpoint({
    method: 'GET',
    path: '/admin/samples/:id',
    summary: 'One sample, every field',
    auth: 'admin',
    params: ZIdParamsSchema,
    response: ZAdminSampleDetailSchema,
    errors: catalogueErrors,
  }),
  createSample: endpoint({
    method: 'POST',
    path: '/admin/samples',
    summary: 'Add a sample',
    auth: 'admin',
    body: ZAdminSampleRequestSchema,
    response: ZAdminSampleDetailSchema,
    status: 201,
    errors: catalogueErrors,
  }),
  replaceSample: endpoint({
    method: 'PUT',
    path: '/admin/samples/:id',
    summary: 'Replace a sample',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZAdminSampleRequestSchema,
    response: ZAdminSampleDetailSchema,
    errors: catalogueErrors,
  }),
  setSampleStatus: endpoint({
    method: 'PUT',
    path: '/admin/samples/:id/status',
    summary: 'Publish a sample, withdraw it to a draft, or discontinue it (its holders are told)',
    description:
      'Publishing needs an image, a category, a description and a colour (400 naming what is missing). A draft is ' +
      'never discontinued (409). A discontinued sample leaves the listing but stays on boards, wishlists and orders.',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZSampleStatusRequestSchema,
    response: ZAdminSampleDetailSchema,
    errors: [...catalogueErrors, 409],
  }),
  deleteSample: endpoint({
    method: 'DELETE',
    path: '/admin/samples/:id',
    summary: 'Delete a sample no order, board or wishlist holds (discontinue it otherwise)',
    auth: 'admin',
    params: ZIdParamsSchema,
    response: ZMessageResponseSchema,
    errors: catalogueErrors,
  }),
  /** A refused import answers 400 with the per-row report too (`ZSampleImportErrorSchema`). */
  importSamples: endpoint({
    method: 'POST',
    path: '/admin/samples/import',
    summary: "Import a brand's samples from CSV: a dry run previews, otherwise all rows or none",
    auth: 'admin',
    body: ZSampleImportRequestSchema,
    response: ZSampleImportReportSchema,
    errors: catalogueErrors,
    // a refused import says which rows are wrong, and why
    errorBodies: { 400: ZSampleImportErrorSchema },
  }),
  listCategories: endpoint({
    method: 'GET',
    path: '/admin/categories',
    summary: 'The category tree with sample counts',
    auth: 'admin',
    response: ZAdminCategoryTreeSchema,
    errors: catalogueErrors,
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/admin/categories',
    summary: 'Add a category',
    auth: 'admin',
    body: ZCreateCategoryRequestSchema,
    response: ZAdminCategorySchema,
    status: 201,
    errors: catalogueErrors,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/admin/categories/:id',
    summary: 'Rename or move a category',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZUpdateCategoryRequestSchema,
    response: ZAdminCategorySchema,
    errors: catalogueErrors,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/admin/categories/:id',
    summary: 'Delete an empty category without subcategories',
    auth: 'admin',
    params: ZIdParamsSchema,
    response: ZMessageResponseSchema,
    errors: catalogueErrors,
  }),
};
