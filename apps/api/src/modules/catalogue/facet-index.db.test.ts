import type { TSampleFacetsQuery, TSampleFilters } from '@samplebank/contracts/catalogue';
import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASSES,
  SLIP_RATINGS,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';
import { mulberry32 } from '@samplebank/demo-data/textures';
import { colorPointOf } from '@samplebank/domain/colour';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { sampleCertifications, samples } from '../../db/schema/index.js';
import { MicroCache } from '../../platform/micro-cache.js';
import { LocalStorage } from '../../platform/storage.js';
import { createBrand, createCategory, createSample } from '../../test/factories.js';
import { openTestDatabase } from '../../test/harness.js';
import { listSamples } from './catalogue.service.js';
import { countFacets } from './catalogue-facets.js';
import { FacetIndexKeeper } from './facet-index-keeper.js';

// ADR 0023: the facets counted in the facet index are the facets counted in SQL, for any filters, and stay so as the
// catalogue changes. The catalogue is small, so the SQL counts are exact, and the two answers must be equal.

const SAMPLES = 300;

let database: DatabaseHandle;
let drop: () => Promise<void>;
let db: Database;
let keeper: FacetIndexKeeper;
let brandIds: string[];
let categoryIds: string[];
let flooring: string;

// colours in families, so a colour asked for finds a few of its neighbours (OKLab within 0.1) and not the others
const COLOURS: [label: string, hex: string][] = [
  ['Beige', '#C8B89A'],
  ['Beige', '#D0C0A0'],
  ['Sand', '#BFA98A'],
  ['Grey', '#808080'],
  ['Grey', '#8A8A8A'],
  ['White', '#F5F5F5'],
  ['Brown', '#8B6B4A'],
  ['Blue', '#2B4C7E'],
];
const WORDS = ['Walnut', 'Marble', 'Slate', 'Linen', 'Terrazzo'];
const SHAPES = ['Plank', 'Tile', 'Panel'];
const USAGES = ['Residential', 'Commercial', 'Outdoor'];
const STYLES = ['Modern', 'Rustic', 'Classic'];

const random = mulberry32(23);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
const orNone = <T>(value: T, share = 0.2) => (random() < share ? null : value);
const some = <T>(values: readonly T[]) => {
  const chosen = values.filter(() => random() < 0.4);
  return chosen.length ? chosen : [pick(values)];
};

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  db = database.db;
  brandIds = (await Promise.all(Array.from({ length: 5 }, (_, n) => createBrand(db, { name: `Maker ${n}` })))).map(
    (brand) => brand.id,
  );
  flooring = (await createCategory(db, { name: 'Flooring' })).id;
  const below = await Promise.all(['Oak', 'Tiles'].map((name) => createCategory(db, { name, parentId: flooring })));
  const others = await Promise.all(['Walls', 'Roofs'].map((name) => createCategory(db, { name })));
  categoryIds = [flooring, ...[...below, ...others].map((category) => category.id)];
  const rows = Array.from({ length: SAMPLES }, (_, n) => {
    const name = `${pick(WORDS)} ${pick(SHAPES)} ${n}`;
    const colour = orNone(pick(COLOURS), 0.1);
    return {
      name,
      manufacturerId: pick(brandIds),
      categoryId: orNone(pick(categoryIds), 0.1),
      // whole ringgit, half ringgit and any sen, so a fractional bound falls between prices
      price: pick([Math.floor(random() * 100), Math.floor(random() * 200) / 2, Math.floor(random() * 10_000) / 100]),
      stock: random() < 0.2 ? 0 : 1 + Math.floor(random() * 50),
      sku: `FACET-${n}`,
      colorLabel: colour?.[0] ?? null,
      colorHex: colour?.[1] ?? null,
      colorLab: colorPointOf(colour?.[1]),
      usage: orNone(pick(USAGES)),
      architectural: orNone(pick(STYLES)),
      material: pick(['Timber', 'Stone', 'Fabric']),
      searchText: name.toLowerCase(),
      fireBs476: orNone(pick(BS476_CLASSES), 0.4),
      fireEuroclass: orNone(pick(['A1', 'A2-s1,d0', 'B-s1,d0', 'Cfl-s1', 'D', 'E', 'F']), 0.4),
      slipRating: orNone(pick(SLIP_RATINGS), 0.4),
      vocLevel: orNone(pick(VOC_LEVELS), 0.4),
      recycledPercent: orNone(Math.floor(random() * 101), 0.4),
      madeInMalaysia: random() < 0.4,
      leadTimeDays: orNone(Math.floor(random() * 91), 0.3),
    };
  });
  const inserted = await db.insert(samples).values(rows).returning({ id: samples.id });
  const certificates = inserted.flatMap(({ id }) =>
    CERTIFICATION_SCHEMES.filter(() => random() < 0.15).map((scheme, n) => ({
      sampleId: id,
      scheme,
      certificateNumber: `C-${n}`,
      // none, long expired, or valid for years
      expiresOn: pick([null, '2020-06-30', '2099-12-31']),
    })),
  );
  await db.insert(sampleCertifications).values(certificates);
  // the planner's statistics, so the SQL path counts these few samples exactly (its estimates are small)
  await db.execute(sql`analyze`);
  keeper = new FacetIndexKeeper(db);
  await keeper.load();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const inSql = (query: TSampleFacetsQuery) => countFacets({ db, catalogueEstimates: new MicroCache(0) }, query);
