import {
  BOARD_COMMENT_BODY_MAX,
  BOARD_COMMENT_MESSAGES,
  BOARD_COMMENTS_LIMIT_MESSAGE,
  BOARD_COMMENTS_PARAM,
  BOARD_COMMENTS_PER_HOUR,
  BOARD_MENTION_MAILS_PER_HOUR,
  COMMENT_EDITED_DETAIL,
  type TBoardComment,
  type TBoardCommentCounts,
  type TBoardCommentListResponse,
} from '@samplebank/contracts/board-comments';
import { tryAgainIn } from '@samplebank/contracts/limits';
import { PROJECT_MESSAGES } from '@samplebank/contracts/projects';
import { commentBodyAsText, mentionedUserIds, resolveMentions } from '@samplebank/domain/comment-mentions';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import { tryConsumeAllowance } from '../../platform/throttle.js';
import { recordBoardActivity } from '../board-activity/board-activity.repository.js';
import { type Caller, loadVisibleBoard } from '../projects/projects.policy.js';
import type { BoardRef } from '../projects/projects.repository.js';
import { type CommentViewer, presentComment, presentThreads } from './board-comments.presenter.js';
import {
  countCommentsBySample,
  findBoardComment,
  findMentionableMembers,
  findSampleComments,
  findSampleOnBoard,
  insertComment,
  markCommentDeleted,
  updateCommentBody,
} from './board-comments.repository.js';

// Who may do what (issue 19): every member (owner, editor, viewer) reads and writes comments; ADMIN, who reads every
// board, reads them too but writes none (it is not on the team); an author edits and deletes their own comments, the
// board's owner deletes any. Someone with no part in the board gets 404, as for every board call.

type Deps = ServiceContext<'db' | 'mailer' | 'config'>;
type SampleOnBoard = { boardId: string; sampleId: string };
type CommentOnBoard = { boardId: string; commentId: string };

const M = BOARD_COMMENT_MESSAGES;
const COMMENTS_SCOPE = 'board-comments';
const MENTION_MAILS_SCOPE = 'board-mention-mails';
const HOUR_SECONDS = 60 * 60;
const EXCERPT_LENGTH = 300;

const viewerOf = (caller: Caller, role: string | null): CommentViewer => ({
  userId: caller.id,
  isOwner: role === 'owner',
});

/** The board and the sample on it: 404 for a board the caller may not see, or a sample not on it. */
async function loadSampleOnBoard(db: Database, caller: Caller, { boardId, sampleId }: SampleOnBoard) {
  const access = await loadVisibleBoard(db, caller, { boardId });
  const sample = await findSampleOnBoard(db, { boardId, sampleId });
  if (!sample) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.sampleNotOnBoard);
  return { ...access, sample };
}

/** A member's comment in this hour, or 429 once they wrote `BOARD_COMMENTS_PER_HOUR`. */
async function takeCommentAllowance(db: Database, caller: Caller) {
  const rules = [{ limit: BOARD_COMMENTS_PER_HOUR, windowSeconds: HOUR_SECONDS }];
  const { wait } = await tryConsumeAllowance(db, COMMENTS_SCOPE, caller.id, rules);
  if (wait > 0) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `${BOARD_COMMENTS_LIMIT_MESSAGE.en}. Please try again ${tryAgainIn(wait)}.`,
      {
        retryAfterSeconds: wait,
        inLanguage: { ms: `${BOARD_COMMENTS_LIMIT_MESSAGE.ms}. Sila cuba lagi ${tryAgainIn(wait, 'ms')}.` },
      },
    );
  }
}

/** The body with its mentions checked against the board's members; 400 when their names make it too long. */
function withMembersMentioned(body: string, members: { userId: string; name: string }[]): string {
  const resolved = resolveMentions(body, new Map(members.map((member) => [member.userId, member.name])));
  if (resolved.length > BOARD_COMMENT_BODY_MAX) {
    throw new AppError('VALIDATION', M.bodyTooLong, { fields: { body: M.bodyTooLong } });
  }
  return resolved;
}

/** `GET /board-comments/{boardId}/samples/{sampleId}`: a sample's threads on the board. */
export async function listSampleComments(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  target: SampleOnBoard,
): Promise<TBoardCommentListResponse> {
  const { role } = await loadSampleOnBoard(db, caller, target);
  const rows = await findSampleComments(db, target);
  return { threads: presentThreads(rows, viewerOf(caller, role)) };
}

/** `GET /board-comments/{boardId}/counts`: how many comments each sample of the board has, for its cards. */
export async function countBoardComments(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  { boardId }: { boardId: string },
): Promise<TBoardCommentCounts> {
  await loadVisibleBoard(db, caller, { boardId });
  return { counts: Object.fromEntries(await countCommentsBySample(db, boardId)) };
}

/**
 * `POST /board-comments/{boardId}/samples/{sampleId}`: a member comments on a sample of the board, or replies to a
 * first comment on it. The comment and its line on the timeline are written together; members it mentions are
 * e-mailed once it is.
 */
