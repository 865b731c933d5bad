import {
  AVAILABILITY_OPTIONS,
  BEST_MATCH_SORT,
  CLOSEST_COLOR_SORT,
  DEFAULT_SAMPLE_SORT,
  PRICE_RANGE,
  SAMPLE_LIST_SORTS,
  SAMPLES_PAGE_SIZE,
  type TAvailability,
  type TSampleListSort,
} from '../constants';
import { isDefaultPriceRange, type PriceRange } from './price-rules';
import {
  countSpecFilters,
  EMPTY_SPEC_FILTERS,
  hasUnusableSpecValues,
  parseSpecFilters,
  type SpecFilters,
  serializeSpecFilters,
  sortedSpecFilters,
  specFiltersQuery,
} from './spec-filter-state';

/**
 * Where Next or Previous came from: the page starts right after (or ends right before) the sample a cursor names, which
 * the server finds at once however deep the page (a numbered page link carries none).
 */
export type PageCursor = { after: string } | { before: string };

/** How a filter control changes the listing: from the state as it is, the fields it sets (`useListingState().update`). */
export type ListingChange = (change: (current: ListingState) => Partial<ListingState>) => void;

/** Everything the listing shows, as its address holds it: filters, search, sort and page. */
export type ListingState = {
  page: number;
  cursor: PageCursor | null;
  search: string;
  /** "Best match" only while there is a search */
  sort: TSampleListSort;
  categoryIds: string[];
  manufacturer: string | null;
  color: string | null;
  usage: string | null;
  architectural: string | null;
  availability: TAvailability[];
  price: PriceRange;
  /** samples whose colour looks like this one, closest first: `#RRGGBB` (upper case), from the colour well or a photo */
  nearColor: string | null;
} & SpecFilters;

export const EMPTY_LISTING_STATE: ListingState = {
  page: 1,
  cursor: null,
  search: '',
  sort: DEFAULT_SAMPLE_SORT,
  categoryIds: [],
  manufacturer: null,
  color: null,
  usage: null,
  architectural: null,
  availability: [],
  price: [PRICE_RANGE.min, PRICE_RANGE.max],
  nearColor: null,
  ...EMPTY_SPEC_FILTERS,
};

// the address's parameter names; `manufacturer` and `categoryId` are the spec's
const PARAM = {
  page: 'page',
  after: 'after',
  before: 'before',
  search: 'search',
  sort: 'sort',
  category: 'categoryId',
  manufacturer: 'manufacturer',
  color: 'color',
  usage: 'usage',
  architectural: 'architectural',
  availability: 'availability',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  /** the hex code without its "#", which an address would have to escape: `nearColor=C8B89A` */
  nearColor: 'nearColor',
} as const;

