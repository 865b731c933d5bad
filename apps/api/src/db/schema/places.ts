import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Malaysia's states, cities and postcodes, and the countries a form offers.

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code'),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_state_name_key').on(t.stateId, t.name)],
);

export const postcodes = pgTable(
  'postcodes',
  {
    code: text('code').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.code] }),
    index('postcodes_code_idx').on(t.code),
    check('postcodes_format_check', sql`${t.code} ~ '^[0-9]{5}$'`),
  ],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});
