import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { orders } from './orders.js';

// Card payments of orders and the provider events that settle them.

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('myr'),
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    /** how the buyer chose to pay (card, fpx), when the test processor or Stripe's event says (issue 20) */
    method: text('method'),
    /** the FPX bank the buyer chose */
    bank: text('bank'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('payments_amount_check', sql`${t.amount} >= 0`)],
);

/** Payment-provider events, keyed by the provider's event id so each is handled once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});
