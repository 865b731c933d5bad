import { ZChangePasswordRequestSchema, ZChangePasswordResponseSchema } from '@samplebank/contracts/account';
import { ZErrorResponseSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { changePassword, signOutEverywhere } from './account-security.service.js';

const tags = ['auth'];
const security = [{ bearer: [] }];
const error = ZErrorResponseSchema;

/** The account page's password change and sign out everywhere: both end the account's other sessions. */
export async function accountSecurityRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;

  app.post(
    '/change-password',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password with the current one; ends every other session and answers a fresh token',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZChangePasswordResponseSchema, 400: error, 401: error, 403: error, 429: error },
      },
    },
    (request) => changePassword(context, currentUser(request), request.body),
  );

  app.post(
    '/sign-out-everywhere',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'End every session of the account, this one included',
        response: { 200: ZMessageResponseSchema, 401: error, 403: error },
      },
    },
    (request) => signOutEverywhere(context, currentUser(request)),
  );
}
