import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import {
  ZAcceptInvitationResponseSchema,
  ZBoardInvitationListResponseSchema,
  ZBoardInvitationSchema,
  ZCreateInvitationRequestSchema,
  ZCreateInvitationResponseSchema,
  ZInvitationTokenParamsSchema,
  ZUserIdParamsSchema,
} from '@samplebank/contracts/projects';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  acceptInvitation,
  createInvitation,
  getInvitationByToken,
  listInvitationsOfUser,
  rejectInvitation,
} from './board-invitations.service.js';

const tags = ['board invitations'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};

export async function boardInvitationRoutes(app: ZodApp) {
  const context = app.context;
  const { guards, limits } = context;
  const preHandler = guards.authenticate;

  app.post(
    '',
    {
      // an invitation mails someone outside Samplebank: only approved members send them, and not without end
      preHandler: guards.requireApproved,
      config: { rateLimit: limits.invitations },
      schema: {
        tags,
        security,
        summary: 'Invite an e-mail to a board as viewer or editor (owner or editor, approved); the link is e-mailed',
        body: ZCreateInvitationRequestSchema,
        response: { 201: ZCreateInvitationResponseSchema, ...errors, 429: ZErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInvitation(context, currentUser(request), request.body)),
  );

  app.get(
    '/token/:token',
    {
      // public: the invitation page loads before it asks the visitor to sign in
      schema: {
        tags,
        summary: 'The invitation behind an e-mailed link',
        params: ZInvitationTokenParamsSchema,
        response: { 200: ZBoardInvitationSchema, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema },
      },
    },
    (request) => getInvitationByToken(context, request.params),
  );

  app.get(
    '/user/:userId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The pending invitations to a user’s e-mail (the user themself or ADMIN)',
        params: ZUserIdParamsSchema,
        response: { 200: ZBoardInvitationListResponseSchema, ...errors },
      },
    },
    (request) => listInvitationsOfUser(context, currentUser(request), request.params),
  );

  app.put(
    '/:id/accept',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Accept an invitation (the signed-in invitee); answers where to go next',
        params: ZIdParamsSchema,
        response: { 200: ZAcceptInvitationResponseSchema, ...errors },
      },
    },
    (request) => acceptInvitation(context, currentUser(request), { invitationId: request.params.id }),
  );

  app.put(
    '/:id/reject',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Reject an invitation (the signed-in invitee)',
        params: ZIdParamsSchema,
        response: { 200: ZBoardInvitationSchema, ...errors },
      },
    },
    (request) => rejectInvitation(context, currentUser(request), { invitationId: request.params.id }),
  );
}
