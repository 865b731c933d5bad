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
import { brandScope, listingStateIn } from './features/catalogue/filters/listing-scope';
import {
  listingLookups,
  parseListingState,
  toSampleFacetsQuery,
  toSampleListQuery,
} from './features/catalogue/filters/listing-state';
import { supplierStoreQuery } from './features/catalogue/store/store-api';
import { partnerCategoriesQuery } from './features/content/partner-application-api';
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
    case paths.becomePartner.path:
      return [client.prefetchQuery(partnerCategoriesQuery())];
    case paths.supplierStore.path:
      return match.params.brandId ? [prefetchStore(client, match.params.brandId, url)] : [];
    default:
      return [];
  }
}

/**
 * A brand's store, then its first page of samples and their filters' counts: only for a brand that lists samples,
 * as the page asks (a missing store's page is the not-found page, which carries no listing).
 */
async function prefetchStore(client: QueryClient, brandId: string, url: URL): Promise<void> {
  const store = supplierStoreQuery(brandId);
  await client.prefetchQuery(store);
  if (!client.getQueryData(store.queryKey)?.sampleCount) return;
  const state = listingStateIn(brandScope(brandId), url.searchParams);
  await Promise.all([
    client.prefetchQuery(samplesQuery(toSampleListQuery(state))),
    client.prefetchQuery(facetsQuery(toSampleFacetsQuery(state))),
  ]);
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
