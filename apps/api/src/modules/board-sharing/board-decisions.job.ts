import type { ServiceContext } from '../../platform/context.js';
import { accountReader, boardDecisionMails } from '../../platform/mail-templates.js';
import { findBoardsWithQuietRound, findRound, markDecisionsNotified } from './board-sharing.repository.js';

/** How often the job looks for rounds of decisions to tell owners about. */
export const DECISION_ROUND_SECONDS = 60;
/** A round is over when its board had no new decision for this long: the owner gets one mail, not one per click. */
export const DECISION_ROUND_QUIET_MS = 5 * 60 * 1000;
const BOARDS_PER_TURN = 200;
/** Decisions one e-mail lists; it says how many more there are. */
const DECISIONS_PER_MAIL = 30;

/**
 * One turn of the owners' decision mails: for each board whose client's decisions the owner was not told of, and whose
 * newest is at least `quietMs` old, one e-mail to the board's owner in their language listing them; they are then
 * marked told (`notified_at`), so each decision is in exactly one mail.
 */
export async function sendDecisionRounds(
  { db, mailer, config }: ServiceContext<'db' | 'mailer' | 'config'>,
  { now = new Date(), quietMs = DECISION_ROUND_QUIET_MS }: { now?: Date; quietMs?: number } = {},
) {
  const boardIds = await findBoardsWithQuietRound(db, new Date(now.getTime() - quietMs), BOARDS_PER_TURN);
  let mails = 0;
  for (const boardId of boardIds) {
    const { owner, decisions } = await findRound(db, boardId);
    if (!owner || decisions.length === 0) continue;
    await mailer.send({
      to: owner.email,
      kind: 'board-decisions',
      ...boardDecisionMails.round(accountReader(config.publicUrl, owner), owner.name, {
        boardName: owner.boardName,
        boardPath: `/project/${owner.projectId}/board/${owner.boardId}`,
        decisions: decisions.slice(0, DECISIONS_PER_MAIL),
        more: Math.max(0, decisions.length - DECISIONS_PER_MAIL),
      }),
    });
    await markDecisionsNotified(
      db,
      decisions.map((decision) => decision.id),
      now,
    );
    mails += 1;
  }
  return { boards: boardIds.length, mails };
}
