import { brandInsightsEndpoints as E } from '@samplebank/contracts/brand-insights';
import { currentUser } from '../../platform/auth.js';
import { sendCsv } from '../../platform/csv-reply.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getBrandInsights, getBrandInsightsCsv } from './brand-insights.service.js';

/** A brand's insights: what designers did with its samples, per day and per sample, for its own people and staff. */
export async function brandInsightsRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['brand portal'] });

  route(E.insights, (request) =>
    getBrandInsights(context, currentUser(request), { brandId: request.params.brandId, query: request.query }),
  );
  route(E.insightsCsv, async (request, reply) => {
    const { csv, fileName } = await getBrandInsightsCsv(context, currentUser(request), {
      brandId: request.params.brandId,
      query: request.query,
    });
    return sendCsv(reply, fileName, csv);
  });
}
