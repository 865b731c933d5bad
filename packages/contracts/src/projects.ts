import { ASSIGNABLE_BOARD_ROLES, BOARD_ROLES } from '@samplebank/domain/board-roles';
import { z } from 'zod';
import { ZSampleSummarySchema } from './catalogue.js';
import { singleLineText, ZIdParamsSchema, ZIdSchema, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { said, saidByKey } from './validation-messages.js';

/** The messages the spec fixes for projects, boards, members and invitations, written once. */
export const PROJECT_MESSAGES = {
  projectNotFound: 'Project not found',
  boardNotFound: 'Board not found',
  sampleNotFound: 'Sample not found',
  sampleNotOnBoard: 'Sample not found on this board',
  memberNotFound: 'Member not found',
  projectNameRequired: 'Project name is required',
  projectTypeRequired: 'Project type is required',
  projectValueInvalid: 'Project value must be a number of at least 0 with at most 2 decimals',
  boardNameRequired: 'Board name is required',
  nothingToUpdate: 'Give at least one of name, projectType or projectValue',
  ownProjectsOnly: 'You can only see your own projects',
  ownInvitationsOnly: 'You can only see your own invitations',
  projectOwnerOnly: 'Only the project owner can change or delete the project',
  addBoardDenied: "Permission Denied: You don't have permission to add boards to this project.",
  editBoardDenied: "Permission Denied: You don't have permission to edit this board.",
  addSampleDenied: "Permission Denied: You don't have permission to add samples to this board.",
  removeSampleDenied: "Permission Denied: You don't have permission to remove samples from this board.",
  inviteDenied: "Permission Denied: You don't have permission to invite members to this board.",
  manageMembersDenied: 'Only the board owner can change or remove members',
  ownerMemberLocked: 'The board owner cannot be changed or removed',
  roleInvalid: 'Role must be viewer or editor',
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  alreadyMember: 'This user is already a member of this board',
  alreadyProjectMember: 'This user already shares every board of this project',
  inviteProjectDenied:
    'Permission Denied: Only the project owner or an editor of the whole project can share every board of it.',
  invitationNotFound: 'Invitation not found or expired',
  invitationExpired: 'Invitation has expired',
  invitationAlreadyAccepted: 'Invitation already accepted',
  invitationAlreadyRejected: 'Invitation already rejected',
  wrongInvitee: 'This invitation is for a different email address',
  emailNotVerified: 'Please verify your email address before answering an invitation',
  projectDeleted: 'Project deleted',
  memberRemoved: 'Member removed',
  projectMemberRemoved: 'Removed from every board of the project',
  invitationNotPending: 'This invitation has already been answered or withdrawn',
  invitationRevoked: 'Invitation withdrawn',
  invitationResendLimit: 'This invitation has been sent 3 times today',
} as const;

const M = PROJECT_MESSAGES;

export { BOARD_ROLES };
export const ZBoardRoleSchema = z.enum(BOARD_ROLES);
export type TBoardRole = z.infer<typeof ZBoardRoleSchema>;

/** The roles an invitation or a role change may give: never owner. */
export const ZAssignableRoleSchema = z.enum(ASSIGNABLE_BOARD_ROLES, saidByKey('project.roleInvalid', M.roleInvalid));
export type TAssignableRole = z.infer<typeof ZAssignableRoleSchema>;

/** What a membership or an invitation covers: one board, or every board of its project (boards made later too). */
export const SHARE_SCOPES = ['board', 'project'] as const;
export const ZShareScopeSchema = z.enum(SHARE_SCOPES);
export type TShareScope = z.infer<typeof ZShareScopeSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'revoked'] as const;
export const INVITATION_LIFETIME_DAYS = 7;
/** How many times a day one invitation may be e-mailed again (PROJECT_MESSAGES.invitationResendLimit says it). */
export const INVITATION_RESENDS_PER_DAY = 3;

const ZNameSchema = (required: { error: () => string }) =>
  singleLineText(required)
    .trim()
    .min(1, required)
    .max(120, said({ en: 'Name must be at most 120 characters', ms: 'Nama mestilah tidak melebihi 120 aksara' }));

export const ZProjectNameSchema = ZNameSchema(saidByKey('project.projectNameRequired', M.projectNameRequired));
export const ZBoardNameSchema = ZNameSchema(saidByKey('project.boardNameRequired', M.boardNameRequired));
export const ZProjectTypeSchema = singleLineText(saidByKey('project.projectTypeRequired', M.projectTypeRequired))
  .trim()
  .min(1, saidByKey('project.projectTypeRequired', M.projectTypeRequired))
  .max(
    80,
    said({ en: 'Project type must be at most 80 characters', ms: 'Jenis projek mestilah tidak melebihi 80 aksara' }),
  );
