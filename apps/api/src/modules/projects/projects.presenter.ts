import type { TBoard, TBoardInvitation, TBoardMember, TBoardRole, TProject } from '@samplebank/contracts/projects';
import type { Storage } from '../../platform/storage.js';
import { presentSampleSummary } from '../catalogue/catalogue.presenter.js';
import type { InvitationWithNames } from './board-invitations.repository.js';
import type { MemberWithUser } from './board-members.repository.js';
import type { BoardRow, BoardSampleRow, ProjectRow } from './projects.repository.js';

const COVER_IMAGES = 3;

/** A board with its samples, its member count and the caller's role. */
export function presentBoard(
  storage: Storage,
  board: Pick<BoardRow, 'id' | 'name' | 'projectId'>,
  samples: BoardSampleRow[],
  memberCount: number,
  role: TBoardRole,
): TBoard {
  return {
    _id: board.id,
    name: board.name,
    projectId: board.projectId,
    samples: samples.map((row) => presentSampleSummary(storage, row.sample, row.brand)),
    // the project's creator owns every board, so a board never has fewer than one member
    memberCount: Math.max(memberCount, 1),
    role,
  };
}

/** A project with the boards the caller may see, its sample total and the collage of its first board. */
export function presentProject(project: ProjectRow, boards: TBoard[], role: TBoardRole): TProject {
  const coverImages = (boards[0]?.samples ?? [])
    .map((sample) => sample.mainImageUrl)
    .filter((url): url is string => Boolean(url))
    .slice(0, COVER_IMAGES);
  return {
    _id: project.id,
    name: project.name,
    projectType: project.projectType,
    projectValue: Number(project.projectValue),
    userId: project.ownerId,
    role,
    boards,
    totalSamples: boards.reduce((sum, board) => sum + board.samples.length, 0),
    coverImages,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export function presentMember({ member, user, scope }: MemberWithUser): TBoardMember {
  return {
    _id: member.id,
    role: member.role as TBoardRole,
    scope,
    user: { _id: user.id, name: user.name, email: user.email, avatar: user.avatar },
  };
}

/** An invitation as its page needs it; the token hash and inviter id stay on the server. */
export function presentInvitation(row: InvitationWithNames): TBoardInvitation {
  const { invitation } = row;
  return {
    _id: invitation.id,
    boardId: invitation.boardId,
    boardName: row.boardName,
    projectId: row.projectId,
    projectName: row.projectName,
    inviterName: row.inviterName ?? 'A Samplebank user',
    inviteeEmail: invitation.inviteeEmail,
    role: invitation.role as TBoardInvitation['role'],
    scope: invitation.scope as TBoardInvitation['scope'],
    status: invitation.status as TBoardInvitation['status'],
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
