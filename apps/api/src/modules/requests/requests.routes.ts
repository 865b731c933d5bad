import { SAMPLE_REQUEST_MESSAGES, sampleRequestEndpoints } from '@samplebank/contracts/requests';
import { currentUser } from '../../platform/auth.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { createSampleRequest, getSampleRequest, listMySampleRequests } from './requests.service.js';

export async function sampleRequestRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['sample requests'] });
  route(
    sampleRequestEndpoints.create,
    async (request) => {
      const sampleRequest = await createSampleRequest(context, currentUser(request), request.body);
      return { message: SAMPLE_REQUEST_MESSAGES.created, sampleRequest };
    },
    { config: { rateLimit: context.limits.sampleRequests } },
  );
  route(sampleRequestEndpoints.mine, async (request) => ({
    sampleRequests: await listMySampleRequests(context, currentUser(request)),
  }));
  route(sampleRequestEndpoints.get, async (request) => ({
    sampleRequest: await getSampleRequest(context, currentUser(request), { requestId: request.params.id }),
  }));
}
