import { ZErrorResponseSchema } from '@samplebank/contracts/common';
import {
  ZCitiesQuerySchema,
  ZCitiesResponseSchema,
  ZCountriesResponseSchema,
  ZStatesResponseSchema,
} from '@samplebank/contracts/organizations';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../../platform/zod-app.js';
import { listCities, listCountries, listStates } from './reference.service.js';

const tags = ['reference data'];

// the lists change only with a new release of the postcode data, so browsers may keep them for an hour
async function cacheable<T>(reply: FastifyReply, list: Promise<T>): Promise<T> {
  const result = await list;
  reply.header('Cache-Control', 'public, max-age=3600');
  return result;
}

/** States, cities with their postcodes, and countries: the choices of the organization form's address fields. */
export async function referenceRoutes(app: ZodApp) {
  const { db } = app.context;
  app.get(
    '/states',
    {
      schema: { tags, summary: "Malaysia's states and federal territories", response: { 200: ZStatesResponseSchema } },
    },
    (_request, reply) => cacheable(reply, listStates(db)),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags,
        summary: 'The cities of a state, each with its postcodes',
        querystring: ZCitiesQuerySchema,
        response: { 200: ZCitiesResponseSchema, 400: ZErrorResponseSchema },
      },
    },
    (request, reply) => cacheable(reply, listCities(db, request.query.stateId)),
  );

  app.get(
    '/countries',
    { schema: { tags, summary: 'Countries', response: { 200: ZCountriesResponseSchema } } },
    (_request, reply) => cacheable(reply, listCountries(db)),
  );
}
