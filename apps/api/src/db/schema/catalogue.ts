import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  PRICE_UNITS,
  SAMPLE_DOCUMENT_KINDS,
  SLIP_RATINGS,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

// The public catalogue: categories, samples and wishlists.

/** What a stored image's variants are (platform/images.ts): its size and the widths its WebP files come in. */
export type ImageVariants = {
  width: number;
  height: number;
  /** the WebP (and AVIF) widths written, narrowest first; the widest is also the fallback's width */
  widths: number[];
  /** the fallback's format: JPEG, or PNG when the image has transparency */
  fallback: 'jpg' | 'png';
  /** AVIF was written in the same widths (variants made before it was added have none) */
  avif?: boolean;
};

/** A sample's image: its storage key, and the variants made of it when it was written (none on older rows). */
export type SampleImage = { key?: string; url: string; alt?: string; variants?: ImageVariants };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A colour in OKLab as a point of the `cube` extension, "(L, a, b)": the straight-line distance between two points is
 * their perceptual difference (OKLab's delta E), and a GiST index over them answers nearest-colour queries (ADR 0022).
 * Written from `colorHex` by the application with culori (catalogue/colour-space.ts), never computed in SQL.
 */
export const cube = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });
/** A transaction's id with its epoch (`pg_current_xact_id()`), which a snapshot can say it sees or not. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** A list of constants (the contracts' own words, never a client's) for `in (...)`. */
function listOf(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** A check that a text column is null or one of the given values. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${column} in (${listOf(values)})`;
}

export const sampleCategories = pgTable(
  'sample_categories',
  {
    id: id(),
    name: text('name').notNull(),
    // the name in Bahasa Malaysia; none shows the English one (issue 16)
    nameMs: text('name_ms'),
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): any => sampleCategories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sample_categories_parent_idx').on(t.parentId, t.position)],
);

export const samples = pgTable(
  'samples',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => sampleCategories.id, { onDelete: 'set null' }),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().unique(),
    colorLabel: text('color_label'),
    colorHex: text('color_hex'),
    usage: text('usage'),
    architectural: text('architectural'),
    material: text('material'),
    logistic: jsonb('logistic').$type<Record<string, string | number>>().notNull().default({}),
    specifications: jsonb('specifications').$type<Record<string, string | number>>().notNull().default({}),
    images: jsonb('images').$type<SampleImage[]>().notNull().default([]),
    /** the colour of `colorHex` in OKLab, kept by the service with it (see `cube`) */
    colorLab: cube('color_lab'),
    // what Malaysian specifiers filter on (issue 17, contracts/material-specs.ts); null where the brand publishes none
    fireBs476: text('fire_bs476'),
    /** the full EN 13501-1 designation ("B-s1,d0"); the listing keeps its main class */
    fireEuroclass: text('fire_euroclass'),
    slipRating: text('slip_rating'),
    /** pendulum test value (BS 7976 / AS 4586), wet */
    slipPtv: integer('slip_ptv'),
    vocLevel: text('voc_level'),
    recycledPercent: integer('recycled_percent'),
    madeInMalaysia: boolean('made_in_malaysia').notNull().default(false),
    leadTimeDays: integer('lead_time_days'),
    /** the brand's published price for the product itself (not the sample), per `priceUnit` */
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }),
    priceUnit: text('price_unit'),
    // name, brand, material, colour and category in one text, kept by the service, for search
    searchText: text('search_text').notNull().default(''),
    /**
     * Its place in the catalogue (issue 18): a draft is seen only by its brand and staff; a published sample is listed;
     * a discontinued one is no longer listed or sold but stays on the boards, wishlists and orders that hold it.
     * Only published samples have a `sample_listing` row (its triggers, migration 0017).
     */
    status: text('status').notNull().default('published'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('samples_manufacturer_idx').on(t.manufacturerId, t.name),
    check('samples_status_check', sql`${t.status} in ('draft', 'published', 'discontinued')`),
    index('samples_category_idx').on(t.categoryId),
    // the back office's orders (the public listing reads sample_listing)
    index('samples_price_id_idx').on(t.price, t.id),
    index('samples_created_id_idx').on(t.createdAt, t.id),
    index('samples_name_id_idx').on(t.name, t.id),
    // the back office's low-stock count and list
    index('samples_stock_idx').on(t.stock, t.name),
    check('samples_stock_check', sql`${t.stock} >= 0`),
    check('samples_price_check', sql`${t.price} >= 0`),
    check('samples_color_hex_check', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9A-Fa-f]{6}$'`),
    check('samples_fire_bs476_check', oneOf(t.fireBs476, BS476_CLASSES)),
    check(
      'samples_fire_euroclass_check',
      sql`${t.fireEuroclass} is null or ${t.fireEuroclass} ~ '^(A1|A2|B|C|D|E|F)(fl)?(-s[123])?(,d[012])?$'`,
    ),
    check('samples_slip_rating_check', oneOf(t.slipRating, SLIP_RATINGS)),
    check('samples_slip_ptv_check', sql`${t.slipPtv} is null or ${t.slipPtv} between 0 and 100`),
    check('samples_voc_level_check', oneOf(t.vocLevel, VOC_LEVELS)),
    check(
      'samples_recycled_percent_check',
      sql`${t.recycledPercent} is null or ${t.recycledPercent} between 0 and 100`,
    ),
    check('samples_lead_time_check', sql`${t.leadTimeDays} is null or ${t.leadTimeDays} between 0 and 365`),
    check('samples_unit_price_check', sql`${t.unitPrice} is null or ${t.unitPrice} >= 0`),
    check('samples_price_unit_check', oneOf(t.priceUnit, PRICE_UNITS)),
    check('samples_unit_price_unit_check', sql`(${t.unitPrice} is null) = (${t.priceUnit} is null)`),
  ],
);

