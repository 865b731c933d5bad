import { adminOfficeEndpoints as endpoints } from '@samplebank/contracts/admin-office';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { replacePageSettings, replaceSettings } from './admin-content.service.js';
import {
  listContactInquiries,
  listSampleRequests,
  updateContactInquiry,
  updateSampleRequest,
} from './admin-inbox.service.js';
import { getDashboard, listAdminOrders, listAuditLog } from './admin-overview.service.js';

/** The rest of the back office: dashboard, orders, inboxes, content, settings and the audit log. ADMIN only. */
export async function adminOfficeRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['admin'], checkedByPlugin: 'admin' });

  route(endpoints.dashboard, () => getDashboard(context));
  route(endpoints.listOrders, (request) => listAdminOrders(context, request.query));
  route(endpoints.listSampleRequests, (request) => listSampleRequests(context, request.query));
  route(endpoints.updateSampleRequest, (request) =>
    updateSampleRequest(context, currentUser(request), { requestId: request.params.id, changes: request.body }),
  );
  route(endpoints.listContactInquiries, (request) => listContactInquiries(context, request.query));
  route(endpoints.updateContactInquiry, (request) =>
    updateContactInquiry(context, currentUser(request), { inquiryId: request.params.id, changes: request.body }),
  );
  route(endpoints.replacePageSettings, (request) => replacePageSettings(context, currentUser(request), request.body));
  route(endpoints.replaceSettings, (request) => replaceSettings(context, currentUser(request), request.body));
  route(endpoints.auditLog, (request) => listAuditLog(context, request.query));
}
