import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import {
  SAMPLE_REQUEST_MESSAGES,
  ZCreateSampleRequestSchema,
  ZSampleRequestSchema,
} from '@samplebank/contracts/requests';
import { z } from 'zod';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { createSampleRequest, getSampleRequest, listMySampleRequests } from './requests.service.js';

const tags = ['sample requests'];
const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 404: ZErrorResponseSchema };

export async function sampleRequestRoutes(app: ZodApp) {
  const { guards, limits } = app.context;
  app.post(
    '/request',
    {
      preHandler: guards.authenticate,
      config: { rateLimit: limits.sampleRequests },
      schema: {
        tags,
        summary: 'Request a sample the catalogue does not have',
        body: ZCreateSampleRequestSchema,
        response: {
          201: z.object({ message: z.string(), sampleRequest: ZSampleRequestSchema }),
          ...errors,
          429: ZErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const sampleRequest = await createSampleRequest(app.context, currentUser(request), request.body);
      return reply.status(201).send({ message: SAMPLE_REQUEST_MESSAGES.created, sampleRequest });
    },
  );
  app.get(
    '/requests/my',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's sample requests",
        response: { 200: z.object({ sampleRequests: z.array(ZSampleRequestSchema) }), ...errors },
      },
    },
    async (request) => ({ sampleRequests: await listMySampleRequests(app.context, currentUser(request)) }),
  );
  app.get(
    '/requests/:id',
    {
      preHandler: guards.authenticate,
      schema: {
        tags,
        summary: 'One sample request (its owner or staff)',
        params: ZIdParamsSchema,
        response: { 200: z.object({ sampleRequest: ZSampleRequestSchema }), ...errors },
      },
    },
    async (request) => ({
      sampleRequest: await getSampleRequest(app.context, currentUser(request), { requestId: request.params.id }),
    }),
  );
}
