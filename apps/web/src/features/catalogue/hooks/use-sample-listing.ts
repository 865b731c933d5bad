import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSampleFacets, useSamples } from '../api';
import { CATALOGUE_SCOPE, type ListingScope } from '../filters/listing-scope';
import { toSampleFacetsQuery, toSampleListQuery } from '../filters/listing-state';
import { useListingState } from './use-listing-state';
import { useNextPagePrefetch } from './use-next-page-prefetch';

/**
 * A listing's state and data, for the whole catalogue or a brand's store (`scope`): the state its address holds, the
 * page of samples and the filters' counts for it, the next page asked for ahead of a Next click.
 */
export function useSampleListing(scope: ListingScope = CATALOGUE_SCOPE) {
  const listingState = useListingState(scope);
  const { committed, isSettling, hrefForPage } = listingState;
  const samplesQuery = useSamples(toSampleListQuery(committed));
  const navigate = useNavigate();
  // the old grid stays, dimmed, while a change waits its turn or its page loads: no blank, no jump
  const isLoadingChange = isSettling || samplesQuery.isPlaceholderData;
  useNextPagePrefetch(committed, samplesQuery.data, samplesQuery.isSuccess && !samplesQuery.isPlaceholderData);
  // a page past the last (an old link, a shrunk catalogue) becomes the last page, in place of this entry
  const lastPage = samplesQuery.data?.totalPages ?? 0;
  const isPastLastPage =
    samplesQuery.isSuccess &&
    !samplesQuery.isPlaceholderData &&
    samplesQuery.data.samples.length === 0 &&
    lastPage > 0 &&
    committed.page > lastPage;
  useEffect(() => {
    if (isPastLastPage) navigate(hrefForPage(lastPage), { replace: true, preventScrollReset: true });
  }, [isPastLastPage, lastPage, hrefForPage, navigate]);
  // asked here so that the options and their counts travel with the server's page and the filters drawn later find
  // them; each query's counts once, the previous ones shown while the next load
  const facetsQuery = useSampleFacets(toSampleFacetsQuery(committed));
  return { ...listingState, scope, samplesQuery, facetsQuery, isLoadingChange };
}

/** What a listing's page and its parts read (`useSampleListing`). */
export type SampleListingData = ReturnType<typeof useSampleListing>;
