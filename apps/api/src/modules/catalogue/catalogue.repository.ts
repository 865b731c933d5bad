import type { TSampleListSort } from '@samplebank/contracts/catalogue';
import { NEAR_COLOR_MAX_DISTANCE } from '@samplebank/domain/colour';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, usesTrigramIndex } from '../../db/client.js';
import {
  organizations,
  sampleCategories,
  sampleCertifications,
  sampleFacets,
  sampleListing,
  samples,
  searchWords,
} from '../../db/schema/index.js';
import type { Relevance } from './search-terms.js';

// every column but the search text, which only the database reads
const { searchText: _searchText, ...sampleColumns } = getTableColumns(samples);
export type SampleRow = Omit<typeof samples.$inferSelect, 'searchText'>;
// what a listing's card shows: not the description, the material or the edit time (a page reads 15 of them)
const { description: _description, material: _material, updatedAt: _updatedAt, ...summaryColumns } = sampleColumns;
export type SampleSummaryRow = Omit<SampleRow, 'description' | 'material' | 'updatedAt'>;
export type BrandRef = { id: string; name: string; logoUrl: string | null; logo: { key: string } | null };
export type SampleWithBrand = { sample: SampleSummaryRow; brand: BrandRef };

export type SampleQuery = {
  offset: number;
  limit: number;
  sort: TSampleListSort;
  /** the text search as a full-text query (see `textQueryOf`) */
  textQuery?: string;
  priceMin?: number;
  priceMax?: number;
  color?: string;
  manufacturerIds?: string[];
  categoryIds?: string[];
  inStock?: boolean;
  usage?: string;
  architectural?: string;
  /** keyset pagination: the page starts right after (or ends right before) this key, and `offset` is not read */
  seek?: Seek;
  /** what "Best match" ranks by (its sort only) */
  relevance?: Relevance;
  // issue 17: what Malaysian specifiers filter on (each list: any of its values)
  /** holds a valid certificate of any of these schemes */
  certifications?: string[];
  fireBs476?: string[];
  /** main classes */
  euroclass?: string[];
  slipRatings?: string[];
  vocLevels?: string[];
  madeInMalaysia?: boolean;
  recycledMin?: number;
  leadTimeMax?: number;
  /**
   * Samples whose colour is within NEAR_COLOR_MAX_DISTANCE of this OKLab point (a `cube`, domain/colour.ts); the
   * "closest colour" order ranks by the distance to it.
   */
  nearColor?: string;
  /**
   * With `nearColor` beside other filters: the colour is checked by its distance alone on the rows the other filters'
   * indexes find, instead of being offered to the planner as the cube its GiST index answers (`planColour` in the
   * service decides, from the two sets' sizes).
   */
  colourByDistance?: boolean;
};

/** What an order's key may rank by besides the columns: the search ("Best match"), the colour ("Closest colour"). */
type Rank = Pick<SampleQuery, 'relevance' | 'nearColor'>;

const brandColumns = {
  id: organizations.id,
  name: organizations.name,
  logoUrl: organizations.logoUrl,
  logo: organizations.logo,
};

/** The columns the listing orders by: the table's, or those of a subquery of its rows. */
type OrderColumns = Pick<
  typeof sampleListing,
  'id' | 'name' | 'price' | 'stock' | 'createdAt' | 'brandName' | 'sku' | 'searchVector' | 'colorLab'
>;

/** The SQL type of each value of an order's key, as a cursor carries it. */
export type KeyKind = 'numeric' | 'uuid' | 'timestamptz' | 'text' | 'boolean' | 'float8';

type OrderKey = {
  direction: 'asc' | 'desc';
  /** the key's expressions, ending in the id tie-breaker ("Best match" reads the search's `relevance`) */
  key: (columns: OrderColumns, rank?: Rank) => (SQL | OrderColumns[keyof OrderColumns])[];
  kinds: KeyKind[];
};

/**
 * Each order as a key in one direction, its id tie-breaker included, so that one index gives it in either direction:
 * the deep pages of every sort read an index, never sort the catalogue, and a page can start right after a key
 * (`(price, id) > (12.50, '…')`), which the index finds at once (keyset pagination).
 */
