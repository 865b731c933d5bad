import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

// The public catalogue: categories, samples and wishlists.

export type SampleImage = { key?: string; url: string; alt?: string };

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
    index('samples_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    index('samples_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('samples_stock_check', sql`${t.stock} >= 0`),
    check('samples_price_check', sql`${t.price} >= 0`),
    check('samples_color_hex_check', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
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
