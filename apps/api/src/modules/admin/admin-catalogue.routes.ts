import {
  ADMIN_MESSAGES,
  ZAdminCategorySchema,
  ZAdminCategoryTreeSchema,
  ZAdminSampleDetailSchema,
  ZAdminSampleListQuerySchema,
  ZAdminSampleListResponseSchema,
  ZAdminSampleRequestSchema,
  ZCreateCategoryRequestSchema,
  ZSampleImportErrorSchema,
  ZSampleImportReportSchema,
  ZSampleImportRequestSchema,
  ZUpdateCategoryRequestSchema,
} from '@samplebank/contracts/admin';
import { ZErrorResponseSchema, ZIdParamsSchema, ZMessageResponseSchema } from '@samplebank/contracts/common';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import {
  createAdminCategory,
  deleteAdminCategory,
  listAdminCategories,
  updateAdminCategory,
} from './admin-categories.service.js';
import { importSamples } from './admin-sample-import.service.js';
import {
  createAdminSample,
  deleteAdminSample,
  getAdminSample,
  listAdminSamples,
  updateAdminSample,
} from './admin-samples.service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
  409: ZErrorResponseSchema,
};
// a CSV of 2 MB travels inside JSON, where escaping can make it larger
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** The catalogue in the back office: samples, their CSV import, and categories. ADMIN only. */
export async function adminCatalogueRoutes(app: ZodApp) {
  const deps = app.context;

  app.get(
    '/samples',
    {
      schema: {
        tags,
        security,
        summary: 'Samples: searched, filtered by brand, category and stock',
        querystring: ZAdminSampleListQuerySchema,
        response: { 200: ZAdminSampleListResponseSchema, ...errors },
      },
    },
    (request) => listAdminSamples(deps, request.query),
  );

  app.get(
    '/samples/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One sample, every field',
        params: ZIdParamsSchema,
        response: { 200: ZAdminSampleDetailSchema, ...errors },
      },
    },
    (request) => getAdminSample(deps, { sampleId: request.params.id }),
  );

  app.post(
    '/samples',
    {
      schema: {
        tags,
        security,
        summary: 'Add a sample',
        body: ZAdminSampleRequestSchema,
        response: { 201: ZAdminSampleDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createAdminSample(deps, currentUser(request), request.body)),
  );

  app.put(
    '/samples/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a sample',
        params: ZIdParamsSchema,
        body: ZAdminSampleRequestSchema,
        response: { 200: ZAdminSampleDetailSchema, ...errors },
      },
    },
    (request) => updateAdminSample(deps, currentUser(request), { sampleId: request.params.id, sample: request.body }),
  );

  app.delete(
    '/samples/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a sample no order holds',
        params: ZIdParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    (request) => deleteAdminSample(deps, currentUser(request), { sampleId: request.params.id }),
  );

  app.post(
    '/samples/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Import a brand's samples from CSV: a dry run previews, otherwise all rows or none",
        body: ZSampleImportRequestSchema,
        response: { 200: ZSampleImportReportSchema, ...errors, 400: ZSampleImportErrorSchema },
      },
    },
    async (request, reply) => {
      const { report, refused } = await importSamples(deps, currentUser(request), request.body);
      if (refused)
        return reply.status(400).send({ message: ADMIN_MESSAGES.importInvalid, code: 'IMPORT_INVALID', ...report });
      return report;
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'The category tree with sample counts',
        response: { 200: ZAdminCategoryTreeSchema, ...errors },
      },
    },
    () => listAdminCategories(deps),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Add a category',
        body: ZCreateCategoryRequestSchema,
        response: { 201: ZAdminCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminCategory(deps, currentUser(request), request.body)),
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or move a category',
        params: ZIdParamsSchema,
        body: ZUpdateCategoryRequestSchema,
        response: { 200: ZAdminCategorySchema, ...errors },
      },
    },
    (request) =>
      updateAdminCategory(deps, currentUser(request), { categoryId: request.params.id, changes: request.body }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an empty category without subcategories',
        params: ZIdParamsSchema,
        response: { 200: ZMessageResponseSchema, ...errors },
      },
    },
    (request) => deleteAdminCategory(deps, currentUser(request), { categoryId: request.params.id }),
  );
}