const ORDER_KEYS: Record<TSampleListSort, OrderKey> = {
  price_low_to_high: { direction: 'asc', key: (c) => [c.price, c.id], kinds: ['numeric', 'uuid'] },
  price_high_to_low: { direction: 'desc', key: (c) => [c.price, c.id], kinds: ['numeric', 'uuid'] },
  newest_first: { direction: 'desc', key: (c) => [c.createdAt, c.id], kinds: ['timestamptz', 'uuid'] },
  product_name_asc: { direction: 'asc', key: (c) => [c.name, c.id], kinds: ['text', 'uuid'] },
  product_name_desc: { direction: 'desc', key: (c) => [c.name, c.id], kinds: ['text', 'uuid'] },
  brand_name_asc: { direction: 'asc', key: (c) => [c.brandName, c.name, c.id], kinds: ['text', 'text', 'uuid'] },
  brand_name_desc: { direction: 'desc', key: (c) => [c.brandName, c.name, c.id], kinds: ['text', 'text', 'uuid'] },
  // "Out of Stock First": samples one cannot order now come first (false before true), then by name
  availability_desc: {
    direction: 'asc',
    key: (c) => [sql`(${c.stock} > 0)`, c.name, c.id],
    kinds: ['boolean', 'text', 'uuid'],
  },
  // "Stock First": samples one can order come first (not out of stock, false before true), then by name
  availability_first: {
    direction: 'asc',
    key: (c) => [sql`(${c.stock} <= 0)`, c.name, c.id],
    kinds: ['boolean', 'text', 'uuid'],
  },
  // "Best match": the most relevant first (its score negated, so the key ascends like the rest), then, among equally
  // relevant samples, those one can order now, then by name. No index gives it: its pages always sort the matches
  // (see `readPage`).
  best_match: {
    direction: 'asc',
    key: (c, rank) => [sql`(-${scoreOf(c, rank?.relevance)})::float8`, sql`(${c.stock} <= 0)`, c.name, c.id],
    kinds: ['float8', 'boolean', 'text', 'uuid'],
  },
  // "Closest colour": the perceptual distance to the asked colour, nearest first, which the GiST index of the colour
  // points gives in order (a nearest-neighbour scan); samples without a colour never match a colour
  closest_color: {
    direction: 'asc',
    key: (c, rank) => [colorDistanceOf(c, rank?.nearColor), c.id],
    kinds: ['float8', 'uuid'],
  },
};

/** The OKLab distance (delta E) of a sample's colour to `point`, as the GiST index orders it (`<->`). */
function colorDistanceOf(c: Pick<OrderColumns, 'colorLab'>, point: string | undefined): SQL {
  return point ? sql`(${c.colorLab} <-> ${point}::cube)` : sql`0::float8`;
}

// ts_rank's weights for the words' places, D to A: description, brand, material-colour-category, name-SKU
const RANK_WEIGHTS = '{0.05, 0.2, 0.4, 1.0}';

/**
 * How well a sample matches the search: its whole words count twice their beginnings (`ts_rank` over both queries,
 * each word weighted by where it stands, words near each other ranking higher), and the search as the sample's SKU, or
 * its SKU's beginning, puts it above any words. 0 without a search.
 */
function scoreOf(c: OrderColumns, relevance: Relevance | undefined): SQL {
  if (!relevance) return sql`0`;
  const { wholeWords, sku, textQuery } = relevance;
  const rank = (query: string) =>
    sql`ts_rank(${RANK_WEIGHTS}::float4[], ${c.searchVector}, to_tsquery('simple', ${query}))`;
  const skuBonus = sku
    ? sql`case when lower(${c.sku}) = ${sku} then 100 when lower(${c.sku}) like ${`${escapeLike(sku)}%`} then 50 else 0 end`
    : sql`0`;
  const whole = wholeWords ? sql`2 * ${rank(wholeWords)}` : sql`0`;
  return sql`(${whole} + ${rank(textQuery)} + ${skuBonus})`;
}

/** A value for LIKE, its wildcards taken literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The kinds of the values of an order's key, in order. */
export function orderKeyKinds(sort: TSampleListSort): readonly KeyKind[] {
  return ORDER_KEYS[sort].kinds;
}

