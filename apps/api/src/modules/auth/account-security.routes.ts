import { accountSecurityEndpoints } from '@samplebank/contracts/account';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { changePassword, signOutEverywhere } from './account-security.service.js';

/** The account page's password change and sign out everywhere: both end the account's other sessions. */
export async function accountSecurityRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['auth'] });
  route(accountSecurityEndpoints.changePassword, (request) =>
    changePassword(context, currentUser(request), request.body),
  );
  route(accountSecurityEndpoints.signOutEverywhere, (request) => signOutEverywhere(context, currentUser(request)));
}