/**
 * A certificate a sample holds: its scheme, number and expiry. An expired one stops counting (filters, facets, the
 * details page's badge) on the day after `expiresOn`, without anyone removing it.
 */
export const sampleCertifications = pgTable(
  'sample_certifications',
  {
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    scheme: text('scheme').notNull(),
    certificateNumber: text('certificate_number').notNull(),
    /** the last day the certificate is valid (Malaysia's date); none: it does not expire */
    expiresOn: date('expires_on'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sampleId, t.scheme] }),
    // "certified by GBI": a scheme's valid certificates, their samples read from the index alone
    index('sample_certifications_scheme_idx').on(t.scheme, t.expiresOn, t.sampleId),
    check('sample_certifications_scheme_check', sql`${t.scheme} in (${listOf(CERTIFICATION_SCHEMES)})`),
    check('sample_certifications_number_check', sql`length(${t.certificateNumber}) between 1 and 80`),
  ],
);

/** A file staff attached to a sample (a data sheet, a guide, a certificate, CAD or BIM), kept in the object store. */
export const sampleDocuments = pgTable(
  'sample_documents',
  {
    id: id(),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** the object store's key; downloads go through a signed link to it */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    position: integer('position').notNull().default(0),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sample_documents_sample_idx').on(t.sampleId, t.position),
    check('sample_documents_kind_check', sql`${t.kind} in (${listOf(SAMPLE_DOCUMENT_KINDS)})`),
    check('sample_documents_size_check', sql`${t.size} >= 0`),
  ],
);

/**
 * The public listing's copy of each sample: only what it filters, sorts, searches and counts by, a sixth of a sample's
 * row, so the rows a listing reads stay in the database's memory at a million samples. Kept by triggers on `samples`
 * and `organizations` (migration 0006), so no writer can forget it; the page's samples are then read from `samples`.
 */
