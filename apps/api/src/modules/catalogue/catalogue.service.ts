import {
  BEST_MATCH_SORT,
  CLOSEST_COLOR_SORT,
  DEFAULT_SAMPLE_SORT,
  PRICE_RANGE,
  type TSampleCategory,
  type TSampleFilters,
  type TSampleListQuery,
  type TSampleListResponse,
  type TSampleListSort,
  ZSampleFiltersSchema,
} from '@samplebank/contracts/catalogue';
import { sentenceAbout } from '@samplebank/contracts/common';
import { colorPointOf } from '@samplebank/domain/colour';
import type { Database } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { presentSampleDetail, presentSampleSummary } from './catalogue.presenter.js';
import {
  countNearest,
  countSamples,
  estimateBySampling,
  estimateSamples,
  findCategories,
  findCertifications,
  findCorrections,
  findNearestPageRows,
  findSampleById,
  findSamplePage,
  nearestReach,
  type PageRow,
  type SampleFilters,
  type Seek,
} from './catalogue.repository.js';
import type { FacetIndexKeeper } from './facet-index-keeper.js';
import { cursorOf, seekOf } from './page-cursor.js';
import { type Relevance, relevanceOf, searchWordsOf, textQueryOf } from './search-terms.js';

/** Reads the `filters` JSON of the listing; anything malformed is a 400, never a 500. */
export function parseFilters(raw: string | undefined): TSampleFilters {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION', 'The filters are not valid JSON', { fields: { filters: 'Must be valid JSON' } });
  }
  const parsed = ZSampleFiltersSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ['filters', ...(issue?.path ?? [])];
    const message = issue?.message ?? 'Please check the filters';
    throw new AppError('VALIDATION', sentenceAbout(path, message), { fields: { [path.join('.')]: message } });
  }
  const price = parsed.data.price;
  if (price && (price[0] > price[1] || price[1] > PRICE_RANGE.max * 1000)) {
    const message = 'The minimum price must not exceed the maximum';
    throw new AppError('VALIDATION', message, { fields: { 'filters.price': message } });
  }
  return parsed.data;
}

type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number];

/** Each category's children, by its id. */
export function childrenOf(categories: Pick<CategoryRow, 'id' | 'parentId'>[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const category of categories) {
    if (!category.parentId) continue;
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category.id]);
  }
  return children;
}

/** The given categories and every category below them. */
export function withDescendants(categories: CategoryRow[], ids: string[]): string[] {
  const children = childrenOf(categories);
  const result = new Set<string>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop() as string;
    if (result.has(id)) continue;
    result.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...result];
}

/** The listing's query as far as it chooses samples (its page and order aside). */
type ChoosingQuery = Pick<TSampleListQuery, 'filters' | 'manufacturer' | 'categoryId' | 'nearColor'>;

/** The conditions of a listing's query (its search aside): the `filters` JSON, the brand and categories, the colour. */
export async function filtersOf(db: Database, query: ChoosingQuery): Promise<SampleFilters> {
  const filters = parseFilters(query.filters);
  const manufacturerIds = [...(filters.manufacturerIds ?? []), ...(query.manufacturer ? [query.manufacturer] : [])];
  const requestedCategories = [
    ...(filters.sampleCategoryIds ?? []),
    ...(Array.isArray(query.categoryId) ? query.categoryId : query.categoryId ? [query.categoryId] : []),
  ];
  const categoryIds = requestedCategories.length
    ? withDescendants(await findCategories(db), requestedCategories)
    : undefined;
  const availability = filters.availability ?? [];
  const inStock = availability.length === 1 ? availability[0] === 'in-stock' : undefined;
  const [priceMin, priceMax] = filters.price ?? [undefined, undefined];
  const some = <T>(values: T[] | undefined) => (values?.length ? values : undefined);
  return {
    priceMin,
    // the slider's top end means "and above"
    priceMax: priceMax !== undefined && priceMax < PRICE_RANGE.max ? priceMax : undefined,
    color: filters.color ?? undefined,
    manufacturerIds: manufacturerIds.length ? manufacturerIds : undefined,
    categoryIds,
    inStock,
    usage: filters.usage ?? undefined,
    architectural: filters.architectural ?? undefined,
    certifications: some(filters.certifications),
    fireBs476: some(filters.fireBs476),
    euroclass: some(filters.euroclass),
    slipRatings: some(filters.slipRatings),
    vocLevels: some(filters.vocLevels),
    madeInMalaysia: filters.madeInMalaysia || undefined,
    recycledMin: filters.recycledMin || undefined,
    leadTimeMax: filters.leadTimeMax,
    // (the schema took only #RRGGBB, which is always a colour)
    nearColor: query.nearColor ? (colorPointOf(query.nearColor) ?? undefined) : undefined,
  };
}

