import type { TSampleListSort, TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TOrganizationListItem } from '@samplebank/contracts/organizations';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';
import { isNotFoundError } from '../../lib/server-queries';

export type SampleListParams = {
  page?: number;
  limit?: number;
  search?: string;
  sort?: TSampleListSort;
  categoryId?: string;
  manufacturer?: string;
  /** the filter state as a JSON string (spec §7) */
  filters?: string;
  /** samples whose colour looks like this `#RRGGBB`, closest first (issue 17) */
  nearColor?: string;
};

/** The listing's query as far as it chooses samples: the facets count each filter's options for it. */
export type SampleFacetsParams = Pick<SampleListParams, 'search' | 'manufacturer' | 'filters' | 'nearColor'>;

/** A brand partner as the brand list shows it. */
export type Brand = TOrganizationListItem;

export const catalogueKeys = {
  samples: (params: SampleListParams) => [...queryRoots.samples, 'list', params] as const,
  sample: (sampleId: string) => [...queryRoots.samples, 'detail', sampleId] as const,
  categories: queryRoots.sampleCategories,
  brands: [...queryRoots.organizations, 'brands'] as const,
  facets: (params: SampleFacetsParams) => [...queryRoots.samples, 'facets', params] as const,
  similar: (sampleId: string) => [...queryRoots.samples, 'similar', sampleId] as const,
};

/** The spec's words when the listing cannot reach the API; the page shows them in its language (`results.fetchFailed`). */
export const SAMPLES_FETCH_FAILED = 'Failed to fetch samples from /samples';

export async function fetchSamples(params: SampleListParams, signal?: AbortSignal) {
  try {
    return await api.get('/samples', { query: params, signal });
  } catch (error) {
    // the spec's generic message, unless the server said what was wrong
    if (error instanceof ApiError && error.status === 0) throw new Error(SAMPLES_FETCH_FAILED);
    throw error;
  }
}

// What each query is (its key and how it is fetched), written once: the hooks below use them, and the server render
// fetches a public page's before rendering it (server-prefetch.ts)

/** One page of the sample listing. */
export const samplesQuery = (params: SampleListParams) =>
  queryOptions({ queryKey: catalogueKeys.samples(params), queryFn: ({ signal }) => fetchSamples(params, signal) });

/** The newest samples, for strips such as the home page's. */
export const latestSamplesQuery = (limit = 8) => samplesQuery({ limit, sort: 'newest_first' });

/** One sample; an id that is no sample's fails with a 404 ApiError. */
export const sampleQuery = (sampleId: string) =>
  queryOptions({
    queryKey: catalogueKeys.sample(sampleId),
    queryFn: ({ signal }) => api.get('/samples/:id', { params: { id: sampleId }, signal }),
  });

/** Brand partners (organizations of type BRAND), sorted by name. */
export const brandsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.brands,
    queryFn: async ({ signal }) => {
      const { organizations } = await api.get('/organizations', { query: { type: 'BRAND' }, signal });
      return organizations
        .filter((organization) => organization.type === 'BRAND')
        .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    },
    staleTime: 5 * 60_000,
  });

/** The category list and tree; they change rarely, so they are kept for ten minutes. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => api.get('/sample-categories', { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * The colours, usages and architectural styles the sidebar offers, and every filter's options counted for the
 * listing's query (`toSampleFacetsQuery`): one call for each distinct query, kept like the listing's pages.
 */
export const facetsQuery = (params: SampleFacetsParams = {}) =>
  queryOptions({
    queryKey: catalogueKeys.facets(params),
    queryFn: ({ signal }) => api.get('/samples/facets', { query: params, signal }),
  });

/** One page of the sample listing; the previous page stays on screen while the next one loads. */
export function useSamples(params: SampleListParams) {
  return useQuery({ ...samplesQuery(params), placeholderData: keepPreviousData });
}

/** The newest samples, for strips such as the home page's. */
export function useLatestSamples(limit = 8) {
  return useQuery({ ...latestSamplesQuery(limit), select: (response): TSampleSummary[] => response.samples });
}

/** One sample; an id that is no sample's fails with a 404 ApiError. */
export function useSample(sampleId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = sampleQuery(sampleId);
  return useQuery({
    ...sampleQuery(sampleId),
    enabled: Boolean(sampleId),
    // a sample found missing shows its "not found" at once rather than a skeleton while it is asked for again: the
    // server renders it so, and the browser hydrates it so (server-queries.ts); other errors are retried as usual
    retryOnMount: !isNotFoundError(queryClient.getQueryState(queryKey)?.error),
  });
}

/** A lookup a page may ask for only when it needs it: `enabled: false` neither asks nor waits for it. */
type LookupOptions = { enabled?: boolean };

/**
 * The category list and tree; they change rarely, so they are kept for ten minutes. A page that names no category
 * asks for them only once it has taken over (`enabled`): sent with the server's page, they were half its weight.
 */
export function useSampleCategories({ enabled = true }: LookupOptions = {}) {
  return useQuery({ ...categoriesQuery(), enabled });
}

/** Brand partners (organizations of type BRAND), sorted by name; `enabled` as for the categories. */
export function useBrands({ enabled = true }: LookupOptions = {}) {
  return useQuery({ ...brandsQuery(), enabled });
}

/**
 * The filters' options counted for the listing's query; the counts of the query before stay on screen while the next
 * ones load (no flicker of a blank or a zero).
 */
export function useSampleFacets(params: SampleFacetsParams) {
  return useQuery({ ...facetsQuery(params), placeholderData: keepPreviousData });
}
