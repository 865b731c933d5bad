import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { boardComments, boardSamples, samples, users } from '../../db/schema/index.js';
import { boardAccess } from '../projects/board-access.repository.js';

type Executor = Database | Transaction;

export type CommentRow = typeof boardComments.$inferSelect;
export type CommentWithAuthor = {
  comment: CommentRow;
  author: { id: string; name: string; avatar: string | null } | null;
};

/** The sample when it is on the board: its id and name. */
export async function findSampleOnBoard(
  db: Executor,
  { boardId, sampleId }: { boardId: string; sampleId: string },
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: samples.id, name: samples.name })
    .from(boardSamples)
    .innerJoin(samples, eq(samples.id, boardSamples.sampleId))
    .where(and(eq(boardSamples.boardId, boardId), eq(boardSamples.sampleId, sampleId)))
    .limit(1);
  return row;
}

/** Every comment on a sample of a board, deleted ones too, oldest first, with their authors. */
export function findSampleComments(
  db: Executor,
  { boardId, sampleId }: { boardId: string; sampleId: string },
): Promise<CommentWithAuthor[]> {
  return db
    .select({
      comment: boardComments,
      author: { id: users.id, name: users.name, avatar: users.avatar },
    })
    .from(boardComments)
    .leftJoin(users, eq(users.id, boardComments.authorId))
    .where(and(eq(boardComments.boardId, boardId), eq(boardComments.sampleId, sampleId)))
    .orderBy(asc(boardComments.createdAt), asc(boardComments.id)) as Promise<CommentWithAuthor[]>;
}

/** How many comments, not deleted, each sample of a board has, for the samples still on it. */
export async function countCommentsBySample(db: Executor, boardId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ sampleId: boardComments.sampleId, count: sql<number>`count(*)::int` })
    .from(boardComments)
    .innerJoin(
      boardSamples,
      and(eq(boardSamples.boardId, boardComments.boardId), eq(boardSamples.sampleId, boardComments.sampleId)),
    )
    .where(and(eq(boardComments.boardId, boardId), isNull(boardComments.deletedAt)))
    .groupBy(boardComments.sampleId);
  return new Map(rows.map((row) => [row.sampleId, row.count]));
}

/** A comment of a board with its author, deleted or not. */
export async function findBoardComment(
  db: Executor,
  { boardId, commentId }: { boardId: string; commentId: string },
): Promise<CommentWithAuthor | undefined> {
  const [row] = await db
    .select({ comment: boardComments, author: { id: users.id, name: users.name, avatar: users.avatar } })
    .from(boardComments)
    .leftJoin(users, eq(users.id, boardComments.authorId))
    .where(and(eq(boardComments.boardId, boardId), eq(boardComments.id, commentId)))
    .limit(1);
  return row as CommentWithAuthor | undefined;
}

export async function insertComment(
  db: Executor,
  values: { boardId: string; sampleId: string; authorId: string; parentId: string | null; body: string },
): Promise<CommentRow> {
  const [row] = await db.insert(boardComments).values(values).returning();
  return row!;
}

export async function updateCommentBody(db: Executor, commentId: string, body: string): Promise<CommentRow> {
  const [row] = await db
    .update(boardComments)
    .set({ body, editedAt: new Date() })
    .where(eq(boardComments.id, commentId))
    .returning();
  return row!;
}

/** Marks a comment deleted: its replies stay, under a placeholder. */
export async function markCommentDeleted(db: Executor, commentId: string): Promise<void> {
  await db.update(boardComments).set({ deletedAt: new Date() }).where(eq(boardComments.id, commentId));
}

/** Everyone on a board (its members and those sharing its whole project), once each, as mentions need them. */
export function findMentionableMembers(
  db: Executor,
  boardId: string,
): Promise<{ userId: string; name: string; email: string; locale: string }[]> {
  const access = boardAccess(db);
  return db
    .selectDistinct({ userId: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(access)
    .innerJoin(users, eq(users.id, access.userId))
    .where(eq(access.boardId, boardId));
}
