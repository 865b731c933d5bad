import { ZErrorResponseSchema, ZIdParamsSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import {
  ZAccountResponseSchema,
  ZAdminCreateUserRequestSchema,
  ZEmailPreferencesResponseSchema,
  ZUpdateEmailPreferencesRequestSchema,
  ZUpdateUserRequestSchema,
  ZUserByEmailParamsSchema,
  ZUserDocumentsResponseSchema,
  ZUserListQuerySchema,
  ZUserListResponseSchema,
  ZUserSchema,
} from '@samplebank/contracts/users';
import { z } from 'zod';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getMyAccount, updateMyEmailPreferences } from './account.service.js';
import {
  addUserAsAdmin,
  deleteUserAccount,
  getUser,
  getUserByEmail,
  listUserDocuments,
  listUsers,
  updateUserAccount,
} from './users.service.js';

const tags = ['users'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
};
const ZUserMessageSchema = z.object({ message: z.string(), user: ZUserSchema });

export async function userRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;

  app.get(
    '/kpb-admin',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'List users (ADMIN): paginated, searched, filtered',
        querystring: ZUserListQuerySchema,
        response: { 200: ZUserListResponseSchema, ...errors },
      },
    },
    (request) => listUsers(context, request.query),
  );

  app.post(
    '/admin',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Add a user (ADMIN)',
        body: ZAdminCreateUserRequestSchema,
        response: { 201: ZUserMessageSchema, ...errors, 409: ZErrorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addUserAsAdmin(context, currentUser(request), request.body)),
  );

  app.get(
    '/me',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'The signed-in user with their e-mail preferences and organization (the account page)',
        response: { 200: ZAccountResponseSchema, ...errors },
      },
    },
    (request) => getMyAccount(context, currentUser(request)),
  );

  app.put(
    '/me/email-preferences',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Switch order-update e-mails or product news on or off',
        body: ZUpdateEmailPreferencesRequestSchema,
        response: { 200: ZEmailPreferencesResponseSchema, ...errors },
      },
    },
    (request) => updateMyEmailPreferences(context, currentUser(request), request.body),
  );

  app.get(
    '/by-email/:email',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'A user by e-mail (the user themself or ADMIN)',
        params: ZUserByEmailParamsSchema,
        response: { 200: ZUserSchema, ...errors },
      },
    },
    (request) => getUserByEmail(context, currentUser(request), request.params),
  );

  app.get(
    '/:id',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'A user (self or ADMIN)',
        params: ZIdParamsSchema,
        response: { 200: ZUserSchema, ...errors },
      },
    },
    (request) => getUser(context, currentUser(request), { userId: request.params.id }),
  );

  app.get(
    '/:id/documents',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "A user's supporting documents with short-lived links (owner or ADMIN)",
        params: ZIdParamsSchema,
        response: { 200: ZUserDocumentsResponseSchema, ...errors },
      },
    },
    (request) => listUserDocuments(context, currentUser(request), { userId: request.params.id }),
  );

  app.put(
    '/:id',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change a user: own name, avatar, organization; ADMIN also role, isApproved, isPremium',
        params: ZIdParamsSchema,
        body: ZUpdateUserRequestSchema,
        response: { 200: ZUserMessageSchema, ...errors },
      },
    },
    (request) => updateUserAccount(context, currentUser(request), { userId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/:id',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete a user (self or ADMIN)',
        params: ZIdParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors, 409: ZErrorResponseSchema },
      },
    },
    (request) => deleteUserAccount(context, currentUser(request), { userId: request.params.id }),
  );
}