/** The order, or (`reversed`) the same order backwards, which the same index gives. */
function orderBy(sort: TSampleListSort, rank: Rank, columns: OrderColumns = sampleListing, reversed = false): SQL[] {
  return ordered(sort, ORDER_KEYS[sort].key(columns, rank), reversed);
}

/** The given key expressions in the order's direction (or, `reversed`, backwards). */
function ordered(sort: TSampleListSort, keys: (SQL | OrderColumns[keyof OrderColumns])[], reversed = false): SQL[] {
  const ascending = (ORDER_KEYS[sort].direction === 'asc') !== reversed;
  return keys.map((expression) => (ascending ? asc(expression) : desc(expression)));
}

/**
 * The order's key over `columns` as named columns (`key0`, `key1`, ..., the id last) for a subquery to select. An
 * outer query then orders by the subquery's own columns, which the planner knows come in the subquery's order, and
 * stops after its page. Ordered by an expression over them instead ("(stock <= 0)"), it would read every row the
 * subquery gives and sort them again.
 */
function keyColumns(
  sort: TSampleListSort,
  rank: Rank,
  columns: OrderColumns = sampleListing,
): Record<string, SQL.Aliased> {
  return Object.fromEntries(
    ORDER_KEYS[sort]
      .key(columns, rank)
      .map((expression, index) => [`key${index}`, sql`${expression}`.as(`key${index}`)]),
  );
}

/** The key columns (see `keyColumns`) of a subquery, in order. */
function keysOf(sort: TSampleListSort, subquery: object): SQL[] {
  return ORDER_KEYS[sort].kinds.map((_, index) => (subquery as Record<string, SQL>)[`key${index}`] as SQL);
}

/** Where a page starts: right after (or right before) the key of a sample in the order. */
export type Seek = { direction: 'after' | 'before'; key: unknown[] };

/** The rows after (or before) the seek's key in the order: one row comparison, which the order's index answers. */
function seekCondition(sort: TSampleListSort, seek: Seek, rank: Rank, columns: OrderColumns = sampleListing): SQL {
  const { direction, key, kinds } = ORDER_KEYS[sort];
  const forward = (direction === 'asc') === (seek.direction === 'after');
  const values = seek.key.map((value, index) => sql`${value}::${sql.raw(kinds[index] ?? 'text')}`);
  return sql`(${sql.join(key(columns, rank), sql`, `)}) ${sql.raw(forward ? '>' : '<')} (${sql.join(values, sql`, `)})`;
}

/** How like a catalogue word a search word must be (trigram similarity) to be taken for it: "marbel" is 0.4 like "marble". */
export const CORRECTION_SIMILARITY = 0.4;

/**
 * The catalogue's words closest to each search word by trigram similarity (at most 3 each, best first, none below
 * CORRECTION_SIMILARITY or far below the best): "marbel" gives "marble", "gray" no longer gives "granite". Read from
 * the few thousand words of `search_words`, not from the samples.
 */
export async function findCorrections(db: Database, words: string[]): Promise<string[][]> {
  // the same words either way: `%` is similarity >= 0.3, and none below CORRECTION_SIMILARITY is kept below
  const isClose = usesTrigramIndex(db)
    ? sql`${searchWords.word} % typed.word`
    : sql`similarity(${searchWords.word}, typed.word) >= ${CORRECTION_SIMILARITY}::real`;
  const result = await db.execute<{ corrections: string[] }>(sql`
    select array(
      select close.word from (
        select ${searchWords.word} as word, similarity(${searchWords.word}, typed.word) as likeness,
               max(similarity(${searchWords.word}, typed.word)) over () as best
        from ${searchWords}
        where ${isClose} and ${searchWords.word} <> typed.word
      ) as close
      where close.likeness >= greatest(${CORRECTION_SIMILARITY}::real, close.best - 0.1)
      order by close.likeness desc, close.word
      limit 3
    ) as corrections
    -- the words are letters and digits only (searchWordsOf), so they make a safe array literal
    from unnest(${`{${words.join(',')}}`}::text[]) with ordinality as typed (word, position)
    order by typed.position`);
  return result.rows.map((row) => row.corrections);
}

