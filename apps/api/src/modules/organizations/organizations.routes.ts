import { ZErrorResponseSchema, ZIdParamsSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import {
  ZCreateOrganizationRequestSchema,
  ZOrganizationListQuerySchema,
  ZOrganizationListResponseSchema,
  ZOrganizationRequestSchema,
  ZOrganizationResponseSchema,
  ZOrganizationSchema,
} from '@samplebank/contracts/organizations';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  createOrganizationAsAdmin,
  createOwnOrganization,
  deleteOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations.service.js';

const tags = ['organizations'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};

/** Organizations: brand partners (public) and the companies users order for (members and ADMIN). */
export async function organizationRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;
  app.get(
    '',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags,
        summary: 'Brands for everyone, plus your own organization; every organization for ADMIN (paged)',
        querystring: ZOrganizationListQuerySchema,
        response: { 200: ZOrganizationListResponseSchema, 400: ZErrorResponseSchema, 401: ZErrorResponseSchema },
      },
    },
    (request) => listOrganizations(context, request.user, request.query),
  );

  app.get(
    '/:id',
    {
      preHandler: guards.optionalUser,
      schema: {
        tags,
        summary: 'One organization: whole for its members and ADMIN, the public fields of a brand for anyone',
        params: ZIdParamsSchema,
        response: { 200: ZOrganizationResponseSchema, ...errors },
      },
    },
    (request) => getOrganization(context, request.user, { organizationId: request.params.id }),
  );

  app.post(
    '',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Create your own company (DESIGNER, ARCHITECT or CONTRACTOR) and join it',
        body: ZCreateOrganizationRequestSchema,
        response: { 201: ZOrganizationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createOwnOrganization(context, currentUser(request), request.body);
    },
  );

  app.post(
    '/admin',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'ADMIN: create an organization of any type, a brand included',
        body: ZOrganizationRequestSchema,
        response: { 201: ZOrganizationSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createOrganizationAsAdmin(context, currentUser(request), request.body);
    },
  );

  app.put(
    '/:id',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update an organization (members or ADMIN); given addresses replace the old ones',
        params: ZIdParamsSchema,
        body: ZOrganizationRequestSchema,
        response: { 200: ZOrganizationSchema, ...errors },
      },
    },
    (request) =>
      updateOrganization(context, currentUser(request), { organizationId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete an organization (members or ADMIN); a brand with samples cannot be deleted',
        params: ZIdParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    (request) => deleteOrganization(context, currentUser(request), { organizationId: request.params.id }),
  );
}
