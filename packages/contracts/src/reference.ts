import type { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  ZCitiesQuerySchema,
  ZCitiesResponseSchema,
  ZCountriesResponseSchema,
  type ZStateSchema,
  ZStatesResponseSchema,
} from './organizations.js';

/** A state (or a country) of the reference lists: its id and its name. */
export type TState = z.infer<typeof ZStateSchema>;

// states, cities with their postcodes, and countries: the choices of the address fields, under /organizations
export const referenceEndpoints = {
  states: endpoint({
    method: 'GET',
    path: '/organizations/states',
    summary: "Malaysia's states and federal territories",
    auth: 'public',
    response: ZStatesResponseSchema,
  }),
  cities: endpoint({
    method: 'GET',
    path: '/organizations/cities',
    summary: 'The cities of a state, each with its postcodes',
    auth: 'public',
    query: ZCitiesQuerySchema,
    response: ZCitiesResponseSchema,
    errors: [400],
  }),
  countries: endpoint({
    method: 'GET',
    path: '/organizations/countries',
    summary: 'Countries',
    auth: 'public',
    response: ZCountriesResponseSchema,
  }),
};
