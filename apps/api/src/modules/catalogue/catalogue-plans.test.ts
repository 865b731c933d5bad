import { SAMPLE_SORTS, type TSampleListQuery } from '@samplebank/contracts/catalogue';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { MicroCache } from '../../platform/micro-cache.js';
import { LocalStorage } from '../../platform/storage.js';
import { createBrand, createCategory } from '../../test/factories.js';
import { openTestDatabase } from '../../test/harness.js';
import { getSample, listSamples } from './catalogue.service.js';
import { countFacets, warmFacetCounts } from './catalogue-facets.js';
import { FacetIndexKeeper } from './facet-index-keeper.js';
import { cursorOf } from './page-cursor.js';

// Issue 21: at 100,000 samples, every statement a catalogue read sends is planned without a sequential scan of the
// samples table. The statements are the ones the services really send (recorded by drizzle's logger), each explained
// with its own parameters, on PGlite and on PostgreSQL alike.

const SAMPLES = 100_000;

type Recorded = { query: string; params: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

let database: DatabaseHandle;
let drop: () => Promise<void>;
let recording: Database;
const recorded: Recorded[] = [];
const storage = new LocalStorage('/tmp/samplebank-plans-unused', 'plans-secret-plans-secret-plans-secret');
let brandId: string;
let categoryId: string;
let sampleId: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const brands = await Promise.all(
    Array.from({ length: 60 }, (_, n) => createBrand(database.db, { name: `Maker ${n}` })),
  );
  const categories = await Promise.all(Array.from({ length: 20 }, () => createCategory(database.db)));
  brandId = brands[7]!.id;
  categoryId = categories[3]!.id;
  // a catalogue shaped like the demo's: 60 brands, 20 categories, 8 name words, 8 materials, 20 colours, 7 usages, 8 styles, a tenth out of stock
  await database.db.execute(`
    insert into samples (name, manufacturer_id, category_id, price, stock, sku, color_label, color_hex, usage,
                         architectural, material, search_text, created_at, description, specifications, images)
    select name, brand, category, 10 + (i * 37) % 990, case when i % 10 = 0 then 0 else 1 + (i * 13) % 500 end,
           'PLAN-' || i, color, '#808080', (array['Residential','Commercial','Hospitality','Outdoor','Retail',
           'Healthcare','Education'])[1 + i % 7], (array['Modern','Industrial','Scandinavian','Tropical','Classic',
           'Minimalist','Rustic','Art Deco'])[1 + (i / 11) % 8], material,
           -- and a vocabulary as wide as the demo's (hundreds of words), as the planner's text statistics need
           lower(name || ' ' || material || ' ' || color || ' ' || (array['studio','atelier','works','supply','living',
           'design','house','craft'])[1 + (i / 13) % 8] || ' tone' || (i * 7) % 300 || ' grade' || (i / 17) % 120),
           now() - make_interval(mins => i),
           -- rows as wide as the demo's, so the planner weighs a full scan at its real cost
           repeat(name || ' in ' || material || ', a sample for specifiers. ', 6),
           jsonb_build_object('thickness', '12 mm', 'finish', 'Matt', 'size', '600 x 600 mm', 'weight', '2.4 kg',
                              'origin', 'Malaysia', 'fireRating', 'Class 0', 'slipRating', 'R10'),
           jsonb_build_array(jsonb_build_object('key', 'catalogue/plan/' || i || '-1.webp', 'url', '', 'alt', name),
                             jsonb_build_object('key', 'catalogue/plan/' || i || '-2.webp', 'url', '', 'alt', name))
    from (
      select i,
             (array['Oak','Walnut','Carrara','Terrazzo','Slate','Linen','Velvet','Brushed'])[1 + i % 8] || ' ' ||
             (array['Plank','Tile','Panel','Sheet','Board'])[1 + (i / 8) % 5] || ' ' || i as name,
             (array['${brands.map((brand) => brand.id).join("','")}'])[1 + (i * 7) % ${brands.length}]::uuid as brand,
             (array['${categories.map((category) => category.id).join("','")}'])[1 + (i / 7) % ${categories.length}]::uuid
               as category,
             'Colour ' || (1 + (i / 3) % 20) as color,
             (array['marble','granite','timber','fabric','glass','leather','metal','stone'])[1 + (i / 5) % 8] as material
      from generate_series(1, ${SAMPLES}) as i
    ) as drawn`);
  // the steady state autovacuum keeps a live database in: statistics and the visibility map up to date
  await database.db.execute('vacuum analyze');
  const [row] = (await database.db.execute<{ id: string }>(`select id from samples where sku = 'PLAN-54321'`)).rows;
  sampleId = row!.id;
  const logger = { logQuery: (query: string, params: unknown[]) => recorded.push({ query, params }) };
  const client = (database.db as unknown as { $client: never }).$client;
  recording = (
    database.kind === 'postgres' ? drizzlePg(client, { schema, logger }) : drizzlePglite(client, { schema, logger })
  ) as Database;
}, 300_000);
afterAll(() => drop?.());

