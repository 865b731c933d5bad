import { and, asc, desc, eq, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  boardDecisions,
  boardSamples,
  boardShareLinks,
  boards,
  projects,
  samples,
  users,
} from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type ShareLinkRow = typeof boardShareLinks.$inferSelect;
export type DecisionRow = typeof boardDecisions.$inferSelect;

export async function insertShareLink(
  db: Executor,
  values: typeof boardShareLinks.$inferInsert,
): Promise<ShareLinkRow> {
  const [row] = await db.insert(boardShareLinks).values(values).returning();
  return row!;
}

/** A board's links, newest first. */
export function findShareLinks(db: Executor, boardId: string): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(boardShareLinks)
    .where(eq(boardShareLinks.boardId, boardId))
    .orderBy(desc(boardShareLinks.createdAt), desc(boardShareLinks.id));
}

export async function findShareLink(
  db: Executor,
  { boardId, linkId }: { boardId: string; linkId: string },
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(boardShareLinks)
    .where(and(eq(boardShareLinks.id, linkId), eq(boardShareLinks.boardId, boardId)))
    .limit(1);
  return row;
}

/** Sets `revokedAt` once; a link already revoked keeps its first time. */
export async function revokeShareLink(db: Executor, linkId: string): Promise<ShareLinkRow | undefined> {
  await db
    .update(boardShareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(boardShareLinks.id, linkId), isNull(boardShareLinks.revokedAt)));
  const [row] = await db.select().from(boardShareLinks).where(eq(boardShareLinks.id, linkId)).limit(1);
  return row;
}

/** The link behind a token, with its board's and project's names. */
export async function findShareLinkByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ link: boardShareLinks, boardName: boards.name, projectName: projects.name })
    .from(boardShareLinks)
    .innerJoin(boards, eq(boards.id, boardShareLinks.boardId))
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .where(eq(boardShareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function recordLinkOpened(db: Executor, linkId: string) {
  await db
    .update(boardShareLinks)
    .set({ openCount: sql`${boardShareLinks.openCount} + 1`, lastOpenedAt: sql`now()` })
    .where(eq(boardShareLinks.id, linkId));
}

/** Every decision on a board, newest first. */
export function findDecisions(db: Executor, boardId: string): Promise<DecisionRow[]> {
  return db
    .select()
    .from(boardDecisions)
    .where(eq(boardDecisions.boardId, boardId))
    .orderBy(desc(boardDecisions.createdAt), desc(boardDecisions.id));
}

export async function insertDecision(db: Executor, values: typeof boardDecisions.$inferInsert): Promise<DecisionRow> {
  const [row] = await db.insert(boardDecisions).values(values).returning();
  return row!;
}

/** How many decisions came through a link since a time. */
export async function countDecisionsOfLinkSince(db: Executor, linkId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(boardDecisions)
    .where(and(eq(boardDecisions.linkId, linkId), gte(boardDecisions.createdAt, since)));
  return Number(row?.count ?? 0);
}

/** The ids of a board's samples, oldest addition first. */
export async function findBoardSampleIds(db: Executor, boardId: string): Promise<string[]> {
  const rows = await db
    .select({ sampleId: boardSamples.sampleId })
    .from(boardSamples)
    .where(eq(boardSamples.boardId, boardId))
    .orderBy(asc(boardSamples.addedAt));
  return rows.map((row) => row.sampleId);
}

export async function isSampleOnBoard(db: Executor, { boardId, sampleId }: { boardId: string; sampleId: string }) {
  const [row] = await db
    .select({ sampleId: boardSamples.sampleId })
    .from(boardSamples)
    .where(and(eq(boardSamples.boardId, boardId), eq(boardSamples.sampleId, sampleId)))
    .limit(1);
  return Boolean(row);
}

// ---------- the owner's round of decisions (board-decisions.job.ts)

/** Boards with decisions the owner was not told of, whose newest is at or before `quietSince`. */
export async function findBoardsWithQuietRound(db: Executor, quietSince: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ boardId: boardDecisions.boardId })
    .from(boardDecisions)
    .where(isNull(boardDecisions.notifiedAt))
    .groupBy(boardDecisions.boardId)
    .having(lte(max(boardDecisions.createdAt), quietSince))
    .limit(limit);
  return rows.map((row) => row.boardId);
}

/** A board's decisions the owner was not told of, oldest first, with the sample's name; and the owner. */
export async function findRound(db: Executor, boardId: string) {
  const [owner] = await db
    .select({
      boardId: boards.id,
      boardName: boards.name,
      projectId: projects.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(boards)
    .innerJoin(projects, eq(projects.id, boards.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(eq(boards.id, boardId))
    .limit(1);
  const decisions = await db
    .select({
      id: boardDecisions.id,
      decision: boardDecisions.decision,
      comment: boardDecisions.comment,
      decidedBy: boardDecisions.decidedBy,
      sampleName: samples.name,
    })
    .from(boardDecisions)
    .innerJoin(samples, eq(samples.id, boardDecisions.sampleId))
    .where(and(eq(boardDecisions.boardId, boardId), isNull(boardDecisions.notifiedAt)))
    .orderBy(asc(boardDecisions.createdAt), asc(boardDecisions.id));
  return { owner, decisions };
}

export async function markDecisionsNotified(db: Executor, ids: string[], at: Date) {
  if (!ids.length) return;
  await db.update(boardDecisions).set({ notifiedAt: at }).where(inArray(boardDecisions.id, ids));
}
