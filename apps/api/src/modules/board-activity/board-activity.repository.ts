import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { boardActivity, samples, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** What may appear on a board's timeline (the table's check holds the same list). */
export type BoardActivityKind =
  | 'sample_added'
  | 'sample_removed'
  | 'member_invited'
  | 'member_joined'
  | 'member_removed'
  | 'link_created'
  | 'link_revoked'
  | 'decision'
  | 'comment';

export type BoardActivityEntry = {
  boardId: string;
  kind: BoardActivityKind;
  /** the member who did it; none for a client through a share link */
  actorId?: string | null;
  /** a client's name as they gave it (a link holder has no account) */
  actorName?: string | null;
  sampleId?: string | null;
  /** an invitee's e-mail, a link's client, a decision: what the entry says beyond its sample */
  detail?: string | null;
};

/**
 * Writes a line of a board's timeline (issue 19), in the caller's transaction, so the entry exists exactly when what
 * it tells of does.
 */
export async function recordBoardActivity(db: Executor, entry: BoardActivityEntry): Promise<void> {
  await db.insert(boardActivity).values({
    boardId: entry.boardId,
    kind: entry.kind,
    actorId: entry.actorId ?? null,
    actorName: entry.actorName ?? null,
    sampleId: entry.sampleId ?? null,
    detail: entry.detail ?? null,
  });
}

export type BoardActivityRow = {
  id: string;
  kind: string;
  actorName: string | null;
  memberName: string | null;
  sample: { id: string; name: string; images: (typeof samples.$inferSelect)['images'] } | null;
  detail: string | null;
  createdAt: Date;
};

/**
 * A page of a board's timeline, newest first: `limit` entries older than the entry `before` names (from the newest
 * when none). Entries written together share their time, so the id breaks ties and a page never repeats or skips one.
 */
export async function findBoardActivity(
  db: Executor,
  { boardId, before, limit }: { boardId: string; before?: string; limit: number },
): Promise<BoardActivityRow[]> {
  const older = before
    ? sql`(${boardActivity.createdAt}, ${boardActivity.id}) < (select a.created_at, a.id from ${boardActivity} a where a.id = ${before} and a.board_id = ${boardId})`
    : undefined;
  const rows = await db
    .select({
      id: boardActivity.id,
      kind: boardActivity.kind,
      actorName: boardActivity.actorName,
      memberName: users.name,
      sampleId: samples.id,
      sampleName: samples.name,
      sampleImages: samples.images,
      detail: boardActivity.detail,
      createdAt: boardActivity.createdAt,
    })
    .from(boardActivity)
    .leftJoin(users, eq(users.id, boardActivity.actorId))
    .leftJoin(samples, eq(samples.id, boardActivity.sampleId))
    .where(and(eq(boardActivity.boardId, boardId), older))
    .orderBy(desc(boardActivity.createdAt), desc(boardActivity.id))
    .limit(limit);
  return rows.map(({ sampleId, sampleName, sampleImages, ...row }) => ({
    ...row,
    sample: sampleId && sampleName ? { id: sampleId, name: sampleName, images: sampleImages ?? [] } : null,
  }));
}

/** Whether an entry of the board has this id (a page's cursor must name one). */
export async function hasBoardActivityEntry(db: Executor, { boardId, id }: { boardId: string; id: string }) {
  const [row] = await db
    .select({ id: boardActivity.id })
    .from(boardActivity)
    .where(and(eq(boardActivity.boardId, boardId), eq(boardActivity.id, id)))
    .limit(1);
  return Boolean(row);
}