const inIndex = (query: TSampleFacetsQuery, facetIndex = keeper) =>
  countFacets({ db, catalogueEstimates: new MicroCache(0), facetIndex }, query);

/** The query's answer from the index equals its answer from SQL (the query beside it, to name a difference). */
async function expectSameCounts(query: TSampleFacetsQuery) {
  const [fromIndex, fromSql] = [await inIndex(query), await inSql(query)];
  expect({ query, ...fromIndex }).toEqual({ query, ...fromSql });
  return fromSql;
}

/** 1 to 3 of the listing's filters, chosen at random, with values its samples have (and sometimes not). */
function randomQuery(): TSampleFacetsQuery {
  type Drawn = Omit<TSampleFacetsQuery, 'filters'> & { filters: TSampleFilters };
  const choices: ((query: Drawn) => void)[] = [
    (q) => {
      q.filters.sampleCategoryIds = some(categoryIds);
    },
    (q) => {
      q.filters.manufacturerIds = some(brandIds);
    },
    (q) => {
      q.filters.color = pick(COLOURS)[0];
    },
    (q) => {
      q.filters.usage = pick(USAGES);
    },
    (q) => {
      q.filters.architectural = pick(STYLES);
    },
    (q) => {
      q.filters.availability = [pick(['in-stock', 'out-of-stock'] as const)];
    },
    (q) => {
      q.filters.certifications = some(CERTIFICATION_SCHEMES);
    },
    (q) => {
      q.filters.fireBs476 = some(BS476_CLASSES);
    },
    (q) => {
      q.filters.euroclass = some(EUROCLASSES);
    },
    (q) => {
      q.filters.slipRatings = some(SLIP_RATINGS);
    },
    (q) => {
      q.filters.vocLevels = some(VOC_LEVELS);
    },
    (q) => {
      q.filters.madeInMalaysia = true;
    },
    (q) => {
      q.filters.recycledMin = Math.floor(random() * 80);
    },
    (q) => {
      q.filters.leadTimeMax = Math.floor(random() * 100);
    },
    (q) => {
      const low = Math.floor(random() * 8_000) / 100;
      q.filters.price = [low, pick([low + 10.5, low + 40, 1_000])];
    },
    (q) => {
      q.nearColor = pick(COLOURS)[1];
    },
  ];
  const query: Drawn = { filters: {} };
  for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) pick(choices)(query);
  return { ...query, filters: JSON.stringify(query.filters) };
}