function readNumber(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

// a function, not `<T>(values) =>`: the hard-coded-text check reads every file as TSX, where `<T>` opens an element
function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The order a listing takes when none is chosen: "Closest colour" while a colour is asked for, "Best match" while
 * searching, else the spec's Stock First.
 */
export function defaultSortFor(search: string, nearColor: string | null = null): TSampleListSort {
  if (nearColor) return CLOSEST_COLOR_SORT;
  return search.trim() ? BEST_MATCH_SORT : DEFAULT_SAMPLE_SORT;
}

const isListSort = (value: string | null): value is TSampleListSort =>
  value !== null && SAMPLE_LIST_SORTS.includes(value as TSampleListSort);

/** Whether the state can be listed in this order: best match needs a search, closest colour a colour. */
function fitsSort(sort: TSampleListSort, state: Pick<ListingState, 'search' | 'nearColor'>): boolean {
  if (sort === BEST_MATCH_SORT) return Boolean(state.search.trim());
  if (sort === CLOSEST_COLOR_SORT) return Boolean(state.nearColor);
  return true;
}

/**
 * The sort after a change of search or asked colour: a listing in its default order takes the new default (a search
 * starts ordered by best match, a colour closest first, and clearing them goes back); a sort the user chose stays while
 * it still fits.
 */
export function sortForSearch(
  previous: Pick<ListingState, 'search' | 'sort' | 'nearColor'>,
  next: ListingState,
): TSampleListSort {
  const nextDefault = defaultSortFor(next.search, next.nearColor);
  if (next.sort === previous.sort && previous.sort === defaultSortFor(previous.search, previous.nearColor)) {
    return nextDefault;
  }
  return fitsSort(next.sort, next) ? next.sort : nextDefault;
}

// a category or brand id as the API takes it (zod's uuid: a version and a variant), so a stale or mistyped link is
// left out here rather than refused by the API with a validator's words
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const isId = (value: string) => ID.test(value);

/**
 * Whether the address holds a value the listing cannot use and leaves out: an id that is no id (a link from before
 * ids, or mistyped), a sort or availability it does not know, a page that is no page.
 */
export function hasUnusableValues(params: URLSearchParams): boolean {
  const page = params.get(PARAM.page);
  const sort = params.get(PARAM.sort);
  const manufacturer = params.get(PARAM.manufacturer);
  return (
    params.getAll(PARAM.category).some((id) => !isId(id)) ||
    (manufacturer !== null && !isId(manufacturer)) ||
    (sort !== null && !isListSort(sort)) ||
    params.getAll(PARAM.availability).some((value) => !AVAILABILITY_OPTIONS.includes(value as TAvailability)) ||
    (page !== null && !/^[1-9]\d*$/.test(page)) ||
    (params.has(PARAM.nearColor) && !parseHexColor(params.get(PARAM.nearColor) ?? '')) ||
    hasUnusableSpecValues(params)
  );
}

/** Reads the listing's state from its query string; unknown or malformed values fall back to defaults. */
export function parseListingState(params: URLSearchParams): ListingState {
  const page = readNumber(params.get(PARAM.page), 1);
  const sort = params.get(PARAM.sort);
  const min = Math.min(
    Math.max(readNumber(params.get(PARAM.minPrice), PRICE_RANGE.min), PRICE_RANGE.min),
    PRICE_RANGE.max,
  );
  const max = Math.max(Math.min(readNumber(params.get(PARAM.maxPrice), PRICE_RANGE.max), PRICE_RANGE.max), min);
  const after = params.get(PARAM.after);
  const before = params.get(PARAM.before);
  const search = params.get(PARAM.search)?.trim() ?? '';
  const nearColor = nearColorOf(params.get(PARAM.nearColor));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    cursor: after ? { after } : before ? { before } : null,
    search,
    // best match orders a search, closest colour a colour match: without them it falls back to the default
    sort: isListSort(sort) && fitsSort(sort, { search, nearColor }) ? sort : defaultSortFor(search, nearColor),
    categoryIds: unique(params.getAll(PARAM.category).filter(isId)),
    manufacturer: [params.get(PARAM.manufacturer) ?? ''].find(isId) ?? null,
    color: params.get(PARAM.color) || null,
    usage: params.get(PARAM.usage) || null,
    architectural: params.get(PARAM.architectural) || null,
    availability: unique(
      params
        .getAll(PARAM.availability)
        .filter((value): value is TAvailability => AVAILABILITY_OPTIONS.includes(value as TAvailability)),
    ),
    price: [min, max],
    nearColor,
    ...parseSpecFilters(params),
  };
}

/** Writes the state as a query string, leaving out every value that is the default. */
export function serializeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set(PARAM.search, state.search.trim());
  for (const id of state.categoryIds) params.append(PARAM.category, id);
  if (state.manufacturer) params.set(PARAM.manufacturer, state.manufacturer);
  if (state.color) params.set(PARAM.color, state.color);
  if (state.usage) params.set(PARAM.usage, state.usage);
  if (state.architectural) params.set(PARAM.architectural, state.architectural);
  for (const value of state.availability) params.append(PARAM.availability, value);
  if (state.price[0] !== PRICE_RANGE.min) params.set(PARAM.minPrice, String(state.price[0]));
  if (state.price[1] !== PRICE_RANGE.max) params.set(PARAM.maxPrice, String(state.price[1]));
  if (state.nearColor) params.set(PARAM.nearColor, state.nearColor.slice(1));
  serializeSpecFilters(state, params);
  if (state.sort !== defaultSortFor(state.search, state.nearColor)) params.set(PARAM.sort, state.sort);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.cursor && 'after' in state.cursor) params.set(PARAM.after, state.cursor.after);
  if (state.cursor && 'before' in state.cursor) params.set(PARAM.before, state.cursor.before);
  return params;
}

