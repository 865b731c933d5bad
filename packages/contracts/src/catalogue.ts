import { z } from 'zod';
import {
  AVAILABILITY_OPTIONS,
  SAMPLE_LIST_SORTS,
  SAMPLES_MAX_LIMIT,
  SAMPLES_PAGE_SIZE,
} from './catalogue-constants.js';
import { singleLineText, ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';

export {
  AVAILABILITY_OPTIONS,
  BEST_MATCH_LABEL,
  BEST_MATCH_SORT,
  CLOSEST_COLOR_SORT,
  DEFAULT_SAMPLE_SORT,
  PRICE_RANGE,
  SAMPLE_LIST_SORTS,
  SAMPLE_SORTS,
  SAMPLES_MAX_LIMIT,
  SAMPLES_PAGE_SIZE,
  type TSampleListSort,
  type TSampleSort,
} from './catalogue-constants.js';

import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASSES,
  PRICE_UNITS,
  SLIP_RATINGS,
  VOC_LEVELS,
} from './material-specs.js';
import { said } from './validation-messages.js';

/** A colour as `#RRGGBB`, the form the colour well and the photo's swatches give. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
const HEX_COLOR_SAID = said({
  en: 'The colour must be a hex code such as #C8B89A',
  ms: 'Warna mesti kod heks seperti #C8B89A',
});

/** The listing's filter state, sent as a JSON string in `filters`. */
export const ZSampleFiltersSchema = z
  .object({
    price: z.tuple([z.number().min(0), z.number().min(0)]).optional(),
    color: singleLineText().max(60).nullish(),
    manufacturerIds: z
      .array(z.uuid({ message: 'manufacturerIds must be brand ids' }))
      .max(50)
      .optional(),
    sampleCategoryIds: z
      .array(z.uuid({ message: 'sampleCategoryIds must be category ids' }))
      .max(100)
      .optional(),
    availability: z.array(z.enum(AVAILABILITY_OPTIONS)).max(2).optional(),
    usage: singleLineText().max(60).nullish(),
    architectural: singleLineText().max(60).nullish(),
    // what Malaysian specifiers filter on (issue 17); each list matches a sample with any of its values
    /** holds a valid (unexpired) certificate of any of these schemes */
    certifications: z.array(z.enum(CERTIFICATION_SCHEMES)).max(CERTIFICATION_SCHEMES.length).optional(),
    fireBs476: z.array(z.enum(BS476_CLASSES)).max(BS476_CLASSES.length).optional(),
    /** the main class of the sample's Euroclass */
    euroclass: z.array(z.enum(EUROCLASSES)).max(EUROCLASSES.length).optional(),
    slipRatings: z.array(z.enum(SLIP_RATINGS)).max(SLIP_RATINGS.length).optional(),
    vocLevels: z.array(z.enum(VOC_LEVELS)).max(VOC_LEVELS.length).optional(),
    /** only samples made in Malaysia (false or absent: no condition) */
    madeInMalaysia: z.boolean().optional(),
    /** at least this share of recycled content, in % */
    recycledMin: z.number().int().min(0).max(100).optional(),
    /** delivered within this many days of ordering the product */
    leadTimeMax: z.number().int().min(0).max(365).optional(),
  })
  .strict();
export type TSampleFilters = z.infer<typeof ZSampleFiltersSchema>;

const PAGE_LINK_SAID = said({ en: 'This page link is not valid', ms: 'Pautan halaman ini tidak sah' });

export const ZSampleListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SAMPLES_MAX_LIMIT, `limit must be at most ${SAMPLES_MAX_LIMIT}`)
    .default(SAMPLES_PAGE_SIZE),
  search: singleLineText().trim().max(200).optional(),
  filters: singleLineText().max(5000).optional(),
  /** without it: "Best match" while searching, else the spec's default, Stock First */
  sort: z.enum(SAMPLE_LIST_SORTS).optional(),
  manufacturer: z.uuid({ message: 'manufacturer must be a brand id' }).optional(),
  categoryId: z
    .union([
      z.uuid({ message: 'categoryId must be a category id' }),
      z.array(z.uuid({ message: 'categoryId must be a category id' })).max(100),
    ])
    .optional(),
  /**
   * Samples whose colour looks like this one (OKLab delta E within `NEAR_COLOR_MAX_DISTANCE`, domain/colour.ts), the
   * closest first unless `sort` asks for another order; each carries its `colorDistance`. Works with every filter,
   * the search and the pages.
   */
  nearColor: singleLineText().regex(HEX_COLOR_PATTERN, HEX_COLOR_SAID).optional(),
  /** keyset pagination: the page right after the sample this cursor names (a response's `nextCursor`); `page` is then its number */
  after: singleLineText().max(2000, PAGE_LINK_SAID).optional(),
  /** the page right before the sample this cursor names (a response's `previousCursor`) */
  before: singleLineText().max(2000, PAGE_LINK_SAID).optional(),
});
export type TSampleListQuery = z.infer<typeof ZSampleListQuerySchema>;

