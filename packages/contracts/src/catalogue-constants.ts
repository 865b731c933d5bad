// The catalogue's fixed numbers and option lists (marketplace spec §9), free of zod so the web app can
// import them without pulling the schema library into its first chunks. catalogue.ts re-exports them.

/** Samples per listing page. */
export const SAMPLES_PAGE_SIZE = 15;
/** The most samples one listing request may ask for. */
export const SAMPLES_MAX_LIMIT = 100;
/** The price filter's range and slider step, in RM. */
export const PRICE_RANGE = { min: 0, max: 1000, step: 10 } as const;
/** How long the listing waits after the last filter change before it fetches. */
export const FILTER_DEBOUNCE_MS = 300;

export const SAMPLE_SORTS = [
  'availability_first',
  'price_low_to_high',
  'price_high_to_low',
  'newest_first',
  'product_name_asc',
  'product_name_desc',
  'brand_name_asc',
  'brand_name_desc',
  'availability_desc',
] as const;
export type TSampleSort = (typeof SAMPLE_SORTS)[number];
export const DEFAULT_SAMPLE_SORT: TSampleSort = 'availability_first';

/**
 * "Best match": the order of relevance to a search (name and SKU over material, colour and category, over brand, over
 * description; whole words over word beginnings). The listing's default while a search is active, beside the spec's
 * nine sorts; without a search it is the default sort.
 */
export const BEST_MATCH_SORT = 'best_match';
export const BEST_MATCH_LABEL = 'Best match';
/**
 * "Closest colour": nearest to the asked colour first (`nearColor`, issue 17). The listing's default while a colour is
 * asked for; without one it is the default sort.
 */
export const CLOSEST_COLOR_SORT = 'closest_color';
/** Every order the listing API takes: the spec's nine, "Best match" and "Closest colour". */
export const SAMPLE_LIST_SORTS = [...SAMPLE_SORTS, BEST_MATCH_SORT, CLOSEST_COLOR_SORT] as const;
export type TSampleListSort = (typeof SAMPLE_LIST_SORTS)[number];

/** What the sort dropdown shows for each option. */
export const SAMPLE_SORT_LABELS: Record<TSampleSort, string> = {
  availability_first: 'Stock First',
  price_low_to_high: 'Price: Low to High',
  price_high_to_low: 'Price: High to Low',
  newest_first: 'Newest First',
  product_name_asc: 'Name: A to Z',
  product_name_desc: 'Name: Z to A',
  brand_name_asc: 'Brand: A to Z',
  brand_name_desc: 'Brand: Z to A',
  availability_desc: 'Out of Stock First',
};

export const AVAILABILITY_OPTIONS = ['in-stock', 'out-of-stock'] as const;
export type TAvailability = (typeof AVAILABILITY_OPTIONS)[number];
export const AVAILABILITY_LABELS: Record<TAvailability, string> = {
  'in-stock': 'In stock',
  'out-of-stock': 'Out of stock',
};
