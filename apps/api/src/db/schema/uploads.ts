import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

// Every object-store key the API handed out, with its owner.

/** Every object-store key the API handed out, with its owner: the server's record of who may read or delete it. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type'),
    size: integer('size'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_status_check', sql`${t.status} in ('pending', 'stored')`),
    check('uploads_size_check', sql`${t.size} is null or (${t.size} >= 0 and ${t.size} <= 10485760)`),
  ],
);
