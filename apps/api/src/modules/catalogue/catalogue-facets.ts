import {
  AVAILABILITY_OPTIONS,
  FACET_NAMES,
  type TFacetName,
  type TFacetOption,
  type TSampleFacetsQuery,
  type TSampleFacetsResponse,
} from '@samplebank/contracts/catalogue';
import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASSES,
  SLIP_RATINGS,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, sampleListing } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import {
  anySample,
  countSamples,
  findCategories,
  findCorrections,
  findFacets,
  findMatchingIds,
  MALAYSIA_TODAY,
  type SampleFilters,
  whereOf,
} from './catalogue.repository.js';
import { childrenOf, EXACT_COUNT_LIMIT, estimateOf, filtersOf, planColour } from './catalogue.service.js';
import type { Counts, FacetIndex, FacetQuery } from './facet-index.js';
import type { FacetIndexKeeper } from './facet-index-keeper.js';
import { searchTermsOf, searchWordsOf, textQueryOf } from './search-terms.js';

// `GET /samples/facets` (issue 17): every option of every filter with how many samples the listing would show with it
// chosen, given the other active filters, the way the shops built on search engines count them (ADR 0022).

/**
 * Up to this many samples (by the listing's estimate) behind a filter's options, its options are counted exactly, in
 * one pass over those samples: where the listing counts its own total exactly (EXACT_COUNT_LIMIT). Above it, each
 * option's count is its share of the whole catalogue (counted again each minute) applied to that estimate, and marked approximate,
 * as the listing's total is then an estimate too. Counting 20,000 rows exactly for each filter with choices took a
 * facets call past the listing's budget (p95 230 ms at 100,000 samples).
 */
export const FACET_EXACT_LIMIT = EXACT_COUNT_LIMIT;

type Facet = {
  /** the filters without this filter's own choices: the samples its options are counted among */
  without: (filters: SampleFilters) => SampleFilters;
  /** the listing's column the options are values of, as text; certificates are counted from their table instead */
  value?: SQL;
};

const FACETS: Record<TFacetName, Facet> = {
  sampleCategoryIds: {
    without: (f) => ({ ...f, categoryIds: undefined }),
    value: sql`${sampleListing.categoryId}::text`,
  },
  manufacturerIds: {
    without: (f) => ({ ...f, manufacturerIds: undefined }),
    value: sql`${sampleListing.manufacturerId}::text`,
  },
  color: { without: (f) => ({ ...f, color: undefined }), value: sql`${sampleListing.colorLabel}` },
  usage: { without: (f) => ({ ...f, usage: undefined }), value: sql`${sampleListing.usage}` },
  architectural: { without: (f) => ({ ...f, architectural: undefined }), value: sql`${sampleListing.architectural}` },
  availability: {
    without: (f) => ({ ...f, inStock: undefined }),
    value: sql`case when ${sampleListing.stock} > 0 then 'in-stock' else 'out-of-stock' end`,
  },
  certifications: { without: (f) => ({ ...f, certifications: undefined }) },
  fireBs476: { without: (f) => ({ ...f, fireBs476: undefined }), value: sql`${sampleListing.fireBs476}` },
  euroclass: { without: (f) => ({ ...f, euroclass: undefined }), value: sql`${sampleListing.fireEuroclass}` },
  slipRatings: { without: (f) => ({ ...f, slipRatings: undefined }), value: sql`${sampleListing.slipRating}` },
  vocLevels: { without: (f) => ({ ...f, vocLevels: undefined }), value: sql`${sampleListing.vocLevel}` },
  madeInMalaysia: {
    without: (f) => ({ ...f, madeInMalaysia: undefined }),
    value: sql`case when ${sampleListing.madeInMalaysia} then 'true' end`,
  },
};