describe('the facets counted in the facet index', () => {
  it('counts what SQL counts, for random filters, a colour and a search', async () => {
    expect(await keeper.current()).toBeDefined();
    const queries: TSampleFacetsQuery[] = [
      {},
      { filters: JSON.stringify({ availability: ['in-stock'] }) },
      { filters: JSON.stringify({ price: [10.5, 60.25] }) },
      { search: 'walnut' },
      { search: 'marble tile', filters: JSON.stringify({ availability: ['in-stock'] }) },
      { search: 'slate', nearColor: '#808080' },
      { manufacturer: brandIds[0], categoryId: flooring },
      ...Array.from({ length: 40 }, randomQuery),
    ];
    let matched = 0;
    for (const query of queries) if ((await expectSameCounts(query)).total.count > 0) matched += 1;
    // most queries find something, so the counts compared are not all zeros
    expect(matched).toBeGreaterThan(queries.length / 2);
  });

  it("counts a search among the matches the index's own words find, as SQL counts it", async () => {
    const searches = [
      'walnut',
      'wal',
      'l',
      'marble tile',
      'grey',
      'gray',
      'kelabu',
      'marbel',
      'maker',
      'flooring',
      'timber',
      'facet',
      'facet 12',
      'ter pan',
      'zzzz',
    ];
    const queries: TSampleFacetsQuery[] = [
      ...searches.map((search) => ({ search })),
      ...searches.map((search) => ({ ...randomQuery(), search })),
    ];
    let matched = 0;
    for (const query of queries) if ((await expectSameCounts(query)).total.count > 0) matched += 1;
    expect(matched).toBeGreaterThan(queries.length / 2);
  });

  it('asks the database nothing more for a search of letters than for none', async () => {
    const asked = async (query: TSampleFacetsQuery) => {
      const spies = [vi.spyOn(db, 'select'), vi.spyOn(db, 'execute'), vi.spyOn(db, 'transaction')];
      await inIndex(query);
      const calls = spies.map((spy) => spy.mock.calls.length);
      for (const spy of spies) spy.mockRestore();
      return calls;
    };
    const filters = JSON.stringify({ availability: ['in-stock'] });
    const none = await asked({ filters });
    expect(await asked({ filters, search: 'marble tile' })).toEqual(none);
    // a word with a digit is the database's to find
    expect(await asked({ filters, search: 'facet 12' })).not.toEqual(none);
  });

  it('follows the writes it is told of: a sample added, moved, certified, its certificate expired, and deleted', async () => {
    const told = async () => {
      keeper.clear();
      return (await keeper.current())?.rows;
    };
    const oak = categoryIds[1] as string;
    const roofs = categoryIds[4] as string;
    const queries: TSampleFacetsQuery[] = [
      {},
      { search: 'quartzite' },
      { filters: JSON.stringify({ sampleCategoryIds: [roofs] }) },
      { filters: JSON.stringify({ availability: ['out-of-stock'] }) },
      { filters: JSON.stringify({ certifications: ['gbi', 'epd'] }) },
    ];
    const expectAllSame = async () => {
      for (const query of queries) await expectSameCounts(query);
    };
    const quartzite = async () => (await inIndex({ search: 'quartzite' })).counts;
    const option = (value: string, count: number) => ({ value, count, approximate: false });
    const held = await told();

    const added = await createSample(db, brandIds[1] as string, {
      name: 'Quartzite Slab',
      searchText: 'quartzite slab',
      categoryId: oak,
      stock: 7,
    });
    expect(await told()).toBe((held ?? 0) + 1);
    expect((await quartzite()).sampleCategoryIds).toContainEqual(option(oak, 1));
    await expectAllSame();

    await db.update(samples).set({ categoryId: roofs, stock: 0 }).where(eq(samples.id, added.id));
    await told();
    expect((await quartzite()).sampleCategoryIds).toContainEqual(option(roofs, 1));
    expect((await quartzite()).availability).toContainEqual(option('out-of-stock', 1));
    await expectAllSame();

    await db
      .insert(sampleCertifications)
      .values({ sampleId: added.id, scheme: 'gbi', certificateNumber: 'GBI-1', expiresOn: '2099-01-01' });
    await told();
    expect((await quartzite()).certifications).toContainEqual(option('gbi', 1));
    await expectAllSame();

    await db
      .update(sampleCertifications)
      .set({ expiresOn: '2021-01-01' })
      .where(and(eq(sampleCertifications.sampleId, added.id), eq(sampleCertifications.scheme, 'gbi')));
    await told();
    expect((await quartzite()).certifications).toContainEqual(option('gbi', 0));
    await expectAllSame();

    await db.delete(samples).where(eq(samples.id, added.id));
    expect(await told()).toBe(held);
    expect((await inIndex({ search: 'quartzite' })).total).toEqual({ count: 0, approximate: false });
    await expectAllSame();
  });

  it('counts a write no one announced on the next call', async () => {
    const unannounced = new FacetIndexKeeper(db);
    await unannounced.load();
    const held = (await unannounced.current())?.rows ?? 0;
    await db.delete(samples).where(eq(samples.sku, 'FACET-7'));
    expect((await unannounced.current())?.rows).toBe(held - 1);
    const query = { filters: JSON.stringify({ availability: ['in-stock'] }) };
    expect(await inIndex(query, unannounced)).toEqual(await inSql(query));
  });
});

