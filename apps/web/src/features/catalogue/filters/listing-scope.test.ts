import { describe, expect, it } from 'vitest';
import {
  brandScope,
  CATALOGUE_SCOPE,
  canonicalAddressIn,
  chosenFilters,
  countChosenFilters,
  listingAddressIn,
  listingStateIn,
} from './listing-scope';
import { EMPTY_LISTING_STATE } from './listing-state';

const BRAND = '630a51fc-9f5d-41de-b0a3-2a82ea59abcc';
const OTHER = '11111111-1111-4111-8111-111111111111';
const store = brandScope(BRAND);

describe('a listing’s scope', () => {
  it('lists the whole catalogue at /samples, the brand a filter like any other', () => {
    const state = listingStateIn(CATALOGUE_SCOPE, new URLSearchParams(`manufacturer=${BRAND}&page=2`));
    expect(state.manufacturer).toBe(BRAND);
    expect(listingAddressIn(CATALOGUE_SCOPE, state)).toBe(`/samples?manufacturer=${BRAND}&page=2`);
    expect(countChosenFilters(CATALOGUE_SCOPE, state)).toBe(1);
  });

  it('lists a store’s own brand at its own address, whatever the query names', () => {
    expect(store.path).toBe(`/supplier-store/${BRAND}`);
    expect(listingStateIn(store, new URLSearchParams()).manufacturer).toBe(BRAND);
    expect(listingStateIn(store, new URLSearchParams(`manufacturer=${OTHER}`)).manufacturer).toBe(BRAND);
  });

  it('writes a store’s address without its brand in the query, and counts the brand as no filter chosen', () => {
    const state = listingStateIn(store, new URLSearchParams('certifications=gbi&sort=newest_first&page=3'));
    expect(listingAddressIn(store, state)).toBe(`/supplier-store/${BRAND}?certifications=gbi&sort=newest_first&page=3`);
    expect(listingAddressIn(store, { ...state, certifications: [], sort: EMPTY_LISTING_STATE.sort, page: 1 })).toBe(
      `/supplier-store/${BRAND}`,
    );
    expect(countChosenFilters(store, state)).toBe(1);
    expect(chosenFilters(store, state).manufacturer).toBeNull();
  });

  it('gives a store page one canonical address: its filters and page, not its order or cursor', () => {
    const state = listingStateIn(
      store,
      new URLSearchParams('sort=price_low_to_high&after=abc&page=2&availability=out-of-stock&availability=in-stock'),
    );
    expect(canonicalAddressIn(store, state)).toBe(
      `/supplier-store/${BRAND}?availability=in-stock&availability=out-of-stock&page=2`,
    );
    expect(canonicalAddressIn(store, listingStateIn(store, new URLSearchParams()))).toBe(`/supplier-store/${BRAND}`);
  });
});
