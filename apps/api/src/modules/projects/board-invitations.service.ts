import { createHash, randomUUID } from 'node:crypto';
import { translateApiMessage } from '@samplebank/contracts/api-messages';
import { tryAgainIn } from '@samplebank/contracts/limits';
import type { Locale } from '@samplebank/contracts/locales';
import {
  INVITATION_LIFETIME_DAYS,
  INVITATION_RESENDS_PER_DAY,
  PROJECT_MESSAGES,
  type TAssignableRole,
  type TBoardInvitation,
  type TBoardRole,
  type TCreateInvitation,
  type TPendingInvitation,
  type TShareScope,
} from '@samplebank/contracts/projects';
import type { Database, Transaction } from '../../db/client.js';
import type { AuthUser, TokenService } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { accountReader, type MailReader, mailTemplates } from '../../platform/mail-templates.js';
import { tryConsumeAllowance } from '../../platform/throttle.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { findUserByEmail } from '../users/users.repository.js';
import {
  findBoardIdsOfProject,
  findProjectMemberByUser,
  hasProjectMemberWithEmail,
  insertProjectMember,
  setProjectMemberRole,
} from './board-access.repository.js';
import { presentPendingInvitation } from './board-invitations.presenter.js';
import {
  answerPendingInvitation,
  findInvitationById,
  findInvitationByTokenHash,
  findOpenInvitationsForEmail,
  findPendingInvitation,
  findPendingInvitationsOfBoard,
  findUserEmail,
  type InvitationRow,
  type InvitationWithNames,
  insertInvitation,
  updatePendingInvitation,
} from './board-invitations.repository.js';
import { findMemberByUser, hasMemberWithEmail, insertMember, setMemberRole } from './board-members.repository.js';
import { canShareProject, higherRole, isAdmin, loadEditableBoard, wholeProjectRoleOf } from './projects.policy.js';
import { presentInvitation } from './projects.presenter.js';
import type { BoardRef } from './projects.repository.js';

type Deps = ServiceContext<'db' | 'mailer' | 'config' | 'tokens'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const M = PROJECT_MESSAGES;
const RESEND_SCOPE = 'board-invitation-resends';

/** Only the sha256 of a token is stored: a leaked table opens no board. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const freshExpiry = () => new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS);

/**
 * An invitation's link token: an HMAC of its id under the server's secret, so a resend mails the very link the
 * first mail held while the table keeps only its hash (an invitation made before tokens were derived, or under
 * another secret, gets its derived link at its first resend; the old one then stops working).
 */
export const invitationTokenOf = (tokens: Pick<TokenService, 'derive'>, invitationId: string) =>
  tokens.derive('board-invitation', invitationId);

/** An invitee with an account reads in its language; anyone else in the language of the request that invites them. */
async function inviteeReader({ db, config }: Deps, email: string, requestLocale: Locale): Promise<MailReader> {
  const account = await findUserByEmail(db, email);
  return account ? accountReader(config.publicUrl, account) : { publicUrl: config.publicUrl, locale: requestLocale };
}

type InvitationMail = {
  invitation: Pick<InvitationRow, 'id' | 'inviteeEmail' | 'role' | 'scope'>;
  inviterName: string;
  boardName: string;
  projectName: string;
  locale: Locale;
};

async function mailInvitation(
  context: Deps,
  { invitation, inviterName, boardName, projectName, locale }: InvitationMail,
) {
  const email = invitation.inviteeEmail;
  await context.mailer.send({
    to: email,
    kind: 'board-invitation',
    ...mailTemplates.boardInvitation(await inviteeReader(context, email, locale), {
      inviterName,
      boardName,
      projectName,
      role: invitation.role,
      wholeProject: invitation.scope === 'project',
      token: invitationTokenOf(context.tokens, invitation.id),
    }),
  });
}

