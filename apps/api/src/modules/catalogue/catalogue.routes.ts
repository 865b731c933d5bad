import {
  ZSampleCategoriesResponseSchema,
  ZSampleDetailSchema,
  ZSampleFacetsResponseSchema,
  ZSampleListQuerySchema,
  ZSampleListResponseSchema,
} from '@samplebank/contracts/catalogue';
import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ZodApp } from '../../platform/zod-app.js';
import { getSample, listCategories, listFacets, listSamples } from './catalogue.service.js';

const tags = ['catalogue'];

export async function catalogueRoutes(app: ZodApp) {
  const { db, storage, catalogueCache: cache } = app.context;
  // the same for every visitor, so kept by URL; checked against its schema and turned into JSON once per
  // cache fill rather than once per request (a string is sent as it is)
  const sendCached = async <T>(url: string, reply: FastifyReply, schema: z.ZodType<T>, load: () => Promise<T>) => {
    const body = await cache.remember(url, async () => JSON.stringify(schema.parse(await load())));
    return reply.type('application/json; charset=utf-8').send(body);
  };

  app.get(
    '/samples',
    {
      schema: {
        tags,
        summary: 'List samples: paginated, searched, filtered and sorted',
        querystring: ZSampleListQuerySchema,
        response: { 200: ZSampleListResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    (request, reply) =>
      sendCached(request.url, reply, ZSampleListResponseSchema, () => listSamples(db, storage, request.query, cache)),
  );

  app.get(
    '/samples/facets',
    {
      schema: {
        tags,
        summary: 'Filter values: colours, usages, styles',
        response: { 200: ZSampleFacetsResponseSchema },
      },
    },
    (request, reply) => sendCached(request.url, reply, ZSampleFacetsResponseSchema, () => listFacets(db)),
  );

  app.get(
    '/samples/:id',
    {
      schema: {
        tags,
        summary: 'One sample',
        params: ZIdParamsSchema,
        response: { 200: ZSampleDetailSchema, 400: ZErrorResponseSchema, 404: ZErrorResponseSchema },
      },
    },
    (request, reply) =>
      sendCached(request.url, reply, ZSampleDetailSchema, () => getSample(db, storage, request.params.id)),
  );

  app.get(
    '/sample-categories',
    { schema: { tags, summary: 'The category tree', response: { 200: ZSampleCategoriesResponseSchema } } },
    (request, reply) => sendCached(request.url, reply, ZSampleCategoriesResponseSchema, () => listCategories(db)),
  );
}
