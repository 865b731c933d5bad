import { timestamp, uuid } from 'drizzle-orm/pg-core';

// the columns most tables share, written once
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => uuid('id').primaryKey().defaultRandom();
