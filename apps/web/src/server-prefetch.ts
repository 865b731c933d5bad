// What a public page's first render asks for, fetched before it (entry-server.tsx): the page then renders once with its
// data, where it rendered once empty to find out what it asks for, then again with the answers. A query it asks for
// that is not here (one that depends on another's answer) is still found by that first render, which then renders
// again. A query prefetched here that the page did not ask for would go to the browser for nothing: each
// one is the page's own query options (features/*/api.ts), so the keys cannot drift apart.
import type { QueryClient } from '@tanstack/react-query';
import type { StaticHandlerContext } from 'react-router';
import { paths } from './config/paths';
import {
  brandsQuery,
  categoriesQuery,
  facetsQuery,
  latestSamplesQuery,
  sampleQuery,
  samplesQuery,
} from './features/catalogue/api';
import {
  listingLookups,
  parseListingState,
  toSampleFacetsQuery,
  toSampleListQuery,
} from './features/catalogue/filters/listing-state';
import { pageSettingsQuery } from './features/home/api';

type Match = StaticHandlerContext['matches'][number];

/** The queries the page of `match` asks for on every visit, being fetched into `client`. */
function prefetches(client: QueryClient, match: Match, url: URL): Promise<void>[] {
  switch (match.route.path) {
    case paths.home.path:
      return [
        client.prefetchQuery(pageSettingsQuery()),
        client.prefetchQuery(brandsQuery()),
        client.prefetchQuery(latestSamplesQuery()),
      ];
    case paths.samples.path: {
      const state = parseListingState(url.searchParams);
      const lookups = listingLookups(state);
      return [
        client.prefetchQuery(samplesQuery(toSampleListQuery(state))),
        client.prefetchQuery(facetsQuery(toSampleFacetsQuery(state))),
        ...(lookups.categories ? [client.prefetchQuery(categoriesQuery())] : []),
        ...(lookups.brands ? [client.prefetchQuery(brandsQuery())] : []),
      ];
    }
    case paths.sampleDetails.path:
      return match.params.sampleId ? [client.prefetchQuery(sampleQuery(match.params.sampleId))] : [];
    case paths.brands.path:
      return [client.prefetchQuery(brandsQuery())];
    default:
      return [];
  }
}

/**
 * Fetches what the page at `url` asks for into `queryClient`, each query as the page's own hook would (a failure is
 * kept as the query's error, which the page shows, as in the browser).
 */
export async function prefetchPage(queryClient: QueryClient, context: StaticHandlerContext, url: URL) {
  const page = context.matches.at(-1);
  if (!page) return;
  await Promise.all(prefetches(queryClient, page, url));
}
