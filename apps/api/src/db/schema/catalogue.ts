import { sql } from 'drizzle-orm';
import {
  check,
  customType,
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
    // name, brand, material, colour and category in one text, kept by the service, for search
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('samples_manufacturer_idx').on(t.manufacturerId, t.name),
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
