import {
  ZEmailRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZRegisterResponseSchema,
  ZResetPasswordRequestSchema,
  ZSessionResponseSchema,
  ZTokenUserResponseSchema,
  ZVerifyEmailRequestSchema,
} from '@samplebank/contracts/auth';
import { ZErrorResponseSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import type { ZodApp } from '../../platform/zod-app.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail } from './auth.service.js';

const tags = ['auth'];
const error = ZErrorResponseSchema;

/** Accounts under `/auth`: register, verify the e-mail, sign in, reset a password; account security inside. */
export async function authRoutes(app: ZodApp) {
  const context = app.context;
  const { limits } = context;

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
    (request) => resendVerification(context, request.body),
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
    (request) => login(context, { ...request.body, ip: request.ip }),
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
    (request) => forgotPassword(context, { email: request.body.email, log: request.log }),
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

  app.register(accountSecurityRoutes);
}
