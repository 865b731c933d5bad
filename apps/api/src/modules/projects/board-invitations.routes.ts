import { boardInvitationEndpoints } from '@samplebank/contracts/projects';
import { currentUser } from '../../platform/auth.js';
import { localeOfRequest } from '../../platform/i18n.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  acceptInvitation,
  changeInvitationRole,
  createInvitation,
  getInvitationByToken,
  listInvitationsOfUser,
  listPendingInvitations,
  rejectInvitation,
  resendInvitation,
  revokeInvitation,
} from './board-invitations.service.js';

export async function boardInvitationRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['board invitations'] });

  // an invitation mails someone outside Samplebank: not without end
  route(
    boardInvitationEndpoints.create,
    (request) => createInvitation(context, currentUser(request), { ...request.body, locale: localeOfRequest(request) }),
    { config: { rateLimit: context.limits.invitations } },
  );
  route(boardInvitationEndpoints.listOfBoard, (request) =>
    listPendingInvitations(context, currentUser(request), request.params),
  );
  // a resend mails again: it counts against the same hourly invite limit (and each invitation's daily resends)
  route(
    boardInvitationEndpoints.resend,
    (request) =>
      resendInvitation(context, currentUser(request), {
        invitationId: request.params.id,
        locale: localeOfRequest(request),
      }),
    { config: { rateLimit: context.limits.invitations } },
  );
  route(boardInvitationEndpoints.changeRole, (request) =>
    changeInvitationRole(context, currentUser(request), { invitationId: request.params.id, role: request.body.role }),
  );
  route(boardInvitationEndpoints.revoke, (request) =>
    revokeInvitation(context, currentUser(request), { invitationId: request.params.id }),
  );
  route(boardInvitationEndpoints.byToken, (request) => getInvitationByToken(context, request.params));
  route(boardInvitationEndpoints.listOfUser, (request) =>
    listInvitationsOfUser(context, currentUser(request), request.params),
  );
  route(boardInvitationEndpoints.accept, (request) =>
    acceptInvitation(context, currentUser(request), { invitationId: request.params.id }),
  );
  route(boardInvitationEndpoints.reject, (request) =>
    rejectInvitation(context, currentUser(request), { invitationId: request.params.id }),
  );
}
