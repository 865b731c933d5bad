import { PROJECT_MESSAGES, type TBoardRole } from '@samplebank/contracts/projects';
import {
  higherRole,
  canEditBoard as roleMayEdit,
  canManageMembers as roleMayManageMembers,
  canManageProject as roleMayManageProject,
} from '@samplebank/domain/board-roles';
import type { Database, Transaction } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { findProjectMemberByUser } from './board-access.repository.js';
import { type BoardRef, findBoardRef, findMembershipRoles, findProjectById } from './projects.repository.js';

// Who sees what (DESIGN.md §5, ADR 0028): a board's roles come from board_members and from project_members (a share
// of every board of the project), the higher of the two; the project's creator owns every board whatever the rows say. Someone with no role on a board gets 404, as if it did not exist;
// someone who may see it (a member, or ADMIN, who reads everything) but not do the thing gets 403.

export type Caller = Pick<AuthUser, 'id' | 'role'>;
/** The caller's standing on a board or project: their role, null when they have none. */
export type Standing = { role: TBoardRole | null };

export { higherRole };

export const isAdmin = (user: Caller) => user.role === 'ADMIN';

/** Members read a board and its member list; ADMIN reads everything. */
export function canViewBoard(user: Caller, board: Standing): boolean {
  return board.role !== null || isAdmin(user);
}

/** Owner and editor add boards, rename boards, add and remove samples, invite, and add all to cart. */
export function canEditBoard(_user: Caller, board: Standing): boolean {
  return roleMayEdit(board.role);
}

/** Only the owner changes roles or removes members. */
export function canManageMembers(_user: Caller, board: Standing): boolean {
  return roleMayManageMembers(board.role);
}

/** Only the project's creator renames or deletes it. */
export function canManageProject(user: Caller, project: { ownerId: string }): boolean {
  // the creator is the project's owner (an invitation never gives owner)
  return roleMayManageProject(project.ownerId === user.id ? 'owner' : null);
}

/** The role a user holds on a board: owner when they created its project, else their membership's, else null. */
export async function boardRoleOf(
  db: Database | Transaction,
  { userId, boardId }: { userId: string; boardId: string },
): Promise<TBoardRole | null> {
  const board = await findBoardRef(db, boardId);
  return board ? roleOnBoard(db, userId, board) : null;
}

async function roleOnBoard(db: Database | Transaction, userId: string, board: BoardRef): Promise<TBoardRole | null> {
  if (board.ownerId === userId) return 'owner';
  const roles = await findMembershipRoles(db, userId, { boardIds: [board.id] });
  return roles.get(board.id) ?? null;
}

/** The board and the caller's role on it; 404 when it does not exist or the caller may not see it. */
export async function loadVisibleBoard(
  db: Database | Transaction,
  user: Caller,
  { boardId, projectId }: { boardId: string; projectId?: string },
) {
  const board = await findBoardRef(db, boardId);
  if (!board || (projectId && board.projectId !== projectId))
    throw new AppError('NOT_FOUND', PROJECT_MESSAGES.boardNotFound);
  const standing = { role: await roleOnBoard(db, user.id, board) };
  if (!canViewBoard(user, standing)) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.boardNotFound);
  return { board, role: standing.role };
}

/** The board when the caller may edit it: 404 when they may not see it, 403 with `message` when they only read. */
export async function loadEditableBoard(
  db: Database | Transaction,
  user: Caller,
  { boardId, projectId, message }: { boardId: string; projectId?: string; message: string },
) {
  const access = await loadVisibleBoard(db, user, { boardId, projectId });
  if (!canEditBoard(user, access)) throw forbidden(message);
  return access;
}

/** The caller's highest role in a project: owner for its creator, else the best of their shares and memberships. */
export async function projectRoleOf(
  db: Database | Transaction,
  userId: string,
  project: { id: string; ownerId: string },
): Promise<TBoardRole | null> {
  if (project.ownerId === userId) return 'owner';
  const roles = await findMembershipRoles(db, userId, { projectId: project.id });
  const boardsBest = [...roles.values()].reduce<TBoardRole | null>((best, role) => higherRole(best, role), null);
  return higherRole(boardsBest, await wholeProjectRoleOf(db, userId, project));
}

/** The role a user holds on every board of a project: owner for its creator, else their share of it, else null. */
export async function wholeProjectRoleOf(
  db: Database | Transaction,
  userId: string,
  project: { id: string; ownerId: string },
): Promise<TBoardRole | null> {
  if (project.ownerId === userId) return 'owner';
  const share = await findProjectMemberByUser(db, { projectId: project.id, userId });
  return (share?.role as TBoardRole | undefined) ?? null;
}

/** Owner and editors of the whole project share it whole; an editor of one board shares only boards. */
export function canShareProject(_user: Caller, project: Standing): boolean {
  return roleMayEdit(project.role);
}

/** The project and the caller's role in it; 404 when it does not exist or the caller has no part in it. */
export async function loadVisibleProject(db: Database | Transaction, user: Caller, projectId: string) {
  const project = await findProjectById(db, projectId);
  if (!project) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
  const role = await projectRoleOf(db, user.id, project);
  if (!canViewBoard(user, { role })) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.projectNotFound);
  return { project, role };
}