/** The relations some sequential scan in the plan reads. */
function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

/** Every statement `read` sends (but the planner questions), each with the relations its plan scans in full. */
/** The most rows any one step of an analysed plan produced (over all its loops). */
function largestStep(node: PlanNode): number {
  const own = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
  return Math.max(own, ...(node.Plans ?? []).map(largestStep));
}

/** Every statement `read` sends (but the planner questions), each with its plan (run, with `analyze`). */
async function plansOf(read: () => Promise<unknown>, { analyze = false } = {}) {
  recorded.length = 0;
  await read();
  // (a transaction's own statements, its begin and settings, are not statements to plan)
  const statements = recorded.filter(
    (statement) => !/^(explain|begin|commit|rollback|set |savepoint|release)/i.test(statement.query.trim()),
  );
  expect(statements.length).toBeGreaterThan(0);
  const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<any> } })
    .$client;
  return Promise.all(
    statements.map(async ({ query, params }) => {
      const result = await client.query(`explain (format json${analyze ? ', analyze' : ''}) ${query}`, params);
      const plan = result.rows[0]['QUERY PLAN'];
      const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
      const root: PlanNode = parsed[0].Plan;
      return { query, seqScans: sequentialScans(root), largestStep: largestStep(root) };
    }),
  );
}

const listing = (query: Partial<TSampleListQuery>) =>
  listSamples({ db: recording, storage, catalogueEstimates: new MicroCache(0) }, {
    page: 1,
    limit: 24,
    sort: 'availability_first',
    ...query,
  } as TSampleListQuery);

const filters = (value: object) => JSON.stringify(value);

