import { createHash, randomBytes } from 'node:crypto';
import {
  BOARD_SHARING_MESSAGES,
  type TBoardDecisions,
  type TCreatedShareLink,
  type TCreateShareLinkRequest,
  type TShareLink,
} from '@samplebank/contracts/board-sharing';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/password.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { type Caller, loadEditableBoard, loadVisibleBoard } from '../projects/projects.policy.js';
import { presentDecisions, presentShareLink } from './board-sharing.presenter.js';
import {
  findBoardSampleIds,
  findDecisions,
  findShareLink,
  findShareLinks,
  insertShareLink,
  revokeShareLink as markRevoked,
} from './board-sharing.repository.js';

const M = BOARD_SHARING_MESSAGES;
type Deps = ServiceContext<'db'>;

/** Only the sha256 of a share token is kept: a leaked table opens no board. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `GET /projects/board/{boardId}/share-links`: the owner and editors see every link, with when it was last opened. */
export async function listShareLinks(
  { db }: Deps,
  caller: Caller,
  { boardId }: { boardId: string },
): Promise<TShareLink[]> {
  await loadEditableBoard(db, caller, { boardId, message: M.shareDenied });
  const now = new Date();
  return (await findShareLinks(db, boardId)).map((link) => presentShareLink(link, now));
}

/**
 * `POST /projects/board/{boardId}/share-links`: a link of 32 random bytes; its token is answered this once and only its
 * hash kept, with the passcode's scrypt hash when one is given.
 */
export async function createShareLink(
  { db }: Deps,
  caller: Caller,
  { boardId, ...body }: TCreateShareLinkRequest & { boardId: string },
): Promise<TCreatedShareLink> {
  const { board } = await loadEditableBoard(db, caller, { boardId, message: M.shareDenied });
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError('VALIDATION', M.expiryInPast, { fields: { expiresAt: M.expiryInPast } });
  const token = randomBytes(32).toString('base64url');
  const passcodeHash = body.passcode ? await hashPassword(body.passcode) : null;
  const clientName = body.clientName || null;
  const link = await db.transaction(async (tx) => {
    const row = await insertShareLink(tx, {
      boardId: board.id,
      createdBy: caller.id,
      clientName,
      tokenHash: hashShareToken(token),
      passcodeHash,
      showPrices: body.showPrices ?? false,
      expiresAt,
    });
    await recordBoardActivity(tx, { boardId: board.id, kind: 'link_created', actorId: caller.id, detail: clientName });
    return row;
  });
  return { link: presentShareLink(link), token };
}

/** `DELETE /projects/board/{boardId}/share-links/{linkId}`: the link stops opening at once; its decisions stay. */
export async function revokeShareLink(
  { db }: Deps,
  caller: Caller,
  { boardId, linkId }: { boardId: string; linkId: string },
): Promise<TShareLink> {
  await loadEditableBoard(db, caller, { boardId, message: M.shareDenied });
  const link = await findShareLink(db, { boardId, linkId });
  if (!link) throw new AppError('NOT_FOUND', M.linkNotFound);
  if (link.revokedAt) return presentShareLink(link);
  const revoked = await db.transaction(async (tx) => {
    const row = await markRevoked(tx, link.id);
    await recordBoardActivity(tx, {
      boardId,
      kind: 'link_revoked',
      actorId: caller.id,
      detail: link.clientName,
    });
    return row!;
  });
  return presentShareLink(revoked);
}

/** `GET /projects/board/{boardId}/decisions`: any member reads where each sample stands, and how it got there. */
export async function listBoardDecisions(
  { db }: Deps,
  caller: Caller,
  { boardId }: { boardId: string },
): Promise<TBoardDecisions> {
  await loadVisibleBoard(db, caller, { boardId });
  const [sampleIds, decisions] = await Promise.all([findBoardSampleIds(db, boardId), findDecisions(db, boardId)]);
  return presentDecisions(sampleIds, decisions);
}