/** RM, 2 decimals; numeric(14,2) in the database. */
export const ZProjectValueSchema = z
  .number(saidByKey('project.projectValueInvalid', M.projectValueInvalid))
  .min(0, saidByKey('project.projectValueInvalid', M.projectValueInvalid))
  .max(999_999_999_999.99, saidByKey('project.projectValueInvalid', M.projectValueInvalid))
  .multipleOf(0.01, saidByKey('project.projectValueInvalid', M.projectValueInvalid));

/** The spec's simple x@y.z pattern. */
export const ZInviteeEmailSchema = singleLineText(saidByKey('project.emailRequired', M.emailRequired))
  .trim()
  .min(1, saidByKey('project.emailRequired', M.emailRequired))
  .max(254, saidByKey('project.emailInvalid', M.emailInvalid))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, saidByKey('project.emailInvalid', M.emailInvalid));

export const ZNewBoardSchema = z
  .object({ name: ZBoardNameSchema, sampleIds: z.array(ZIdSchema).max(200).optional() })
  .strict();

/** `POST /projects` */
export const ZCreateProjectRequestSchema = z
  .object({
    name: ZProjectNameSchema,
    projectType: ZProjectTypeSchema,
    projectValue: ZProjectValueSchema,
    boards: z.array(ZNewBoardSchema).max(50).optional(),
  })
  .strict();
export type TCreateProjectRequest = z.infer<typeof ZCreateProjectRequestSchema>;

/** `PUT /projects/{id}`: any of the project's own fields. */
export const ZUpdateProjectRequestSchema = z
  .object({
    name: ZProjectNameSchema.optional(),
    projectType: ZProjectTypeSchema.optional(),
    projectValue: ZProjectValueSchema.optional(),
  })
  .strict()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    saidByKey('project.nothingToUpdate', M.nothingToUpdate),
  );
export type TUpdateProjectRequest = z.infer<typeof ZUpdateProjectRequestSchema>;

/** `POST /projects/{id}/boards` and `PUT /projects/{id}/boards/{boardId}` */
export const ZBoardNameRequestSchema = z.object({ name: ZBoardNameSchema }).strict();
export type TBoardNameRequest = z.infer<typeof ZBoardNameRequestSchema>;

/** `POST /projects/{id}/boards/{boardId}/samples` */
export const ZAddBoardSampleRequestSchema = z.object({ sampleId: ZIdSchema }).strict();

/** `PUT /board-members/{boardId}/{memberId}` */
export const ZChangeMemberRoleRequestSchema = z.object({ role: ZAssignableRoleSchema }).strict();

/** `POST /board-invitations` */
export const ZCreateInvitationRequestSchema = z
  .object({
    boardId: ZIdSchema,
    inviteeEmail: ZInviteeEmailSchema,
    role: ZAssignableRoleSchema,
    /** 'project' shares every board of the board's project; this board alone when left out. */
    scope: ZShareScopeSchema.default('board'),
  })
  .strict();
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequestSchema>;
export type TCreateInvitation = z.output<typeof ZCreateInvitationRequestSchema>;

export const ZUserIdParamsSchema = z.object({ userId: ZIdSchema });
export const ZBoardIdParamsSchema = z.object({ boardId: ZIdSchema });
export const ZProjectBoardParamsSchema = z.object({ id: ZIdSchema, boardId: ZIdSchema });
export const ZBoardSampleParamsSchema = z.object({ id: ZIdSchema, boardId: ZIdSchema, sampleId: ZIdSchema });
export const ZBoardMemberParamsSchema = z.object({ boardId: ZIdSchema, memberId: ZIdSchema });
export const ZInvitationTokenParamsSchema = z.object({ token: singleLineText().min(1).max(200) });

/** A board as the project pages show it; `role` is the caller's (an ADMIN who is not a member reads as viewer). */
export const ZBoardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  projectId: z.string(),
  samples: z.array(ZSampleSummarySchema),
  memberCount: z.number().int(),
  role: ZBoardRoleSchema,
});
export type TBoard = z.infer<typeof ZBoardSchema>;

/** `GET /projects/board/{id}` and the board mutations. */
export const ZBoardDetailSchema = ZBoardSchema.extend({ project: z.object({ _id: z.string(), name: z.string() }) });
export type TBoardDetail = z.infer<typeof ZBoardDetailSchema>;

