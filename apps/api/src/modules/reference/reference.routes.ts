import { referenceEndpoints } from '@samplebank/contracts/reference';
import type { FastifyReply } from 'fastify';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { listCities, listCountries, listStates } from './reference.service.js';

// the lists change only with a new release of the postcode data, so browsers may keep them for an hour
async function cacheable<T>(reply: FastifyReply, list: Promise<T>): Promise<T> {
  const result = await list;
  reply.header('Cache-Control', 'public, max-age=3600');
  return result;
}

/** States, cities with their postcodes, and countries: the choices of the organization form's address fields. */
export async function referenceRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['reference data'] });
  route(referenceEndpoints.states, (_request, reply) => cacheable(reply, listStates(context)));
  route(referenceEndpoints.cities, (request, reply) =>
    cacheable(reply, listCities(context, { stateId: request.query.stateId })),
  );
  route(referenceEndpoints.countries, (_request, reply) => cacheable(reply, listCountries(context)));
}
