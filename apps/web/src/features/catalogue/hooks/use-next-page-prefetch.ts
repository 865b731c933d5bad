import type { TSampleListResponse } from '@samplebank/contracts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { samplesQuery } from '../api';
import { type ListingState, toSampleListQuery } from '../filters/listing-state';

/**
 * Once a page is shown, asks for the next one as its Next link will (page + 1, `after` the last sample shown), so
 * Next shows it at once. The request waits for an idle moment, so it never competes with the page's own images.
 */
export function useNextPagePrefetch(committed: ListingState, shown: TSampleListResponse | undefined, isShown: boolean) {
  const queryClient = useQueryClient();
  const nextCursor = isShown ? shown?.nextCursor : null;
  const currentPage = shown?.currentPage;
  useEffect(() => {
    if (!nextCursor || currentPage === undefined) return;
    const next = toSampleListQuery({ ...committed, page: currentPage + 1, cursor: { after: nextCursor } });
    const prefetch = () => void queryClient.prefetchQuery(samplesQuery(next));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetch, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [queryClient, committed, nextCursor, currentPage]);
}
