import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

// Counters that every server process on this database shares: throttles and per-route rate limits.

/** Counters for throttles (login failures, code resends, contact form) kept where every instance sees them. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.scope, t.key, t.createdAt)],
);

/**
 * Fixed-window counters of the per-route limits (@fastify/rate-limit's store): one row per scope and key, shared by
 * every server process on this database.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);