export const sampleListing = pgTable(
  'sample_listing',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => samples.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    manufacturerId: uuid('manufacturer_id').notNull(),
    categoryId: uuid('category_id'),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    colorLabel: text('color_label'),
    usage: text('usage'),
    architectural: text('architectural'),
    /** the sample's SKU, which a search finds exactly or by its beginning ("SB-FLR-003") */
    sku: text('sku').notNull().default(''),
    /**
     * The words a search matches, weighted for "Best match" (migration 0010, `sample_search_vector`): name and SKU (A)
     * over material, colour and category (B), over brand (C), over description (D); accents left off ("boucle").
     */
    searchVector: tsvector('search_vector').notNull(),
    /** `samples.color_lab`: nearest-colour listings read it through its GiST index (issue 17) */
    colorLab: cube('color_lab'),
    // the specifications the filters and facet counts read (issue 17); the certifications are read from their table
    fireBs476: text('fire_bs476'),
    /** the main class of the sample's Euroclass ("B" of "B-s1,d0") */
    fireEuroclass: text('fire_euroclass'),
    slipRating: text('slip_rating'),
    vocLevel: text('voc_level'),
    recycledPercent: integer('recycled_percent'),
    madeInMalaysia: boolean('made_in_malaysia').notNull().default(false),
    leadTimeDays: integer('lead_time_days'),
    /**
     * The sample's certificates (`sample_certifications`, copied by its triggers): each scheme, with its expiry at the
     * same place of `certExpires` ('infinity' for none). A filter and its facet read them from the listing's own row.
     */
    certSchemes: text('cert_schemes').array().notNull().default(sql`'{}'::text[]`),
    certExpires: date('cert_expires', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    /**
     * The transaction that last wrote the row (set by a trigger, migration 0015); none for rows not written since
     * then. The facet index (facet-index.ts) reads the rows a snapshot it took did not see, instead of all of them.
     */
    changedIn: xid8('changed_in').default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // each order with its id tie-breaker, in one direction, so any page of any order is read from an index alone
    index('sample_listing_stock_first_idx').on(sql`(${t.stock} <= 0)`, t.name, t.id, t.stock),
    index('sample_listing_out_of_stock_first_idx').on(sql`(${t.stock} > 0)`, t.name, t.id, t.stock),
    index('sample_listing_price_idx').on(t.price, t.id),
    index('sample_listing_created_idx').on(t.createdAt, t.id),
    index('sample_listing_name_idx').on(t.name, t.id),
    index('sample_listing_brand_name_idx').on(t.brandName, t.name, t.id),
    index('sample_listing_manufacturer_idx').on(t.manufacturerId),
    // "out of stock": the few samples at 0, found without reading the rest
    index('sample_listing_stock_idx').on(t.stock),
    index('sample_listing_category_idx').on(t.categoryId),
    index('sample_listing_color_idx').on(t.colorLabel),
    index('sample_listing_usage_idx').on(t.usage),
    index('sample_listing_architectural_idx').on(t.architectural),
    index('sample_listing_search_idx').using('gin', t.searchVector),
    index('sample_listing_sku_idx').using('btree', sql`lower(${t.sku}) text_pattern_ops`),
    // nearest colour first, with the other filters checked inside the index (btree_gist): a walk outwards from a
    // colour skips the samples a filter leaves out without reading their rows (a colour with a filter its nearest
    // samples fail read 42,000 rows for a page, 190 ms at a million samples; 6 ms from here). The certificates, an
    // array, and the search's words are checked on the rows. Only for a query on a colour (one whose conditions need
    // a colour, hence the `where`): GiST cannot walk to a value of its later columns, but the planner costs them as if
    // it could, and took this index for a brand alone (a scan of all of it, 240 ms, for 47 samples)
    index('sample_listing_colour_filters_idx')
      .using(
        'gist',
        t.colorLab,
        t.stock,
        t.categoryId,
        t.manufacturerId,
        t.price,
        t.colorLabel,
        t.usage,
        t.architectural,
        t.fireBs476,
        t.fireEuroclass,
        t.slipRating,
        t.vocLevel,
        t.madeInMalaysia,
        t.recycledPercent,
        t.leadTimeDays,
      )
      .where(sql`${t.colorLab} is not null`),
    // the samples holding a certificate of a scheme, valid or not (the expiry is checked on each row found)
    index('sample_listing_cert_schemes_idx').using('gin', t.certSchemes),
    index('sample_listing_fire_bs476_idx').on(t.fireBs476),
    index('sample_listing_fire_euroclass_idx').on(t.fireEuroclass),
    index('sample_listing_slip_rating_idx').on(t.slipRating),
    index('sample_listing_voc_level_idx').on(t.vocLevel),
    index('sample_listing_made_in_malaysia_idx').on(t.madeInMalaysia).where(sql`${t.madeInMalaysia}`),
    index('sample_listing_changed_in_idx').on(t.changedIn),
  ],
);

/**
 * The listing rows removed, each with the transaction that removed it (a trigger, migration 0015), so the facet index
 * drops what a snapshot of it saw and no longer exists. Kept a day; an index older than that reads everything again.
 */
export const sampleListingRemovals = pgTable(
  'sample_listing_removals',
  {
    id: uuid('id').notNull(),
    changedIn: xid8('changed_in').notNull().default(sql`pg_current_xact_id()`),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sample_listing_removals_changed_in_idx').on(t.changedIn),
    index('sample_listing_removals_removed_at_idx').on(t.removedAt),
  ],
);

/**
 * Every word of the catalogue's search text, each once, kept by a trigger on `samples` (migration 0006): a misspelt
 * search word is matched against these few thousand words by trigram similarity, never against every sample.
 * A word no sample uses any more stays; it only ever leads to a search that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Searches that found nothing, for staff to see what designers look for and the catalogue lacks: one row per search
 * (lower case, spaces collapsed), how often and when last. Kept to the most recent `SEARCH_MISSES_KEPT` searches.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    search: text('search').primaryKey(),
    searches: integer('searches').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_last_idx').on(t.lastAt)],
);

/**
 * How many samples have each colour, usage and architectural style, kept by triggers on `samples` (migration 0006),
 * so the filter panel reads a few dozen rows instead of grouping the whole catalogue.
 */
export const sampleFacets = pgTable(
  'sample_facets',
  {
    kind: text('kind', { enum: ['color', 'usage', 'architectural'] }).notNull(),
    value: text('value').notNull(),
    colorHex: text('color_hex'),
    samples: integer('samples').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sampleId] })],
);
