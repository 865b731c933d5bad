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
import type { AppContext } from '../../app.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getSample, listCategories, listFacets, listSamples } from './catalogue.service.js';

const tags = ['catalogue'];

async function sendJson(reply: FastifyReply, body: Promise<string>) {
  return reply.type('application/json; charset=utf-8').send(await body);
}

export function registerCatalogueRoutes(app: ZodApp, { db, storage, catalogueCache: cache }: AppContext) {
  // an answer is checked against its schema and turned into JSON once per cache fill, not once per request
  const json = <T>(key: string, schema: z.ZodType<T>, load: () => Promise<T>) =>
    cache.remember(key, async () => JSON.stringify(schema.parse(await load())));

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
      sendJson(
        reply,
        json(request.url, ZSampleListResponseSchema, () => listSamples(db, storage, request.query, cache)),
      ),
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
    (request, reply) =>
      sendJson(
        reply,
        json(request.url, ZSampleFacetsResponseSchema, () => listFacets(db)),
      ),
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
      sendJson(
        reply,
        json(request.url, ZSampleDetailSchema, () => getSample(db, storage, request.params.id)),
      ),
  );

  app.get(
    '/sample-categories',
    { schema: { tags, summary: 'The category tree', response: { 200: ZSampleCategoriesResponseSchema } } },
    (request, reply) =>
      sendJson(
        reply,
        json(request.url, ZSampleCategoriesResponseSchema, () => listCategories(db)),
      ),
  );
}
