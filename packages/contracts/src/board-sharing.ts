import { z } from 'zod';
import { ZBrandRefSchema, ZPictureSchema, ZSampleSpecsSchema } from './catalogue.js';
import { multilineText, singleLineText, ZIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ZBoardIdParamsSchema } from './projects.js';
import { said, saidByKey } from './validation-messages.js';

// A board shared with a client (issue 19): the board's owner or an editor makes a link, the client opens it without an
// account and decides on each sample; the board's members read the decisions, newest per sample with their history.

/** The messages of share links and client decisions, written once. */
export const BOARD_SHARING_MESSAGES = {
  linkInactive: 'This link is no longer active',
  linkNotFound: 'Share link not found',
  shareDenied: "Permission Denied: You don't have permission to share this board.",
  passcodeRequired: 'This board is protected: enter the passcode you were given',
  passcodeWrong: 'That passcode is not right',
  expiryInPast: 'Choose an expiry date in the future',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Your name must be at most 100 characters',
  commentTooLong: 'Your comment must be at most 1000 characters',
  decisionInvalid: 'Choose Approved, Rejected or Needs alternative',
  passcodeLength: 'A passcode must be 4 to 64 characters',
  clientNameTooLong: "The client's name must be at most 120 characters",
  tooManyDecisions: 'Many decisions were made through this link in the last hour',
  tooManyOpens: 'This link was opened many times from your network in the last hour',
  tooManyLinks: 'You have made a lot of share links in the last hour',
} as const;

export const BOARD_SHARING_MESSAGES_MS = {
  linkInactive: 'Pautan ini tidak lagi aktif',
  linkNotFound: 'Pautan kongsi tidak dijumpai',
  shareDenied: 'Tiada kebenaran: Anda tidak dibenarkan berkongsi papan ini.',
  passcodeRequired: 'Papan ini dilindungi: masukkan kod laluan yang diberikan kepada anda',
  passcodeWrong: 'Kod laluan itu tidak betul',
  expiryInPast: 'Pilih tarikh tamat tempoh pada masa hadapan',
  nameRequired: 'Sila masukkan nama anda',
  nameTooLong: 'Nama anda mestilah tidak melebihi 100 aksara',
  commentTooLong: 'Komen anda mestilah tidak melebihi 1000 aksara',
  decisionInvalid: 'Pilih Diluluskan, Ditolak atau Perlukan alternatif',
  passcodeLength: 'Kod laluan mestilah 4 hingga 64 aksara',
  clientNameTooLong: 'Nama pelanggan mestilah tidak melebihi 120 aksara',
  tooManyDecisions: 'Banyak keputusan telah dibuat melalui pautan ini dalam sejam yang lalu',
  tooManyOpens: 'Pautan ini telah dibuka berkali-kali dari rangkaian anda dalam sejam yang lalu',
  tooManyLinks: 'Anda telah membuat banyak pautan kongsi dalam sejam yang lalu',
} as const satisfies Record<keyof typeof BOARD_SHARING_MESSAGES, string>;

const M = BOARD_SHARING_MESSAGES;
const key = (name: keyof typeof M) => saidByKey(`boardSharing.${name}`, M[name]);

/** The header a passcode-protected link's holder sends the passcode in, on every call. */
export const SHARE_PASSCODE_HEADER = 'x-share-passcode';

export const BOARD_DECISIONS = ['approved', 'rejected', 'alternative'] as const;
export const ZBoardDecisionKindSchema = z.enum(BOARD_DECISIONS, key('decisionInvalid'));
export type TBoardDecisionKind = z.infer<typeof ZBoardDecisionKindSchema>;

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

/** `POST /projects/board/{boardId}/share-links` */
export const ZCreateShareLinkRequestSchema = z
  .object({
    clientName: singleLineText().trim().max(120, key('clientNameTooLong')).optional(),
    /** when the link stops working; none: until revoked */
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    passcode: singleLineText().min(4, key('passcodeLength')).max(64, key('passcodeLength')).optional(),
    showPrices: z.boolean().optional(),
  })
  .strict();
export type TCreateShareLinkRequest = z.infer<typeof ZCreateShareLinkRequestSchema>;

/** A share link as the board's members see it: never its token or passcode. */
export const ZShareLinkSchema = z.object({
  _id: z.string(),
  clientName: z.string().nullable(),
  hasPasscode: z.boolean(),
  showPrices: z.boolean(),
  status: z.enum(SHARE_LINK_STATUSES),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number().int(),
  createdAt: z.string(),
});
export type TShareLink = z.infer<typeof ZShareLinkSchema>;
export const ZShareLinkListResponseSchema = z.array(ZShareLinkSchema);

/** The link just made, with its token: shown this once, never again (only its hash is kept). */
export const ZCreatedShareLinkSchema = z.object({ link: ZShareLinkSchema, token: z.string() });
export type TCreatedShareLink = z.infer<typeof ZCreatedShareLinkSchema>;

export const ZShareLinkParamsSchema = z.object({ boardId: ZIdSchema, linkId: ZIdSchema });

/** One decision a client made on a sample. */
export const ZBoardDecisionSchema = z.object({
  _id: z.string(),
  sampleId: z.string(),
  decision: ZBoardDecisionKindSchema,
  comment: z.string().nullable(),
  decidedBy: z.string(),
  createdAt: z.string(),
});
export type TBoardDecision = z.infer<typeof ZBoardDecisionSchema>;

