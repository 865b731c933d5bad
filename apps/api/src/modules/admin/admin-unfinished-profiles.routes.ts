import { adminUnfinishedProfileEndpoints as endpoints } from '@samplebank/contracts/admin-unfinished-profiles';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { listUnfinishedProfiles, nudgeUnfinishedProfile } from './admin-unfinished-profiles.service.js';

/** Accounts stuck in onboarding, and the reminder staff can send them. ADMIN only. */
export async function adminUnfinishedProfileRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['admin'], checkedByPlugin: 'admin' });

  route(endpoints.list, (request) => listUnfinishedProfiles(context, request.query));
  route(endpoints.nudge, (request) =>
    nudgeUnfinishedProfile(context, currentUser(request), { userId: request.params.id }),
  );
}
