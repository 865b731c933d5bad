import { describe, expect, it } from 'vitest';
import {
  canonicalListingPath,
  clearFilters,
  countActiveFilters,
  EMPTY_LISTING_STATE,
  hasUnusableValues,
  type ListingState,
  listingLookups,
  parseListingState,
  serializeListingState,
  sortForSearch,
  toggleSingle,
  toggleValue,
  toSampleFacetsQuery,
  toSampleListQuery,
} from './listing-state';
import { EMPTY_SPEC_FILTERS } from './spec-filter-state';

const BRAND = '630a51fc-9f5d-41de-b0a3-2a82ea59abcc';
const CATEGORY_A = '11111111-1111-4111-8111-111111111111';
const CATEGORY_B = '22222222-2222-4222-8222-222222222222';

const full: ListingState = {
  page: 3,
  cursor: { after: 'WyJwcmljZV9sb3dfdG9faGlnaCIsMTAsImlkIl0' },
  search: 'oak',
  sort: 'price_low_to_high',
  categoryIds: [CATEGORY_A, CATEGORY_B],
  manufacturer: BRAND,
  color: 'Natural Oak',
  usage: 'Interior',
  architectural: 'Flooring',
  availability: ['in-stock'],
  price: [100, 600],
  nearColor: null,
  ...EMPTY_SPEC_FILTERS,
};

/** A listing narrowed by every filter of issue 17: a colour and each specification. */
const discovery: ListingState = {
  ...full,
  nearColor: '#C8B89A',
  certifications: ['myhijau', 'gbi'],
  fireBs476: ['class-0'],
  euroclass: ['A2', 'A1'],
  slipRatings: ['R11'],
  vocLevels: ['a-plus'],
  madeInMalaysia: true,
  recycledMin: 30,
  leadTimeMax: 14,
};