describe(`the catalogue's statements at ${SAMPLES.toLocaleString('en')} samples`, () => {
  const cases: [string, () => Promise<unknown>][] = [
    ['listing, page 1', () => listing({})],
    ['listing, page 40, by price', () => listing({ page: 40, sort: 'price_low_to_high' })],
    ['listing, newest first', () => listing({ sort: 'newest_first' })],
    ['listing, by name, descending', () => listing({ page: 3, sort: 'product_name_desc' })],
    ['listing, page 30, price high to low', () => listing({ page: 30, sort: 'price_high_to_low' })],
    ['listing, page 30, out of stock first', () => listing({ page: 30, sort: 'availability_desc' })],
    ['listing, page 30, brand A-Z', () => listing({ page: 30, sort: 'brand_name_asc' })],
    ['listing, page 30, brand Z-A', () => listing({ page: 30, sort: 'brand_name_desc' })],
    ['a colour, in stock', () => listing({ filters: filters({ color: 'Colour 7', availability: ['in-stock'] }) })],
    [
      'a category and a price range',
      () => listing({ filters: filters({ sampleCategoryIds: [categoryId], price: [100, 300] }) }),
    ],
    ['a usage and a style', () => listing({ filters: filters({ usage: 'Outdoor', architectural: 'Rustic' }) })],
    ['out of stock', () => listing({ filters: filters({ availability: ['out-of-stock'] }) })],
    ['a search word', () => listing({ search: 'walnut' })],
    ['two search words, page 2', () => listing({ search: 'carrara tile', page: 2 })],
    ['a misspelt search', () => listing({ search: 'marbel' })],
    ['a search that finds nothing', () => listing({ search: 'zzqx' })],
    ["a brand's listing", () => listing({ manufacturer: brandId })],
    ["a brand's listing, by price", () => listing({ manufacturer: brandId, sort: 'price_high_to_low', page: 2 })],
    [
      'Next from page 40 by price (a cursor)',
      async () =>
        listing({
          page: 41,
          sort: 'price_low_to_high',
          after: (await listing({ page: 40, sort: 'price_low_to_high' })).nextCursor ?? undefined,
        }),
    ],
    [
      'Previous from page 40, stock first',
      async () => listing({ page: 39, before: (await listing({ page: 40 })).previousCursor ?? undefined }),
    ],
    [
      'Next from page 30 newest first, a usage',
      async () =>
        listing({
          page: 31,
          sort: 'newest_first',
          filters: filters({ usage: 'Outdoor' }),
          after:
            (await listing({ page: 30, sort: 'newest_first', filters: filters({ usage: 'Outdoor' }) })).nextCursor ??
            undefined,
        }),
    ],
    ['sample details', () => getSample({ db: recording, storage }, { sampleId })],
    [
      "facets of a brand's outdoor samples (the whole catalogue's counts, one scan at start and a minute, already made)",
      async () => {
        const kept = new MicroCache(60_000);
        const query = { manufacturer: brandId, filters: filters({ usage: 'Outdoor' }) };
        await warmFacetCounts(recording);
        await countFacets({ db: recording, catalogueEstimates: kept }, query);
        // what a request sends once the counts are made
        recorded.length = 0;
        return countFacets({ db: recording, catalogueEstimates: kept }, query);
      },
    ],
    [
      "the facet index reading the catalogue's changes (a sample's stock changed)",
      async () => {
        const keeper = new FacetIndexKeeper(recording);
        await keeper.load();
        await database.db.execute(`update samples set stock = stock + 1 where sku = 'PLAN-54321'`);
        recorded.length = 0;
        expect(await keeper.current()).toBeDefined();
      },
    ],
    [
      'facets of a colour and certified samples',
      () =>
        countFacets(
          { db: recording, catalogueEstimates: new MicroCache(0) },
          { nearColor: '#808080', filters: filters({ certifications: ['gbi'], usage: 'Retail' }) },
        ),
    ],
  ];
  it.each(cases)('%s: no sequential scan of samples', async (_, read) => {
    for (const plan of await plansOf(read)) {
      expect(plan.seqScans, plan.query).not.toContain('samples');
      expect(plan.seqScans, plan.query).not.toContain('sample_listing');
    }
  });

  it('counts exactly up to 5,000 expected results and estimates above, and the page settles an estimate at the end', async () => {
    const brand = await listing({ manufacturer: brandId });
    expect(brand).toMatchObject({ totalIsEstimate: false });
    // the brand of samples whose (7 i mod 60) is 7: i = 1, 61, 121, ... up to 100,000
    expect(brand.totalSamples).toBe(1667);
    const all = await listing({});
    expect(all.totalIsEstimate).toBe(true);
    expect(all.totalSamples).toBeGreaterThan(SAMPLES * 0.9);
    expect(all.totalSamples).toBeLessThan(SAMPLES * 1.1);
    // the real last page is short: reading it makes the count exact
    const last = await listing({ page: Math.ceil(SAMPLES / 24) });
    expect(last).toMatchObject({ totalSamples: SAMPLES, totalIsEstimate: false, totalPages: Math.ceil(SAMPLES / 24) });
    expect(last.samples).toHaveLength(SAMPLES % 24);
    // past the end: no samples, and the exact count, so the page can point to the last one
    const past = await listing({ page: Math.ceil(SAMPLES / 24) + 50 });
    expect(past).toMatchObject({ samples: [], totalSamples: SAMPLES, totalIsEstimate: false });
  });

  it('finds matches bunched at the far end of the order: the bounded walk comes back short and the matches are sorted', async () => {
    // a tenth of the catalogue is out of stock, all of it after the rest in "Stock First"
    const result = await listing({ filters: filters({ availability: ['out-of-stock'] }) });
    expect(result.samples).toHaveLength(24);
    expect(result.samples.every((sample) => sample.stock === 0)).toBe(true);
    expect(result).toMatchObject({ totalSamples: SAMPLES / 10, totalIsEstimate: false });
    const names = result.samples.map((sample) => sample.name);
    expect(names).toEqual([...names].sort());
  });

  const ids = (result: { samples: { _id: string }[] }) => result.samples.map((sample) => sample._id);

  it.each(SAMPLE_SORTS)('Next and Previous (keyset) give the numbered pages, ties and all, sorted %s', async (sort) => {
    const page = (n: number, more: Partial<TSampleListQuery> = {}) => listing({ sort, page: n, ...more });
    const first = await page(1);
    expect(first.totalIsEstimate).toBe(true);
    const second = await page(2, { after: first.nextCursor ?? undefined });
    expect(ids(second)).toEqual(ids(await page(2)));
    const third = await page(3, { after: second.nextCursor ?? undefined });
    expect(ids(third)).toEqual(ids(await page(3)));
    expect(ids(await page(2, { before: third.previousCursor ?? undefined }))).toEqual(ids(second));
    // deep, and through a filter whose matches the walk must look for
    const usage = { filters: filters({ usage: 'Outdoor' }) };
    const deep = await page(60, usage);
    expect(deep.samples).toHaveLength(24);
    expect(ids(await page(61, { ...usage, after: deep.nextCursor ?? undefined }))).toEqual(ids(await page(61, usage)));
    expect(ids(await page(59, { ...usage, before: deep.previousCursor ?? undefined }))).toEqual(
      ids(await page(59, usage)),
    );
  });

  it('sorts and counts the matches when a walk could read more rows than there are matches', async () => {
    // RM 10-60: about 5,200 matches, over the 5,000 counted as a rule; a walk to page 3 could read 28,000 keys
    const expected = Array.from({ length: SAMPLES }, (_, index) => ((index + 1) * 37) % 990).filter(
      (cents) => cents <= 50,
    ).length;
    expect(expected).toBeGreaterThan(5000);
    const result = await listing({ filters: filters({ price: [10, 60] }), page: 3 });
    expect(result).toMatchObject({ totalSamples: expected, totalIsEstimate: false });
    expect(result.samples).toHaveLength(24);
    expect(result.samples.every((sample) => sample.price <= 60)).toBe(true);
  });

  it('reads Next on a filter from the key on: no step of its plan goes through every row after the key', async () => {
    // a seventh of the catalogue is for outdoor use: more matches (14,300) than a walk of 3,360 keys would read, so
    // the page walks the order's index; Next walks on from the first page's last key
    const outdoor = { filters: filters({ usage: 'Outdoor' }) };
    const first = await listing(outdoor);
    expect(first.totalIsEstimate).toBe(true);
    const after = first.nextCursor ?? undefined;
    for (const plan of await plansOf(() => listing({ ...outdoor, page: 2, after }), { analyze: true })) {
      expect(plan.largestStep, plan.query).toBeLessThan(20_000);
    }
  });

  it('stops a walk along the order as soon as the page is full, on the first page and after a key', async () => {
    // "in stock" matches nearly every sample; "outdoor" a seventh. Each page is a walk of a few hundred keys at most:
    // the page is ordered by the walk's own key columns, so nothing re-sorts the walk, and each walked key's row is
    // looked up on its own, so nothing hashes the table
    for (const query of [
      { filters: filters({ availability: ['in-stock'] }) },
      { filters: filters({ usage: 'Outdoor' }), sort: 'price_high_to_low' as const },
    ]) {
      const first = await listing(query);
      expect(first.totalIsEstimate).toBe(true);
      const reads = [
        () => listing({ ...query, page: 2 }),
        () => listing({ ...query, page: 2, after: first.nextCursor ?? undefined }),
      ];
      for (const read of reads)
        for (const plan of await plansOf(read, { analyze: true })) {
          expect(plan.seqScans, plan.query).toEqual([]);
          expect(plan.largestStep, plan.query).toBeLessThan(1000);
        }
    }
  });

  it('ends Next on the last page and Previous on the first', async () => {
    const lastNumber = Math.ceil(SAMPLES / 24);
    const beforeLast = await listing({ page: lastNumber - 1, sort: 'price_low_to_high' });
    const last = await listing({
      page: lastNumber,
      sort: 'price_low_to_high',
      after: beforeLast.nextCursor ?? undefined,
    });
    expect(last).toMatchObject({ totalSamples: SAMPLES, totalIsEstimate: false, nextCursor: null });
    expect(last.samples).toHaveLength(SAMPLES % 24);
    const second = await listing({ page: 2, sort: 'price_low_to_high' });
    const first = await listing({ page: 1, sort: 'price_low_to_high', before: second.previousCursor ?? undefined });
    expect(first).toMatchObject({ currentPage: 1, previousCursor: null });
    expect(ids(first)).toEqual(ids(await listing({ page: 1, sort: 'price_low_to_high' })));
    // a Previous link from the sixth sample, numbered page 5: five samples come before it, so that page is the first
    const sixth = first.samples[5]!;
    const wrong = await listing({
      page: 5,
      sort: 'price_low_to_high',
      before: cursorOf('price_low_to_high', [sixth.price, sixth._id]),
    });
    expect(wrong).toMatchObject({ currentPage: 1, previousCursor: null });
    expect(ids(wrong)).toEqual(ids(first));
  });

  it('corrects a misspelt word from the catalogue vocabulary', async () => {
    const result = await listing({ search: 'marbel walnut' });
    expect(result.totalSamples).toBeGreaterThan(0);
    expect(result.samples.every((sample) => /walnut/i.test(sample.name))).toBe(true);
  });
});
