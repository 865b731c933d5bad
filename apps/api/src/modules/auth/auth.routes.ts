import { authEndpoints } from '@samplebank/contracts/auth';
import { localeOfRequest } from '../../platform/i18n.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { accountSecurityRoutes } from './account-security.routes.js';
import { forgotPassword, login, register, resendVerification, resetPassword, verifyEmail } from './auth.service.js';

/** Accounts under `/auth`: register, verify the e-mail, sign in, reset a password; account security inside. */
export async function authRoutes(app: ZodApp) {
  const context = app.context;
  const { limits } = context;
  const route = routesFor(app, { tags: ['auth'] });

  route(authEndpoints.register, (request) => register(context, { ...request.body, locale: localeOfRequest(request) }), {
    config: { rateLimit: limits.registrations },
  });
  route(authEndpoints.verifyEmail, (request) => verifyEmail(context, request.body));
  route(authEndpoints.resendVerification, (request) => resendVerification(context, request.body), {
    config: { rateLimit: limits.authMails },
  });
  route(authEndpoints.login, (request) => login(context, { ...request.body, ip: request.ip }));
  route(
    authEndpoints.forgotPassword,
    (request) => forgotPassword(context, { email: request.body.email, log: request.log }),
    { config: { rateLimit: limits.authMails } },
  );
  route(authEndpoints.resetPassword, (request) => resetPassword(context, request.body));

  app.register(accountSecurityRoutes);
}
