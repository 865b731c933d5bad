import { PROJECT_MESSAGES, type TBoardDetail } from '@samplebank/contracts/projects';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { recordSampleEvents } from '../sample-events/sample-events.repository.js';
import {
  type Caller,
  canEditBoard,
  loadEditableBoard,
  loadVisibleBoard,
  loadVisibleProject,
} from './projects.policy.js';
import {
  deleteBoardSample,
  findBoardRef,
  insertBoardSamples,
  renameBoard as renameBoardRow,
} from './projects.repository.js';
import { assertSamplesExist, createBoardIn } from './projects.service.js';
import { buildBoardView } from './projects.views.js';

type Deps = ServiceContext<'db' | 'storage'>;
type BoardSample = { projectId: string; boardId: string; sampleId: string };

/** `GET /projects/board/{boardId}`: a board for its members and ADMIN. */
export async function getBoard(
  { db, storage }: Deps,
  caller: Caller,
  { boardId }: { boardId: string },
): Promise<TBoardDetail> {
  const { board, role } = await loadVisibleBoard(db, caller, { boardId });
  return buildBoardView(db, storage, board, role);
}

/** `POST /projects/{id}/boards`: the owner, or an editor of any of the project's boards, adds a board. */
export async function createBoard(
  { db, storage }: Deps,
  caller: Caller,
  { projectId, name }: { projectId: string; name: string },
): Promise<TBoardDetail> {
  const { project, role } = await loadVisibleProject(db, caller, projectId);
  if (!canEditBoard(caller, { role })) throw forbidden(PROJECT_MESSAGES.addBoardDenied);
  const board = await db.transaction((tx) => createBoardIn(tx, { project, name, creatorId: caller.id }));
  const ref = await findBoardRef(db, board.id);
  return buildBoardView(db, storage, ref!, project.ownerId === caller.id ? 'owner' : 'editor');
}

/** `PUT /projects/{id}/boards/{boardId}`: an owner or editor renames the board. */
export async function renameBoard(
  { db, storage }: Deps,
  caller: Caller,
  { projectId, boardId, name }: { projectId: string; boardId: string; name: string },
): Promise<TBoardDetail> {
  const { board, role } = await loadEditableBoard(db, caller, {
    boardId,
    projectId,
    message: PROJECT_MESSAGES.editBoardDenied,
  });
  await renameBoardRow(db, boardId, name);
  return buildBoardView(db, storage, { ...board, name }, role);
}

/**
 * `POST /projects/{id}/boards/{boardId}/samples`: an owner or editor adds a sample. Adding one that is already
 * there is not an error: it answers the board unchanged, with `created: false` (the route answers 200, not 201).
 */
export async function addSampleToBoard(
  { db, storage }: Deps,
  caller: Caller,
  { projectId, boardId, sampleId }: BoardSample,
): Promise<{ created: boolean; board: TBoardDetail }> {
  const { board, role } = await loadEditableBoard(db, caller, {
    boardId,
    projectId,
    message: PROJECT_MESSAGES.addSampleDenied,
  });
  await assertSamplesExist(db, [sampleId]);
  // a sample new to the board is counted for its brand's insights with the row that adds it; a repeat add is not
  const added = await db.transaction(async (tx) => {
    const rows = await insertBoardSamples(tx, { boardId, sampleIds: [sampleId], addedBy: caller.id });
    await recordSampleEvents(
      tx,
      rows.map((id) => ({ sampleId: id, kind: 'board' as const })),
    );
    for (const id of rows)
      await recordBoardActivity(tx, { boardId, kind: 'sample_added', actorId: caller.id, sampleId: id });
    return rows;
  });
  return { created: added.length > 0, board: await buildBoardView(db, storage, board, role) };
}

/** `DELETE /projects/{id}/boards/{boardId}/samples/{sampleId}`: an owner or editor removes a sample. */
export async function removeSampleFromBoard(
  { db, storage }: Deps,
  caller: Caller,
  { projectId, boardId, sampleId }: BoardSample,
): Promise<TBoardDetail> {
  const { board, role } = await loadEditableBoard(db, caller, {
    boardId,
    projectId,
    message: PROJECT_MESSAGES.removeSampleDenied,
  });
  await db.transaction(async (tx) => {
    if (!(await deleteBoardSample(tx, { boardId, sampleId }))) {
      throw new AppError('NOT_FOUND', PROJECT_MESSAGES.sampleNotOnBoard);
    }
    await recordBoardActivity(tx, { boardId, kind: 'sample_removed', actorId: caller.id, sampleId });
  });
  return buildBoardView(db, storage, board, role);
}