/**
 * How many samples match, as the listing reckons before reading: the planner's estimate, or, for a colour's
 * neighbourhood (whose share the planner cannot know: it guesses a third of any distance), a count of a repeatable
 * sample of the table's pages, scaled up. Kept a minute per set of filters (`catalogueEstimates`).
 */
export function estimateOf(
  { db, catalogueEstimates }: ServiceContext<'db' | 'catalogueEstimates'>,
  filters: SampleFilters,
): Promise<number> {
  return catalogueEstimates.remember(JSON.stringify(filters), async () => {
    if (!filters.nearColor) return estimateSamples(db, filters);
    const catalogue = await estimateOf({ db, catalogueEstimates }, {});
    return estimateBySampling(db, filters, catalogue);
  });
}

/** How many more of the colour index's entries cost what reading one row costs (measured, see planColour). */
const COLOUR_INDEX_ADVANTAGE = 50;

/**
 * How a colour beside other filters is read: through the colour's GiST index (the cube around the colour, the filters
 * checked inside the index), unless the other filters keep far fewer samples than the colour's neighbourhood holds:
 * then by its distance alone, checked on the rows the filters' own indexes find. The index reads its entries without
 * the rows (30 ms for 257,000 of them at 1,000,000 samples) and the filters' way reads a row for each match of theirs
 * (170 ms for 9,600), so the index wins up to about fifty times as many entries. The planner cannot weigh this: it
 * takes any cube condition for 0.1% of the catalogue, while the neighbourhood of a common colour is a fifth of it.
 * Both sizes are the estimates the listing keeps anyway.
 */
export async function planColour(
  context: ServiceContext<'db' | 'catalogueEstimates'>,
  filters: SampleFilters,
): Promise<SampleFilters> {
  if (!filters.nearColor || isColourOnly(filters)) return filters;
  const others: SampleFilters = { ...filters, nearColor: undefined, colourByDistance: undefined };
  const [neighbourhood, rest] = await Promise.all([
    estimateOf(context, { nearColor: filters.nearColor }),
    estimateOf(context, others),
  ]);
  return rest * COLOUR_INDEX_ADVANTAGE < neighbourhood ? { ...filters, colourByDistance: true } : filters;
}

/** What the listing reads with: the database, and the facet index once it is read (ADR 0023). */
type ListingContext = ServiceContext<'db' | 'storage' | 'catalogueEstimates'> & { facetIndex?: FacetIndexKeeper };

