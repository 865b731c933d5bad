import { brandFulfilmentEndpoints as E } from '@samplebank/contracts/brand-fulfilment';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { listBrandOrders, packBrandLines, shipBrandLines } from './brand-fulfilment.service.js';

/** The brand portal's fulfilment: the orders that hold a brand's samples, its lines packed and shipped. */
export async function brandFulfilmentRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['brand portal'] });

  route(E.orders, (request) =>
    listBrandOrders(context, currentUser(request), { brandId: request.params.brandId, ...request.query }),
  );
  route(E.pack, (request) =>
    packBrandLines({ ...context, logger: request.log }, currentUser(request), { ...request.params, ...request.body }),
  );
  route(E.ship, (request) =>
    shipBrandLines({ ...context, logger: request.log }, currentUser(request), { ...request.params, ...request.body }),
  );
}
