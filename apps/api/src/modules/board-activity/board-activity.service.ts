import type { TBoardActivityKind, TBoardActivityResponse } from '@samplebank/contracts/board-activity';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';
import { type Caller, loadVisibleBoard } from '../projects/projects.policy.js';
import { type BoardActivityRow, findBoardActivity, hasBoardActivityEntry } from './board-activity.repository.js';

const CURSOR_INVALID = 'This page of the timeline is no longer there. Reload the activity.';

/**
 * `GET /board-activity/{boardId}?before&limit`: a page of the board's timeline, newest first, for its members and
 * ADMIN. The actor is the member by their current name, or the client by the name they gave.
 */
export async function listBoardActivity(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  caller: Caller,
  { boardId, before, limit }: { boardId: string; before?: string; limit: number },
): Promise<TBoardActivityResponse> {
  await loadVisibleBoard(db, caller, { boardId });
  if (before && !(await hasBoardActivityEntry(db, { boardId, id: before }))) {
    throw new AppError('VALIDATION', CURSOR_INVALID, {
      fields: { before: CURSOR_INVALID },
      inLanguage: { ms: 'Halaman garis masa ini sudah tiada. Muat semula aktiviti.' },
    });
  }
  // one more than asked tells whether a next page exists
  const rows = await findBoardActivity(db, { boardId, before, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const present = (row: BoardActivityRow) => ({
    _id: row.id,
    kind: row.kind as TBoardActivityKind,
    actorName: row.memberName ?? row.actorName,
    sample: row.sample
      ? {
          _id: row.sample.id,
          name: row.sample.name,
          imageUrl: row.sample.images[0] ? imageUrl(storage, row.sample.images[0]) : null,
        }
      : null,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  });
  return { entries: page.map(present), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}
