import { sampleEventEndpoints } from '@samplebank/contracts/sample-events';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { recordSampleView } from './sample-events.service.js';

/** The events designers leave on samples that no other feature's write counts: a sample page's views. */
export async function sampleEventRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['sample events'] });
  route(
    sampleEventEndpoints.view,
    async (request, reply) => {
      await recordSampleView(context, { sampleId: request.params.id, userAgent: request.headers['user-agent'] });
      return reply.code(204).send();
    },
    { config: { rateLimit: context.limits.sampleViews } },
  );
}