/** How the board's samples stand: "7 of 9 approved". */
export const ZDecisionSummarySchema = z.object({
  total: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  alternative: z.number().int(),
  pending: z.number().int(),
});
export type TDecisionSummary = z.infer<typeof ZDecisionSummarySchema>;

/** `GET /projects/board/{boardId}/decisions`: each sample on the board, where it stands and how it got there. */
export const ZBoardDecisionsResponseSchema = z.object({
  summary: ZDecisionSummarySchema,
  samples: z.array(
    z.object({
      sampleId: z.string(),
      current: ZBoardDecisionSchema.nullable(),
      /** newest first */
      history: z.array(ZBoardDecisionSchema),
    }),
  ),
});
export type TBoardDecisions = z.infer<typeof ZBoardDecisionsResponseSchema>;

/** A sample as the client's page shows it: no stock, no internal fields; a price only when the link shows prices. */
export const ZSharedSampleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  brand: ZBrandRefSchema,
  imageUrls: z.array(z.string()),
  mainPicture: ZPictureSchema.nullable(),
  material: z.string().nullable(),
  color: z.object({ label: z.string().nullable(), colorHex: z.string().nullable() }),
  specifications: z.record(z.string(), z.union([z.string(), z.number()])),
  specs: ZSampleSpecsSchema,
  price: z.number().nullable(),
  current: ZBoardDecisionSchema.nullable(),
});
export type TSharedSample = z.infer<typeof ZSharedSampleSchema>;

/** `GET /shared-boards/{token}`: the board as its client sees it. */
export const ZSharedBoardSchema = z.object({
  name: z.string(),
  projectName: z.string(),
  clientName: z.string().nullable(),
  showPrices: z.boolean(),
  expiresAt: z.string().nullable(),
  samples: z.array(ZSharedSampleSchema),
  summary: ZDecisionSummarySchema,
});
export type TSharedBoard = z.infer<typeof ZSharedBoardSchema>;

/** `POST /shared-boards/{token}/samples/{sampleId}/decisions` */
export const ZDecideRequestSchema = z
  .object({
    decision: ZBoardDecisionKindSchema,
    name: singleLineText(key('nameRequired')).trim().min(1, key('nameRequired')).max(100, key('nameTooLong')),
    comment: multilineText().trim().max(1000, key('commentTooLong')).optional(),
  })
  .strict();
export type TDecideRequest = z.infer<typeof ZDecideRequestSchema>;

export const ZDecideResponseSchema = z.object({ decision: ZBoardDecisionSchema, summary: ZDecisionSummarySchema });

export const ZShareTokenParamsSchema = z.object({
  token: singleLineText(said({ en: 'This link is not valid', ms: 'Pautan ini tidak sah' }))
    .min(1)
    .max(200),
});
export const ZSharedSampleParamsSchema = ZShareTokenParamsSchema.extend({ sampleId: ZIdSchema });
export const ZSharePasscodeHeadersSchema = z.object({ [SHARE_PASSCODE_HEADER]: z.string().max(200).optional() });

const memberErrors = [400, 401, 403, 404] as const;

/** The board's members: links (owner or editor) and the client's decisions (any member). */
export const boardSharingEndpoints = {
  listLinks: endpoint({
    method: 'GET',
    path: '/projects/board/:boardId/share-links',
    summary: 'The share links of a board, with when each was last opened (owner or editor)',
    auth: 'user',
    params: ZBoardIdParamsSchema,
    response: ZShareLinkListResponseSchema,
    errors: memberErrors,
  }),
  createLink: endpoint({
    method: 'POST',
    path: '/projects/board/:boardId/share-links',
    summary: 'Share a board with a client: a link to read it and decide on its samples (owner or editor)',
    auth: 'user',
    params: ZBoardIdParamsSchema,
    body: ZCreateShareLinkRequestSchema,
    response: ZCreatedShareLinkSchema,
    status: 201,
    errors: [...memberErrors, 429],
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/projects/board/:boardId/share-links/:linkId',
    summary: 'Revoke a share link: its holder gets 404 from then on (owner or editor)',
    auth: 'user',
    params: ZShareLinkParamsSchema,
    response: ZShareLinkSchema,
    errors: memberErrors,
  }),
  decisions: endpoint({
    method: 'GET',
    path: '/projects/board/:boardId/decisions',
    summary: 'The client’s decisions on a board: the newest per sample, a summary and each sample’s history (members)',
    auth: 'user',
    params: ZBoardIdParamsSchema,
    response: ZBoardDecisionsResponseSchema,
    errors: memberErrors,
  }),
};

/** The client's calls, through the link's token: read that one board and decide on its samples, nothing else. */
export const sharedBoardEndpoints = {
  open: endpoint({
    method: 'GET',
    path: '/shared-boards/:token',
    summary: 'A shared board as its client sees it (403 until the passcode is sent, when the link has one)',
    auth: 'public',
    params: ZShareTokenParamsSchema,
    headers: ZSharePasscodeHeadersSchema,
    response: ZSharedBoardSchema,
    errors: [400, 403, 404, 429],
  }),
  decide: endpoint({
    method: 'POST',
    path: '/shared-boards/:token/samples/:sampleId/decisions',
    summary: 'The client approves, rejects or asks for an alternative to a sample of the shared board',
    auth: 'public',
    params: ZSharedSampleParamsSchema,
    headers: ZSharePasscodeHeadersSchema,
    body: ZDecideRequestSchema,
    response: ZDecideResponseSchema,
    status: 201,
    errors: [400, 403, 404, 429],
  }),
};