/** Counts one more mail of an invitation, or 429 once it has been sent again INVITATION_RESENDS_PER_DAY times today. */
async function consumeResend(db: Database, invitationId: string) {
  const { wait } = await tryConsumeAllowance(db, RESEND_SCOPE, invitationId, [
    { limit: INVITATION_RESENDS_PER_DAY, windowSeconds: DAY_MS / 1000 },
  ]);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', `${M.invitationResendLimit}. Please try again ${tryAgainIn(wait)}.`, {
      retryAfterSeconds: wait,
      inLanguage: {
        ms: `${translateApiMessage(M.invitationResendLimit, 'ms')}. Sila cuba lagi ${tryAgainIn(wait, 'ms')}.`,
      },
    });
  }
}

/**
 * Renews a pending invitation (expiry, send time, and whatever `changes` say) and mails its same link again; 409 when
 * it stopped being pending meanwhile.
 */
async function renewAndMail(
  context: Deps,
  invitation: InvitationRow,
  { changes, mail }: { changes: Partial<InvitationRow>; mail: Omit<InvitationMail, 'invitation'> },
): Promise<InvitationRow> {
  await consumeResend(context.db, invitation.id);
  const tokenHash = hashInvitationToken(invitationTokenOf(context.tokens, invitation.id));
  const renewed = await updatePendingInvitation(context.db, invitation.id, {
    ...changes,
    tokenHash,
    expiresAt: freshExpiry(),
    createdAt: new Date(),
  });
  if (!renewed) throw new AppError('INVALID_STATE', M.invitationNotPending);
  await mailInvitation(context, { ...mail, invitation: renewed });
  return renewed;
}

/** 403 unless the caller may share the board's whole project: its owner, or an editor of all of it. */
async function assertMayShareProject(db: Database, caller: AuthUser, board: BoardRef) {
  const role = await wholeProjectRoleOf(db, caller.id, { id: board.projectId, ownerId: board.ownerId });
  if (!canShareProject(caller, { role })) throw forbidden(M.inviteProjectDenied);
}

/** 409 when the e-mail already has what the invitation would give: the board, or every board of its project. */
async function assertNotOnAlready(
  db: Database,
  { board, email, scope }: { board: BoardRef; email: string; scope: TShareScope },
) {
  if (scope === 'project') {
    const ownerEmail = await findUserEmail(db, board.ownerId);
    if ((ownerEmail && sameEmail(ownerEmail, email)) || (await hasProjectMemberWithEmail(db, board.projectId, email)))
      throw new AppError('CONFLICT', M.alreadyProjectMember);
  } else if (
    (await hasMemberWithEmail(db, board.id, email)) ||
    (await hasProjectMemberWithEmail(db, board.projectId, email))
  ) {
    throw new AppError('CONFLICT', M.alreadyMember);
  }
}

/**
 * `POST /board-invitations`: an owner or editor invites an e-mail to the board; the project's owner or an editor of
 * the whole project may instead invite to every board of it (`scope: 'project'`). Inviting again an e-mail whose
 * invitation of that scope is still pending mails that invitation again (same link, the role now chosen, 7 more
 * days) rather than doubling it. `locale` is the request's language, the mail's for an invitee without an account.
 */
export async function createInvitation(
  context: Deps,
  caller: AuthUser,
  { locale, scope, ...body }: TCreateInvitation & { locale: Locale },
): Promise<{ invitation: TBoardInvitation }> {
  const { db } = context;
  const { board } = await loadEditableBoard(db, caller, { boardId: body.boardId, message: M.inviteDenied });
  if (scope === 'project') await assertMayShareProject(db, caller, board);
  const email = body.inviteeEmail.trim();
  await assertNotOnAlready(db, { board, email, scope });

  const mail = { inviterName: caller.name, boardName: board.name, projectName: board.projectName, locale };
  const pending = await findPendingInvitation(db, { board, email, scope });
  let invitation: InvitationRow;
  if (pending) {
    invitation = await renewAndMail(context, pending, { changes: { role: body.role, inviterId: caller.id }, mail });
  } else {
    const id = randomUUID();
    invitation = await db.transaction(async (tx) => {
      const row = await insertInvitation(tx, {
        id,
        boardId: board.id,
        role: body.role,
        scope,
        inviterId: caller.id,
        inviteeEmail: email,
        tokenHash: hashInvitationToken(invitationTokenOf(context.tokens, id)),
        expiresAt: freshExpiry(),
      });
      await recordBoardActivity(tx, { boardId: board.id, kind: 'member_invited', actorId: caller.id, detail: email });
      return row;
    });
    await mailInvitation(context, { ...mail, invitation });
  }
  const row = await findInvitationById(db, invitation.id);
  return { invitation: presentInvitation(row!) };
}