/** `GET /samples`: a page of the catalogue, filtered, searched and sorted; the estimates are kept a minute (`catalogueEstimates`). */
export async function listSamples(context: ListingContext, query: TSampleListQuery): Promise<TSampleListResponse> {
  const { db, storage, catalogueEstimates } = context;
  const sampleFilters = await filtersOf(db, query);
  // a search takes whole words and word beginnings first; only when they find nothing are the words' corrections
  // from the catalogue's vocabulary tried ("marbel" finds "marble")
  const words = query.search ? searchWordsOf(query.search) : [];
  const search = query.search ?? '';
  const sort = sortOf(query);
  const seek = seekOf(sort, query);
  const ranked = (relevance: Relevance) => (sort === BEST_MATCH_SORT ? { relevance } : {});
  let page: PageWindow = { sort, offset: (query.page - 1) * query.limit, limit: query.limit, seek };
  // the planner's estimate does not depend on the page or the order: every page of one result set shares it
  const estimate = (candidate: SampleFilters) => estimateOf({ db, catalogueEstimates }, candidate);
  const read = async (candidate: SampleFilters, window: PageWindow = page) =>
    (await readNearestInIndex(context, candidate, window)) ??
    readPage(db, await planColour({ db, catalogueEstimates }, candidate), window, {
      matching: await estimate(candidate),
      catalogue: () => estimate({}),
    });

  let filtersRead = words.length ? { ...sampleFilters, textQuery: textQueryOf(words) } : sampleFilters;
  if (words.length) page = { ...page, ...ranked(relevanceOf(search, words)) };
  let result = await read(filtersRead);
  let searchMatch: TSampleListResponse['searchMatch'] = words.length ? 'exact' : null;
  if (words.length && result.total.count === 0) {
    const corrections = await findCorrections(db, words);
    if (corrections.some((alternatives) => alternatives.length > 0)) {
      filtersRead = { ...sampleFilters, textQuery: textQueryOf(words, corrections) };
      page = { ...page, ...ranked(relevanceOf(search, words, corrections)) };
      result = await read(filtersRead);
      if (result.total.count > 0) searchMatch = 'similar';
    }
  }
  let currentPage = query.page;
  // Previous ran out of samples before filling a page (samples were added or removed, or the link's page number is
  // off): the page before is the first page
  if (seek?.direction === 'before' && result.rows.length < query.limit && currentPage > 1) {
    currentPage = 1;
    result = await read(filtersRead, { ...page, offset: 0, seek: undefined });
  }
  const { rows, total } = result;
  const totalPages = Math.ceil(total.count / query.limit);
  const first = rows[0];
  const last = rows.at(-1);
  return {
    samples: rows.map((row) => ({
      ...presentSampleSummary(storage, row.sample, row.brand),
      ...(row.colorDistance === null ? {} : { colorDistance: Math.round(row.colorDistance * 10_000) / 10_000 }),
    })),
    currentPage,
    totalPages,
    totalSamples: total.count,
    totalIsEstimate: !total.exact,
    nextCursor: last && rows.length === query.limit && currentPage < totalPages ? cursorOf(sort, last.key) : null,
    previousCursor: first && currentPage > 1 ? cursorOf(sort, first.key) : null,
    searchMatch,
  };
}

/**
 * The listing's order: the one asked for, else "Closest colour" for a colour, "Best match" while searching and the
 * spec's default (Stock First) otherwise. Without a search's words there is nothing to match, and without a colour
 * nothing to be close to: "Best match" and "Closest colour" are then the default too.
 */
export function sortOf(query: Pick<TSampleListQuery, 'sort' | 'search' | 'nearColor'>): TSampleListSort {
  const searching = query.search ? searchWordsOf(query.search).length > 0 : false;
  const asked =
    query.sort ?? (query.nearColor ? CLOSEST_COLOR_SORT : searching ? BEST_MATCH_SORT : DEFAULT_SAMPLE_SORT);
  if (asked === BEST_MATCH_SORT && !searching) return DEFAULT_SAMPLE_SORT;
  if (asked === CLOSEST_COLOR_SORT && !query.nearColor) return DEFAULT_SAMPLE_SORT;
  return asked;
}

/**
 * Up to this many matches (by the planner's estimate), a listing reads every match and sorts them, which counts them
 * exactly on the way. Above it, it walks the order's index to the page, and the count is the planner's estimate,
 * shown as "about 12,400", unless the walk could read more rows than there are matches (a rare filter, a deep page):
 * then the matches, up to SORT_LIMIT, are sorted and counted too.
 */
export const EXACT_COUNT_LIMIT = 5000;

