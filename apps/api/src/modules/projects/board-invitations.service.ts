import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@samplebank/contracts/locales';
import {
  INVITATION_LIFETIME_DAYS,
  PROJECT_MESSAGES,
  type TBoardInvitation,
  type TBoardRole,
  type TCreateInvitationRequest,
} from '@samplebank/contracts/projects';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { accountReader, type MailReader, mailTemplates } from '../../platform/mail-templates.js';
import { findUserByEmail } from '../users/users.repository.js';
import {
  answerPendingInvitation,
  findInvitationById,
  findInvitationByTokenHash,
  findOpenInvitationsForEmail,
  findPendingInvitation,
  findUserEmail,
  type InvitationWithNames,
  insertInvitation,
  updateInvitation,
} from './board-invitations.repository.js';
import { findMemberByUser, hasMemberWithEmail, insertMember, setMemberRole } from './board-members.repository.js';
import { higherRole, isAdmin, loadEditableBoard } from './projects.policy.js';
import { presentInvitation } from './projects.presenter.js';

type Deps = ServiceContext<'db' | 'mailer' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const M = PROJECT_MESSAGES;

/** Only the sha256 of a token is stored: a leaked table opens no board. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An invitee with an account reads in its language; anyone else in the language of the request that invites them. */
async function inviteeReader({ db, config }: Deps, email: string, requestLocale: Locale): Promise<MailReader> {
  const account = await findUserByEmail(db, email);
  return account ? accountReader(config.publicUrl, account) : { publicUrl: config.publicUrl, locale: requestLocale };
}

/**
 * `POST /board-invitations`: an owner or editor invites an e-mail. A pending invitation of the same e-mail to the
 * same board is refreshed (new token, role and 7 days; its old link stops working) rather than doubled. `locale` is
 * the request's language, the mail's for an invitee without an account.
 */
export async function createInvitation(
  context: Deps,
  caller: AuthUser,
  { locale, ...body }: TCreateInvitationRequest & { locale: Locale },
): Promise<{ invitation: TBoardInvitation }> {
  const { db, mailer } = context;
  const { board } = await loadEditableBoard(db, caller, { boardId: body.boardId, message: M.inviteDenied });
  const email = body.inviteeEmail.trim();
  if (await hasMemberWithEmail(db, board.id, email)) throw new AppError('CONFLICT', M.alreadyMember);

  const token = randomBytes(32).toString('base64url');
  const values = {
    role: body.role,
    inviterId: caller.id,
    inviteeEmail: email,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_DAYS * DAY_MS),
  };
  const invitation = await db.transaction(async (tx) => {
    const pending = await findPendingInvitation(tx, board.id, email);
    return pending
      ? updateInvitation(tx, pending.id, { ...values, createdAt: new Date() })
      : insertInvitation(tx, { ...values, boardId: board.id });
  });
  await mailer.send({
    to: email,
    kind: 'board-invitation',
    ...mailTemplates.boardInvitation(await inviteeReader(context, email, locale), {
      inviterName: caller.name,
      boardName: board.name,
      projectName: board.projectName,
      role: body.role,
      token,
    }),
  });
  const row = await findInvitationById(db, invitation.id);
  return { invitation: presentInvitation(row!) };
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

/** `PUT /board-invitations/{id}/accept`: the invitee joins the board with the invited role (or keeps a higher one). */
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
    const existing = await findMemberByUser(tx, { boardId: invitation.boardId, userId: caller.id });
    if (!existing) await insertMember(tx, { boardId: invitation.boardId, userId: caller.id, role });
    else if (higherRole(existing.role as TBoardRole, role) !== existing.role)
      await setMemberRole(tx, existing.id, role);
  });
  return { projectId, boardId: invitation.boardId };
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
