import { brandPagePath } from '@samplebank/contracts/public-pages';
import {
  canonicalListingPath,
  countActiveFilters,
  type ListingState,
  parseListingState,
  serializeListingState,
} from './listing-state';

/**
 * Where a listing lives and what it always holds, whatever its address's query says: the whole catalogue at
 * `/samples`, or one brand's samples in its store at `/supplier-store/{id}`, whose brand is in its path.
 */
export type ListingScope = { path: string; brandId: string | null };

/** The listing of the whole catalogue. */
export const CATALOGUE_SCOPE: ListingScope = { path: '/samples', brandId: null };

/** A brand's samples in its store. */
export function brandScope(brandId: string): ListingScope {
  return { path: brandPagePath(brandId), brandId };
}

/** A state in the scope: a store lists its own brand, always. */
export function inScope(scope: ListingScope, state: ListingState): ListingState {
  return scope.brandId && state.manufacturer !== scope.brandId ? { ...state, manufacturer: scope.brandId } : state;
}

/** The listing's state as an address's query holds it, in the scope. */
export function listingStateIn(scope: ListingScope, params: URLSearchParams): ListingState {
  return inScope(scope, parseListingState(params));
}

/** The filters a visitor chose: a store's own brand is none of them (no chip, not counted, not cleared). */
export function chosenFilters(scope: ListingScope, state: ListingState): ListingState {
  return scope.brandId ? { ...state, manufacturer: null } : state;
}

/** The query of a state's address in the scope: a store's brand is in its path, not repeated in its query. */
export function listingParamsIn(scope: ListingScope, state: ListingState): URLSearchParams {
  return serializeListingState(chosenFilters(scope, state));
}

/** A state's address in the scope: its path and query. */
export function listingAddressIn(scope: ListingScope, state: ListingState): string {
  const query = listingParamsIn(scope, state).toString();
  return query ? `${scope.path}?${query}` : scope.path;
}

/** The one address search engines should keep for what the page shows (see `canonicalListingPath`). */
export function canonicalAddressIn(scope: ListingScope, state: ListingState): string {
  return canonicalListingPath(chosenFilters(scope, state), scope.path);
}

/** How many filters the visitor has in use (a store's own brand is not one). */
export function countChosenFilters(scope: ListingScope, state: ListingState): number {
  return countActiveFilters(chosenFilters(scope, state));
}