/** A project with the boards the caller may see. */
export const ZProjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  projectType: z.string(),
  projectValue: z.number(),
  userId: z.string(),
  role: ZBoardRoleSchema,
  boards: z.array(ZBoardSchema),
  totalSamples: z.number().int(),
  coverImages: z.array(z.string()).max(3),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProject = z.infer<typeof ZProjectSchema>;
export const ZProjectListResponseSchema = z.array(ZProjectSchema);

/**
 * Someone with a role on a board: a member of the board (`scope: 'board'`, the owner among them) or someone who shares
 * the whole project (`scope: 'project'`). A person can be both; their role on the board is the higher of the two.
 */
export const ZBoardMemberSchema = z.object({
  _id: z.string(),
  role: ZBoardRoleSchema,
  scope: ZShareScopeSchema,
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), avatar: z.string().nullable() }),
});
export type TBoardMember = z.infer<typeof ZBoardMemberSchema>;
export const ZBoardMemberListResponseSchema = z.array(ZBoardMemberSchema);

/** An invitation as the invitation page and the invitee's list show it: never its token. */
export const ZBoardInvitationSchema = z.object({
  _id: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  inviterName: z.string(),
  inviteeEmail: z.string(),
  role: ZAssignableRoleSchema,
  scope: ZShareScopeSchema,
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
});
export type TBoardInvitation = z.infer<typeof ZBoardInvitationSchema>;
export const ZBoardInvitationListResponseSchema = z.array(ZBoardInvitationSchema);
export const ZCreateInvitationResponseSchema = z.object({ invitation: ZBoardInvitationSchema });

/** A board's pending invitation as its members dialog lists it: `sentAt` is when it was last e-mailed. */
export const ZPendingInvitationSchema = z.object({
  _id: z.string(),
  boardId: z.string(),
  inviteeEmail: z.string(),
  role: ZAssignableRoleSchema,
  scope: ZShareScopeSchema,
  invitedBy: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitationSchema>;
export const ZPendingInvitationListResponseSchema = z.array(ZPendingInvitationSchema);

/** `PUT /board-invitations/{id}/role` */
export const ZChangeInvitationRoleRequestSchema = z.object({ role: ZAssignableRoleSchema }).strict();

/** `PUT /board-invitations/{id}/accept`: where the page goes next. */
export const ZAcceptInvitationResponseSchema = z.object({ projectId: z.string(), boardId: z.string() });

const projectErrors = [400, 401, 403, 404] as const;
const invitationErrors = [400, 401, 403, 404, 409] as const;

/** Projects and boards: a caller with no part in a project or board gets 404. */
export const projectEndpoints = {
  listOfUser: endpoint({
    method: 'GET',
    path: '/projects/user/:userId',
    summary: 'The projects a user owns or shares a board of (the user themself or ADMIN)',
    auth: 'user',
    params: ZUserIdParamsSchema,
    response: ZProjectListResponseSchema,
    errors: projectErrors,
  }),
  board: endpoint({
    method: 'GET',
    path: '/projects/board/:boardId',
    summary: 'A board with its samples, its project and the caller’s role',
    auth: 'user',
    params: ZBoardIdParamsSchema,
    response: ZBoardDetailSchema,
    errors: projectErrors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/projects/:id',
    summary: 'A project with the boards the caller may see',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZProjectSchema,
    errors: projectErrors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/projects',
    summary: 'Create a project, optionally with boards and their samples',
    auth: 'user',
    body: ZCreateProjectRequestSchema,
    response: ZProjectSchema,
    status: 201,
    errors: projectErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/projects/:id',
    summary: 'Change a project’s name, type or value (owner)',
    auth: 'user',
    params: ZIdParamsSchema,
    body: ZUpdateProjectRequestSchema,
    response: ZProjectSchema,
    errors: projectErrors,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/projects/:id',
    summary: 'Delete a project with its boards, members and invitations (owner)',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZMessageResponseSchema,
    errors: projectErrors,
  }),
  createBoard: endpoint({
    method: 'POST',
    path: '/projects/:id/boards',
    summary: 'Add a board (owner, or an editor of any board of the project)',
    auth: 'user',
    params: ZIdParamsSchema,
    body: ZBoardNameRequestSchema,
    response: ZBoardDetailSchema,
    status: 201,
    errors: projectErrors,
  }),
  renameBoard: endpoint({
    method: 'PUT',
    path: '/projects/:id/boards/:boardId',
    summary: 'Rename a board (owner or editor)',
    auth: 'user',
    params: ZProjectBoardParamsSchema,
    body: ZBoardNameRequestSchema,
    response: ZBoardDetailSchema,
    errors: projectErrors,
  }),
  // 201 when added; a sample already on the board answers the same board with 200 (the handler says which)
  addSample: endpoint({
    method: 'POST',
    path: '/projects/:id/boards/:boardId/samples',
    summary: 'Add a sample to a board (owner or editor): 201 when added, 200 when it was already there',
    auth: 'user',
    params: ZProjectBoardParamsSchema,
    body: ZAddBoardSampleRequestSchema,
    response: ZBoardDetailSchema,
    status: [201, 200],
    errors: projectErrors,
  }),
  removeSample: endpoint({
    method: 'DELETE',
    path: '/projects/:id/boards/:boardId/samples/:sampleId',
    summary: 'Remove a sample from a board (owner or editor)',
    auth: 'user',
    params: ZBoardSampleParamsSchema,
    response: ZBoardDetailSchema,
    errors: projectErrors,
  }),
};

export const boardMemberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/board-members/:boardId',
    summary: 'A board’s members (any member, or ADMIN)',
    auth: 'user',
    params: ZBoardIdParamsSchema,
    response: ZBoardMemberListResponseSchema,
    errors: projectErrors,
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/board-members/:boardId/:memberId',
    summary: 'Move a member between viewer and editor (owner)',
    auth: 'user',
    params: ZBoardMemberParamsSchema,
    body: ZChangeMemberRoleRequestSchema,
    response: ZBoardMemberSchema,
    errors: projectErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/board-members/:boardId/:memberId',
    summary: 'Remove a member (owner); the owner member stays',
    auth: 'user',
    params: ZBoardMemberParamsSchema,
    response: ZMessageResponseSchema,
    errors: projectErrors,
  }),
};

