import { type SQL, sql } from 'drizzle-orm';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

// The public catalogue: categories, samples and wishlists.

export type SampleImage = { key?: string; url: string; alt?: string };

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const sampleCategories = pgTable(
  'sample_categories',
  {
    id: id(),
    name: text('name').notNull(),
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
    // its words, stored and indexed, so a search reads the index instead of parsing every row's text
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${samples.searchText})`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('samples_manufacturer_idx').on(t.manufacturerId, t.name),
    index('samples_category_idx').on(t.categoryId),
    // each listing order with its id tie-breaker, so a deep page is read from the index alone
    index('samples_price_id_idx').on(t.price, t.id),
    index('samples_created_id_idx').on(t.createdAt, t.id),
    index('samples_name_id_idx').on(t.name, t.id),
    index('samples_color_idx').on(t.colorLabel),
    index('samples_usage_idx').on(t.usage),
    index('samples_architectural_idx').on(t.architectural),
    // "Stock First", the default order; stock itself is in the index so that it covers the query
    index('samples_listing_idx').on(sql`(${t.stock} > 0) desc`, t.name, t.id, t.stock),
    // the back office's low-stock count and list
    index('samples_stock_idx').on(t.stock, t.name),
    index('samples_search_idx').using('gin', t.searchVector),
    check('samples_stock_check', sql`${t.stock} >= 0`),
    check('samples_price_check', sql`${t.price} >= 0`),
    check('samples_color_hex_check', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

/**
 * Every word of the catalogue's search text, each once, kept by a trigger on `samples` (migration 0006): a misspelt
 * search word is matched against these few thousand words by trigram similarity, never against every sample.
 * A word no sample uses any more stays; it only ever leads to a search that finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
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
