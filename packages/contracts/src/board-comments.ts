import { z } from 'zod';
import { multilineText, ZIdSchema, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { said } from './validation-messages.js';

// A board's team talks about its samples (issue 19): comments on a sample within a board, one level of replies,
// `@[Name](userId)` tokens mentioning members (packages/domain/comment-mentions.ts), each mentioned member e-mailed.

export const BOARD_COMMENT_BODY_MAX = 2000;
/** Comments (posts and edits) one member may write in an hour, across boards. */
export const BOARD_COMMENTS_PER_HOUR = 30;
/** Mention e-mails one member may receive in an hour; more mentions still show on the board. */
export const BOARD_MENTION_MAILS_PER_HOUR = 10;

/** The board address's parameter that opens a sample's comments, `?comments=<sampleId>`: a mention's e-mail links it. */
export const BOARD_COMMENTS_PARAM = 'comments';
/** The activity detail of a comment's edit (a new comment has none): the timeline says "edited a comment". */
export const COMMENT_EDITED_DETAIL = 'edited';

export const BOARD_COMMENT_MESSAGES = {
  commentNotFound: 'Comment not found',
  bodyRequired: 'Please write a comment',
  bodyTooLong: 'Please keep your comment under 2000 characters',
  parentInvalid: 'A reply answers a first comment on the same sample of this board',
  membersOnly: 'Only members of this board can comment',
  editOwnOnly: 'You can only edit your own comments',
  deleteDenied: 'You can only delete your own comments',
  commentDeleted: 'Comment deleted',
} as const;

export const BOARD_COMMENT_MESSAGES_MS = {
  commentNotFound: 'Komen tidak dijumpai',
  bodyRequired: 'Sila tulis komen',
  bodyTooLong: 'Sila pastikan komen anda kurang daripada 2000 aksara',
  parentInvalid: 'Balasan mestilah menjawab komen pertama pada sampel yang sama dalam papan ini',
  membersOnly: 'Hanya ahli papan ini boleh memberi komen',
  editOwnOnly: 'Anda hanya boleh menyunting komen anda sendiri',
  deleteDenied: 'Anda hanya boleh memadam komen anda sendiri',
  commentDeleted: 'Komen dipadam',
} as const satisfies Record<keyof typeof BOARD_COMMENT_MESSAGES, string>;

/** What a member who wrote too many comments is told, with the wait after it. */
export const BOARD_COMMENTS_LIMIT_MESSAGE = {
  en: 'You have written a lot of comments in the last hour',
  ms: 'Anda telah menulis banyak komen dalam sejam yang lalu',
} as const;

const M = BOARD_COMMENT_MESSAGES;
const saidOf = (key: keyof typeof M) => said({ en: M[key], ms: BOARD_COMMENT_MESSAGES_MS[key] });

/** A comment's words: one line or several, 1 to 2000 characters once trimmed. */
export const ZCommentBodySchema = multilineText(saidOf('bodyRequired'))
  .trim()
  .min(1, saidOf('bodyRequired'))
  .max(BOARD_COMMENT_BODY_MAX, saidOf('bodyTooLong'));

export const ZPostCommentRequestSchema = z.strictObject({
  body: ZCommentBodySchema,
  /** the first comment this one answers */
  parentId: ZIdSchema.optional(),
});
export type TPostCommentRequest = z.input<typeof ZPostCommentRequestSchema>;

export const ZEditCommentRequestSchema = z.strictObject({ body: ZCommentBodySchema });
export type TEditCommentRequest = z.input<typeof ZEditCommentRequestSchema>;

export const ZBoardSampleCommentsParamsSchema = z.object({ boardId: ZIdSchema, sampleId: ZIdSchema });
export const ZBoardCommentParamsSchema = z.object({ boardId: ZIdSchema, commentId: ZIdSchema });
export const ZBoardCommentsBoardParamsSchema = z.object({ boardId: ZIdSchema });

/**
 * A comment as the thread shows it. A deleted first comment that still has replies stays as a placeholder:
 * `deleted: true`, an empty body and no author.
 */
export const ZBoardCommentSchema = z.object({
  _id: z.string(),
  sampleId: z.string(),
  parentId: z.string().nullable(),
  /** null when the comment was deleted or its author's account is gone */
  author: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  /** plain text with `@[Name](userId)` mention tokens; never HTML */
  body: z.string(),
  deleted: z.boolean(),
  editedAt: z.string().nullable(),
  createdAt: z.string(),
  /** whether the caller may edit it (its author) and delete it (its author, or the board's owner) */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TBoardComment = z.infer<typeof ZBoardCommentSchema>;

export const ZBoardCommentThreadSchema = ZBoardCommentSchema.extend({ replies: z.array(ZBoardCommentSchema) });
export type TBoardCommentThread = z.infer<typeof ZBoardCommentThreadSchema>;

/** A sample's threads on a board, oldest first, each with its replies oldest first. */
export const ZBoardCommentListResponseSchema = z.object({ threads: z.array(ZBoardCommentThreadSchema) });
export type TBoardCommentListResponse = z.infer<typeof ZBoardCommentListResponseSchema>;

/** How many comments (not deleted) each sample of the board has; a sample without any is left out. */
export const ZBoardCommentCountsResponseSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type TBoardCommentCounts = z.infer<typeof ZBoardCommentCountsResponseSchema>;

const commentErrors = [400, 401, 403, 404] as const;

export const boardCommentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/board-comments/:boardId/samples/:sampleId',
    summary: 'A sample’s comments on a board, threaded (any member, or ADMIN)',
    auth: 'user',
    params: ZBoardSampleCommentsParamsSchema,
    response: ZBoardCommentListResponseSchema,
    errors: commentErrors,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/board-comments/:boardId/counts',
    summary: 'How many comments each sample of a board has (any member, or ADMIN)',
    auth: 'user',
    params: ZBoardCommentsBoardParamsSchema,
    response: ZBoardCommentCountsResponseSchema,
    errors: commentErrors,
  }),
  post: endpoint({
    method: 'POST',
    path: '/board-comments/:boardId/samples/:sampleId',
    summary: 'Comment on a sample of a board, or reply to a comment (any member); mentioned members are e-mailed',
    auth: 'user',
    params: ZBoardSampleCommentsParamsSchema,
    body: ZPostCommentRequestSchema,
    response: ZBoardCommentSchema,
    status: 201,
    errors: [...commentErrors, 429],
  }),
  edit: endpoint({
    method: 'PATCH',
    path: '/board-comments/:boardId/comments/:commentId',
    summary: 'Edit one’s own comment; members newly mentioned are e-mailed',
    auth: 'user',
    params: ZBoardCommentParamsSchema,
    body: ZEditCommentRequestSchema,
    response: ZBoardCommentSchema,
    errors: [...commentErrors, 429],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/board-comments/:boardId/comments/:commentId',
    summary: 'Delete one’s own comment (the board’s owner may delete any)',
    auth: 'user',
    params: ZBoardCommentParamsSchema,
    response: ZMessageResponseSchema,
    errors: commentErrors,
  }),
};
