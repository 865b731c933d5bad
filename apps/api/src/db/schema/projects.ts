import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { samples } from './catalogue.js';
import { createdAt, id, updatedAt } from './columns.js';

// Projects, their boards, the samples pinned to them, members and invitations.

export const projects = pgTable(
  'projects',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    projectType: text('project_type').notNull(),
    projectValue: numeric('project_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.createdAt),
    check('projects_value_check', sql`${t.projectValue} >= 0`),
  ],
);

export const boards = pgTable(
  'boards',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('boards_project_idx').on(t.projectId, t.position)],
);

export const boardSamples = pgTable(
  'board_samples',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.sampleId] })],
);

export const boardMembers = pgTable(
  'board_members',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('board_members_board_user_key').on(t.boardId, t.userId),
    index('board_members_user_idx').on(t.userId),
    check('board_members_role_check', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/**
 * Whole-project sharing: a member here holds their role on every board of the project, boards made later included.
 * The project's creator is never a row here (they own every board anyway).
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_members_project_user_key').on(t.projectId, t.userId),
    index('project_members_user_idx').on(t.userId),
    check('project_members_role_check', sql`${t.role} in ('editor', 'viewer')`),
  ],
);

export const boardInvitations = pgTable(
  'board_invitations',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    inviteeEmail: text('invitee_email').notNull(),
    role: text('role').notNull(),
    /** 'board': this board only; 'project': every board of its project, boards made later included. */
    scope: text('scope').notNull().default('board'),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_invitations_board_idx').on(t.boardId),
    index('board_invitations_invitee_idx').on(sql`lower(${t.inviteeEmail})`),
    check('board_invitations_role_check', sql`${t.role} in ('editor', 'viewer')`),
    check('board_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'revoked')`),
    check('board_invitations_scope_check', sql`${t.scope} in ('board', 'project')`),
  ],
);