/**
 * The one address search engines should keep for what a listing page shows: its filters, search and page, in one
 * order, without the sort (the same samples in another order) or a Next/Previous cursor (the same page by number).
 * `path`: where the listing is (a brand's store lists its samples at its own address).
 */
export function canonicalListingPath(state: ListingState, path = '/samples'): string {
  const params = serializeListingState({
    ...state,
    categoryIds: [...state.categoryIds].sort(),
    availability: [...state.availability].sort(),
    ...sortedSpecFilters(state),
    sort: defaultSortFor(state.search, state.nearColor),
    cursor: null,
  });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The number of filters in use (search and sort are not filters). */
export function countActiveFilters(state: ListingState): number {
  return (
    state.categoryIds.length +
    state.availability.length +
    [state.manufacturer, state.color, state.usage, state.architectural, state.nearColor].filter(Boolean).length +
    (isDefaultPriceRange(state.price) ? 0 : 1) +
    countSpecFilters(state)
  );
}

/** The state with every filter cleared; the search and sort stay. */
export function clearFilters(state: ListingState): ListingState {
  return { ...EMPTY_LISTING_STATE, search: state.search, sort: state.sort };
}

/**
 * The lookups a listing asks for with its page, to name itself by its one category or its brand (the filters ask for
 * them once drawn).
 */
export function listingLookups(state: ListingState) {
  return { categories: state.categoryIds.length === 1, brands: Boolean(state.manufacturer) };
}

/** The `filters` JSON of a state, in one order of keys and values (one cache entry for one choice of filters). */
function filtersJson(state: ListingState): string | undefined {
  const filters: Record<string, unknown> = {};
  if (!isDefaultPriceRange(state.price)) filters.price = state.price;
  if (state.color) filters.color = state.color;
  if (state.categoryIds.length) filters.sampleCategoryIds = [...state.categoryIds].sort();
  if (state.availability.length) filters.availability = [...state.availability].sort();
  if (state.usage) filters.usage = state.usage;
  if (state.architectural) filters.architectural = state.architectural;
  Object.assign(filters, specFiltersQuery(state));
  return Object.keys(filters).length ? JSON.stringify(filters) : undefined;
}

/**
 * The listing's query as far as it chooses samples (`GET /samples/facets` counts each filter's options for it): the
 * search, the brand as `manufacturer`, the colour asked for, the rest in the `filters` JSON.
 */
export function toSampleFacetsQuery(state: ListingState) {
  return {
    search: state.search.trim() || undefined,
    manufacturer: state.manufacturer ?? undefined,
    nearColor: state.nearColor ?? undefined,
    filters: filtersJson(state),
  };
}

/** The `GET /samples` query for a state: the facets' query with the page and its order. */
export function toSampleListQuery(state: ListingState) {
  const { manufacturer, nearColor, filters } = toSampleFacetsQuery(state);
  return {
    page: state.page,
    ...state.cursor,
    limit: SAMPLES_PAGE_SIZE,
    search: state.search || undefined,
    sort: state.sort,
    manufacturer,
    nearColor,
    filters,
  };
}

/** Toggles a value in a multi-select list. */
export function toggleValue<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/** A single-select toggle: choosing the chosen value again clears it. */
export function toggleSingle(current: string | null, value: string): string | null {
  return current === value ? null : value;
}

// a hex code as people type it: "c8b89a", "#C8B89A" or the short "#cba"
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A typed hex code as the API takes it, `#RRGGBB` in capitals; anything else is undefined. */
export function parseHexColor(value: string): string | undefined {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

/** The colour asked for in the address (`nearColor=C8B89A`), or null. */
function nearColorOf(value: string | null): string | null {
  return value ? (parseHexColor(value) ?? null) : null;
}