/** The filters of a listing: everything but the page and the order. */
export type SampleFilters = Omit<SampleQuery, 'offset' | 'limit' | 'sort' | 'seek'>;

/**
 * The filters as one condition on `sample_listing` (or a subquery of its rows). `forEstimate`: as the planner is asked
 * to estimate it, the certificates by the schemes held (`&&`, which their index's statistics measure), their expiry
 * left out: the planner takes the check of each expiry, a subquery, for half of the rows, where nine in ten held
 * certificates are valid, and a listing of 8,000 samples was then counted exactly as if it had 4,000.
 */
export function whereOf(
  query: SampleFilters,
  listing: typeof sampleListing = sampleListing,
  { forEstimate = false } = {},
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.textQuery) conditions.push(sql`${listing.searchVector} @@ to_tsquery('simple', ${query.textQuery})`);
  if (query.priceMin !== undefined && query.priceMin > 0) conditions.push(gte(listing.price, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(listing.price, query.priceMax));
  if (query.color) conditions.push(eq(listing.colorLabel, query.color));
  if (query.manufacturerIds?.length) conditions.push(inArray(listing.manufacturerId, query.manufacturerIds));
  if (query.categoryIds)
    conditions.push(
      inArray(
        listing.categoryId,
        query.categoryIds.length ? query.categoryIds : ['00000000-0000-0000-0000-000000000000'],
      ),
    );
  if (query.inStock === true) conditions.push(gt(listing.stock, 0));
  if (query.inStock === false) conditions.push(eq(listing.stock, 0));
  if (query.usage) conditions.push(eq(listing.usage, query.usage));
  if (query.architectural) conditions.push(eq(listing.architectural, query.architectural));
  if (query.certifications?.length)
    conditions.push(
      forEstimate
        ? sql`${listing.certSchemes} && ${`{${query.certifications.join(',')}}`}::text[]`
        : certifiedBy(listing, query.certifications),
    );
  if (query.fireBs476?.length) conditions.push(inArray(listing.fireBs476, query.fireBs476));
  if (query.euroclass?.length) conditions.push(inArray(listing.fireEuroclass, query.euroclass));
  if (query.slipRatings?.length) conditions.push(inArray(listing.slipRating, query.slipRatings));
  if (query.vocLevels?.length) conditions.push(inArray(listing.vocLevel, query.vocLevels));
  if (query.madeInMalaysia) conditions.push(eq(listing.madeInMalaysia, true));
  if (query.recycledMin !== undefined && query.recycledMin > 0)
    conditions.push(gte(listing.recycledPercent, query.recycledMin));
  if (query.leadTimeMax !== undefined) conditions.push(lte(listing.leadTimeDays, query.leadTimeMax));
  if (query.nearColor)
    conditions.push(
      query.colourByDistance
        ? // written so that it does not need a colour (a sample without one is infinitely far): the colour's index,
          // which is only for conditions that do, stays out of the planner's choice, and the filters' are taken
          sql`coalesce(${listing.colorLab} <-> ${query.nearColor}::cube, 'infinity'::float8) <= ${NEAR_COLOR_MAX_DISTANCE}::float8`
        : nearColorCondition(listing, query.nearColor),
    );
  return and(...conditions);
}

/**
 * Holds an unexpired certificate of any of the schemes: the samples with one of them at all, found through the
 * listing's certificates index (`&&`), then the expiry of each, read from the same row.
 */
function certifiedBy(listing: Pick<typeof sampleListing, 'certSchemes' | 'certExpires'>, schemes: string[]): SQL {
  const asked = sql`${`{${schemes.join(',')}}`}::text[]`;
  return sql`(${listing.certSchemes} && ${asked} and exists (
    select 1 from unnest(${listing.certSchemes}, ${listing.certExpires}) as held (scheme, expires)
    where held.scheme = any (${asked}) and held.expires >= ${MALAYSIA_TODAY}))`;
}

/**
 * Within NEAR_COLOR_MAX_DISTANCE of the point: inside the cube around it (`@>`, which the GiST index answers), then
 * inside the sphere (the distance itself).
 */