export const boardInvitationEndpoints = {
  // an invitation mails someone outside Samplebank: only approved members send them (and the route limits how many)
  create: endpoint({
    method: 'POST',
    path: '/board-invitations',
    summary: 'Invite an e-mail to a board as viewer or editor (owner or editor, approved); the link is e-mailed',
    auth: 'approved',
    body: ZCreateInvitationRequestSchema,
    response: ZCreateInvitationResponseSchema,
    status: 201,
    errors: [...invitationErrors, 429],
  }),
  // public: the invitation page loads before it asks the visitor to sign in
  byToken: endpoint({
    method: 'GET',
    path: '/board-invitations/token/:token',
    summary: 'The invitation behind an e-mailed link',
    auth: 'public',
    params: ZInvitationTokenParamsSchema,
    response: ZBoardInvitationSchema,
    errors: [400, 404],
  }),
  listOfUser: endpoint({
    method: 'GET',
    path: '/board-invitations/user/:userId',
    summary: 'The pending invitations to a user’s e-mail (the user themself or ADMIN)',
    auth: 'user',
    params: ZUserIdParamsSchema,
    response: ZBoardInvitationListResponseSchema,
    errors: invitationErrors,
  }),
  accept: endpoint({
    method: 'PUT',
    path: '/board-invitations/:id/accept',
    summary: 'Accept an invitation (the signed-in invitee); answers where to go next',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZAcceptInvitationResponseSchema,
    errors: invitationErrors,
  }),
  listOfBoard: endpoint({
    method: 'GET',
    path: '/board-invitations/board/:boardId',
    summary: 'A board’s pending invitations, newest first (owner or editor)',
    auth: 'user',
    params: ZBoardIdParamsSchema,
    response: ZPendingInvitationListResponseSchema,
    errors: projectErrors,
  }),
  // the same link is e-mailed again with a fresh expiry (a few times a day per invitation, within the invite limit)
  resend: endpoint({
    method: 'POST',
    path: '/board-invitations/:id/resend',
    summary: 'E-mail a pending invitation again, same link, expiry renewed (owner or editor, approved)',
    auth: 'approved',
    params: ZIdParamsSchema,
    response: ZPendingInvitationSchema,
    errors: [...invitationErrors, 429],
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/board-invitations/:id/role',
    summary: 'Change the role a pending invitation offers (owner or editor)',
    auth: 'user',
    params: ZIdParamsSchema,
    body: ZChangeInvitationRoleRequestSchema,
    response: ZPendingInvitationSchema,
    errors: invitationErrors,
  }),
  revoke: endpoint({
    method: 'PUT',
    path: '/board-invitations/:id/revoke',
    summary: 'Withdraw a pending invitation; its link stops working (owner or editor)',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZMessageResponseSchema,
    errors: invitationErrors,
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/board-invitations/:id/reject',
    summary: 'Reject an invitation (the signed-in invitee)',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZBoardInvitationSchema,
    errors: invitationErrors,
  }),
};