/**
 * The pending invitation an owner or editor of its board means to manage: 404 unseen, 403 viewer (or, for an
 * invitation to the whole project, anyone who may not share it whole), 409 answered.
 */
async function loadManagedInvitation(db: Database, caller: AuthUser, invitationId: string) {
  const row = await findInvitationById(db, invitationId);
  if (!row) throw new AppError('NOT_FOUND', M.invitationNotFound);
  const { board } = await loadEditableBoard(db, caller, { boardId: row.invitation.boardId, message: M.inviteDenied });
  if (row.invitation.scope === 'project') await assertMayShareProject(db, caller, board);
  if (row.invitation.status !== 'pending') throw new AppError('INVALID_STATE', M.invitationNotPending);
  return { row, board };
}

/** `GET /board-invitations/board/{boardId}`: the board's pending invitations, for those who may invite. */
export async function listPendingInvitations(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { boardId }: { boardId: string },
): Promise<TPendingInvitation[]> {
  const { board } = await loadEditableBoard(db, caller, { boardId, message: M.inviteDenied });
  const rows = await findPendingInvitationsOfBoard(db, board);
  return rows.map(presentPendingInvitation);
}

/** `POST /board-invitations/{id}/resend`: the same link e-mailed again with a fresh expiry. */
export async function resendInvitation(
  context: Deps,
  caller: AuthUser,
  { invitationId, locale }: { invitationId: string; locale: Locale },
): Promise<TPendingInvitation> {
  const { row, board } = await loadManagedInvitation(context.db, caller, invitationId);
  const renewed = await renewAndMail(context, row.invitation, {
    changes: {},
    mail: {
      inviterName: row.inviterName ?? caller.name,
      boardName: board.name,
      projectName: board.projectName,
      locale,
    },
  });
  return presentPendingInvitation({ ...row, invitation: renewed });
}

/** `PUT /board-invitations/{id}/role`: the role a pending invitation offers; its link stays as it is. */
export async function changeInvitationRole(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { invitationId, role }: { invitationId: string; role: TAssignableRole },
): Promise<TPendingInvitation> {
  const { row } = await loadManagedInvitation(db, caller, invitationId);
  const changed = await updatePendingInvitation(db, invitationId, { role });
  if (!changed) throw new AppError('INVALID_STATE', M.invitationNotPending);
  return presentPendingInvitation({ ...row, invitation: changed });
}

/** `PUT /board-invitations/{id}/revoke`: the invitation is withdrawn; its link then answers that it is not valid. */
export async function revokeInvitation(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { invitationId }: { invitationId: string },
) {
  await loadManagedInvitation(db, caller, invitationId);
  const revoked = await updatePendingInvitation(db, invitationId, { status: 'revoked', respondedAt: new Date() });
  if (!revoked) throw new AppError('INVALID_STATE', M.invitationNotPending);
  return { message: M.invitationRevoked };
}

/** `GET /board-invitations/token/{token}`: the invitation page's data, for anyone holding the link. */
export async function getInvitationByToken(
  { db }: ServiceContext<'db'>,
  { token }: { token: string },
): Promise<TBoardInvitation> {
  const row = await findInvitationByTokenHash(db, hashInvitationToken(token));
  if (!row || row.invitation.status === 'revoked') throw new AppError('NOT_FOUND', M.invitationNotFound);
  return presentInvitation(row);
}

