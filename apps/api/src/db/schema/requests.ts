import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

// Requests for a sample the catalogue does not list.

export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    quantityNeeded: integer('quantity_needed').notNull(),
    urgencyLevel: text('urgency_level').notNull(),
    brandInformation: text('brand_information'),
    status: text('status').notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sample_requests_user_idx').on(t.userId, t.createdAt),
    index('sample_requests_status_idx').on(t.status, t.createdAt),
    check('sample_requests_quantity_check', sql`${t.quantityNeeded} >= 1`),
    check('sample_requests_urgency_check', sql`${t.urgencyLevel} in ('low', 'medium', 'high', 'urgent')`),
    check('sample_requests_status_check', sql`${t.status} in ('new', 'in-progress', 'done')`),
  ],
);
