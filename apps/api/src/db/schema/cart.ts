import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { samples } from './catalogue.js';
import { createdAt, id, updatedAt } from './columns.js';

// A member's cart and its lines.

export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.sampleId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);