/** `GET /board-invitations/user/{userId}`: the pending invitations to a user's e-mail; themselves or ADMIN. */
export async function listInvitationsOfUser(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { userId }: { userId: string },
) {
  if (caller.id !== userId && !isAdmin(caller)) throw forbidden(M.ownInvitationsOnly);
  const email = caller.id === userId ? caller.email : await findUserEmail(db, userId);
  if (!email) throw new AppError('NOT_FOUND', 'User not found');
  const rows = await findOpenInvitationsForEmail(db, email);
  return rows.map(presentInvitation);
}

function answeredError(status: string) {
  if (status === 'accepted') return new AppError('INVALID_STATE', M.invitationAlreadyAccepted);
  if (status === 'rejected') return new AppError('INVALID_STATE', M.invitationAlreadyRejected);
  return new AppError('NOT_FOUND', M.invitationNotFound);
}

/** The invitation when the caller may answer it now: theirs (by e-mail, any case), still pending, not expired. */
async function loadAnswerable(db: Database, caller: AuthUser, invitationId: string): Promise<InvitationWithNames> {
  const row = await findInvitationById(db, invitationId);
  if (!row || row.invitation.status === 'revoked') throw new AppError('NOT_FOUND', M.invitationNotFound);
  if (!sameEmail(row.invitation.inviteeEmail, caller.email)) throw forbidden(M.wrongInvitee);
  if (!caller.isEmailVerified) throw forbidden(M.emailNotVerified);
  if (row.invitation.status !== 'pending') throw answeredError(row.invitation.status);
  if (row.invitation.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', M.invitationExpired);
  return row;
}

/**
 * `PUT /board-invitations/{id}/accept`: the invitee joins the board, or every board of its project, with the invited
 * role (or keeps a higher one).
 */
export async function acceptInvitation(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { invitationId }: { invitationId: string },
) {
  const { invitation, projectId } = await loadAnswerable(db, caller, invitationId);
  const role = invitation.role as 'viewer' | 'editor';
  await db.transaction(async (tx) => {
    // the status moves only from pending, so of two racing accepts one wins and the other is refused
    if (!(await answerPendingInvitation(tx, invitation.id, 'accepted'))) {
      throw new AppError('INVALID_STATE', M.invitationAlreadyAccepted);
    }
    if (invitation.scope === 'project') {
      await joinProject(tx, caller, { projectId, role });
      return;
    }
    const existing = await findMemberByUser(tx, { boardId: invitation.boardId, userId: caller.id });
    if (!existing) {
      await insertMember(tx, { boardId: invitation.boardId, userId: caller.id, role });
      await recordBoardActivity(tx, {
        boardId: invitation.boardId,
        kind: 'member_joined',
        actorId: caller.id,
        detail: caller.email,
      });
    } else if (higherRole(existing.role as TBoardRole, role) !== existing.role)
      await setMemberRole(tx, existing.id, role);
  });
  return { projectId, boardId: invitation.boardId };
}

/** The invitee's share of every board of a project: new, or raised to `role` when it gave less. */
async function joinProject(
  tx: Transaction,
  caller: AuthUser,
  { projectId, role }: { projectId: string; role: 'viewer' | 'editor' },
) {
  const existing = await findProjectMemberByUser(tx, { projectId, userId: caller.id });
  if (existing) {
    if (higherRole(existing.role as TBoardRole, role) !== existing.role)
      await setProjectMemberRole(tx, existing.id, role);
    return;
  }
  await insertProjectMember(tx, { projectId, userId: caller.id, role });
  for (const boardId of await findBoardIdsOfProject(tx, projectId))
    await recordBoardActivity(tx, { boardId, kind: 'member_joined', actorId: caller.id, detail: caller.email });
}

/** `PUT /board-invitations/{id}/reject`: the invitee declines; the link stops working for good. */
export async function rejectInvitation(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { invitationId }: { invitationId: string },
) {
  const row = await loadAnswerable(db, caller, invitationId);
  if (!(await answerPendingInvitation(db, invitationId, 'rejected'))) {
    throw new AppError('INVALID_STATE', M.invitationAlreadyRejected);
  }
  return presentInvitation({ ...row, invitation: { ...row.invitation, status: 'rejected' } });
}
