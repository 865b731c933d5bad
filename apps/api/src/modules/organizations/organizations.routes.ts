import { organizationsEndpoints } from '@samplebank/contracts/organizations';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  createOrganizationAsAdmin,
  createOwnOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations.service.js';

/** Organizations: brand partners (public) and the companies users order for (members and ADMIN). */
export async function organizationRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['organizations'] });
  route(organizationsEndpoints.list, (request) => {
    if (request.user || request.query.type !== 'BRAND') return listOrganizations(context, request.user, request.query);
    // a visitor's brand list is the same for every visitor and read by every listing page and its server render:
    // kept with the catalogue's answers, which a brand's or a sample's change clears (catalogueChanges)
    return context.catalogueCache.remember(`organizations:${JSON.stringify(request.query)}`, () =>
      listOrganizations(context, undefined, request.query),
    );
  });
  route(organizationsEndpoints.get, (request) =>
    getOrganization(context, request.user, { organizationId: request.params.id }),
  );
  route(organizationsEndpoints.create, (request) => createOwnOrganization(context, currentUser(request), request.body));
  route(organizationsEndpoints.createAsAdmin, (request) =>
    createOrganizationAsAdmin(context, currentUser(request), request.body),
  );
  route(organizationsEndpoints.update, (request) =>
    updateOrganization(context, currentUser(request), { organizationId: request.params.id, changes: request.body }),
  );
  route(organizationsEndpoints.delete, (request) =>
    deleteOrganization(context, currentUser(request), { organizationId: request.params.id }),
  );
}