function nearColorCondition(listing: Pick<typeof sampleListing, 'colorLab'>, point: string): SQL {
  return sql`(cube_enlarge(${point}::cube, ${NEAR_COLOR_MAX_DISTANCE}::float8, 3) @> ${listing.colorLab}
    and (${listing.colorLab} <-> ${point}::cube) <= ${NEAR_COLOR_MAX_DISTANCE}::float8)`;
}

/** The planner's estimate of how many samples pass the filters: a plan, no rows read. */
export async function estimateSamples(db: Database, filters: SampleFilters): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(sampleListing)
    .where(whereOf(filters, sampleListing, { forEstimate: true }));
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    sql`explain (format json) ${query}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** About how many table rows a sampled estimate reads (`estimateBySampling`): a few milliseconds at any size. */
const ROWS_SAMPLED = 5_000;

/**
 * How many samples pass the filters, from a repeatable sample of the listing's pages (`tablesample system`): the same
 * filters give the same number while the table is unchanged. Reads every row up to `ROWS_SAMPLED` catalogues, so
 * small catalogues (and tests) get the exact count.
 */
export async function estimateBySampling(db: Database, filters: SampleFilters, catalogue: number): Promise<number> {
  const percent = Math.min(100, (ROWS_SAMPLED / Math.max(catalogue, 1)) * 100);
  const where = whereOf(filters);
  const result = await db.execute<{ matched: number }>(sql`
    select count(*)::int as matched from ${sampleListing}
    ${percent < 100 ? sql`tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (17)` : sql``}
    ${where ? sql`where ${where}` : sql``}`);
  return Math.round((Number(result.rows[0]?.matched ?? 0) * 100) / percent);
}

/**
 * Whether any sample passes the filters, found through their indexes. Asked with a limit of one, the planner reads the
 * table in order and stops at the first match, which it expects soon; with no match (a misspelt search's words), it
 * read all of it: 460 ms at 1,000,000 samples, against a few milliseconds from the search's index. So the table is
 * not read in order here (for this statement only).
 */
export async function anySample(db: Database, filters: SampleFilters): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return (await countSamples(tx as unknown as Database, filters, 1)) > 0;
  });
}

/** How many samples pass the filters; with `limit`, counting no further than that (a count then costs at most that). */
export async function countSamples(db: Database, filters: SampleFilters, limit?: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(sampleListing).where(whereOf(filters));
  const counted = (limit === undefined ? matching : matching.limit(limit)).as('matching');
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(counted);
  return count?.total ?? 0;
}

/** The ids of up to `limit` samples passing the filters (a search's matches, for the facet index to count among). */
export async function findMatchingIds(db: Database, filters: SampleFilters, limit: number): Promise<string[]> {
  const rows = await db.select({ id: sampleListing.id }).from(sampleListing).where(whereOf(filters)).limit(limit);
  return rows.map((row) => row.id);
}

/**
 * One page of samples with their brand. The page's ids come from `sample_listing` (from the order's index alone where
 * it can), then only those samples are read.
 *
 * `fewMatches` (the planner expects few): the matching rows are found first, through the filters' and the text's
 * indexes, and only they are sorted; `matched` then says how many there are (from the page's rows; undefined when
 * the page has none). Walking the order's index instead would read far into it, or all of it, for a page of rare
 * matches: the planner assumes matches are spread evenly, and they rarely are (a brand's words, one colour of one
 * material). Those pages are read by `offset` (a seek is for walks): the matches are few.
 */
export async function findSamplePage(
  db: Database,
  query: SampleQuery & { fewMatches?: boolean; walkAtMost?: number },
): Promise<{ rows: PageRow[]; matched?: number }> {
  const page = query.fewMatches
    ? sortedMatches(db, query)
    : query.sort === 'closest_color' && query.nearColor
      ? nearestPage(db, { ...query, nearColor: query.nearColor })
      : walkedPage(db, query);
  const keys = keysOf(query.sort, page);
  const rows = await db
    .select({
      sample: summaryColumns,
      brand: brandColumns,
      matched: page.matched,
      // the row's place in the order, as JSON (a timestamp keeps its microseconds), for the page's cursors
      key: sql<unknown[]>`json_build_array(${sql.join(keys, sql`, `)})`,
      colorDistance: (query.nearColor
        ? sql`(${samples.colorLab} <-> ${query.nearColor}::cube)`
        : sql`null::float8`
      ).mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(page)
    .innerJoin(samples, eq(samples.id, page.id))
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .orderBy(...ordered(query.sort, keys));
  return { rows, matched: rows[0]?.matched ?? undefined };
}

/** A sample of a page, with its brand, its key in the page's order and (with `nearColor`) its colour's distance. */
export type PageRow = SampleWithBrand & { key: unknown[]; colorDistance: number | null };

/**
 * A "Closest colour" page the facet index chose (`FacetIndex.nearest`): these samples, in this order, each with its
 * key and its colour's distance as `findSamplePage` gives them. One lookup by primary key per sample; a sample gone
 * since the index last followed the listing is left out.
 */
export async function findNearestPageRows(db: Database, ids: string[], nearColor: string): Promise<PageRow[]> {
  if (ids.length === 0) return [];
  const distance = sql`(${samples.colorLab} <-> ${nearColor}::cube)::float8`;
  const rows = await db
    .select({
      sample: summaryColumns,
      brand: brandColumns,
      key: sql<unknown[]>`json_build_array(${distance}, ${samples.id})`,
      colorDistance: distance.mapWith(Number),
    })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(inArray(samples.id, ids));
  const byId = new Map(rows.map((row) => [row.sample.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The key columns of a subquery, to select again in the query around it. */
function passKeys(sort: TSampleListSort, subquery: object): Record<string, SQL> {
  return Object.fromEntries(keysOf(sort, subquery).map((key, index) => [`key${index}`, key]));
}

/** The page's ids and keys, and how many samples match, from the matches sorted on their own. */
function sortedMatches(db: Database, query: SampleQuery) {
  // the count over the matches also keeps the planner from folding this subquery into the page's: it must find every
  // match first, through the indexes of the filters and the text
  const matching = db
    .select({
      ...keyColumns(query.sort, query),
      id: sampleListing.id,
      matched: sql<number | null>`count(*) over ()`.mapWith(Number).as('matched'),
    })
    .from(sampleListing)
    .where(whereOf(query))
    .as('matching');
  return db
    .select({ ...passKeys(query.sort, matching), id: matching.id, matched: matching.matched })
    .from(matching)
    .orderBy(...ordered(query.sort, keysOf(query.sort, matching)))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
}

// samples read past a page from the colour index, so that samples at the very same distance as the page's last are
// ordered by id among themselves (a tie of more than this many at a page's edge may show one twice or not at all)
const TIE_MARGIN = 50;

/** How many samples the nearest-first walk of a page reads from the colour index (`nearestPage`). */
export const nearestReach = (page: { offset: number; limit: number }) => page.offset + page.limit + TIE_MARGIN;

/**
 * The page's ids and keys in "Closest colour" order, from the colour's GiST index, nearest first (a nearest-neighbour
 * scan that stops once it has read `nearestReach` samples passing the other filters): by distance alone, which the
 * index gives, then by (distance, id) among the few read. The distance limit is applied to what the walk read, not
 * inside it: the walk cannot know that no nearer sample follows one past the limit, and a colour with fewer matches
 * than the walk reads (a lime green: none) made it read the whole index. `matched` is how many of those read are
 * within the limit: fewer than the reach means these are all the matches. The cube around the colour that `whereOf`
 * adds for the other orders is left out: it makes the planner expect a hundred matches and sort them all (220 ms for
 * 26,000 matches at 100,000 samples). Pages are read by their number (`offset`): the walk from the colour costs what
 * its reach is, with or without a key.
 */
function nearestPage(db: Database, query: SampleQuery & { nearColor: string }): ReturnType<typeof sortedMatches> {
  const near = nearestWalk(db, query, nearestReach(query));
  const within = db
    .select({
      key0: near.key0,
      key1: near.key1,
      id: near.id,
      matched: sql<number | null>`count(*) over ()`.mapWith(Number).as('matched'),
    })
    .from(near)
    .where(sql`${near.key0} <= ${NEAR_COLOR_MAX_DISTANCE}::float8`)
    .as('within');
  return db
    .select({ key0: within.key0, key1: within.key1, id: within.id, matched: within.matched })
    .from(within)
    .orderBy(asc(within.key0), asc(within.key1))
    .limit(query.limit)
    .offset(query.offset)
    .as('page') as unknown as ReturnType<typeof sortedMatches>;
}

/**
 * How many samples are within NEAR_COLOR_MAX_DISTANCE of the colour (and pass the other filters), counting no further
 * than `limit`: read nearest first from the colour's index, which stops after `limit` samples, where counting the
 * cube around the colour reads every sample in its corners too (108,000 for a lime green with none near it).
 */
export async function countNearest(db: Database, query: SampleFilters & { nearColor: string }, limit: number) {
  const near = nearestWalk(db, query, limit);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(near)
    .where(sql`${near.key0} <= ${NEAR_COLOR_MAX_DISTANCE}::float8`);
  return row?.count ?? 0;
}

/**
 * The first `limit` samples passing the other filters, nearest the colour first, from the colour's GiST index (a
 * nearest-neighbour scan that stops there): each with its distance (`key0`) and id (`key1`, `id`). No distance limit
 * inside: the walk could not stop at it (see nearestPage).
 */
function nearestWalk(db: Database, query: SampleFilters & { nearColor: string }, limit: number) {
  const distance = colorDistanceOf(sampleListing, query.nearColor);
  return (
    db
      .select({
        key0: sql<number>`${distance}::float8`.as('key0'),
        key1: sql<string>`${sampleListing.id}`.as('key1'),
        id: sampleListing.id,
      })
      .from(sampleListing)
      // (a sample without a colour is never near: the condition also lets the planner take the colour's index)
      .where(and(whereOf({ ...query, nearColor: undefined }), isNotNull(sampleListing.colorLab)))
      .orderBy(distance)
      .limit(limit)
      .as('near')
  );
}

/**
 * The page's ids and keys, from the order's index (no count). `walkAtMost` bounds how far along the order the walk
 * looks for matches: a page it cannot fill within that many rows comes back short, and the caller sorts the matches
 * instead (matches bunched at the far end of the order would otherwise make the walk read the whole catalogue). With
 * `seek`, the walk starts at a key, found at once in the index, instead of stepping over `offset` rows.
 */
function walkedPage(db: Database, query: SampleQuery & { walkAtMost?: number }): ReturnType<typeof sortedMatches> {
  const { sort, seek } = query;
  if (seek && query.walkAtMost !== undefined)
    return seekWalkedPage(db, { ...query, seek, walkAtMost: query.walkAtMost });
  // a page before a key is read backwards from it (the outer query puts it back in order)
  const reversed = seek?.direction === 'before';
  const start = seek ? seekCondition(sort, seek, query) : undefined;
  const nothingMatched = sql<number | null>`null::int`.as('matched');
  if (query.walkAtMost === undefined)
    return db
      .select({ ...keyColumns(sort, query), id: sampleListing.id, matched: nothingMatched })
      .from(sampleListing)
      .where(and(whereOf(query), start))
      .orderBy(...orderBy(sort, query, sampleListing, reversed))
      .limit(query.limit)
      .offset(seek ? 0 : query.offset)
      .as('page') as unknown as ReturnType<typeof sortedMatches>;
  const walked = db
    .select({ ...getTableColumns(sampleListing), ...keyColumns(sort, query) })
    .from(sampleListing)
    .where(start)
    .orderBy(...orderBy(sort, query, sampleListing, reversed))
    .limit(query.walkAtMost)
    .as('walked');
  return db
    .select({ ...passKeys(sort, walked), id: walked.id, matched: nothingMatched })
    .from(walked)
    .where(whereOf(query, walked as unknown as typeof sampleListing))
    .orderBy(...ordered(sort, keysOf(sort, walked), reversed))
    .limit(query.limit)
    .offset(seek ? 0 : query.offset)
    .as('page') as unknown as ReturnType<typeof sortedMatches>;
}

/**
 * A bounded walk from a key: the order's index alone gives the next `walkAtMost` keys (an index-only scan), and only
 * then is each key's row looked up and matched against the filters, in order, until the page is full. Asked in one
 * query, the planner would misjudge how many rows follow a key (it weighs a row comparison by its first column alone:
 * "(stock <= 0) > false" looks like the 6 % out of stock) and sort every row after it instead: 100 ms for Next on a
 * search, where this takes 10. The lookup is a lateral subquery the planner may not fold into a join: as a join it
 * hashed the walked keys against the whole table (25 ms for Next on "in stock", where the lookups take 0.5).
 */
function seekWalkedPage(
  db: Database,
  query: SampleQuery & { seek: Seek; walkAtMost: number },
): ReturnType<typeof sortedMatches> {
  const { sort, seek } = query;
  const reversed = seek.direction === 'before';
  const walked = db
    .select({ ...keyColumns(sort, query), id: sampleListing.id })
    .from(sampleListing)
    .where(seekCondition(sort, seek, query))
    .orderBy(...orderBy(sort, query, sampleListing, reversed))
    .limit(query.walkAtMost)
    .as('walked');
  // (its limit keeps the subquery a subquery: a lookup per walked key, in the walk's order)
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(sampleListing)
    .where(and(eq(sampleListing.id, walked.id), whereOf(query)))
    .limit(1)
    .as('matches');
  return db
    .select({ ...passKeys(sort, walked), id: walked.id, matched: sql<number | null>`null::int`.as('matched') })
    .from(walked)
    .innerJoinLateral(matches, sql`true`)
    .orderBy(...ordered(sort, keysOf(sort, walked), reversed))
    .limit(query.limit)
    .as('page') as unknown as ReturnType<typeof sortedMatches>;
}

/**
 * Today in Malaysia, as the database reads it: a certificate whose last day (`expires_on`) is before it has expired
 * and counts for no filter or facet.
 */
export const MALAYSIA_TODAY = sql`(now() at time zone 'Asia/Kuala_Lumpur')::date`;

/** A sample's certificates, the schemes' order, each with whether it is still valid today. */
export function findCertifications(db: Database, sampleIds: string[]) {
  if (!sampleIds.length) return Promise.resolve([]);
  return db
    .select({
      sampleId: sampleCertifications.sampleId,
      scheme: sampleCertifications.scheme,
      certificateNumber: sampleCertifications.certificateNumber,
      expiresOn: sampleCertifications.expiresOn,
      valid: sql<boolean>`(${sampleCertifications.expiresOn} is null or ${sampleCertifications.expiresOn} >= ${MALAYSIA_TODAY})`,
    })
    .from(sampleCertifications)
    .where(inArray(sampleCertifications.sampleId, sampleIds))
    .orderBy(asc(sampleCertifications.sampleId), asc(sampleCertifications.scheme));
}
export type CertificationRow = Awaited<ReturnType<typeof findCertifications>>[number];

/** One sample with its brand and category, or undefined. */
export async function findSampleById(db: Database, id: string) {
  const [row] = await db
    .select({
      sample: sampleColumns,
      brand: brandColumns,
      category: { id: sampleCategories.id, name: sampleCategories.name, nameMs: sampleCategories.nameMs },
    })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .leftJoin(sampleCategories, eq(sampleCategories.id, samples.categoryId))
    .where(eq(samples.id, id))
    .limit(1);
  return row;
}

/** Every category, in tree order. */
export function findCategories(db: Database) {
  return db
    .select({
      id: sampleCategories.id,
      name: sampleCategories.name,
      nameMs: sampleCategories.nameMs,
      slug: sampleCategories.slug,
      parentId: sampleCategories.parentId,
      position: sampleCategories.position,
    })
    .from(sampleCategories)
    .orderBy(asc(sampleCategories.position), asc(sampleCategories.name));
}

/** The colours (with their sample counts), usages and architectural styles the catalogue has, from `sample_facets`. */
export async function findFacets(db: Database) {
  const rows = await db
    .select()
    .from(sampleFacets)
    .where(gt(sampleFacets.samples, 0))
    .orderBy(asc(sampleFacets.kind), asc(sampleFacets.value));
  const of = (kind: (typeof rows)[number]['kind']) => rows.filter((row) => row.kind === kind);
  return {
    colors: of('color').map((row) => ({ label: row.value, colorHex: row.colorHex, count: row.samples })),
    usages: of('usage').map((row) => row.value),
    architecturals: of('architectural').map((row) => row.value),
  };
}
