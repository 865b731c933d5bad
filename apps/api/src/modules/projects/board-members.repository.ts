import type { TBoardRole, TShareScope } from '@samplebank/contracts/projects';
import { and, asc, eq, sql } from 'drizzle-orm';
import { boardMembers, projectMembers, users } from '../../db/schema/index.js';
import { findProjectMembers } from './board-access.repository.js';
import type { Executor } from './projects.repository.js';

export type MemberRow = typeof boardMembers.$inferSelect;
/** Someone on a board: a member of it (`board`), or someone sharing its whole project (`project`). */
export type MemberWithUser = {
  member: { id: string; userId: string; role: string; createdAt: Date };
  scope: TShareScope;
  user: { id: string; name: string; email: string; avatar: string | null };
};

const userColumns = { id: users.id, name: users.name, email: users.email, avatar: users.avatar };

/**
 * Everyone on a board: its members (owner first, then editors, then viewers, each oldest first), then those who share
 * its whole project. Someone who is both is listed in each place, with the role each gives.
 */
export async function findMembers(db: Executor, board: { id: string; projectId: string }): Promise<MemberWithUser[]> {
  const [own, shared] = await Promise.all([
    db
      .select({ member: boardMembers, user: userColumns })
      .from(boardMembers)
      .innerJoin(users, eq(users.id, boardMembers.userId))
      .where(eq(boardMembers.boardId, board.id))
      .orderBy(
        sql`case ${boardMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
        asc(boardMembers.createdAt),
        asc(boardMembers.id),
      ),
    findProjectMembers(db, board.projectId),
  ]);
  return [
    ...own.map((row) => ({ ...row, scope: 'board' as const })),
    ...shared.map((row) => ({ ...row, scope: 'project' as const })),
  ];
}

/** One person on a board by the id of their membership: of the board, or of its whole project. */
export async function findMember(
  db: Executor,
  { board, memberId }: { board: { id: string; projectId: string }; memberId: string },
): Promise<MemberWithUser | undefined> {
  const [own] = await db
    .select({ member: boardMembers, user: userColumns })
    .from(boardMembers)
    .innerJoin(users, eq(users.id, boardMembers.userId))
    .where(and(eq(boardMembers.boardId, board.id), eq(boardMembers.id, memberId)))
    .limit(1);
  if (own) return { ...own, scope: 'board' };
  const [shared] = await db
    .select({ member: projectMembers, user: userColumns })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, board.projectId), eq(projectMembers.id, memberId)))
    .limit(1);
  return shared ? { ...shared, scope: 'project' } : undefined;
}

export async function findMemberByUser(
  db: Executor,
  { boardId, userId }: { boardId: string; userId: string },
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(boardMembers)
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Whether someone with this e-mail (any case) is a member of the board. */
export async function hasMemberWithEmail(db: Executor, boardId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: boardMembers.id })
    .from(boardMembers)
    .innerJoin(users, eq(users.id, boardMembers.userId))
    .where(and(eq(boardMembers.boardId, boardId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return Boolean(row);
}

export async function insertMember(
  db: Executor,
  { boardId, userId, role }: { boardId: string; userId: string; role: TBoardRole },
) {
  const [row] = await db.insert(boardMembers).values({ boardId, userId, role }).returning();
  return row!;
}

export async function setMemberRole(db: Executor, memberId: string, role: TBoardRole) {
  await db.update(boardMembers).set({ role }).where(eq(boardMembers.id, memberId));
}

export async function deleteMember(db: Executor, memberId: string) {
  await db.delete(boardMembers).where(eq(boardMembers.id, memberId));
}
