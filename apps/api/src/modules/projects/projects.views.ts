import type { TBoard, TBoardDetail, TBoardRole, TProject } from '@samplebank/contracts/projects';
import type { Storage } from '../../platform/storage.js';
import { type Caller, higherRole, isAdmin } from './projects.policy.js';
import { presentBoard, presentProject } from './projects.presenter.js';
import {
  type BoardRef,
  type BoardSampleRow,
  countMembers,
  type Executor,
  findBoardSamples,
  findBoardsOfProjects,
  findMembershipRoles,
  findProjectsByIds,
  type ProjectRow,
} from './projects.repository.js';

// Read models: the project and board pages as one user sees them. The owner (and ADMIN) sees every board of a
// project; anyone else sees the boards they are a member of. ADMIN reads a board it is not a member of as a viewer.

function groupByBoard(rows: BoardSampleRow[]): Map<string, BoardSampleRow[]> {
  const byBoard = new Map<string, BoardSampleRow[]>();
  for (const row of rows) byBoard.set(row.boardId, [...(byBoard.get(row.boardId) ?? []), row]);
  return byBoard;
}

/** The given projects as `subject` sees them, in the order of `projectIds`; projects they may not see are left out. */
export async function buildProjectViews(
  db: Executor,
  storage: Storage,
  subject: Caller,
  projectIds: string[],
): Promise<TProject[]> {
  const projectRows = await findProjectsByIds(db, projectIds);
  const allBoards = await findBoardsOfProjects(db, projectIds);
  const memberships = await findMembershipRoles(db, subject.id, { boardIds: allBoards.map((board) => board.id) });
  const roleOn = (board: { id: string }, project: ProjectRow): TBoardRole | null =>
    project.ownerId === subject.id ? 'owner' : (memberships.get(board.id) ?? null);

  const byId = new Map(projectRows.map((project) => [project.id, project]));
  const visible = allBoards.filter((board) => {
    const project = byId.get(board.projectId)!;
    return project.ownerId === subject.id || isAdmin(subject) || memberships.has(board.id);
  });
  const visibleIds = visible.map((board) => board.id);
  const [sampleRows, memberCounts] = await Promise.all([
    findBoardSamples(db, visibleIds),
    countMembers(db, visibleIds),
  ]);
  const samplesByBoard = groupByBoard(sampleRows);

  const views: TProject[] = [];
  for (const projectId of projectIds) {
    const project = byId.get(projectId);
    if (!project) continue;
    const boards: TBoard[] = visible
      .filter((board) => board.projectId === projectId)
      .map((board) =>
        presentBoard(
          storage,
          board,
          samplesByBoard.get(board.id) ?? [],
          memberCounts.get(board.id) ?? 0,
          roleOn(board, project) ?? 'viewer',
        ),
      );
    const projectRole = boards.reduce<TBoardRole | null>(
      (best, board) => higherRole(best, roleOn({ id: board._id }, project)),
      project.ownerId === subject.id ? 'owner' : null,
    );
    if (!projectRole && !isAdmin(subject)) continue;
    views.push(presentProject(project, boards, projectRole ?? 'viewer'));
  }
  return views;
}

/** One board as the caller sees it, with its project's id and name. */
export async function buildBoardView(
  db: Executor,
  storage: Storage,
  board: BoardRef,
  role: TBoardRole | null,
): Promise<TBoardDetail> {
  const [sampleRows, memberCounts] = await Promise.all([
    findBoardSamples(db, [board.id]),
    countMembers(db, [board.id]),
  ]);
  return {
    ...presentBoard(storage, board, sampleRows, memberCounts.get(board.id) ?? 0, role ?? 'viewer'),
    project: { _id: board.projectId, name: board.projectName },
  };
}
