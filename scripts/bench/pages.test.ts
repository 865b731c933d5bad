import { describe, expect, it } from 'vitest';
import { parseListingState, toSampleListQuery } from '../../apps/web/src/features/catalogue/filters/listing-state.js';
import { createPageWorkload, listingPageOf, nextCursorIn, pageOf } from './pages.js';
import type { Catalogue } from './workload.js';

/** A seeded generator (mulberry32), so a failure can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const brand = '11111111-1111-4111-8111-111111111111';
const category = '33333333-3333-4333-8333-333333333333';
const catalogue: Catalogue = {
  words: ['oak', 'marble', 'walnut'],
  colors: ['Grey', 'White'],
  colorHexes: ['#808080'],
  usages: ['Floor'],
  architecturals: ['Interior'],
  brandIds: [brand],
  categoryIds: [category],
  sampleIds: ['44444444-4444-4444-8444-000000000001'],
  lastPage: 6667,
  limit: 15,
};

/** The API query the web app sends for a page address: what its listing asks the server for. */
const queryOf = (page: string) => toSampleListQuery(parseListingState(new URL(page, 'http://bench').searchParams));

describe('the pages of the realistic workload', () => {
  it('opens the listing page whose query is the drawn one, filters, search, brand, sort and cursor included', () => {
    const filters = { price: [20, 120], color: 'Grey', availability: ['in-stock'], sampleCategoryIds: [category] };
    const api = `/api/samples?page=3&limit=15&sort=price_low_to_high&search=oak+grey&manufacturer=${brand}&filters=${encodeURIComponent(JSON.stringify(filters))}&after=abc`;
    const page = listingPageOf(api);
    expect(page.startsWith('/samples?')).toBe(true);
    expect(queryOf(page)).toEqual({
      page: 3,
      after: 'abc',
      limit: 15,
      search: 'oak grey',
      sort: 'price_low_to_high',
      manufacturer: brand,
      filters: JSON.stringify({
        price: [20, 120],
        color: 'Grey',
        sampleCategoryIds: [category],
        availability: ['in-stock'],
      }),
    });
  });

  it('writes the default listing as /samples, and a brand filter as the sidebar’s one brand', () => {
    expect(listingPageOf('/api/samples?page=1&limit=15&sort=availability_first')).toBe('/samples');
    const byBrand = `/api/samples?page=1&limit=15&filters=${encodeURIComponent(JSON.stringify({ manufacturerIds: [brand] }))}`;
    expect(listingPageOf(byBrand)).toBe(`/samples?manufacturer=${brand}`);
  });

  it('opens a sample’s page and the brands page, and no page for facets or categories', () => {
    expect(pageOf({ kind: 'details', path: '/api/samples/abc' })).toEqual({
      kind: 'details',
      path: '/sample-details/abc',
    });
    expect(pageOf({ kind: 'brands', path: '/api/organizations?type=BRAND' })).toEqual({
      kind: 'brands',
      path: '/brands',
    });
    expect(pageOf({ kind: 'facets', path: '/api/samples/facets' })).toBeUndefined();
    expect(pageOf({ kind: 'categories', path: '/api/sample-categories' })).toBeUndefined();
  });

  it('draws only pages, with Next pressed on a listing page', () => {
    const draw = createPageWorkload(catalogue, seeded(5));
    const draws = Array.from({ length: 2000 }, () => draw());
    expect(
      draws.every(
        (next) =>
          next.path.startsWith('/samples') || next.path.startsWith('/sample-details/') || next.path === '/brands',
      ),
    ).toBe(true);
    expect(draws.some((next) => next.kind === 'search')).toBe(true);
    const shown = { draw: { kind: 'listing' as const, path: '/samples?page=2' }, nextCursor: 'xyz' };
    const pressed = Array.from({ length: 200 }, () => draw(shown)).find((next) => next.path.includes('after='));
    expect(pressed?.path).toBe('/samples?page=3&after=xyz');
  });

  it('finds the Next cursor in the API’s JSON and in a page’s queries block', () => {
    expect(nextCursorIn('{"samples":[],"nextCursor":"k1"}')).toBe('k1');
    expect(
      nextCursorIn('<script type="application/json" id="samplebank-queries">{"data":{"nextCursor":"k2"}}</script>'),
    ).toBe('k2');
    expect(nextCursorIn('{"nextCursor":null}')).toBeNull();
  });
});