describe('a colour listing chosen in the facet index', () => {
  const storage = new LocalStorage('/tmp/samplebank-facet-index-unused', 'facet-index-secret-facet-index-secret');
  const list = (query: Omit<TSampleFacetsQuery, 'search'>, page: number, facetIndex?: FacetIndexKeeper) =>
    listSamples(
      { db, storage, catalogueEstimates: new MicroCache(0), facetIndex },
      { ...query, page, limit: 12, sort: 'closest_color' },
    );

  it('gives the pages and the count SQL gives, for a colour beside random filters', async () => {
    const queries = [
      { nearColor: '#808080' },
      { nearColor: '#C8B89A', filters: JSON.stringify({ availability: ['in-stock'] }) },
      ...Array.from({ length: 30 }, () => ({ ...randomQuery(), nearColor: pick(COLOURS)[1] })),
    ];
    let paged = 0;
    for (const query of queries)
      for (const page of [1, 2]) {
        const [fromIndex, fromSql] = [await list(query, page, keeper), await list(query, page)];
        expect({ query, page, ...fromIndex }).toEqual({ query, page, ...fromSql });
        if (page === 2 && fromSql.samples.length > 0) paged += 1;
      }
    // second pages were compared too, and the nearest came first with its distance
    expect(paged).toBeGreaterThan(2);
    const grey = await list({ nearColor: '#808080' }, 1, keeper);
    expect(grey.samples[0]?.colorDistance).toBe(0);
    expect(
      grey.samples.every(
        (sample, at) => at === 0 || (sample.colorDistance ?? 1) >= (grey.samples[at - 1]?.colorDistance ?? 0),
      ),
    ).toBe(true);
  });

  it('is read from the index: the database is asked only for the page by its ids', async () => {
    const statements: string[] = [];
    const spy = vi.spyOn(db, 'select');
    await list({ nearColor: '#808080', filters: JSON.stringify({ availability: ['in-stock'] }) }, 1, keeper);
    statements.push(...spy.mock.calls.map(() => 'select'));
    spy.mockRestore();
    // one select: the page's rows by id (the estimate, the cube walk and the count are not asked)
    expect(statements).toHaveLength(1);
  });
});

describe('a facet index allowed to be a few seconds old, as the catalogue cache is', () => {
  it('counts an announced write on the next call, and one no one announced once the seconds are past', async () => {
    let now = 0;
    const keeper = new FacetIndexKeeper(db, undefined, () => now, 5_000);
    await keeper.load();
    const held = (await keeper.current())?.rows ?? 0;
    await db.delete(samples).where(eq(samples.sku, 'FACET-8'));
    now = 4_000;
    expect((await keeper.current())?.rows).toBe(held);
    now = 5_000;
    expect((await keeper.current())?.rows).toBe(held - 1);
    await db.delete(samples).where(eq(samples.sku, 'FACET-9'));
    keeper.clear();
    expect((await keeper.current())?.rows).toBe(held - 2);
  });
});

describe('the facets without a facet index', () => {
  it('counts in SQL while the index is not read yet', async () => {
    const unread = new FacetIndexKeeper(db);
    const current = vi.spyOn(unread, 'current');
    const query = { filters: JSON.stringify({ usage: 'Outdoor' }) };
    expect(await inIndex(query, unread)).toEqual(await inSql(query));
    expect(current).toHaveBeenCalledTimes(1);
    expect(await current.mock.results[0]?.value).toBeUndefined();
    // (the first call started the read: let it end before the database closes)
    await unread.load();
    expect(await unread.current()).toBeDefined();
  });

  it('reads the index again whole once it is twelve hours old', async () => {
    let now = 0;
    const aged = new FacetIndexKeeper(db, undefined, () => now);
    await aged.load();
    expect(await aged.current()).toBeDefined();
    now = 12 * 60 * 60_000 + 1;
    // (the removals it would read the changes from are kept a day: none until the new read is done)
    expect(await aged.current()).toBeUndefined();
    await aged.load();
    expect(await aged.current()).toBeDefined();
    const query = { filters: JSON.stringify({ madeInMalaysia: true }) };
    expect(await inIndex(query, aged)).toEqual(await inSql(query));
  });

  it('counts in SQL when the index cannot be read', async () => {
    const failing = { transaction: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const broken = new FacetIndexKeeper(failing);
    await broken.load();
    expect(await broken.current()).toBeUndefined();
    const query = { filters: JSON.stringify({ availability: ['in-stock'] }) };
    expect(await inIndex(query, broken)).toEqual(await inSql(query));
    await broken.load();
  });
});