/**
 * How many of the samples passing `filters` have each value of each named facet, in one read of their listing rows:
 * the listing's columns counted by grouping sets, and the valid certificates each row holds counted beside them (a
 * row per scheme, `scheme` set); and how many samples pass (`total`, from the same rows, so the listing's total for
 * the query is not counted again).
 */
async function countOptions(
  db: Database,
  filters: SampleFilters,
  names: TFacetName[],
): Promise<{ counts: Counts; total: number }> {
  const counts: Counts = new Map(names.map((name) => [name, new Map()]));
  const where = whereOf(filters);
  const columns = names.filter((name) => FACETS[name].value);
  const withCertificates = names.includes('certifications');
  const aliases = columns.map((_, index) => sql.raw(`f${index}`));
  const byColumns = sql`
    select grouping(${sql.join(aliases, sql`, `)})::int as sets, ${sql.join(aliases, sql`, `)}, count(*)::int as n,
           null::text as scheme
    from matching
    group by grouping sets (${sql.join(
      aliases.map((alias) => sql`(${alias})`),
      sql`, `,
    )})`;
  const byCertificates = sql`
    select -1 as sets, ${sql.join(
      aliases.map((alias) => sql`null::text as ${alias}`),
      sql`, `,
    )}${aliases.length ? sql`, ` : sql``} count(*)::int as n, held.scheme
    from matching cross join lateral unnest(matching.cert_schemes, matching.cert_expires) as held (scheme, expires)
    where held.expires >= ${MALAYSIA_TODAY}
    group by held.scheme`;
  const all = sql`
    select ${TOTAL_ROW} as sets, ${sql.join(
      aliases.map((alias) => sql`null::text as ${alias}`),
      sql`, `,
    )}${aliases.length ? sql`, ` : sql``} count(*)::int as n, null::text as scheme
    from matching`;
  const result = await db.execute<Record<string, string | number | null>>(sql`
    with matching as materialized (
      select ${sql.join(
        [
          ...columns.map((name, index) => sql`${FACETS[name].value} as ${aliases[index]}`),
          sql`${sampleListing.certSchemes} as cert_schemes, ${sampleListing.certExpires} as cert_expires`,
        ],
        sql`, `,
      )}
      from ${sampleListing} ${where ? sql`where ${where}` : sql``}
    )
    ${sql.join(
      [columns.length ? byColumns : undefined, withCertificates ? byCertificates : undefined, all].filter(
        (part) => part !== undefined,
      ),
      sql` union all `,
    )}`);
  let total = 0;
  for (const row of result.rows) {
    if (Number(row.sets) === TOTAL_ROW) {
      total = Number(row.n);
      continue;
    }
    if (row.scheme !== null && row.scheme !== undefined) {
      counts.get('certifications')?.set(String(row.scheme), Number(row.n));
      continue;
    }
    // grouping() sets a bit for each column the row is NOT grouped by, the first column the highest
    const index = columns.findIndex((_, i) => (Number(row.sets) & (1 << (columns.length - 1 - i))) === 0);
    const value = row[`f${index}`];
    const name = columns[index];
    if (name && value !== null && value !== undefined) counts.get(name)?.set(String(value), Number(row.n));
  }
  return { counts, total };
}

// the row of `countOptions`' answer that holds how many samples passed (the certificates' rows are -1)
const TOTAL_ROW = -2;

/** What the catalogue offers beyond the fixed lists: its categories, its brands, its colours, usages and styles. */
type Offered = {
  categoryIds: string[];
  brandIds: string[];
  colors: string[];
  usages: string[];
  architecturals: string[];
};

/**
 * The brands that have samples, each found through the listing's brand index (a few hundred lookups, no scan of the
 * catalogue).
 */
