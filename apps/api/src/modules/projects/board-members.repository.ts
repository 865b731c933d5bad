import type { TBoardRole } from '@samplebank/contracts/projects';
import { and, asc, eq, sql } from 'drizzle-orm';
import { boardMembers, users } from '../../db/schema/index.js';
import type { Executor } from './projects.repository.js';

export type MemberRow = typeof boardMembers.$inferSelect;
export type MemberWithUser = {
  member: MemberRow;
  user: { id: string; name: string; email: string; avatar: string | null };
};

const userColumns = { id: users.id, name: users.name, email: users.email, avatar: users.avatar };

/** A board's members with their users: owner first, then editors, then viewers, each oldest first. */
export function findMembers(db: Executor, boardId: string): Promise<MemberWithUser[]> {
  return db
    .select({ member: boardMembers, user: userColumns })
    .from(boardMembers)
    .innerJoin(users, eq(users.id, boardMembers.userId))
    .where(eq(boardMembers.boardId, boardId))
    .orderBy(
      sql`case ${boardMembers.role} when 'owner' then 0 when 'editor' then 1 else 2 end`,
      asc(boardMembers.createdAt),
      asc(boardMembers.id),
    );
}

export async function findMember(
  db: Executor,
  { boardId, memberId }: { boardId: string; memberId: string },
): Promise<MemberWithUser | undefined> {
  const [row] = await db
    .select({ member: boardMembers, user: userColumns })
    .from(boardMembers)
    .innerJoin(users, eq(users.id, boardMembers.userId))
    .where(and(eq(boardMembers.boardId, boardId), eq(boardMembers.id, memberId)))
    .limit(1);
  return row;
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