describe('listing state in the address', () => {
  it('round-trips every filter, the search, the sort and the page', () => {
    const params = serializeListingState(full);
    expect(parseListingState(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it('keeps Previous’s cursor too, and sends either to the API', () => {
    const previous: ListingState = { ...full, cursor: { before: 'abc' } };
    const params = serializeListingState(previous);
    expect(params.get('before')).toBe('abc');
    expect(params.has('after')).toBe(false);
    expect(parseListingState(params)).toEqual(previous);
    expect(toSampleListQuery(previous)).toMatchObject({ page: 3, before: 'abc' });
    expect(toSampleListQuery(full)).toMatchObject({ page: 3, after: 'WyJwcmljZV9sb3dfdG9faGlnaCIsMTAsImlkIl0' });
  });

  it('leaves defaults out of the address', () => {
    expect(serializeListingState(EMPTY_LISTING_STATE).toString()).toBe('');
    expect(parseListingState(new URLSearchParams())).toEqual(EMPTY_LISTING_STATE);
  });

  it('reads the spec’s manufacturer and categoryId parameters', () => {
    const state = parseListingState(new URLSearchParams(`manufacturer=${BRAND}&categoryId=${CATEGORY_A}`));
    expect(state.manufacturer).toBe(BRAND);
    expect(state.categoryIds).toEqual([CATEGORY_A]);
  });

  it('falls back to defaults for malformed values', () => {
    const state = parseListingState(
      new URLSearchParams('page=-2&sort=cheapest&availability=maybe&minPrice=abc&maxPrice=99999'),
    );
    expect(state.page).toBe(1);
    expect(state.sort).toBe('availability_first');
    expect(state.availability).toEqual([]);
    expect(state.price).toEqual([0, 1000]);
  });

  it('leaves out a category or brand that is no id (a stale or mistyped link), and says the address had one', () => {
    const stale = new URLSearchParams(`categoryId=marble&categoryId=${CATEGORY_A}&manufacturer=indera-terrazzo`);
    const state = parseListingState(stale);
    expect(state.categoryIds).toEqual([CATEGORY_A]);
    expect(state.manufacturer).toBeNull();
    expect(hasUnusableValues(stale)).toBe(true);
    // what the address keeps then is clean
    expect(hasUnusableValues(serializeListingState(state))).toBe(false);
    expect(serializeListingState(state).toString()).toBe(`categoryId=${CATEGORY_A}`);
  });

  it('finds nothing unusable in a clean address, and finds a bad sort, availability or page', () => {
    expect(hasUnusableValues(serializeListingState(full))).toBe(false);
    expect(hasUnusableValues(new URLSearchParams())).toBe(false);
    expect(hasUnusableValues(new URLSearchParams('sort=cheapest'))).toBe(true);
    expect(hasUnusableValues(new URLSearchParams('availability=maybe'))).toBe(true);
    expect(hasUnusableValues(new URLSearchParams('page=0'))).toBe(true);
    expect(hasUnusableValues(new URLSearchParams('page=2.5'))).toBe(true);
    // a version-less id the API would refuse
    expect(hasUnusableValues(new URLSearchParams('categoryId=00000000-0000-0000-0000-000000000001'))).toBe(true);
  });

  it('never reads a minimum above the maximum', () => {
    expect(parseListingState(new URLSearchParams('minPrice=800&maxPrice=300')).price).toEqual([800, 800]);
  });
});

describe('the samples query', () => {
  it('sends the brand as manufacturer and the other filters as JSON', () => {
    const query = toSampleListQuery(full);
    expect(query).toMatchObject({ page: 3, limit: 15, search: 'oak', sort: 'price_low_to_high', manufacturer: BRAND });
    expect(JSON.parse(query.filters ?? '{}')).toEqual({
      price: [100, 600],
      color: 'Natural Oak',
      sampleCategoryIds: [CATEGORY_A, CATEGORY_B],
      availability: ['in-stock'],
      usage: 'Interior',
      architectural: 'Flooring',
    });
  });

  it('sends no filters when none are set', () => {
    expect(toSampleListQuery(EMPTY_LISTING_STATE).filters).toBeUndefined();
  });

  it('asks for the categories with the page only when one names it, the brands only for a brand’s listing', () => {
    expect(listingLookups(EMPTY_LISTING_STATE)).toEqual({ categories: false, brands: false });
    expect(listingLookups({ ...EMPTY_LISTING_STATE, categoryIds: [CATEGORY_A] })).toEqual({
      categories: true,
      brands: false,
    });
    expect(listingLookups({ ...EMPTY_LISTING_STATE, categoryIds: [CATEGORY_A, CATEGORY_B] }).categories).toBe(false);
    expect(listingLookups({ ...EMPTY_LISTING_STATE, manufacturer: BRAND })).toEqual({
      categories: false,
      brands: true,
    });
  });
});

describe('filter toggles', () => {
  it('multi-select toggles add and remove', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('single-select replaces, and choosing again clears', () => {
    expect(toggleSingle('Grey', 'Beige')).toBe('Beige');
    expect(toggleSingle('Beige', 'Beige')).toBeNull();
  });

  it('counts and clears the filters, keeping search and sort', () => {
    expect(countActiveFilters(full)).toBe(8);
    const cleared = clearFilters(full);
    expect(countActiveFilters(cleared)).toBe(0);
    expect(cleared.search).toBe('oak');
    expect(cleared.sort).toBe('price_low_to_high');
  });
});

describe('Best match while searching', () => {
  it('orders a search by best match when the address names no sort, and asks the API for it', () => {
    const state = parseListingState(new URLSearchParams('search=marble'));
    expect(state.sort).toBe('best_match');
    expect(serializeListingState(state).toString()).toBe('search=marble');
    expect(toSampleListQuery(state)).toMatchObject({ search: 'marble', sort: 'best_match' });
  });

  it('keeps another sort chosen during a search in the address, Stock First included', () => {
    const stockFirst = parseListingState(new URLSearchParams('search=marble&sort=availability_first'));
    expect(stockFirst.sort).toBe('availability_first');
    expect(serializeListingState(stockFirst).toString()).toBe('search=marble&sort=availability_first');
    expect(parseListingState(new URLSearchParams('search=marble&sort=price_low_to_high')).sort).toBe(
      'price_low_to_high',
    );
  });

  it('reads best match without a search as the default order, and finds nothing unusable in it', () => {
    const params = new URLSearchParams('sort=best_match');
    expect(hasUnusableValues(params)).toBe(false);
    expect(parseListingState(params).sort).toBe('availability_first');
  });

  it('turns to best match when a search starts with no sort chosen, and back to Stock First when it is cleared', () => {
    const browsing = { ...EMPTY_LISTING_STATE };
    const searching = { ...browsing, search: 'oak' };
    expect(sortForSearch(browsing, searching)).toBe('best_match');
    const bestMatch = { ...searching, sort: 'best_match' as const };
    expect(sortForSearch(bestMatch, { ...bestMatch, search: 'oak plank' })).toBe('best_match');
    expect(sortForSearch(bestMatch, { ...bestMatch, search: '' })).toBe('availability_first');
  });

  it('keeps a sort the user chose when a search starts or ends', () => {
    const byPrice = { ...EMPTY_LISTING_STATE, sort: 'price_low_to_high' as const };
    expect(sortForSearch(byPrice, { ...byPrice, search: 'oak' })).toBe('price_low_to_high');
    const searchingByPrice = { ...byPrice, search: 'oak' };
    expect(sortForSearch(searchingByPrice, { ...searchingByPrice, search: '' })).toBe('price_low_to_high');
    const searching = { ...EMPTY_LISTING_STATE, search: 'oak', sort: 'best_match' as const };
    expect(sortForSearch(searching, { ...searching, sort: 'newest_first' })).toBe('newest_first');
  });

  it('leaves the sort out of the canonical address of a search', () => {
    expect(canonicalListingPath(parseListingState(new URLSearchParams('search=oak&sort=newest_first')))).toBe(
      '/samples?search=oak',
    );
  });
});

describe('canonicalListingPath', () => {
  it('keeps the filters, search and page in one order, without the sort or a cursor', () => {
    const state = parseListingState(
      new URLSearchParams(
        `sort=price_low_to_high&page=3&after=abc&categoryId=${CATEGORY_B}&categoryId=${CATEGORY_A}&availability=out-of-stock&availability=in-stock&search=oak`,
      ),
    );
    expect(canonicalListingPath(state)).toBe(
      `/samples?search=oak&categoryId=${CATEGORY_A}&categoryId=${CATEGORY_B}&availability=in-stock&availability=out-of-stock&page=3`,
    );
    expect(canonicalListingPath(parseListingState(new URLSearchParams('sort=newest_first')))).toBe('/samples');
  });
});

describe('the colour match and the specifications in the address (issue 17)', () => {
  it('round-trips the asked colour and every spec filter', () => {
    const params = serializeListingState(discovery);
    expect(params.get('nearColor')).toBe('C8B89A');
    expect(params.getAll('certifications')).toEqual(['myhijau', 'gbi']);
    expect(params.get('madeInMalaysia')).toBe('1');
    expect(hasUnusableValues(params)).toBe(false);
    // read back in the order the options are offered
    expect(parseListingState(new URLSearchParams(params.toString()))).toEqual({
      ...discovery,
      certifications: ['gbi', 'myhijau'],
      euroclass: ['A1', 'A2'],
    });
  });

  it('reads a hex code with or without its "#", short or long, in any case', () => {
    expect(parseListingState(new URLSearchParams('nearColor=c8b89a')).nearColor).toBe('#C8B89A');
    expect(parseListingState(new URLSearchParams('nearColor=%23c8b89a')).nearColor).toBe('#C8B89A');
    expect(parseListingState(new URLSearchParams('nearColor=abc')).nearColor).toBe('#AABBCC');
  });

  it('leaves out, and reports, a colour or spec value it cannot use', () => {
    for (const query of [
      'nearColor=beige',
      'certifications=leed',
      'fireBs476=class-9',
      'euroclass=Bfl',
      'slipRatings=R14',
      'vocLevels=z',
      'madeInMalaysia=yes',
      'recycledMin=101',
      'recycledMin=-1',
      'leadTimeMax=400',
      'leadTimeMax=ten',
    ]) {
      const params = new URLSearchParams(query);
      expect(hasUnusableValues(params), query).toBe(true);
      expect(serializeListingState(parseListingState(params)).toString(), query).toBe('');
    }
  });

  it('sends the colour as nearColor and the specs in the filters JSON, lists in the order they are offered', () => {
    const query = toSampleListQuery(discovery);
    expect(query.nearColor).toBe('#C8B89A');
    expect(JSON.parse(query.filters ?? '{}')).toMatchObject({
      certifications: ['gbi', 'myhijau'],
      fireBs476: ['class-0'],
      euroclass: ['A1', 'A2'],
      slipRatings: ['R11'],
      vocLevels: ['a-plus'],
      madeInMalaysia: true,
      recycledMin: 30,
      leadTimeMax: 14,
    });
  });

  it('lists a colour match closest first unless another order is chosen, and goes back when the colour is cleared', () => {
    const matching = parseListingState(new URLSearchParams('nearColor=C8B89A'));
    expect(matching.sort).toBe('closest_color');
    expect(serializeListingState(matching).toString()).toBe('nearColor=C8B89A');
    expect(toSampleListQuery(matching).sort).toBe('closest_color');
    // a colour asked for while the listing is in its default order, searching or not
    expect(sortForSearch(EMPTY_LISTING_STATE, { ...EMPTY_LISTING_STATE, nearColor: '#C8B89A' })).toBe('closest_color');
    const searching = parseListingState(new URLSearchParams('search=oak'));
    expect(sortForSearch(searching, { ...searching, nearColor: '#C8B89A' })).toBe('closest_color');
    // cleared: back to the default, best match while searching
    expect(sortForSearch(matching, { ...matching, nearColor: null })).toBe('availability_first');
    const both = parseListingState(new URLSearchParams('search=oak&nearColor=C8B89A'));
    expect(sortForSearch(both, { ...both, nearColor: null })).toBe('best_match');
    // a chosen order stays, and closest colour without a colour is no order
    const byPrice = { ...matching, sort: 'price_low_to_high' as const };
    expect(sortForSearch(byPrice, { ...byPrice, nearColor: null })).toBe('price_low_to_high');
    expect(parseListingState(new URLSearchParams('sort=closest_color')).sort).toBe('availability_first');
    expect(canonicalListingPath(parseListingState(new URLSearchParams('nearColor=C8B89A&sort=newest_first')))).toBe(
      '/samples?nearColor=C8B89A',
    );
  });

  it('asks the facets for what the listing chooses, without its page or order, one query for one choice', () => {
    expect(toSampleFacetsQuery(discovery)).toEqual({
      search: 'oak',
      manufacturer: BRAND,
      nearColor: '#C8B89A',
      filters: toSampleListQuery(discovery).filters,
    });
    const reordered = { ...discovery, certifications: ['gbi' as const, 'myhijau' as const], page: 1, cursor: null };
    expect(toSampleFacetsQuery(reordered)).toEqual(toSampleFacetsQuery(discovery));
    expect(toSampleFacetsQuery(EMPTY_LISTING_STATE)).toEqual({
      search: undefined,
      manufacturer: undefined,
      nearColor: undefined,
      filters: undefined,
    });
  });

  it('counts each chosen spec and the colour as filters, and Clear all clears them', () => {
    // 8 of the other filters, the colour, 2 + 1 + 2 + 1 + 1 options, the switch and the two bounds
    expect(countActiveFilters(discovery)).toBe(8 + 1 + 7 + 3);
    expect(clearFilters(discovery)).toEqual({ ...EMPTY_LISTING_STATE, search: 'oak', sort: 'price_low_to_high' });
  });
});
