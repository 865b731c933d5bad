import {
  ZSampleCategoriesResponseSchema,
  ZSampleDetailSchema,
  ZSampleFacetsResponseSchema,
  ZSampleListQuerySchema,
  ZSampleListResponseSchema,
} from '@samplebank/contracts/catalogue';
import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import type { AppContext } from '../../app.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getSample, listCategories, listFacets, listSamples } from './catalogue.service.js';

const tags = ['catalogue'];

export function registerCatalogueRoutes(app: ZodApp, { db, storage, catalogueCache: cache }: AppContext) {
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
    (request) => cache.remember(request.url, () => listSamples(db, storage, request.query, cache)),
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
    (request) => cache.remember(request.url, () => listFacets(db)),
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
    (request) => cache.remember(request.url, () => getSample(db, storage, request.params.id)),
  );

  app.get(
    '/sample-categories',
    { schema: { tags, summary: 'The category tree', response: { 200: ZSampleCategoriesResponseSchema } } },
    (request) => cache.remember(request.url, () => listCategories(db)),
  );
}
