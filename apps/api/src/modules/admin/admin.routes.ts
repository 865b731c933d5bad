import type { AppContext } from '../../platform/context.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { registerAdminCatalogueRoutes } from './admin-catalogue.routes.js';
import { registerAdminOfficeRoutes } from './admin-office.routes.js';
import { registerAdminUnfinishedProfileRoutes } from './admin-unfinished-profiles.routes.js';

/** The back office API under `/admin`: every route is ADMIN only (401 signed out, 403 `Unauthorized role`). */
export function registerAdminRoutes(app: ZodApp, context: AppContext) {
  registerAdminCatalogueRoutes(app, context);
  registerAdminOfficeRoutes(app, context);
  registerAdminUnfinishedProfileRoutes(app, context);
}