type SampleTotal = { count: number; exact: boolean };
/**
 * Which page: by `offset`, or (`seek`) right after or before a key of the order, which `offset` then only numbers;
 * "Best match" with what it ranks by.
 */
type PageWindow = { sort: TSampleListSort; offset: number; limit: number; seek?: Seek; relevance?: Relevance };

// a walk along the order's index looks this many times further than evenly spread matches would need
const WALK_MARGIN = 20;
// when that walk comes back short, up to this many matches are sorted; more are walked to the end
const SORT_LIMIT = 50_000;

async function readPage(
  db: Database,
  filters: SampleFilters,
  page: PageWindow,
  // the catalogue's size is asked for only when a walk needs its bound
  estimate: { matching: number; catalogue: () => Promise<number> },
): Promise<{ rows: PageRow[]; total: SampleTotal }> {
  const sortMatches = async () => {
    // few matches: the page is read by its offset (sorting the matches costs the same wherever the page starts)
    const { rows, matched } = await findSamplePage(db, { ...filters, ...page, seek: undefined, fewMatches: true });
    // no row on the page: nothing matches, or the page is past the end of the matches, which a count tells
    const count = matched ?? (page.offset === 0 ? 0 : await countSamples(db, filters));
    return { rows, total: { count, exact: true } };
  };
  // "Closest colour" with no other filter: the walk outwards from the colour reads only its page, however many or few
  // samples are near, and counts them when they end within it
  const { nearColor } = filters;
  if (page.sort === CLOSEST_COLOR_SORT && nearColor && isColourOnly(filters)) {
    const { rows, matched } = await findSamplePage(db, { ...filters, ...page, seek: undefined });
    if (rows.length > 0 && matched !== undefined && matched < nearestReach(page))
      return { rows, total: { count: matched, exact: true } };
    if (rows.length > 0 && estimate.matching > EXACT_COUNT_LIMIT)
      return {
        rows,
        total: await settleEstimate(db, filters, Number(estimate.matching.toPrecision(3)), page, rows.length),
      };
    const counted = await countNearest(db, { ...filters, nearColor }, EXACT_COUNT_LIMIT + 1);
    return {
      rows,
      total:
        counted <= EXACT_COUNT_LIMIT
          ? { count: counted, exact: true }
          : { count: Math.max(Number(estimate.matching.toPrecision(3)), EXACT_COUNT_LIMIT + 1), exact: false },
    };
  }
  // "Best match" has no index to walk: its matches are always ranked and sorted (a search's matches are few enough)
  if (estimate.matching <= EXACT_COUNT_LIMIT || page.sort === BEST_MATCH_SORT) return sortMatches();
  // "Closest colour" walks the colour index outwards from the colour (nearest first), whatever the filters
  if (page.sort === CLOSEST_COLOR_SORT) {
    const { rows } = await findSamplePage(db, { ...filters, ...page, seek: undefined });
    return {
      rows,
      total: await settleEstimate(db, filters, Number(estimate.matching.toPrecision(3)), page, rows.length),
    };
  }
  // many matches: walk the order's index to the page, as far as evenly spread matches would need (with a margin);
  // without filters every row matches, so the walk needs no bound
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const catalogue = filtered ? Math.max(await estimate.catalogue(), 1) : 0;
  // (from a seek's key the walk needs only the page itself)
  const reach = (page.seek ? 0 : page.offset) + page.limit;
  const bound = Math.ceil(Math.max(1000, (reach * catalogue * WALK_MARGIN) / estimate.matching));
  // a walk that may read more rows than there are matches costs more than finding the matches through their indexes
  // and sorting them (both read rows in no order the table keeps): 5,700 matches of a million, on page 3, would walk
  // up to 900,000 keys
  if (filtered && bound > estimate.matching && estimate.matching <= SORT_LIMIT) return sortMatches();
  // a deep page whose bound reaches far into the catalogue is the planner's to read (it may sort the matches)
  const walkAtMost = filtered && bound < catalogue / 4 ? bound : undefined;
  const readWalked = async (rows: PageRow[]) => ({
    rows,
    total: await settleEstimate(db, filters, Number(estimate.matching.toPrecision(3)), page, rows.length),
  });
  const { rows } = await findSamplePage(db, { ...filters, ...page, walkAtMost });
  // a short page from a bounded walk: the matches are bunched further along the order, or end here. Up to
  // SORT_LIMIT matches, sorting them finds the page either way (and counts them); more are walked to the end.
  if (walkAtMost !== undefined && rows.length < page.limit) {
    if (estimate.matching <= SORT_LIMIT) return sortMatches();
    return readWalked((await findSamplePage(db, { ...filters, ...page })).rows);
  }
  return readWalked(rows);
}

