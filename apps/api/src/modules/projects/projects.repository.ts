import type { TBoardRole } from '@samplebank/contracts/projects';
import { higherRole } from '@samplebank/domain/board-roles';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  boardMembers,
  boardSamples,
  boards,
  organizations,
  projectMembers,
  projects,
  samples,
} from '../../db/schema/index.js';
import type { BrandRef, SampleRow } from '../catalogue/catalogue.repository.js';
import { boardAccess } from './board-access.repository.js';

export type Executor = Database | Transaction;
export type ProjectRow = typeof projects.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
export type BoardRef = { id: string; name: string; projectId: string; projectName: string; ownerId: string };
export type BoardSampleRow = { boardId: string; sample: SampleRow; brand: BrandRef };

export async function findProjectById(db: Executor, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** The ids of the projects a user owns, shares whole or holds a board membership in, newest first. */
export async function findProjectIdsForUser(db: Executor, userId: string): Promise<string[]> {
  const memberOf = db
    .select({ projectId: boards.projectId })
    .from(boardMembers)
    .innerJoin(boards, eq(boards.id, boardMembers.boardId))
    .where(eq(boardMembers.userId, userId));
  const sharedWhole = db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(or(eq(projects.ownerId, userId), inArray(projects.id, memberOf), inArray(projects.id, sharedWhole)))
    .orderBy(sql`${projects.createdAt} desc`, asc(projects.id));
  return rows.map((row) => row.id);
}

export function findProjectsByIds(db: Executor, ids: string[]): Promise<ProjectRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(projects).where(inArray(projects.id, ids));
}

export async function insertProject(db: Executor, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(db: Executor, id: string, values: Partial<typeof projects.$inferInsert>) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id));
}

export async function deleteProject(db: Executor, id: string) {
  await db.delete(projects).where(eq(projects.id, id));
}

/** A board with its project's name and owner, or undefined. */
export async function findBoardRef(db: Executor, boardId: string): Promise<BoardRef | undefined> {
  const [row] = await db
    .select({
      id: boards.id,
      name: boards.name,
      projectId: boards.projectId,
      projectName: projects.name,
      ownerId: projects.ownerId,
    })
    .from(boards)
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(eq(boards.id, boardId))
    .limit(1);
  return row;
}

/** The boards of some projects, in their order. */
export function findBoardsOfProjects(db: Executor, projectIds: string[]): Promise<BoardRow[]> {
  if (!projectIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(boards)
    .where(inArray(boards.projectId, projectIds))
    .orderBy(asc(boards.position), asc(boards.createdAt), asc(boards.id));
}

/**
 * A user's roles by board, on the given boards or on every board of a project: the higher of their board membership
 * and their share of the whole project (the project's creator owning every board is the policy's to add).
 */
export async function findMembershipRoles(
  db: Executor,
  userId: string,
  scope: { boardIds: string[] } | { projectId: string },
): Promise<Map<string, TBoardRole>> {
  if ('boardIds' in scope && !scope.boardIds.length) return new Map();
  const access = boardAccess(db);
  const boardsInScope =
    'boardIds' in scope
      ? inArray(access.boardId, scope.boardIds)
      : inArray(access.boardId, db.select({ id: boards.id }).from(boards).where(eq(boards.projectId, scope.projectId)));
  const rows = await db
    .select({ boardId: access.boardId, role: access.role })
    .from(access)
    .where(and(eq(access.userId, userId), boardsInScope));
  const roles = new Map<string, TBoardRole>();
  for (const row of rows) roles.set(row.boardId, higherRole(roles.get(row.boardId) ?? null, row.role as TBoardRole)!);
  return roles;
}

/** The samples on some boards with their brands, oldest addition first. */
export function findBoardSamples(db: Executor, boardIds: string[]): Promise<BoardSampleRow[]> {
  if (!boardIds.length) return Promise.resolve([]);
  return db
    .select({
      boardId: boardSamples.boardId,
      sample: samples,
      brand: {
        id: organizations.id,
        name: organizations.name,
        logoUrl: organizations.logoUrl,
        logo: organizations.logo,
      },
    })
    .from(boardSamples)
    .innerJoin(samples, eq(samples.id, boardSamples.sampleId))
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(inArray(boardSamples.boardId, boardIds))
    .orderBy(asc(boardSamples.addedAt), asc(samples.name));
}

/** How many people each board has, whether they are its members or share its whole project (each counted once). */
export async function countMembers(db: Executor, boardIds: string[]): Promise<Map<string, number>> {
  if (!boardIds.length) return new Map();
  const access = boardAccess(db);
  const rows = await db
    .select({ boardId: access.boardId, count: sql<number>`count(distinct ${access.userId})::int` })
    .from(access)
    .where(inArray(access.boardId, boardIds))
    .groupBy(access.boardId);
  return new Map(rows.map((row) => [row.boardId, row.count]));
}

export async function insertBoard(db: Executor, projectId: string, name: string): Promise<BoardRow> {
  const [row] = await db
    .insert(boards)
    .values({
      projectId,
      name,
      position: sql`(select coalesce(max(${boards.position}), -1) + 1 from ${boards} where ${boards.projectId} = ${projectId})`,
    })
    .returning();
  return row!;
}

export async function renameBoard(db: Executor, boardId: string, name: string) {
  await db.update(boards).set({ name }).where(eq(boards.id, boardId));
}

/** Adds samples to a board; the ones already there are left as they are. Answers the ids actually added. */
export async function insertBoardSamples(
  db: Executor,
  { boardId, sampleIds, addedBy }: { boardId: string; sampleIds: string[]; addedBy: string },
): Promise<string[]> {
  if (!sampleIds.length) return [];
  const rows = await db
    .insert(boardSamples)
    .values(sampleIds.map((sampleId) => ({ boardId, sampleId, addedBy })))
    .onConflictDoNothing()
    .returning({ sampleId: boardSamples.sampleId });
  return rows.map((row) => row.sampleId);
}

/** Removes a sample from a board; answers whether it was there. */
export async function deleteBoardSample(
  db: Executor,
  { boardId, sampleId }: { boardId: string; sampleId: string },
): Promise<boolean> {
  const rows = await db
    .delete(boardSamples)
    .where(and(eq(boardSamples.boardId, boardId), eq(boardSamples.sampleId, sampleId)))
    .returning({ sampleId: boardSamples.sampleId });
  return rows.length > 0;
}

/** Which of the given sample ids are on sale, as a board takes new samples (one already there stays, whatever). */
export async function findExistingSampleIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: samples.id })
    .from(samples)
    .where(and(inArray(samples.id, ids), eq(samples.status, 'published')));
  return new Set(rows.map((row) => row.id));
}
