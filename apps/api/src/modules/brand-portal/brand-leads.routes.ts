import { brandLeadsEndpoints as E } from '@samplebank/contracts/brand-leads';
import { currentUser } from '../../platform/auth.js';
import { sendCsv } from '../../platform/csv-reply.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getBrandLeads, getBrandLeadsCsv } from './brand-leads.service.js';

/** A brand's leads: who requested or ordered its samples, named only with their consent, for its people and staff. */
export async function brandLeadsRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['brand portal'] });

  route(E.leads, (request) =>
    getBrandLeads(context, currentUser(request), { brandId: request.params.brandId, query: request.query }),
  );
  route(E.leadsCsv, async (request, reply) => {
    const { csv, fileName } = await getBrandLeadsCsv(context, currentUser(request), {
      brandId: request.params.brandId,
      query: request.query,
    });
    return sendCsv(reply, fileName, csv);
  });
}
