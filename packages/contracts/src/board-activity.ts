import { z } from 'zod';
import { ZIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { said } from './validation-messages.js';

/** What a board's timeline tells of (the board_activity table's check holds the same list). */
export const BOARD_ACTIVITY_KINDS = [
  'sample_added',
  'sample_removed',
  'member_invited',
  'member_joined',
  'member_removed',
  'link_created',
  'link_revoked',
  'decision',
  'comment',
] as const;
export type TBoardActivityKind = (typeof BOARD_ACTIVITY_KINDS)[number];

export const BOARD_ACTIVITY_PAGE_SIZE = 20;

const LIMIT_SAID = said({
  en: 'Limit must be a whole number from 1 to 50',
  ms: 'Had mestilah nombor bulat dari 1 hingga 50',
});

/** `?before=<entry id>&limit=20`: the entries older than the one named (a response's `nextCursor`), newest first. */
export const ZBoardActivityQuerySchema = z.strictObject({
  before: ZIdSchema.optional(),
  limit: z.coerce
    .number(LIMIT_SAID)
    .int(LIMIT_SAID)
    .min(1, LIMIT_SAID)
    .max(50, LIMIT_SAID)
    .default(BOARD_ACTIVITY_PAGE_SIZE),
});
export type TBoardActivityQuery = z.input<typeof ZBoardActivityQuerySchema>;

export const ZBoardActivityEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(BOARD_ACTIVITY_KINDS),
  /** the member who did it, or the client's name for what came through a share link; null when unknown */
  actorName: z.string().nullable(),
  sample: z.object({ _id: z.string(), name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  /** an invitee's e-mail, a link's client, a decision (`approved`, `rejected`, `alternative`), `edited` for a comment rewritten */
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type TBoardActivityEntry = z.infer<typeof ZBoardActivityEntrySchema>;

export const ZBoardActivityResponseSchema = z.object({
  entries: z.array(ZBoardActivityEntrySchema),
  /** the `before` of the next page; null on the last */
  nextCursor: z.string().nullable(),
});
export type TBoardActivityResponse = z.infer<typeof ZBoardActivityResponseSchema>;

export const boardActivityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/board-activity/:boardId',
    summary: 'A board’s timeline, newest first, a page at a time (any member, or ADMIN)',
    auth: 'user',
    params: z.object({ boardId: ZIdSchema }),
    query: ZBoardActivityQuerySchema,
    response: ZBoardActivityResponseSchema,
    errors: [400, 401, 404],
  }),
};
