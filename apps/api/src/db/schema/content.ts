import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

// What staff edit: page settings, settings, and the contact inquiries they answer.

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    // the spec's client may send only {to, subject, html}: then the names and e-mail are unknown
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    subject: text('subject'),
    company: text('company'),
    phone: text('phone'),
    state: text('state'),
    inquiryType: text('inquiry_type'),
    comments: text('comments'),
    scheduleDemo: boolean('schedule_demo').notNull().default(false),
    receiveUpdates: boolean('receive_updates').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_inquiries_status_idx').on(t.status, t.createdAt),
    check('contact_inquiries_status_check', sql`${t.status} in ('new', 'in-progress', 'done')`),
  ],
);

export const pageSettings = pgTable('page_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
