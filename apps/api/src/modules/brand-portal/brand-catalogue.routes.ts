import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { brandCatalogueEndpoints as E } from '@samplebank/contracts/brand-catalogue';
import { currentUser } from '../../platform/auth.js';
import { sendCsv } from '../../platform/csv-reply.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  createBrandSample,
  deleteBrandSample,
  exportBrandSamples,
  getBrandSample,
  getStockAlert,
  importBrandSamples,
  listBrandSamples,
  StockConflict,
  setBrandSampleStatus,
  setStockAlert,
  updateBrandSample,
  updateBrandStock,
} from './brand-catalogue.service.js';

// a CSV of 2 MB travels inside JSON, where escaping can make it larger (as the back office's import)
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** A brand's shelf in its portal: its samples, their import and export, stock and the low-stock alert. */
export async function brandCatalogueRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['brand portal'] });

  route(E.list, (request) => listBrandSamples(context, currentUser(request), request.params.brandId, request.query));
  route(E.get, (request) => getBrandSample(context, currentUser(request), request.params));
  route(E.create, async (request, reply) => {
    const sample = await createBrandSample(context, currentUser(request), request.params.brandId, request.body);
    return reply.status(201).send(sample);
  });
  route(E.replace, (request) =>
    updateBrandSample(context, currentUser(request), { ...request.params, sample: request.body }),
  );
  route(E.setStatus, (request) =>
    setBrandSampleStatus(context, currentUser(request), { ...request.params, status: request.body.status }),
  );
  route(E.remove, (request) => deleteBrandSample(context, currentUser(request), request.params));
  route(
    E.importCsv,
    async (request, reply) => {
      const { report, refused } = await importBrandSamples(context, currentUser(request), {
        brandId: request.params.brandId,
        ...request.body,
      });
      if (refused)
        return reply.status(400).send({ message: ADMIN_MESSAGES.importInvalid, code: 'IMPORT_INVALID', ...report });
      return report;
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  route(E.exportCsv, async (request, reply) => {
    const csv = await exportBrandSamples(context, currentUser(request), request.params.brandId);
    return sendCsv(reply, 'samples.csv', csv);
  });
  route(E.bulkStock, async (request, reply) => {
    try {
      return await updateBrandStock(context, currentUser(request), {
        brandId: request.params.brandId,
        ...request.body,
      });
    } catch (error) {
      if (!(error instanceof StockConflict)) throw error;
      return reply
        .status(409)
        .send({ message: error.message, code: 'CONFLICT', updated: 0, conflicts: error.conflicts });
    }
  });
  route(E.stockAlert, (request) => getStockAlert(context, currentUser(request), request.params.brandId));
  route(E.setStockAlert, (request) =>
    setStockAlert(context, currentUser(request), { brandId: request.params.brandId, ...request.body }),
  );
}
