import type { TState } from '@samplebank/contracts/reference';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import { useT } from './i18n';
import { queryRoots } from './query-keys';

// Malaysia's states, cities and postcodes (GET /organizations/states, /cities): the address choices of the company
// form and of the registration wizard, so both offer the same places and the server accepts what they send.

/** An entry of a reference list (a state, a city): its id and its name. */
export type TPlace = TState;

export const placeKeys = {
  states: [...queryRoots.organizations, 'states'] as const,
  cities: (stateId: string) => [...queryRoots.organizations, 'cities', stateId] as const,
};

// the server's message when it sent one, else the spec's generic text
const withFallback = (error: unknown, message: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error : new Error(message);

// the reference lists change only with a new release of the postcode data
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** `GET /organizations/states`: Malaysia's states and federal territories. */
export function useStates() {
  const t = useT('common');
  return useQuery({
    queryKey: placeKeys.states,
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/organizations/states', { signal });
      } catch (error) {
        throw withFallback(error, t('places.statesFailed'));
      }
    },
    staleTime: REFERENCE_STALE_MS,
  });
}

/** `GET /organizations/cities?stateId=`: the cities of one state, each with its postcodes; idle until a state is chosen. */
export function useCities(stateId: string) {
  const t = useT('common');
  return useQuery({
    queryKey: placeKeys.cities(stateId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/organizations/cities', { query: { stateId }, signal });
      } catch (error) {
        throw withFallback(error, t('places.citiesFailed'));
      }
    },
    enabled: stateId !== '',
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The entry of a list whose name matches, case and extra spaces aside (a profile stores names, forms use ids). */
export function findByName<T extends TPlace>(list: readonly T[] | undefined, name: unknown): T | undefined {
  if (typeof name !== 'string' || !name.trim()) return undefined;
  const wanted = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return list?.find((entry) => entry.name.toLowerCase() === wanted);
}