export const ZSampleImageSchema = z.object({ url: z.string(), alt: z.string().optional() });

/** An image as a `<picture>`: AVIF and WebP sources by width (the best first), a JPEG or PNG fallback, and the size that keeps its box. */
export const ZPictureSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sources: z.array(z.object({ type: z.string(), srcSet: z.string() })),
});
export type TPicture = z.infer<typeof ZPictureSchema>;

export const ZBrandRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable().optional(),
});

export const ZSampleSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  stock: z.number().int(),
  sku: z.string(),
  imageUrls: z.array(z.string()),
  mainImageUrl: z.string().nullable(),
  /** the main image in modern formats and a few widths; null for an image stored before variants were made */
  mainPicture: ZPictureSchema.nullable(),
  manufacturerId: ZBrandRefSchema,
  color: z.object({ label: z.string().nullable(), colorHex: z.string().nullable() }),
  space: z.object({ usage: z.string().nullable(), architectural: z.string().nullable() }),
  specifications: z.record(z.string(), z.union([z.string(), z.number()])),
  logistic: z.record(z.string(), z.union([z.string(), z.number()])),
  categoryId: z.string().nullable(),
  createdAt: z.string(),
  /** with `nearColor`: how far this sample's colour is from it (OKLab delta E, 0 the same colour) */
  colorDistance: z.number().optional(),
  /**
   * Only on a sample no longer on sale (issue 18), which a board, wishlist, cart or order still holds: `discontinued`,
   * or `draft` when its brand withdrew it. Absent on a published sample, which is every sample a listing shows.
   */
  status: z.enum(['draft', 'discontinued']).optional(),
});
export type TSampleSummary = z.infer<typeof ZSampleSummarySchema>;

/** A certificate a sample holds; `valid` is false once `expiresOn` has passed (it then counts for no filter). */
export const ZSampleCertificationSchema = z.object({
  scheme: z.enum(CERTIFICATION_SCHEMES),
  certificateNumber: z.string(),
  /** the last valid day, YYYY-MM-DD; null when it does not expire */
  expiresOn: z.string().nullable(),
  valid: z.boolean(),
});
export type TSampleCertification = z.infer<typeof ZSampleCertificationSchema>;

/** The specifications of issue 17, each null where the brand publishes none. */
export const ZSampleSpecsSchema = z.object({
  certifications: z.array(ZSampleCertificationSchema),
  fireBs476: z.enum(BS476_CLASSES).nullable(),
  /** the full EN 13501-1 designation, "B-s1,d0" */
  fireEuroclass: z.string().nullable(),
  slipRating: z.enum(SLIP_RATINGS).nullable(),
  slipPtv: z.number().int().nullable(),
  vocLevel: z.enum(VOC_LEVELS).nullable(),
  recycledPercent: z.number().int().nullable(),
  madeInMalaysia: z.boolean(),
  leadTimeDays: z.number().int().nullable(),
  /** the product's published price (RM) per square metre or unit, not the sample's */
  unitPrice: z.object({ amount: z.number(), unit: z.enum(PRICE_UNITS) }).nullable(),
});
export type TSampleSpecs = z.infer<typeof ZSampleSpecsSchema>;

export const ZSampleDetailSchema = ZSampleSummarySchema.extend({
  description: z.string().nullable(),
  /** what the sample is made of ("Porcelain", "Engineered oak"), as the brand wrote it */
  material: z.string().nullable(),
  images: z.array(
    z.object({
      url: z.string(),
      presignedUrl: z.string(),
      alt: z.string().optional(),
      picture: ZPictureSchema.nullable(),
    }),
  ),
  firstImage: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  /** `nameMs`: the category's name in Bahasa Malaysia, null while staff have not given one */
  category: z.object({ _id: z.string(), name: z.string(), nameMs: z.string().nullable() }).nullable(),
  /** what Malaysian specifiers look for (issue 17) */
  specs: ZSampleSpecsSchema,
});
export type TSampleDetail = z.infer<typeof ZSampleDetailSchema>;

