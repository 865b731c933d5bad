import type { TSampleSort } from '@samplebank/contracts/catalogue';
import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, sampleCategories, samples } from '../../db/schema/index.js';

export type SampleRow = typeof samples.$inferSelect;
export type BrandRef = { id: string; name: string; logoUrl: string | null; logo: { key: string } | null };
export type SampleWithBrand = { sample: SampleRow; brand: BrandRef };

export type SampleQuery = {
  offset: number;
  limit: number;
  sort: TSampleSort;
  /** the text search, already turned into a match (see `textMatchesFor`) */
  match?: TextMatch;
  priceMin?: number;
  priceMax?: number;
  color?: string;
  manufacturerIds?: string[];
  categoryIds?: string[];
  inStock?: boolean;
  usage?: string;
  architectural?: string;
};

const brandColumns = {
  id: organizations.id,
  name: organizations.name,
  logoUrl: organizations.logoUrl,
  logo: organizations.logo,
};

function orderBy(sort: TSampleSort): SQL[] {
  switch (sort) {
    case 'price_low_to_high':
      return [asc(samples.price), asc(samples.id)];
    case 'price_high_to_low':
      return [desc(samples.price), asc(samples.id)];
    case 'newest_first':
      return [desc(samples.createdAt), asc(samples.id)];
    case 'product_name_asc':
      return [asc(samples.name), asc(samples.id)];
    case 'product_name_desc':
      return [desc(samples.name), asc(samples.id)];
    case 'brand_name_asc':
      return [asc(organizations.name), asc(samples.name), asc(samples.id)];
    case 'brand_name_desc':
      return [desc(organizations.name), asc(samples.name), asc(samples.id)];
    case 'availability_desc':
      return [desc(samples.stock), asc(samples.name), asc(samples.id)];
    default:
      // "Stock First": samples one can order come first, then by name
      return [sql`(${samples.stock} > 0) desc`, asc(samples.name), asc(samples.id)];
  }
}

/** A prefix full-text query of the words, e.g. `oak:* & grey:*`; words are reduced to letters and digits. */
function prefixQuery(search: string): string | undefined {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

export type TextMatch = { kind: 'words'; tsQuery: string } | { kind: 'similar'; term: string };

/**
 * The ways to match a search, cheapest first: whole words and word beginnings, then trigram similarity,
 * which forgives small typos ("marbel" finds "marble") at a higher cost.
 */
export function textMatchesFor(search: string): TextMatch[] {
  const tsQuery = prefixQuery(search);
  const similar: TextMatch = { kind: 'similar', term: search.toLowerCase() };
  return tsQuery ? [{ kind: 'words', tsQuery }, similar] : [similar];
}

/**
 * The search condition, as a subquery the planner runs first (`offset 0` keeps it from being merged):
 * the text indexes find the few matching rows, rather than the sort order's index being walked and
 * every row's text tested.
 */
function textCondition(match: TextMatch): SQL {
  const test =
    match.kind === 'words'
      ? sql`to_tsvector('simple', ${samples.searchText}) @@ to_tsquery('simple', ${match.tsQuery})`
      : sql`${samples.searchText} %> ${match.term}`;
  return sql`${samples.id} in (select ${samples.id} from ${samples} where ${test} offset 0)`;
}

/** The filters of a listing: everything but the page and the order. */
export type SampleFilters = Omit<SampleQuery, 'offset' | 'limit' | 'sort'>;

function whereOf(query: SampleFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.match) conditions.push(textCondition(query.match));
  if (query.priceMin !== undefined && query.priceMin > 0) conditions.push(gte(samples.price, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(samples.price, query.priceMax));
  if (query.color) conditions.push(eq(samples.colorLabel, query.color));
  if (query.manufacturerIds?.length) conditions.push(inArray(samples.manufacturerId, query.manufacturerIds));
  if (query.categoryIds)
    conditions.push(
      inArray(
        samples.categoryId,
        query.categoryIds.length ? query.categoryIds : ['00000000-0000-0000-0000-000000000000'],
      ),
    );
  if (query.inStock === true) conditions.push(gt(samples.stock, 0));
  if (query.inStock === false) conditions.push(eq(samples.stock, 0));
  if (query.usage) conditions.push(eq(samples.usage, query.usage));
  if (query.architectural) conditions.push(eq(samples.architectural, query.architectural));
  return and(...conditions);
}

/** How many samples pass the filters. */
export async function countSamples(db: Database, filters: SampleFilters): Promise<number> {
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(samples).where(whereOf(filters));
  return count?.total ?? 0;
}

/**
 * One page of samples with their brand. A deferred join: the page's ids come from the order's index
 * alone, then only those rows are read.
 */
export function findSamplePage(db: Database, query: SampleQuery): Promise<SampleWithBrand[]> {
  const where = whereOf(query);
  const byBrand = query.sort === 'brand_name_asc' || query.sort === 'brand_name_desc';
  const ids = db.select({ id: samples.id }).from(samples);
  const pageIds = (byBrand ? ids.innerJoin(organizations, eq(organizations.id, samples.manufacturerId)) : ids)
    .where(where)
    .orderBy(...orderBy(query.sort))
    .limit(query.limit)
    .offset(query.offset);
  return db
    .select({ sample: samples, brand: brandColumns })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(inArray(samples.id, pageIds))
    .orderBy(...orderBy(query.sort));
}

/** One sample with its brand and category, or undefined. */
export async function findSampleById(db: Database, id: string) {
  const [row] = await db
    .select({
      sample: samples,
      brand: brandColumns,
      category: { id: sampleCategories.id, name: sampleCategories.name },
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
      slug: sampleCategories.slug,
      parentId: sampleCategories.parentId,
      position: sampleCategories.position,
    })
    .from(sampleCategories)
    .orderBy(asc(sampleCategories.position), asc(sampleCategories.name));
}

/** The distinct colours, usages and architectural styles of the catalogue. */
export async function findFacets(db: Database) {
  const [colors, usages, architecturals] = await Promise.all([
    db
      .select({
        label: samples.colorLabel,
        colorHex: sql<string | null>`min(${samples.colorHex})`,
        count: sql<number>`count(*)::int`,
      })
      .from(samples)
      .where(sql`${samples.colorLabel} is not null`)
      .groupBy(samples.colorLabel)
      .orderBy(asc(samples.colorLabel)),
    db
      .selectDistinct({ value: samples.usage })
      .from(samples)
      .where(sql`${samples.usage} is not null`)
      .orderBy(asc(samples.usage)),
    db
      .selectDistinct({ value: samples.architectural })
      .from(samples)
      .where(sql`${samples.architectural} is not null`)
      .orderBy(asc(samples.architectural)),
  ]);
  return {
    colors: colors.map((color) => ({ label: color.label as string, colorHex: color.colorHex, count: color.count })),
    usages: usages.map((row) => row.value as string),
    architecturals: architecturals.map((row) => row.value as string),
  };
}
