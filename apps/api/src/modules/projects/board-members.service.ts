import { PROJECT_MESSAGES, type TAssignableRole, type TBoardMember } from '@samplebank/contracts/projects';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { deleteProjectMember, findBoardIdsOfProject, setProjectMemberRole } from './board-access.repository.js';
import { deleteMember, findMember, findMembers, setMemberRole } from './board-members.repository.js';
import { type Caller, canManageMembers, loadVisibleBoard } from './projects.policy.js';
import { presentMember } from './projects.presenter.js';

type BoardMember = { boardId: string; memberId: string };

/** `GET /board-members/{boardId}`: every member may open the list, and ADMIN; it holds those who share the project. */
export async function listMembers(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  { boardId }: { boardId: string },
): Promise<TBoardMember[]> {
  const { board } = await loadVisibleBoard(db, caller, { boardId });
  const rows = await findMembers(db, board);
  return rows.map(presentMember);
}

/**
 * The member the board's owner means to change: of the board, or of its whole project (the board's owner is the
 * project's creator, so they manage both); the owner member itself is never changed or removed.
 */
async function loadManagedMember(db: Database, caller: Caller, { boardId, memberId }: BoardMember) {
  const access = await loadVisibleBoard(db, caller, { boardId });
  if (!canManageMembers(caller, access)) throw forbidden(PROJECT_MESSAGES.manageMembersDenied);
  const target = await findMember(db, { board: access.board, memberId });
  if (!target) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.memberNotFound);
  if (target.member.role === 'owner' || target.member.userId === access.board.ownerId) {
    throw forbidden(PROJECT_MESSAGES.ownerMemberLocked);
  }
  return { target, board: access.board };
}

/** `PUT /board-members/{boardId}/{memberId}`: the owner moves a member, or a sharer of the project, between roles. */
export async function changeMemberRole(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  { boardId, memberId, role }: BoardMember & { role: TAssignableRole },
): Promise<TBoardMember> {
  const { target } = await loadManagedMember(db, caller, { boardId, memberId });
  if (target.scope === 'project') await setProjectMemberRole(db, memberId, role);
  else await setMemberRole(db, memberId, role);
  return presentMember({ ...target, member: { ...target.member, role } });
}

/**
 * `DELETE /board-members/{boardId}/{memberId}`: the owner removes a member from the board, or someone sharing the
 * whole project from every board of it (their own board memberships, if any, stay).
 */
export async function removeMember({ db }: ServiceContext<'db'>, caller: Caller, member: BoardMember) {
  const { memberId, boardId } = member;
  const { target, board } = await loadManagedMember(db, caller, member);
  await db.transaction(async (tx) => {
    const touched = target.scope === 'project' ? await findBoardIdsOfProject(tx, board.projectId) : [boardId];
    if (target.scope === 'project') await deleteProjectMember(tx, memberId);
    else await deleteMember(tx, memberId);
    for (const id of touched)
      await recordBoardActivity(tx, {
        boardId: id,
        kind: 'member_removed',
        actorId: caller.id,
        detail: target.user.email,
      });
  });
  return {
    message: target.scope === 'project' ? PROJECT_MESSAGES.projectMemberRemoved : PROJECT_MESSAGES.memberRemoved,
  };
}
