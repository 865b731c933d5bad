import type { TPartnerApplicationInput } from '@samplebank/contracts/partner-applications';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';

/**
 * The catalogue's categories, whose top level the application's checkboxes offer: the same call and key as the
 * catalogue's own (`GET /sample-categories`), so a visitor coming from the listing has them already.
 */
export const partnerCategoriesQuery = () =>
  queryOptions({
    queryKey: queryRoots.sampleCategories,
    queryFn: ({ signal }) => api.get('/sample-categories', { signal }),
    staleTime: 10 * 60_000,
  });

/** The top-level categories, in the catalogue's order. */
export function usePartnerCategories() {
  return useQuery({ ...partnerCategoriesQuery(), select: (data) => data.tree });
}

/** Sends a "Become a brand partner" application (`POST /partner-applications`). */
export function useApplyAsPartner() {
  return useMutation({
    mutationFn: (body: TPartnerApplicationInput) => api.post('/partner-applications', { body }),
  });
}