/**
 * A "Closest colour" page without a search, from the facet index when it is ready (ADR 0023): the page's samples
 * chosen and counted exactly in memory, then read by their ids. The database would walk the colour's GiST index
 * through every other filter, and could only estimate a large neighbourhood's size. Undefined otherwise, for
 * `readPage`.
 */
async function readNearestInIndex(
  context: ListingContext,
  filters: SampleFilters,
  page: PageWindow,
): Promise<{ rows: PageRow[]; total: SampleTotal } | undefined> {
  const { nearColor, textQuery, colourByDistance: _byDistance, ...others } = filters;
  if (page.sort !== CLOSEST_COLOR_SORT || !nearColor || textQuery) return undefined;
  const index = await context.facetIndex?.current();
  if (!index) return undefined;
  const { page: chosen, total } = index.nearest({ ...others, nearColor }, page.offset, page.limit);
  const rows = await findNearestPageRows(
    context.db,
    chosen.map((sample) => sample.id),
    nearColor,
  );
  return { rows, total: { count: total, exact: true } };
}

/** Whether the filters ask for a colour and nothing else (no search, no other filter). */
function isColourOnly(filters: SampleFilters): boolean {
  return Object.entries(filters).every(
    ([name, value]) => value === undefined || name === 'nearColor' || name === 'colourByDistance',
  );
}

/**
 * An estimate checked against the page read: a short page shows where the results end, so the count becomes exact;
 * a page past the end counts up to it; a full page at or past the estimated last page keeps one more page open, so
 * Next always reaches the real last page.
 */
async function settleEstimate(
  db: Database,
  filters: SampleFilters,
  estimate: number,
  page: PageWindow,
  rowCount: number,
): Promise<SampleTotal> {
  if (rowCount > 0 && rowCount < page.limit) return { count: page.offset + rowCount, exact: true };
  if (rowCount === 0) return { count: await countSamples(db, filters, page.offset), exact: true };
  return { count: Math.max(estimate, page.offset + page.limit + 1), exact: false };
}

/** `GET /samples/{id}`: a published or discontinued sample. */
export async function getSample({ db, storage }: ServiceContext<'db' | 'storage'>, { sampleId }: { sampleId: string }) {
  const row = await findSampleById(db, sampleId);
  // a draft is its brand's and staff's alone; a discontinued sample still has its page, marked no longer available
  if (!row || row.sample.status === 'draft') throw notFound('Sample');
  const certifications = await findCertifications(db, [row.sample.id]);
  return presentSampleDetail(storage, row.sample, row.brand, row.category, certifications);
}

/** `GET /sample-categories`: the flat list and the tree. */
export async function listCategories({ db }: ServiceContext<'db'>) {
  const rows = await findCategories(db);
  const nodes = new Map<string, TSampleCategory>();
  for (const row of rows)
    nodes.set(row.id, {
      _id: row.id,
      name: row.name,
      nameMs: row.nameMs,
      slug: row.slug,
      parentId: row.parentId,
      children: [],
    });
  const tree: TSampleCategory[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  const categories = rows.map((row) => ({ _id: row.id, name: row.name, nameMs: row.nameMs, parentId: row.parentId }));
  return { categories, tree };
}
