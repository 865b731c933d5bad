import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts.js';
import { samples } from './catalogue.js';
import { createdAt, id, updatedAt } from './columns.js';

// Brand partners running their own shelf (issue 18): who works for a brand, who was invited, who applied to become
// one, and what designers did with its samples, counted per day.

/** A user working for a brand, as its owner (who also invites colleagues) or an editor. */
export const brandMembers = pgTable(
  'brand_members',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.userId] }),
    index('brand_members_user_idx').on(t.userId),
    check('brand_members_role_check', sql`${t.role} in ('owner', 'editor')`),
  ],
);

/** An e-mailed invitation to join a brand: a random token, stored hashed, accepted by the invitee's own account. */
export const brandInvitations = pgTable(
  'brand_invitations',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('brand_invitations_brand_idx').on(t.brandId, t.createdAt),
    index('brand_invitations_email_idx').on(sql`lower(${t.email})`),
    // one invitation waiting per person and brand: a resend renews it
    uniqueIndex('brand_invitations_pending_key')
      .on(t.brandId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    check('brand_invitations_role_check', sql`${t.role} in ('owner', 'editor')`),
    check('brand_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'revoked')`),
  ],
);

/** "Become a brand partner": a company's application, which staff approve into a brand or decline. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    ssmNumber: text('ssm_number').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website'),
    /** the category slugs the company makes */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    catalogueSize: text('catalogue_size').notNull(),
    message: text('message'),
    locale: text('locale').notNull().default('en'),
    status: text('status').notNull().default('pending'),
    /** the brand an approval made (or matched) */
    brandId: uuid('brand_id').references(() => organizations.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** staff's words to the applicant when declining */
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('partner_applications_status_idx').on(t.status, t.createdAt),
    index('partner_applications_email_idx').on(sql`lower(${t.email})`),
    check('partner_applications_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('partner_applications_size_check', sql`${t.catalogueSize} in ('1-50', '51-200', '201-1000', '1000+')`),
    check('partner_applications_locale_check', sql`${t.locale} in ('en', 'ms')`),
  ],
);

/**
 * What designers did with a sample, counted per day (Malaysia's date): views of its page, wishlist and board adds,
 * free requests and paid orders. Counts only: no user is kept, so nothing here can name a private buyer to a brand.
 */
export const sampleEventsDaily = pgTable(
  'sample_events_daily',
  {
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sampleId, t.kind, t.day] }),
    index('sample_events_daily_day_idx').on(t.day),
    check('sample_events_daily_kind_check', sql`${t.kind} in ('view', 'wishlist', 'board', 'request', 'order')`),
    check('sample_events_daily_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * A sample whose stock fell to its brand's alert threshold, and when the brand was e-mailed about it: one e-mail per
 * fall, sent again only after the stock rose above the threshold and fell once more.
 */
export const stockAlerts = pgTable('stock_alerts', {
  sampleId: uuid('sample_id')
    .primaryKey()
    .references(() => samples.id, { onDelete: 'cascade' }),
  stock: integer('stock').notNull(),
  alertedAt: timestamp('alerted_at', { withTimezone: true }).notNull().defaultNow(),
});
