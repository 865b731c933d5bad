import {
  ZEmailRequestSchema,
  ZLoginRequestSchema,
  ZProfileSubmissionSchema,
  ZRegisterRequestSchema,
  ZRegisterResponseSchema,
  ZResetPasswordRequestSchema,
  ZSessionResponseSchema,
  ZSetUserTypeRequestSchema,
  ZTokenUserResponseSchema,
  ZUserMessageResponseSchema,
  ZVerifyEmailRequestSchema,
} from '@samplebank/contracts/auth';
import { ZErrorResponseSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail } from './auth.service.js';
import { completeProfile, getProfile, savePartialProfile, setUserType } from './onboarding.service.js';

const tags = ['auth'];
const security = [{ bearer: [] }];
const error = ZErrorResponseSchema;
const signedInErrors = { 400: error, 401: error, 403: error, 409: error };

export async function authRoutes(app: ZodApp) {
  const context = app.context;
  const { guards, limits } = context;

  app.post(
    '/register',
    {
      config: { rateLimit: limits.registrations },
      schema: {
        tags,
        summary: 'Create an account and mail its verification code',
        body: ZRegisterRequestSchema,
        response: { 201: ZRegisterResponseSchema, 400: error, 429: error },
      },
    },
    async (request, reply) => reply.status(201).send(await register(context, request.body)),
  );

  app.post(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail with its 6-character code; signs the user in',
        body: ZVerifyEmailRequestSchema,
        response: { 200: ZTokenUserResponseSchema, 400: error },
      },
    },
    (request) => verifyEmail(context, request.body),
  );

  app.post(
    '/resend-verification',
    {
      config: { rateLimit: limits.authMails },
      schema: {
        tags,
        summary: 'Mail a new verification code (once a minute, five an hour)',
        body: ZEmailRequestSchema,
        response: { 200: ZMessageResponseSchema, 400: error, 429: error },
      },
    },
    (request) => resendVerification(context, request.body.email),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: ZLoginRequestSchema,
        response: { 200: ZSessionResponseSchema, 400: error, 401: error, 403: error, 429: error },
      },
    },
    (request) => login(context, request.body, request.ip),
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: limits.authMails },
      schema: {
        tags,
        summary: 'Mail a password reset link (the same answer whether or not the account exists)',
        body: ZEmailRequestSchema,
        response: { 200: ZMessageResponseSchema, 400: error, 429: error },
      },
    },
    (request) => forgotPassword(context, request.body.email, request.log),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends every older session',
        body: ZResetPasswordRequestSchema,
        response: { 200: ZMessageResponseSchema, 400: error },
      },
    },
    (request) => resetPassword(context, request.body),
  );

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
    (request) => getProfile(context, currentUser(request), request.body.email),
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
    (request) => setUserType(context, currentUser(request), request.body.email, request.body.userType),
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

  app.register(accountSecurityRoutes);
}
