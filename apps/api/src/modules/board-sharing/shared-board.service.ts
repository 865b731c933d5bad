import {
  BOARD_SHARING_MESSAGES,
  BOARD_SHARING_MESSAGES_MS,
  type TDecideRequest,
  type TSharedBoard,
} from '@samplebank/contracts/board-sharing';
import { tryAgainIn } from '@samplebank/contracts/limits';
import { PROJECT_MESSAGES } from '@samplebank/contracts/projects';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { presentPicture } from '../../platform/images.js';
import { verifyPassword } from '../../platform/password.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { imageUrl, presentBrandRef, presentSpecs } from '../catalogue/catalogue.presenter.js';
import { findCertifications } from '../catalogue/catalogue.repository.js';
import { findBoardSamples } from '../projects/projects.repository.js';
import { isLinkActive, presentDecision, presentDecisions } from './board-sharing.presenter.js';
import {
  countDecisionsOfLinkSince,
  findBoardSampleIds,
  findDecisions,
  findShareLinkByTokenHash,
  insertDecision,
  isSampleOnBoard,
  recordLinkOpened,
} from './board-sharing.repository.js';
import { hashShareToken } from './board-sharing.service.js';

const M = BOARD_SHARING_MESSAGES;
const HOUR_MS = 60 * 60 * 1000;
/** Decisions one link may make in an hour: a client deciding a board of 200 samples twice over stays well inside. */
export const DECISIONS_PER_LINK_PER_HOUR = 400;

type Holder = { token: string; passcode?: string };

/**
 * The link behind a token when it still opens and its passcode (if it has one) was given: 404 for an unknown, revoked
 * or expired link alike, 403 while the passcode is missing or wrong. The passcode is checked against its scrypt hash
 * in constant time; the route limits how often an address may try.
 */
async function loadOpenLink(db: ServiceContext<'db'>['db'], { token, passcode }: Holder) {
  const row = await findShareLinkByTokenHash(db, hashShareToken(token));
  if (!row || !isLinkActive(row.link)) throw new AppError('NOT_FOUND', M.linkInactive);
  const { passcodeHash } = row.link;
  if (passcodeHash) {
    if (!passcode) throw forbidden(M.passcodeRequired);
    if (!(await verifyPassword(passcode, passcodeHash))) throw forbidden(M.passcodeWrong);
  }
  return row;
}

/** `GET /shared-boards/{token}`: the board as its client sees it; each opening is counted and its time kept. */
export async function openSharedBoard(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  holder: Holder,
): Promise<TSharedBoard> {
  const { link, boardName, projectName } = await loadOpenLink(db, holder);
  await recordLinkOpened(db, link.id);
  const rows = await findBoardSamples(db, [link.boardId]);
  const sampleIds = rows.map((row) => row.sample.id);
  const [certifications, decisions] = await Promise.all([
    findCertifications(db, sampleIds),
    findDecisions(db, link.boardId),
  ]);
  const standing = presentDecisions(sampleIds, decisions);
  return {
    name: boardName,
    projectName,
    clientName: link.clientName,
    showPrices: link.showPrices,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    samples: rows.map(({ sample, brand }, index) => ({
      _id: sample.id,
      name: sample.name,
      sku: sample.sku,
      brand: presentBrandRef(storage, brand),
      imageUrls: sample.images.map((image) => imageUrl(storage, image)),
      mainPicture: sample.images[0] ? presentPicture(storage, sample.images[0]) : null,
      material: sample.material,
      color: { label: sample.colorLabel, colorHex: sample.colorHex },
      specifications: sample.specifications,
      specs: presentSpecs(
        sample,
        certifications.filter((certification) => certification.sampleId === sample.id),
      ),
      // the designer chooses whether the client sees what samples cost
      price: link.showPrices ? Number(sample.price) : null,
      current: standing.samples[index]?.current ?? null,
    })),
    summary: standing.summary,
  };
}

/**
 * `POST /shared-boards/{token}/samples/{sampleId}/decisions`: the client's decision on a sample of that board, kept
 * beside the earlier ones (a history, never overwritten) with a line on the board's timeline. Adds and removes nothing.
 */
export async function decideOnSharedSample(
  { db }: ServiceContext<'db'>,
  holder: Holder,
  { sampleId, ...body }: TDecideRequest & { sampleId: string },
) {
  const { link } = await loadOpenLink(db, holder);
  if (!(await isSampleOnBoard(db, { boardId: link.boardId, sampleId })))
    throw new AppError('NOT_FOUND', PROJECT_MESSAGES.sampleNotOnBoard);
  const made = await countDecisionsOfLinkSince(db, link.id, new Date(Date.now() - HOUR_MS));
  if (made >= DECISIONS_PER_LINK_PER_HOUR) {
    throw new AppError('TOO_MANY_REQUESTS', `${M.tooManyDecisions}. Please try again ${tryAgainIn(HOUR_MS / 1000)}.`, {
      retryAfterSeconds: HOUR_MS / 1000,
      inLanguage: {
        ms: `${BOARD_SHARING_MESSAGES_MS.tooManyDecisions}. Sila cuba lagi ${tryAgainIn(HOUR_MS / 1000, 'ms')}.`,
      },
    });
  }
  const decision = await db.transaction(async (tx) => {
    const row = await insertDecision(tx, {
      boardId: link.boardId,
      sampleId,
      linkId: link.id,
      decision: body.decision,
      comment: body.comment || null,
      decidedBy: body.name,
    });
    await recordBoardActivity(tx, {
      boardId: link.boardId,
      kind: 'decision',
      actorName: body.name,
      sampleId,
      detail: body.decision,
    });
    return row;
  });
  const [sampleIds, decisions] = await Promise.all([
    findBoardSampleIds(db, link.boardId),
    findDecisions(db, link.boardId),
  ]);
  return { decision: presentDecision(decision), summary: presentDecisions(sampleIds, decisions).summary };
}
