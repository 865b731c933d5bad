import { catalogueEndpoints } from '@samplebank/contracts/catalogue';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getSample, listCategories, listFacets, listSamples } from './catalogue.service.js';

export async function catalogueRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['catalogue'] });
  // the same for every visitor, so kept by URL; checked against its schema and turned into JSON once per
  // cache fill rather than once per request (a string is sent as it is)
  const sendCached = async <T>(url: string, reply: FastifyReply, schema: z.ZodType<T>, load: () => Promise<T>) => {
    const body = await context.catalogueCache.remember(url, async () => JSON.stringify(schema.parse(await load())));
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const { list, facets, get, categories } = catalogueEndpoints;

  route(list, (request, reply) =>
    sendCached(request.url, reply, list.response, () => listSamples(context, request.query)),
  );
  route(facets, (request, reply) => sendCached(request.url, reply, facets.response, () => listFacets(context)));
  route(get, (request, reply) =>
    sendCached(request.url, reply, get.response, () => getSample(context, { sampleId: request.params.id })),
  );
  route(categories, (request, reply) =>
    sendCached(request.url, reply, categories.response, () => listCategories(context)),
  );
}
