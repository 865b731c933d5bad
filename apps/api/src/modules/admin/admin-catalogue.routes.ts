import { adminCatalogueEndpoints as endpoints } from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  createAdminCategory,
  deleteAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './admin-categories.service.js';
import { importSamples } from './admin-sample-import.service.js';
import {
  createAdminSample,
  deleteAdminSample,
  getAdminSample,
  listAdminSamples,
  updateAdminSample,
} from './admin-samples.service.js';
import { setSampleStatus } from './sample-status.service.js';

// a CSV of 2 MB travels inside JSON, where escaping can make it larger
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** The catalogue in the back office: samples, their CSV import, and categories. ADMIN only. */
export async function adminCatalogueRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['admin'], checkedByPlugin: 'admin' });

  route(endpoints.listSamples, (request) => listAdminSamples(context, request.query));
  route(endpoints.getSample, (request) => getAdminSample(context, { sampleId: request.params.id }));
  route(endpoints.createSample, (request) => createAdminSample(context, currentUser(request), request.body));
  route(endpoints.replaceSample, (request) =>
    updateAdminSample(context, currentUser(request), { sampleId: request.params.id, sample: request.body }),
  );
  route(endpoints.setSampleStatus, (request) =>
    setSampleStatus(context, currentUser(request), { sampleId: request.params.id, status: request.body.status }),
  );
  route(endpoints.deleteSample, (request) =>
    deleteAdminSample(context, currentUser(request), { sampleId: request.params.id }),
  );
  route(
    endpoints.importSamples,
    async (request, reply) => {
      const { report, refused } = await importSamples(context, currentUser(request), request.body);
      if (refused)
        return reply.status(400).send({ message: ADMIN_MESSAGES.importInvalid, code: 'IMPORT_INVALID', ...report });
      return report;
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  route(endpoints.listCategories, () => listAdminCategories(context));
  route(endpoints.createCategory, (request) => createAdminCategory(context, currentUser(request), request.body));
  route(endpoints.updateCategory, (request) =>
    updateAdminCategory(context, currentUser(request), { categoryId: request.params.id, changes: request.body }),
  );
  route(endpoints.deleteCategory, (request) =>
    deleteAdminCategory(context, currentUser(request), { categoryId: request.params.id }),
  );
}
