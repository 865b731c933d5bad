// The server-rendered pages of `npm run bench`: the realistic workload's draws as the pages a shopper opens (the
// listing with its filters, search, brand and page in the address, a sample's page, the brands page), so the page
// render is measured on the same spread of queries as the API. Pure: the addresses are the web app's own
// (serializeListingState), so a test can check them.

import {
  EMPTY_LISTING_STATE,
  type ListingState,
  serializeListingState,
} from '../../apps/web/src/features/catalogue/filters/listing-state.js';
import { PRICE_RANGE } from '../../packages/contracts/src/catalogue-constants.js';
import { type Catalogue, createWorkload, type Draw, type Shown } from './workload.js';

/** What a browser sends: the pages are answered compressed to it (Brotli), as to any visitor. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

type ListingFilters = {
  price?: [number, number];
  color?: string;
  availability?: ListingState['availability'];
  usage?: string;
  architectural?: string;
  manufacturerIds?: string[];
  sampleCategoryIds?: string[];
};

/** The listing page whose query is the API listing `path` (`/api/samples?...`), as the web app writes its address. */
export function listingPageOf(path: string): string {
  const query = new URL(path, 'http://bench').searchParams;
  const filters = JSON.parse(query.get('filters') ?? '{}') as ListingFilters;
  const after = query.get('after');
  const before = query.get('before');
  const state: ListingState = {
    ...EMPTY_LISTING_STATE,
    page: Number(query.get('page') ?? '1'),
    cursor: after ? { after } : before ? { before } : null,
    search: query.get('search') ?? '',
    sort: (query.get('sort') as ListingState['sort'] | null) ?? EMPTY_LISTING_STATE.sort,
    categoryIds: filters.sampleCategoryIds ?? [],
    // the listing's sidebar picks one brand, which it sends as `manufacturer`
    manufacturer: query.get('manufacturer') ?? filters.manufacturerIds?.[0] ?? null,
    color: filters.color ?? null,
    usage: filters.usage ?? null,
    architectural: filters.architectural ?? null,
    availability: filters.availability ?? [],
    price: [
      Math.max(filters.price?.[0] ?? PRICE_RANGE.min, PRICE_RANGE.min),
      Math.min(filters.price?.[1] ?? PRICE_RANGE.max, PRICE_RANGE.max),
    ],
  };
  const search = serializeListingState(state).toString();
  return search ? `/samples?${search}` : '/samples';
}

/** The page a shopper opens for an API draw; undefined for what no page shows alone (facets, categories). */
export function pageOf(draw: Draw): Draw | undefined {
  switch (draw.kind) {
    case 'listing':
    case 'filters':
    case 'search':
    case 'brand':
      return { kind: draw.kind, path: listingPageOf(draw.path) };
    case 'details':
      return { kind: draw.kind, path: draw.path.replace(/^\/api\/samples\//, '/sample-details/') };
    case 'brands':
      return { kind: draw.kind, path: '/brands' };
    default:
      return undefined;
  }
}

/**
 * A drawer of page visits with the API workload's mix, minus the kinds that are no page: a shopper with a listing in
 * front of them presses its Next link now and then, the rest are fresh draws.
 */
export function createPageWorkload(catalogue: Catalogue, random: Random = Math.random): (shown?: Shown) => Draw {
  const draw = createWorkload(catalogue, random);
  return (shown) => {
    for (;;) {
      const next = draw(shown);
      // a Next press is drawn from the page already shown, so it is a page address
      if (next.path.startsWith('/samples')) return next;
      const page = pageOf(next);
      if (page) return page;
    }
  };
}

type Random = () => number;

/** The Next cursor of a listing answer: the JSON's, or the one in a page's queries block. */
export function nextCursorIn(body: string): string | null {
  return /"nextCursor":"([^"]+)"/.exec(body)?.[1] ?? null;
}
