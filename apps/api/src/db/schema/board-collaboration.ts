import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { samples } from './catalogue.js';
import { createdAt, id } from './columns.js';
import { boards } from './projects.js';

// A board beyond its members (issue 19): links a client opens without an account, the client's decision on each
// sample (a history, never overwritten), the team's comments on a sample, and the board's timeline.

/**
 * A board shared with a client: read and decide on that one board, nothing else. The token is 32 random bytes the
 * client holds in the link; only its sha256 is kept, as the passcode's scrypt hash. A revoked or expired link is gone
 * for its holder (a 404); its row stays, for the timeline and the decisions made through it.
 */
export const boardShareLinks = pgTable(
  'board_share_links',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** who the link is for, as the designer names them ("Puan Aisyah, Damansara house") */
    clientName: text('client_name'),
    tokenHash: text('token_hash').notNull().unique(),
    /** `scrypt$salt$hash`, when the designer set a passcode */
    passcodeHash: text('passcode_hash'),
    /** whether the client sees the samples' prices */
    showPrices: boolean('show_prices').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_share_links_board_idx').on(t.boardId, t.createdAt),
    check('board_share_links_open_count_check', sql`${t.openCount} >= 0`),
  ],
);

/**
 * A client's decision on a sample of a board, made through a share link: the newest per sample is where it stands,
 * the older ones its history. `notifiedAt` is set when the board's owner was e-mailed about it (a batch per round).
 */
export const boardDecisions = pgTable(
  'board_decisions',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => boardShareLinks.id, { onDelete: 'cascade' }),
    decision: text('decision').notNull(),
    comment: text('comment'),
    /** the name the client gave, as typed */
    decidedBy: text('decided_by').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_decisions_board_sample_idx').on(t.boardId, t.sampleId, t.createdAt),
    index('board_decisions_unnotified_idx').on(t.boardId).where(sql`${t.notifiedAt} is null`),
    check('board_decisions_decision_check', sql`${t.decision} in ('approved', 'rejected', 'alternative')`),
  ],
);

/** A member's comment on a sample within a board; a reply names its parent (one level of thread). Plain text. */
export const boardComments = pgTable(
  'board_comments',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => boardComments.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_comments_board_sample_idx').on(t.boardId, t.sampleId, t.createdAt),
    index('board_comments_parent_idx').on(t.parentId),
    check('board_comments_body_check', sql`length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * What happened on a board, newest first: samples added and removed, members invited and joined, links created and
 * revoked, client decisions, comments. `actorName` keeps a client's name (a link holder has no account).
 */
export const boardActivity = pgTable(
  'board_activity',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    kind: text('kind').notNull(),
    sampleId: uuid('sample_id').references(() => samples.id, { onDelete: 'set null' }),
    /** what the entry is about beyond the sample: an invitee's e-mail, a link's client, a decision */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_activity_board_idx').on(t.boardId, t.createdAt),
    check(
      'board_activity_kind_check',
      sql`${t.kind} in ('sample_added', 'sample_removed', 'member_invited', 'member_joined', 'member_removed', 'link_created', 'link_revoked', 'decision', 'comment')`,
    ),
  ],
);