export async function postComment(
  context: Deps,
  caller: Caller & { name: string },
  { boardId, sampleId, body, parentId }: SampleOnBoard & { body: string; parentId?: string },
): Promise<TBoardComment> {
  const { db } = context;
  const { board, role, sample } = await loadSampleOnBoard(db, caller, { boardId, sampleId });
  if (role === null) throw forbidden(M.membersOnly);
  if (parentId) {
    const parent = await findBoardComment(db, { boardId, commentId: parentId });
    const answerable =
      parent && parent.comment.sampleId === sampleId && !parent.comment.parentId && !parent.comment.deletedAt;
    if (!answerable) throw new AppError('VALIDATION', M.parentInvalid, { fields: { parentId: M.parentInvalid } });
  }
  const members = await findMentionableMembers(db, boardId);
  const resolved = withMembersMentioned(body, members);
  await takeCommentAllowance(db, caller);
  const comment = await db.transaction(async (tx) => {
    const row = await insertComment(tx, {
      boardId,
      sampleId,
      authorId: caller.id,
      parentId: parentId ?? null,
      body: resolved,
    });
    await recordBoardActivity(tx, { boardId, kind: 'comment', actorId: caller.id, sampleId });
    return row;
  });
  await mailMentioned(context, {
    board,
    sample,
    authorId: caller.id,
    authorName: caller.name,
    body: resolved,
    userIds: mentionedUserIds(resolved),
    members,
  });
  return presentOne(db, caller, role, { boardId, commentId: comment.id });
}

async function presentOne(db: Database, caller: Caller, role: string | null, target: CommentOnBoard) {
  const row = await findBoardComment(db, target);
  if (!row) throw new AppError('NOT_FOUND', M.commentNotFound);
  return presentComment(row, viewerOf(caller, role));
}

/** The comment the caller means, not deleted; 404 when the board or the comment is not theirs to see. */
async function loadComment(db: Database, caller: Caller, target: CommentOnBoard) {
  const access = await loadVisibleBoard(db, caller, { boardId: target.boardId });
  const row = await findBoardComment(db, target);
  if (!row || row.comment.deletedAt) throw new AppError('NOT_FOUND', M.commentNotFound);
  return { ...access, row };
}

/** A `comment` line's detail when the comment was rewritten rather than posted. */

/**
 * `PATCH /board-comments/{boardId}/comments/{commentId}`: the author rewrites their comment, which the timeline tells
 * of; new mentions are mailed.
 */
export async function editComment(
  context: Deps,
  caller: Caller & { name: string },
  { body, ...target }: CommentOnBoard & { body: string },
): Promise<TBoardComment> {
  const { db } = context;
  const { board, role, row } = await loadComment(db, caller, target);
  if (role === null || row.comment.authorId !== caller.id) throw forbidden(M.editOwnOnly);
  const sample = await findSampleOnBoard(db, { boardId: target.boardId, sampleId: row.comment.sampleId });
  if (!sample) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.sampleNotOnBoard);
  const members = await findMentionableMembers(db, target.boardId);
  const resolved = withMembersMentioned(body, members);
  await takeCommentAllowance(db, caller);
  await db.transaction(async (tx) => {
    await updateCommentBody(tx, target.commentId, resolved);
    await recordBoardActivity(tx, {
      boardId: target.boardId,
      kind: 'comment',
      actorId: caller.id,
      sampleId: sample.id,
      detail: COMMENT_EDITED_DETAIL,
    });
  });
  const before = new Set(mentionedUserIds(row.comment.body));
  await mailMentioned(context, {
    board,
    sample,
    authorId: caller.id,
    authorName: caller.name,
    body: resolved,
    userIds: mentionedUserIds(resolved).filter((id) => !before.has(id)),
    members,
  });
  return presentOne(db, caller, role, target);
}

/** `DELETE /board-comments/{boardId}/comments/{commentId}`: the author, or the board's owner, deletes a comment. */
export async function deleteComment(
  { db }: ServiceContext<'db'>,
  caller: Caller,
  target: CommentOnBoard,
): Promise<{ message: string }> {
  const { role, row } = await loadComment(db, caller, target);
  const isAuthor = row.comment.authorId === caller.id;
  if (role === null || !(isAuthor || role === 'owner')) throw forbidden(M.deleteDenied);
  await markCommentDeleted(db, target.commentId);
  return { message: M.commentDeleted };
}

type MentionMail = {
  board: BoardRef;
  sample: { id: string; name: string };
  authorId: string;
  authorName: string;
  body: string;
  userIds: string[];
  members: { userId: string; name: string; email: string; locale: string }[];
};

/**
 * E-mails each member a comment newly mentions (never its author), in their language; a member gets at most
 * `BOARD_MENTION_MAILS_PER_HOUR` such mails an hour, the rest of the mentions showing on the board only.
 */
async function mailMentioned(context: Deps, mail: MentionMail) {
  const { db, mailer, config } = context;
  const text = commentBodyAsText(mail.body);
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
  const rules = [{ limit: BOARD_MENTION_MAILS_PER_HOUR, windowSeconds: HOUR_SECONDS }];
  for (const userId of mail.userIds) {
    const member = mail.members.find((candidate) => candidate.userId === userId);
    if (!member || userId === mail.authorId) continue;
    const { wait } = await tryConsumeAllowance(db, MENTION_MAILS_SCOPE, userId, rules);
    if (wait > 0) continue;
    await mailer.send({
      to: member.email,
      kind: 'board-mention',
      ...mailTemplates.boardMention(accountReader(config.publicUrl, member), member.name, {
        authorName: mail.authorName,
        boardName: mail.board.name,
        projectName: mail.board.projectName,
        sampleName: mail.sample.name,
        excerpt,
        // the board with the sample's thread open (the board page reads `comments`)
        path: `/project/${mail.board.projectId}/board/${mail.board.id}?${BOARD_COMMENTS_PARAM}=${mail.sample.id}`,
      }),
    });
  }
}
