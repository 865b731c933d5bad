import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

// The outbox every e-mail goes through.

/** A file a mail carries, named by what it is; the mailer asks the module that owns that kind for its bytes. */
export type MailAttachmentRef = { kind: string; id: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    /**
     * files sent with it, by reference (`{ kind: 'invoice', id }`): drawn when the mail is sent, so the outbox never
     * holds a document's bytes (issue 20)
     */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'held')`),
  ],
);