async function findBrandsWithSamples(db: Database): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select ${organizations.id} as id from ${organizations}
    where exists (select 1 from ${sampleListing} where ${sampleListing.manufacturerId} = ${organizations.id})`);
  return result.rows.map((row) => row.id);
}

/** The options every filter offers, whether or not any sample matches them now (0 shows the option disabled). */
function optionsOf(name: TFacetName, offered: Offered): string[] {
  switch (name) {
    case 'sampleCategoryIds':
      return offered.categoryIds;
    case 'manufacturerIds':
      return offered.brandIds;
    case 'color':
      return offered.colors;
    case 'usage':
      return offered.usages;
    case 'architectural':
      return offered.architecturals;
    case 'availability':
      return [...AVAILABILITY_OPTIONS];
    case 'certifications':
      return [...CERTIFICATION_SCHEMES];
    case 'fireBs476':
      return [...BS476_CLASSES];
    case 'euroclass':
      return [...EUROCLASSES];
    case 'slipRatings':
      return [...SLIP_RATINGS];
    case 'vocLevels':
      return [...VOC_LEVELS];
    case 'madeInMalaysia':
      return ['true'];
  }
}

/** How long the whole catalogue's counts serve before they are counted again (in the background). */
const WHOLE_COUNTS_MS = 60_000;
const wholeCounts = new WeakMap<Database, { counts: Promise<Counts>; countedAt: number; counting: boolean }>();

/**
 * The whole catalogue's counts of every option, one scan of the listing: counted on the first call, then served while
 * a newer count is made in the background once they are a minute old, so no request waits for the scan but the
 * first one after the start (`warmFacetCounts`).
 */
export function wholeCatalogueCounts(db: Database): Promise<Counts> {
  const kept = wholeCounts.get(db);
  const now = Date.now();
  if (!kept) {
    const counts = countOptions(db, {}, [...FACET_NAMES]).then((counted) => counted.counts);
    wholeCounts.set(db, { counts, countedAt: now, counting: false });
    counts.catch(() => wholeCounts.delete(db));
    return counts;
  }
  if (now - kept.countedAt > WHOLE_COUNTS_MS && !kept.counting) {
    kept.counting = true;
    countOptions(db, {}, [...FACET_NAMES]).then(
      ({ counts }) => wholeCounts.set(db, { counts: Promise.resolve(counts), countedAt: Date.now(), counting: false }),
      () => {
        kept.counting = false;
      },
    );
  }
  return kept.counts;
}

/** Counts the whole catalogue's options once at start, so the first visitors' facets do not wait for it. */
export async function warmFacetCounts(db: Database): Promise<void> {
  await wholeCatalogueCounts(db);
}

/** How each facet's options were counted: exactly, or as shares of the catalogue (many samples, no index). */
type Counted = Map<TFacetName, { counts: Map<string, number>; approximate: boolean }>;

/** The samples each filter's options are counted among, grouped: a filter's own choices aside, every other applied. */
type Group = { filters: SampleFilters; names: TFacetName[] };

/**
 * A search the facet index's words cannot find (a digit in it, a letter beyond a-z): up to this many samples found,
 * the facet index counts among them, their ids read through the search's index (each a row read: about 40 ms for
 * 2,000 at a million samples); a search finding more is counted in the database, where the counts of so many are
 * shares of the catalogue.
 */
export const SEARCH_ROWS_LIMIT = 2_000;

type FacetsContext = ServiceContext<'db' | 'catalogueEstimates'> & { facetIndex?: FacetIndexKeeper };

/** `GET /samples/facets`. */
export async function countFacets(context: FacetsContext, query: TSampleFacetsQuery): Promise<TSampleFacetsResponse> {
  const { db, catalogueEstimates } = context;
  const [filters, categories, named, brandIds, index] = await Promise.all([
    filtersOf(db, query),
    findCategories(db),
    findFacets(db),
    catalogueEstimates.remember('facets:brands', () => findBrandsWithSamples(db)),
    context.facetIndex?.current(),
  ]);
  const offered: Offered = {
    categoryIds: categories.map((category) => category.id),
    brandIds,
    colors: named.colors.map((color) => color.label),
    usages: named.usages,
    architecturals: named.architecturals,
  };
  const searched = await withSearch(context, filters, query.search, index);
  const chosen = searched.filters;
  // filters without choices share one group, the query's own matches (the first)
  const groups = new Map<string, Group>([[JSON.stringify(chosen), { filters: chosen, names: [] }]]);
  for (const name of FACET_NAMES) {
    const base = FACETS[name].without(chosen);
    const key = JSON.stringify(base);
    const group = groups.get(key) ?? { filters: base, names: [] };
    group.names.push(name);
    groups.set(key, group);
  }
  const { counted, total } =
    (index && (await countInIndex(context, index, searched, [...groups.values()]))) ??
    (await countInDatabase(context, chosen, groups));

  const counts = Object.fromEntries(
    FACET_NAMES.map((name) => {
      const { counts: own, approximate } = counted.get(name) ?? { counts: new Map(), approximate: false };
      // a category counts the samples of every category below it too
      const byValue = name === 'sampleCategoryIds' ? withSubcategories(categories, own) : own;
      const options = optionsOf(name, offered).map((value): TFacetOption => {
        const count = byValue.get(value) ?? 0;
        // the listing shows a count of more than EXACT_COUNT_LIMIT as the estimate it is ("about 12,400")
        return { value, count, approximate: count > 0 && (approximate || count > EXACT_COUNT_LIMIT) };
      });
      return [name, options];
    }),
  ) as TSampleFacetsResponse['counts'];
  const colorCounts = counts.color;
  return {
    colors: named.colors.map((color) => ({
      ...color,
      count: colorCounts.find((option) => option.value === color.label)?.count ?? 0,
    })),
    usages: named.usages,
    architecturals: named.architecturals,
    counts,
    total,
  };
}

/** Each category's count with those of every category below it (one walk of the tree, not one per category). */
function withSubcategories(
  categories: { id: string; parentId: string | null }[],
  counts: Map<string, number>,
): Map<string, number> {
  const children = childrenOf(categories);
  const totals = new Map<string, number>();
  // (a category met again on its own path, were the tree ever to loop, counts once)
  const totalOf = (id: string, path: Set<string>): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    path.add(id);
    let total = counts.get(id) ?? 0;
    for (const child of children.get(id) ?? []) if (!path.has(child)) total += totalOf(child, path);
    path.delete(id);
    totals.set(id, total);
    return total;
  };
  for (const category of categories) totalOf(category.id, new Set());
  return totals;
}

type Tally = { counted: Counted; total: { count: number; approximate: boolean } };

/**
 * Every group counted exactly in the facet index (ADR 0023), among the search's matches: those the index found, or
 * else their ids read from the database; undefined when such a search finds more than SEARCH_ROWS_LIMIT samples.
 */
async function countInIndex(
  context: FacetsContext,
  index: FacetIndex,
  { filters: chosen, rows: found }: Searched,
  groups: Group[],
): Promise<Tally | undefined> {
  let rows = found;
  if (chosen.textQuery && !rows) {
    const search = { textQuery: chosen.textQuery };
    // the planner's estimate spares reading thousands of ids only to find there are too many
    if ((await estimateOf(context, search)) > SEARCH_ROWS_LIMIT * 2) return undefined;
    const ids = await findMatchingIds(context.db, search, SEARCH_ROWS_LIMIT + 1);
    if (ids.length > SEARCH_ROWS_LIMIT) return undefined;
    rows = index.rowsOf(ids);
  }
  const counted: Counted = new Map();
  let total = 0;
  groups.forEach((group, position) => {
    const exact = index.countOptions({ ...facetQueryOf(group.filters), rows }, group.names);
    for (const name of group.names)
      counted.set(name, { counts: exact.counts.get(name) ?? new Map(), approximate: false });
    // the first group is the query's own
    if (position === 0) total = exact.total;
  });
  return { counted, total: { count: total, approximate: false } };
}

/**
 * Each group counted in the database: exactly up to FACET_EXACT_LIMIT samples (by the listing's estimate), above as
 * each option's share of the whole catalogue applied to that estimate.
 */
async function countInDatabase(
  context: FacetsContext,
  chosen: SampleFilters,
  groups: Map<string, Group>,
): Promise<Tally> {
  const { db } = context;
  const estimate = (filters: SampleFilters) => estimateOf(context, filters);
  const catalogueSize = Math.max(await estimate({}), 1);
  const counted: Counted = new Map();
  // how many samples each group counted exactly holds: the query's own matches among them are the listing's total
  const exactTotals = new Map<string, number>();
  await Promise.all(
    [...groups.entries()].map(async ([key, group]) => {
      if (!group.names.length) return;
      const matching = await estimate(group.filters);
      if (matching <= FACET_EXACT_LIMIT) {
        const exact = await countOptions(db, await planColour(context, group.filters), group.names);
        for (const name of group.names)
          counted.set(name, { counts: exact.counts.get(name) ?? new Map(), approximate: false });
        exactTotals.set(key, exact.total);
        return;
      }
      // many samples: each option's share of the catalogue, applied to how many samples these are
      const shares = await wholeCatalogueCounts(db);
      const unfiltered = matching >= catalogueSize;
      for (const name of group.names) {
        const scaled = new Map(
          [...(shares.get(name) ?? new Map<string, number>())].map(([value, count]) => [
            value,
            unfiltered ? count : Math.round((count * matching) / catalogueSize),
          ]),
        );
        counted.set(name, { counts: scaled, approximate: !unfiltered });
      }
    }),
  );
  const ownTotal = exactTotals.get(JSON.stringify(chosen));
  const total =
    ownTotal !== undefined
      ? { count: ownTotal, approximate: false }
      : await totalOf(db, await planColour(context, chosen), await estimate(chosen));
  return { counted, total };
}

/** The listing's total for the query: exact up to EXACT_COUNT_LIMIT matches, the estimate above. */
async function totalOf(db: Database, filters: SampleFilters, estimate: number) {
  if (estimate > EXACT_COUNT_LIMIT) return { count: Number(estimate.toPrecision(3)), approximate: true };
  return { count: await countSamples(db, filters), approximate: false };
}

/** The filters with a search's words, and the rows they match in the facet index when its words can find them. */
type Searched = { filters: SampleFilters; rows?: Int32Array };

/**
 * The filters with the search's words, as the listing reads them: its words and their beginnings, or, when no sample
 * has them, the catalogue's closest spellings ("marbel" counting marble). Whether any sample has them is asked of the
 * facet index when its words can answer (`FacetIndex.searchRows`), of the database otherwise.
 */
async function withSearch(
  context: FacetsContext,
  filters: SampleFilters,
  search: string | undefined,
  index: FacetIndex | undefined,
): Promise<Searched> {
  const { db } = context;
  const words = search ? searchWordsOf(search) : [];
  if (!words.length) return { filters };
  const read = (alternatives?: string[][]): Searched => ({
    filters: { ...filters, textQuery: textQueryOf(words, alternatives) },
    rows: index?.searchRows(searchTermsOf(words, alternatives)),
  });
  const found = async ({ filters: searched, rows }: Searched) =>
    index && rows ? index.count({ ...facetQueryOf(searched), rows }) > 0 : anySample(db, searched);
  const exact = read();
  if (await found(exact)) return exact;
  const corrections = await findCorrections(db, words);
  if (!corrections.some((alternatives) => alternatives.length > 0)) return exact;
  const similar = read(corrections);
  return (await found(similar)) ? similar : exact;
}

/** The listing's filters as the facet index reads them: the search's words and the colour's order aside. */
function facetQueryOf(filters: SampleFilters): FacetQuery {
  const { textQuery: _textQuery, colourByDistance: _byDistance, ...query } = filters;
  return query;
}
