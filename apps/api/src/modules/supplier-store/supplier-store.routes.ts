import { supplierStoreEndpoints } from '@samplebank/contracts/supplier-store';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getSupplierStore } from './supplier-store.service.js';

/** A brand's store front, public: read where the catalogue is read, kept with the catalogue's answers. */
export async function supplierStoreRoutes(app: ZodApp) {
  const context = app.context;
  // the read replica when there is one (DATABASE_READ_URL), as for the listing the store's samples come from
  const reads = { ...context, db: context.catalogueDb };
  const route = routesFor(app, { tags: ['supplier store'] });
  // the same for every visitor and read by every store page and its server render: kept a few seconds like the
  // listing, and cleared with it when a brand or a sample changes (catalogueChanges); a 404 is never kept
  route(supplierStoreEndpoints.get, (request) =>
    context.catalogueCache.remember(`store:${request.params.id}`, () =>
      getSupplierStore(reads, { brandId: request.params.id }),
    ),
  );
}
