import type { TBoardRole, TShareScope } from '@samplebank/contracts/projects';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { boardMembers, boards, projectMembers, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;

// Who holds a role on a board, whichever way they got it (DESIGN.md §5, ADR 0028): a row of board_members (the owner's
// among them), or a row of project_members, which reaches every board of its project, boards made later included.
// Everything that asks "who is on this board" reads this one relation, so a way of sharing cannot be forgotten.

/** Every (board, user, role, scope) there is: board memberships, and each project membership once per board. */
export function boardAccess(db: Executor) {
  return db
    .select({
      boardId: boardMembers.boardId,
      userId: boardMembers.userId,
      role: boardMembers.role,
      scope: sql<TShareScope>`'board'`.as('scope'),
    })
    .from(boardMembers)
    .unionAll(
      db
        .select({
          boardId: boards.id,
          userId: projectMembers.userId,
          role: projectMembers.role,
          scope: sql<TShareScope>`'project'`.as('scope'),
        })
        .from(projectMembers)
        .innerJoin(boards, eq(boards.projectId, projectMembers.projectId)),
    )
    .as('board_access');
}

export type ProjectMemberRow = typeof projectMembers.$inferSelect;

/** The people who share a whole project, with their users: editors first, each oldest first. */
export function findProjectMembers(db: Executor, projectId: string) {
  return db
    .select({
      member: projectMembers,
      user: { id: users.id, name: users.name, email: users.email, avatar: users.avatar },
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(
      sql`case ${projectMembers.role} when 'editor' then 0 else 1 end`,
      asc(projectMembers.createdAt),
      asc(projectMembers.id),
    );
}

export async function findProjectMemberByUser(
  db: Executor,
  { projectId, userId }: { projectId: string; userId: string },
): Promise<ProjectMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Whether someone with this e-mail (any case) shares the whole project. */
export async function hasProjectMemberWithEmail(db: Executor, projectId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projectMembers.id })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return Boolean(row);
}

export async function insertProjectMember(
  db: Executor,
  values: { projectId: string; userId: string; role: Exclude<TBoardRole, 'owner'> },
) {
  const [row] = await db.insert(projectMembers).values(values).returning();
  return row!;
}

export async function setProjectMemberRole(db: Executor, memberId: string, role: TBoardRole) {
  await db.update(projectMembers).set({ role }).where(eq(projectMembers.id, memberId));
}

export async function deleteProjectMember(db: Executor, memberId: string) {
  await db.delete(projectMembers).where(eq(projectMembers.id, memberId));
}

/** The ids of a project's boards, in their order. */
export async function findBoardIdsOfProject(db: Executor, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.projectId, projectId))
    .orderBy(asc(boards.position), asc(boards.createdAt), asc(boards.id));
  return rows.map((row) => row.id);
}
