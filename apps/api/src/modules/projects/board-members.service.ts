import { PROJECT_MESSAGES, type TAssignableRole, type TBoardMember } from '@samplebank/contracts/projects';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { deleteMember, findMember, findMembers, setMemberRole } from './board-members.repository.js';
import { type Caller, canManageMembers, loadVisibleBoard } from './projects.policy.js';
import { presentMember } from './projects.presenter.js';

type BoardMember = { boardId: string; memberId: string };

/** `GET /board-members/{boardId}`: every member may open the list, and ADMIN. */
export async function listMembers(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  { boardId }: { boardId: string },
): Promise<TBoardMember[]> {
  await loadVisibleBoard(db, caller, { boardId });
  const rows = await findMembers(db, boardId);
  return rows.map(presentMember);
}

/** The member the board's owner means to change; the owner member itself is never changed or removed. */
async function loadManagedMember(db: Database, caller: Caller, { boardId, memberId }: BoardMember) {
  const access = await loadVisibleBoard(db, caller, { boardId });
  if (!canManageMembers(caller, access)) throw forbidden(PROJECT_MESSAGES.manageMembersDenied);
  const target = await findMember(db, { boardId, memberId });
  if (!target) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.memberNotFound);
  if (target.member.role === 'owner' || target.member.userId === access.board.ownerId) {
    throw forbidden(PROJECT_MESSAGES.ownerMemberLocked);
  }
  return target;
}

/** `PUT /board-members/{boardId}/{memberId}`: the owner moves a member between viewer and editor. */
export async function changeMemberRole(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  { boardId, memberId, role }: BoardMember & { role: TAssignableRole },
): Promise<TBoardMember> {
  const target = await loadManagedMember(db, caller, { boardId, memberId });
  await setMemberRole(db, memberId, role);
  return presentMember({ ...target, member: { ...target.member, role } });
}

/** `DELETE /board-members/{boardId}/{memberId}`: the owner removes a member. */
export async function removeMember({ db }: ServiceContext<'db'>, caller: Caller, member: BoardMember) {
  const { memberId, boardId } = member;
  const target = await loadManagedMember(db, caller, member);
  await db.transaction(async (tx) => {
    await deleteMember(tx, memberId);
    await recordBoardActivity(tx, { boardId, kind: 'member_removed', actorId: caller.id, detail: target.user.email });
  });
  return { message: PROJECT_MESSAGES.memberRemoved };
}
