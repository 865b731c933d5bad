import { onboardingEndpoints } from '@samplebank/contracts/auth';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { completeProfile, getProfile, savePartialProfile, setUserType } from './onboarding.service.js';

/** The registration wizard under `/auth`: account type, profile drafts and the profile submitted for review. */
export async function onboardingRoutes(app: ZodApp) {
  const context = app.context;
  // the wizard's calls keep the `auth` tag and the `/auth` paths the spec fixes
  const route = routesFor(app, { tags: ['auth'] });
  route(onboardingEndpoints.profile, (request) => getProfile(context, currentUser(request), request.body));
  route(onboardingEndpoints.setUserType, (request) => setUserType(context, currentUser(request), request.body));
  route(onboardingEndpoints.savePartialProfile, (request) =>
    savePartialProfile(context, currentUser(request), request.body),
  );
  route(onboardingEndpoints.completeProfile, (request) => completeProfile(context, currentUser(request), request.body));
}
