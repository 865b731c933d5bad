import type { ZodApp } from '../../platform/zod-app.js';
import { adminEinvoiceRoutes } from '../einvoice/einvoice-admin.routes.js';
import { adminRefundRoutes } from '../invoices/refunds.routes.js';
import { adminCatalogueRoutes } from './admin-catalogue.routes.js';
import { adminOfficeRoutes } from './admin-office.routes.js';
import { adminUnfinishedProfileRoutes } from './admin-unfinished-profiles.routes.js';

/**
 * The back office API under `/admin`: every route is ADMIN only (401 signed out, 403 `Unauthorized role`), checked
 * once here at `onRequest`, before the body is parsed, so a visitor is told 401 before anything they sent is judged.
 */
export async function adminRoutes(app: ZodApp) {
  app.addHook('onRequest', app.context.guards.requireAdmin);
  app.register(adminCatalogueRoutes);
  app.register(adminOfficeRoutes);
  app.register(adminUnfinishedProfileRoutes);
  app.register(adminRefundRoutes);
  app.register(adminEinvoiceRoutes);
}
