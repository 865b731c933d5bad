import { brandPortalEndpoints as E } from '@samplebank/contracts/brand-portal';
import { currentUser } from '../../platform/auth.js';
import { localeOfRequest } from '../../platform/i18n.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  acceptBrandInvitation,
  changeBrandMember,
  getBrandAccess,
  getBrandInvitation,
  getBrandTeam,
  inviteBrandMember,
  listMyBrands,
  removeBrandMember,
  revokeBrandInvitation,
} from './brand-members.service.js';

/** The brand portal's team: who works for a brand, and the invitations that bring new people in. */
export async function brandPortalRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['brand portal'] });

  route(E.myBrands, (request) => listMyBrands(context, currentUser(request)));
  route(E.access, (request) => getBrandAccess(context, currentUser(request), request.params.brandId));
  route(E.team, (request) => getBrandTeam(context, currentUser(request), request.params.brandId));
  // an invitation mails someone outside Samplebank: not without end
  route(
    E.invite,
    (request) =>
      inviteBrandMember(context, currentUser(request), {
        ...request.body,
        brandId: request.params.brandId,
        locale: localeOfRequest(request),
      }),
    { config: { rateLimit: context.limits.invitations } },
  );
  route(E.revokeInvitation, (request) => revokeBrandInvitation(context, currentUser(request), request.params));
  route(E.changeMember, (request) =>
    changeBrandMember(context, currentUser(request), { ...request.params, role: request.body.role }),
  );
  route(E.removeMember, (request) => removeBrandMember(context, currentUser(request), request.params));
  route(E.invitationByToken, (request) => getBrandInvitation(context, request.params.token));
  route(E.acceptInvitation, (request) => acceptBrandInvitation(context, currentUser(request), request.params.token));
}
