import { catalogueEndpoints, type TSampleFacetsQuery, type TSampleListQuery } from '@samplebank/contracts/catalogue';
import { similarSamplesEndpoints } from '@samplebank/contracts/similar';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { getSample, listCategories, listSamples, sortOf } from './catalogue.service.js';
import { countFacets } from './catalogue-facets.js';
import { FacetIndexKeeper } from './facet-index-keeper.js';
import { recordSearchMiss } from './search-misses.repository.js';
import { findSimilarSamples } from './similar-samples.js';

export async function catalogueRoutes(app: ZodApp) {
  const context = app.context;
  // the catalogue's reads go to the read replica when there is one (DATABASE_READ_URL)
  // the facet index (ADR 0023): read at start, kept up to date with the changes every process announces
  const facetIndex = new FacetIndexKeeper(
    context.catalogueDb,
    app.log,
    Date.now,
    context.config.catalogueCacheSeconds * 1000,
  );
  context.catalogueChanges.follow(facetIndex);
  app.addHook('onReady', async () => {
    void facetIndex.load();
  });
  const reads = { ...context, db: context.catalogueDb, facetIndex };
  const route = routesFor(app, { tags: ['catalogue'] });
  // the same for every visitor, so kept per query (listingKey); checked against its schema and turned into JSON once
  // per cache fill rather than once per request (a string is sent as it is)
  const sendCached = async <T>(key: string, reply: FastifyReply, schema: z.ZodType<T>, load: () => Promise<T>) => {
    const body = await context.catalogueCache.remember(key, async () => JSON.stringify(schema.parse(await load())));
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const { list, facets, get, categories } = catalogueEndpoints;

  // a search that finds nothing is counted for staff (on the primary database), once per answer the cache keeps
  const listAndCountMisses = async (query: TSampleListQuery) => {
    const result = await listSamples(reads, query);
    if (query.search && result.searchMatch !== null && result.totalSamples === 0)
      await recordSearchMiss(context.db, query.search).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not count a search that found nothing'),
      );
    return result;
  };
  route(list, (request, reply) =>
    sendCached(listingKey(request.query), reply, list.response, () => listAndCountMisses(request.query)),
  );
  route(facets, (request, reply) =>
    sendCached(facetsKey(request.query), reply, facets.response, () => countFacets(reads, request.query)),
  );
  route(get, (request, reply) =>
    sendCached(`sample:${request.params.id}`, reply, get.response, () =>
      getSample(reads, { sampleId: request.params.id }),
    ),
  );
  route(similarSamplesEndpoints.similar, (request, reply) =>
    sendCached(`similar:${request.params.id}`, reply, similarSamplesEndpoints.similar.response, () =>
      findSimilarSamples(reads, { sampleId: request.params.id }),
    ),
  );
  route(categories, (_request, reply) =>
    sendCached('categories', reply, categories.response, () => listCategories(reads)),
  );
}

/** JSON with every object's keys in order, so two spellings of one value give one string. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The cache key of a listing: the query as the schema read it (defaults filled in, the order as `sortOf` settles it), in one order, with the filters'
 * JSON in one order and the categories sorted, so `?limit=15&page=1`, `?page=1&limit=15` and `?limit=15` share an
 * answer. Filters that are not JSON keep their text: the service refuses them, and a refusal is never kept.
 */
function listingKey(query: TSampleListQuery): string {
  return `samples:${stableJson({ ...inOneSpelling(query), sort: sortOf(query) })}`;
}

/** The cache key of the facets of a listing's query (see `listingKey`). */
function facetsKey(query: TSampleFacetsQuery): string {
  return `facets:${stableJson(inOneSpelling(query))}`;
}

/** A query with its filters' JSON parsed (its keys are put in order by `stableJson`) and its categories sorted. */
function inOneSpelling<Q extends Pick<TSampleListQuery, 'filters' | 'categoryId'>>(query: Q) {
  let filters: unknown = query.filters;
  try {
    filters = query.filters === undefined ? undefined : JSON.parse(query.filters);
  } catch {
    // kept as sent
  }
  const categoryId = Array.isArray(query.categoryId) ? [...query.categoryId].sort() : query.categoryId;
  return { ...query, filters, categoryId };
}
