import {
  PROJECT_MESSAGES,
  type TCreateProjectRequest,
  type TProject,
  type TUpdateProjectRequest,
} from '@samplebank/contracts/projects';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { recordSampleEvents } from '../sample-events/sample-events.repository.js';
import { insertMember } from './board-members.repository.js';
import { type Caller, canManageProject, isAdmin, loadVisibleProject } from './projects.policy.js';
import {
  deleteProject as deleteProjectRow,
  type Executor,
  findExistingSampleIds,
  findProjectIdsForUser,
  insertBoard,
  insertBoardSamples,
  insertProject,
  updateProject as updateProjectRow,
} from './projects.repository.js';
import { buildProjectViews } from './projects.views.js';

type Deps = ServiceContext<'db' | 'storage'>;

/** Fails with 404 unless every sample id names a sample. */
export async function assertSamplesExist(db: Executor, sampleIds: string[]) {
  const existing = await findExistingSampleIds(db, sampleIds);
  if (sampleIds.some((id) => !existing.has(id))) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.sampleNotFound);
}

/** Creates a board in a project: the project's creator owns it, and a creating editor becomes its editor. */
export async function createBoardIn(
  tx: Executor,
  {
    project,
    name,
    creatorId,
    sampleIds = [],
  }: { project: { id: string; ownerId: string }; name: string; creatorId: string; sampleIds?: string[] },
) {
  const board = await insertBoard(tx, project.id, name);
  await insertMember(tx, { boardId: board.id, userId: project.ownerId, role: 'owner' });
  if (creatorId !== project.ownerId) await insertMember(tx, { boardId: board.id, userId: creatorId, role: 'editor' });
  const added = await insertBoardSamples(tx, {
    boardId: board.id,
    sampleIds: [...new Set(sampleIds)],
    addedBy: creatorId,
  });
  await recordSampleEvents(
    tx,
    added.map((sampleId) => ({ sampleId, kind: 'board' as const })),
  );
  return board;
}

/** `GET /projects/user/{userId}`: the projects a user owns or shares a board of; only themselves or ADMIN may ask. */
export async function listProjectsOfUser(
  { db, storage }: Deps,
  caller: Caller,
  { userId }: { userId: string },
): Promise<TProject[]> {
  if (caller.id !== userId && !isAdmin(caller)) throw forbidden(PROJECT_MESSAGES.ownProjectsOnly);
  const ids = await findProjectIdsForUser(db, userId);
  // ADMIN reading someone's list sees it as that user does
  return buildProjectViews(db, storage, { id: userId, role: 'SAMPLEBANK_USER' }, ids);
}

/** `GET /projects/{id}`: the project with the boards the caller may see. */
export async function getProject(
  { db, storage }: Deps,
  caller: Caller,
  { projectId }: { projectId: string },
): Promise<TProject> {
  await loadVisibleProject(db, caller, projectId);
  const [view] = await buildProjectViews(db, storage, caller, [projectId]);
  if (!view) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
  return view;
}

/** `POST /projects`: a project owned by the caller, with its first boards and their samples, in one transaction. */
export async function createProject(deps: Deps, caller: Caller, body: TCreateProjectRequest): Promise<TProject> {
  const boards = body.boards ?? [];
  const project = await deps.db.transaction(async (tx) => {
    await assertSamplesExist(tx, [...new Set(boards.flatMap((board) => board.sampleIds ?? []))]);
    const created = await insertProject(tx, {
      ownerId: caller.id,
      name: body.name,
      projectType: body.projectType,
      projectValue: body.projectValue,
    });
    for (const board of boards)
      await createBoardIn(tx, { project: created, name: board.name, creatorId: caller.id, sampleIds: board.sampleIds });
    return created;
  });
  return getProject(deps, caller, { projectId: project.id });
}

/** The project when the caller created it: 404 when they have no part in it, 403 when they only share a board. */
async function loadOwnedProject(db: Database, caller: Caller, projectId: string) {
  const { project } = await loadVisibleProject(db, caller, projectId);
  if (!canManageProject(caller, project)) throw forbidden(PROJECT_MESSAGES.projectOwnerOnly);
  return project;
}

/** `PUT /projects/{id}`: the owner renames it or changes its type or value. */
export async function updateProject(
  deps: Deps,
  caller: Caller,
  { projectId, changes }: { projectId: string; changes: TUpdateProjectRequest },
): Promise<TProject> {
  await loadOwnedProject(deps.db, caller, projectId);
  await updateProjectRow(deps.db, projectId, changes);
  return getProject(deps, caller, { projectId });
}

/** `DELETE /projects/{id}`: the owner deletes it; its boards, members and invitations go with it (FK cascades). */
export async function deleteProject({ db }: Deps, caller: Caller, { projectId }: { projectId: string }) {
  await loadOwnedProject(db, caller, projectId);
  await deleteProjectRow(db, projectId);
  return { message: PROJECT_MESSAGES.projectDeleted };
}
