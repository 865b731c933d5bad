import type { Database, Transaction } from '../../db/client.js';
import { boardActivity } from '../../db/schema/index.js';

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