export const ZSampleListResponseSchema = z.object({
  samples: z.array(ZSampleSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalSamples: z.number().int(),
  /** true when totalSamples is the database's estimate ("about 12,400"), which it is for results of more than about 5,000 */
  totalIsEstimate: z.boolean(),
  /** the next page, read from where this one ends (send as `after` with `page` + 1); null on the last page */
  nextCursor: z.string().nullable(),
  /** the previous page, read back from where this one starts (send as `before` with `page` - 1); null on the first */
  previousCursor: z.string().nullable(),
  /**
   * How the search matched: `exact` (its words or their beginnings), `similar` (no sample has them: these samples have
   * the catalogue's closest spellings, "marbel" showing marble), null without a search
   */
  searchMatch: z.enum(['exact', 'similar']).nullable(),
});
export type TSampleListResponse = z.infer<typeof ZSampleListResponseSchema>;

export type TSampleCategory = {
  _id: string;
  name: string;
  /** the name in Bahasa Malaysia; null while staff have not given one (the page shows `name`) */
  nameMs: string | null;
  slug: string;
  parentId: string | null;
  children: TSampleCategory[];
};
export const ZSampleCategorySchema: z.ZodType<TSampleCategory> = z.lazy(() =>
  z.object({
    _id: z.string(),
    name: z.string(),
    nameMs: z.string().nullable(),
    slug: z.string(),
    parentId: z.string().nullable(),
    children: z.array(ZSampleCategorySchema),
  }),
);
/** `GET /sample-categories`: the flat list (for dropdowns and filters) and the tree (for the mega menu). */
export const ZSampleCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({ _id: z.string(), name: z.string(), nameMs: z.string().nullable(), parentId: z.string().nullable() }),
  ),
  tree: z.array(ZSampleCategorySchema),
});
export type TSampleCategoriesResponse = z.infer<typeof ZSampleCategoriesResponseSchema>;

/**
 * An option of a filter with how many samples the listing would show with it chosen, given the other active filters
 * (a filter's own choices aside: choosing another brand adds to the brands). `approximate` where the listing's own
 * total would be the database's estimate ("about 12,400"); 0 is sent, for the option to show disabled.
 */
export const ZFacetOptionSchema = z.object({ value: z.string(), count: z.number().int(), approximate: z.boolean() });
export type TFacetOption = z.infer<typeof ZFacetOptionSchema>;

/** The filters that have counted options, named as in the listing's `filters` (categories and brands by id). */
export const FACET_NAMES = [
  'sampleCategoryIds',
  'manufacturerIds',
  'color',
  'usage',
  'architectural',
  'availability',
  'certifications',
  'fireBs476',
  'euroclass',
  'slipRatings',
  'vocLevels',
  'madeInMalaysia',
] as const;
export type TFacetName = (typeof FACET_NAMES)[number];

/** The listing's query as far as it chooses samples: its page and order do not change the counts. */
export const ZSampleFacetsQuerySchema = ZSampleListQuerySchema.pick({
  search: true,
  filters: true,
  manufacturer: true,
  categoryId: true,
  nearColor: true,
});
export type TSampleFacetsQuery = z.infer<typeof ZSampleFacetsQuerySchema>;

/** `GET /samples/facets`: what the filters offer; with the listing's query, each option counted (issue 17). */
export const ZSampleFacetsResponseSchema = z.object({
  colors: z.array(z.object({ label: z.string(), colorHex: z.string().nullable(), count: z.number().int() })),
  usages: z.array(z.string()),
  architecturals: z.array(z.string()),
  /** every option of every filter with its count; `madeInMalaysia` has the one option `true` */
  counts: z.record(z.enum(FACET_NAMES), z.array(ZFacetOptionSchema)),
  /** the listing's own total for the query, as `totalSamples` and `totalIsEstimate` give it */
  total: z.object({ count: z.number().int(), approximate: z.boolean() }),
});
export type TSampleFacetsResponse = z.infer<typeof ZSampleFacetsResponseSchema>;

// the public catalogue: the same answer for every visitor, so the API keeps it a few seconds per query
export const catalogueEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/samples',
    summary: 'List samples: paginated, searched, filtered and sorted',
    auth: 'public',
    query: ZSampleListQuerySchema,
    response: ZSampleListResponseSchema,
    errors: [400],
  }),
  facets: endpoint({
    method: 'GET',
    path: '/samples/facets',
    summary: "Filter values, each counted for the listing's query (its search, filters, brand and colour)",
    auth: 'public',
    query: ZSampleFacetsQuerySchema,
    response: ZSampleFacetsResponseSchema,
    errors: [400],
  }),
  get: endpoint({
    method: 'GET',
    path: '/samples/:id',
    summary: 'One sample',
    auth: 'public',
    params: ZIdParamsSchema,
    response: ZSampleDetailSchema,
    errors: [400, 404],
  }),
  categories: endpoint({
    method: 'GET',
    path: '/sample-categories',
    summary: 'The category tree',
    auth: 'public',
    response: ZSampleCategoriesResponseSchema,
  }),
};
