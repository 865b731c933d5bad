import type { TShareScope } from '@samplebank/contracts/projects';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { boardInvitations, boards, projects, users } from '../../db/schema/index.js';
import type { Executor } from './projects.repository.js';

export type InvitationRow = typeof boardInvitations.$inferSelect;
/** An invitation with the names its page shows. */
export type InvitationWithNames = {
  invitation: InvitationRow;
  boardName: string;
  projectId: string;
  projectName: string;
  inviterName: string | null;
};

function selectWithNames(db: Executor) {
  return db
    .select({
      invitation: boardInvitations,
      boardName: boards.name,
      projectId: projects.id,
      projectName: projects.name,
      inviterName: users.name,
    })
    .from(boardInvitations)
    .innerJoin(boards, eq(boards.id, boardInvitations.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .leftJoin(users, eq(users.id, boardInvitations.inviterId));
}

export async function findInvitationById(db: Executor, id: string): Promise<InvitationWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(boardInvitations.id, id)).limit(1);
  return row;
}

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationWithNames | undefined> {
  const [row] = await selectWithNames(db).where(eq(boardInvitations.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The pending, unexpired invitations addressed to an e-mail (any case), newest first. */
export function findOpenInvitationsForEmail(db: Executor, email: string): Promise<InvitationWithNames[]> {
  return selectWithNames(db)
    .where(
      and(
        sql`lower(${boardInvitations.inviteeEmail}) = lower(${email})`,
        eq(boardInvitations.status, 'pending'),
        gt(boardInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(boardInvitations.createdAt));
}

/**
 * The pending invitations that would bring someone onto a board: to the board itself, or to every board of its
 * project (sent from any of them); expired ones included (they may be sent again), last sent first.
 */
export function findPendingInvitationsOfBoard(
  db: Executor,
  board: { id: string; projectId: string },
): Promise<InvitationWithNames[]> {
  return selectWithNames(db)
    .where(
      and(
        eq(boardInvitations.status, 'pending'),
        or(
          and(eq(boardInvitations.boardId, board.id), eq(boardInvitations.scope, 'board')),
          and(eq(boardInvitations.scope, 'project'), eq(boards.projectId, board.projectId)),
        ),
      ),
    )
    .orderBy(desc(boardInvitations.createdAt), desc(boardInvitations.id));
}

/** Changes a pending invitation; answers the row, or undefined when it was no longer pending. */
export async function updatePendingInvitation(
  db: Executor,
  id: string,
  values: Partial<typeof boardInvitations.$inferInsert>,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(boardInvitations)
    .set(values)
    .where(and(eq(boardInvitations.id, id), eq(boardInvitations.status, 'pending')))
    .returning();
  return row;
}

/** The pending invitation of an e-mail (any case) to a board, or to every board of its project, if any. */
export async function findPendingInvitation(
  db: Executor,
  { board, email, scope }: { board: { id: string; projectId: string }; email: string; scope: TShareScope },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select({ invitation: boardInvitations })
    .from(boardInvitations)
    .innerJoin(boards, eq(boards.id, boardInvitations.boardId))
    .where(
      and(
        eq(boardInvitations.status, 'pending'),
        eq(boardInvitations.scope, scope),
        scope === 'project' ? eq(boards.projectId, board.projectId) : eq(boardInvitations.boardId, board.id),
        sql`lower(${boardInvitations.inviteeEmail}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row?.invitation;
}

export async function insertInvitation(db: Executor, values: typeof boardInvitations.$inferInsert) {
  const [row] = await db.insert(boardInvitations).values(values).returning();
  return row!;
}

export async function updateInvitation(
  db: Executor,
  id: string,
  values: Partial<typeof boardInvitations.$inferInsert>,
) {
  const [row] = await db.update(boardInvitations).set(values).where(eq(boardInvitations.id, id)).returning();
  return row!;
}

/** Moves a pending invitation to its answer; answers false when it was no longer pending (someone got there first). */
export async function answerPendingInvitation(
  db: Executor,
  id: string,
  status: 'accepted' | 'rejected',
): Promise<boolean> {
  const rows = await db
    .update(boardInvitations)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(boardInvitations.id, id), eq(boardInvitations.status, 'pending')))
    .returning({ id: boardInvitations.id });
  return rows.length > 0;
}

export async function findUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
