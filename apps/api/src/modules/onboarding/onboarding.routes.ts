import {
  ZEmailRequestSchema,
  ZProfileSubmissionSchema,
  ZSetUserTypeRequestSchema,
  ZTokenUserResponseSchema,
  ZUserMessageResponseSchema,
} from '@samplebank/contracts/auth';
import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { completeProfile, getProfile, savePartialProfile, setUserType } from './onboarding.service.js';

// the wizard's calls keep the `auth` tag and the `/auth` paths the spec fixes
const tags = ['auth'];
const security = [{ bearer: [] }];
const error = ZErrorResponseSchema;
const signedInErrors = { 400: error, 401: error, 403: error, 409: error };

/** The registration wizard under `/auth`: account type, profile drafts and the profile submitted for review. */
export async function onboardingRoutes(app: ZodApp) {
  const context = app.context;
  const { guards } = context;

  app.post(
    '/profile',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: "The signed-in user's account, for the wizard's status check",
        body: ZEmailRequestSchema,
        response: { 200: ZTokenUserResponseSchema, ...signedInErrors },
      },
    },
    (request) => getProfile(context, currentUser(request), request.body),
  );

  app.post(
    '/set-user-type',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Choose the account type',
        body: ZSetUserTypeRequestSchema,
        response: { 200: ZUserMessageResponseSchema, ...signedInErrors },
      },
    },
    (request) => setUserType(context, currentUser(request), request.body),
  );

  app.post(
    '/save-partial-profile',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save a draft of the profile and its documents',
        body: ZProfileSubmissionSchema,
        response: { 200: ZUserMessageResponseSchema, ...signedInErrors, 413: error, 415: error },
      },
    },
    (request) => savePartialProfile(context, currentUser(request), request.body),
  );

  app.post(
    '/complete-profile',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        security,
        summary: 'Submit the profile for review: every required field and document',
        body: ZProfileSubmissionSchema,
        response: { 200: ZTokenUserResponseSchema, ...signedInErrors, 413: error, 415: error },
      },
    },
    (request) => completeProfile(context, currentUser(request), request.body),
  );
}
