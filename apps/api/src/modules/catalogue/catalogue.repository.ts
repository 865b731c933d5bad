import type { TSampleSort } from '@samplebank/contracts/catalogue';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, sampleCategories, sampleFacets, samples, searchWords } from '../../db/schema/index.js';

// every column but the search text and its words, which only the database reads
const { searchText: _searchText, searchVector: _searchVector, ...sampleColumns } = getTableColumns(samples);
export type SampleRow = Omit<typeof samples.$inferSelect, 'searchText' | 'searchVector'>;
export type BrandRef = { id: string; name: string; logoUrl: string | null; logo: { key: string } | null };
export type SampleWithBrand = { sample: SampleRow; brand: BrandRef };

export type SampleQuery = {
  offset: number;
  limit: number;
  sort: TSampleSort;
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

/** The words of a search, lower-cased and reduced to letters and digits, at most 8. */
export function searchWordsOf(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * A full-text query: each word, or its beginning, must appear (`oak:* & grey:*`); a word given alternatives (its
 * corrections) may appear in any of its spellings (`(marbel:* | marble) & grey:*`).
 */
export function textQueryOf(words: string[], alternatives: string[][] = []): string {
  return words
    .map((word, index) => {
      const others = alternatives[index] ?? [];
      return others.length ? `(${[`${word}:*`, ...others].join(' | ')})` : `${word}:*`;
    })
    .join(' & ');
}

/**
 * The catalogue's words closest to each search word by trigram similarity (at most 3 each, best first): "marbel"
 * gives "marble". Read from the few thousand words of `search_words`, not from the samples.
 */
export async function findCorrections(db: Database, words: string[]): Promise<string[][]> {
  const result = await db.execute<{ corrections: string[] }>(sql`
    select array(
      select ${searchWords.word} from ${searchWords}
      where ${searchWords.word} % typed.word and ${searchWords.word} <> typed.word
      order by similarity(${searchWords.word}, typed.word) desc, ${searchWords.word}
      limit 3
    ) as corrections
    -- the words are letters and digits only (searchWordsOf), so they make a safe array literal
    from unnest(${`{${words.join(',')}}`}::text[]) with ordinality as typed (word, position)
    order by typed.position`);
  return result.rows.map((row) => row.corrections);
}

/** The filters of a listing: everything but the page and the order. */
export type SampleFilters = Omit<SampleQuery, 'offset' | 'limit' | 'sort'>;

function whereOf(query: SampleFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.textQuery) conditions.push(sql`${samples.searchVector} @@ to_tsquery('simple', ${query.textQuery})`);
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

/** The planner's estimate of how many samples pass the filters: a plan, no rows read. */
export async function estimateSamples(db: Database, filters: SampleFilters): Promise<number> {
  const query = db.select({ one: sql`1` }).from(samples).where(whereOf(filters));
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    sql`explain (format json) ${query}`,
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How many samples pass the filters, counting no further than `limit` (so a count costs at most that many rows). */
export async function countSamples(db: Database, filters: SampleFilters, limit: number): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(samples).where(whereOf(filters)).limit(limit).as('matching');
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(matching);
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
    .select({ sample: sampleColumns, brand: brandColumns })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(inArray(samples.id, pageIds))
    .orderBy(...orderBy(query.sort));
}

/** One sample with its brand and category, or undefined. */
export async function findSampleById(db: Database, id: string) {
  const [row] = await db
    .select({
      sample: sampleColumns,
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
