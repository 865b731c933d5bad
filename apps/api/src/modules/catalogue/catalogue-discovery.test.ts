import { colorDistance, colorPointOf, NEAR_COLOR_MAX_DISTANCE } from '@samplebank/domain/colour';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCertifications } from '../../db/schema/index.js';
import { MicroCache } from '../../platform/micro-cache.js';
import { createBrand, createCategory, createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { findSamplePage } from './catalogue.repository.js';
import { planColour } from './catalogue.service.js';

// Issue 17: the listing by colour (`nearColor`), the specifiers' filters, and the counted facets.

let t: TestContext;
const ids: Record<string, string> = {};
let brandA: { id: string };
let brandB: { id: string };
let floors: { id: string };
let oak: { id: string };
let walls: { id: string };

// the colours, with their distances from the asked beige (#C8B89A) hand-checked with culori (OKLab delta E)
const BEIGE = '#C8B89A';
const COLOURS = {
  exact: '#C8B89A', // 0
  lighter: '#D0C0A0', // 0.0247
  sand: '#BFA98A', // 0.0379
  brown: '#8B6B4A', // 0.2378: too far
  blue: '#2B4C7E', // far
};

beforeAll(async () => {
  t = await createTestApp();
  brandA = await createBrand(t.db, { name: 'Kayu Works' });
  brandB = await createBrand(t.db, { name: 'Batu Stone' });
  floors = await createCategory(t.db, { name: 'Flooring' });
  oak = await createCategory(t.db, { name: 'Oak', parentId: floors.id });
  walls = await createCategory(t.db, { name: 'Wall panels' });
  const make = async (key: string, brand: string, overrides: Parameters<typeof createSample>[2]) => {
    ids[key] = (await createSample(t.db, brand, { name: `Sample ${key}`, ...overrides })).id;
  };
  await make('exact', brandA.id, {
    colorHex: COLOURS.exact,
    colorLabel: 'Beige',
    categoryId: oak.id,
    slipRating: 'R10',
    madeInMalaysia: true,
    fireBs476: 'class-1',
    fireEuroclass: 'Cfl-s1',
    recycledPercent: 30,
    leadTimeDays: 14,
  });
  await make('lighter', brandB.id, {
    colorHex: COLOURS.lighter,
    colorLabel: 'Beige',
    categoryId: walls.id,
    fireBs476: 'class-0',
    stock: 0,
  });
  await make('sand', brandA.id, { colorHex: COLOURS.sand, colorLabel: 'Sand', categoryId: oak.id, slipRating: 'R11' });
  await make('brown', brandA.id, { colorHex: COLOURS.brown, colorLabel: 'Brown', categoryId: oak.id });
  await make('blue', brandB.id, { colorHex: COLOURS.blue, colorLabel: 'Blue', categoryId: walls.id, usage: 'Outdoor' });
  await make('colourless', brandB.id, { colorHex: null, colorLabel: null, categoryId: walls.id });
  await t.db.insert(sampleCertifications).values([
    { sampleId: ids.exact as string, scheme: 'gbi', certificateNumber: 'GBI-P-0042', expiresOn: '2099-12-31' },
    { sampleId: ids.lighter as string, scheme: 'gbi', certificateNumber: 'GBI-P-0007', expiresOn: '2020-01-31' },
    { sampleId: ids.lighter as string, scheme: 'myhijau', certificateNumber: 'MH-2201', expiresOn: null },
    { sampleId: ids.sand as string, scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: '2099-01-01' },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listing = async (query: Record<string, string>) => {
  const response = await get(`/api/samples?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (body: { samples: { name: string }[] }) => body.samples.map((sample) => sample.name);
const filters = (value: object) => JSON.stringify(value);

describe('GET /api/samples?nearColor', () => {
  it('orders by perceptual distance, the exact colour first, and leaves out the far colours', async () => {
    const body = await listing({ nearColor: BEIGE });
    expect(names(body)).toEqual(['Sample exact', 'Sample lighter', 'Sample sand']);
    expect(body.totalSamples).toBe(3);
    const distances = body.samples.map((sample: { colorDistance: number }) => sample.colorDistance);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeCloseTo(colorDistance(BEIGE, COLOURS.lighter), 3);
    expect(distances[2]).toBeCloseTo(colorDistance(BEIGE, COLOURS.sand), 3);
    expect(colorDistance(BEIGE, COLOURS.brown)).toBeGreaterThan(NEAR_COLOR_MAX_DISTANCE);
  });

  it('answers a colour no sample is near with none, counted', async () => {
    const body = await listing({ nearColor: '#BFE377' });
    expect(body.samples).toEqual([]);
    expect(body).toMatchObject({ totalSamples: 0, totalIsEstimate: false, totalPages: 0 });
  });

  it('combines with the filters, the search and another order', async () => {
    expect(names(await listing({ nearColor: BEIGE, categoryId: floors.id }))).toEqual(['Sample exact', 'Sample sand']);
    expect(names(await listing({ nearColor: BEIGE, filters: filters({ availability: ['in-stock'] }) }))).toEqual([
      'Sample exact',
      'Sample sand',
    ]);
    expect(names(await listing({ nearColor: BEIGE, search: 'sand' }))).toEqual(['Sample sand']);
    const byName = await listing({ nearColor: BEIGE, sort: 'product_name_desc' });
    expect(names(byName)).toEqual(['Sample sand', 'Sample lighter', 'Sample exact']);
    expect(byName.samples[2].colorDistance).toBe(0);
  });

  it('pages through the matches with the cursors', async () => {
    const first = await listing({ nearColor: BEIGE, limit: '2' });
    expect(names(first)).toEqual(['Sample exact', 'Sample lighter']);
    expect(first.totalPages).toBe(2);
    const second = await listing({ nearColor: BEIGE, limit: '2', page: '2', after: first.nextCursor });
    expect(names(second)).toEqual(['Sample sand']);
    const back = await listing({ nearColor: BEIGE, limit: '2', page: '1', before: second.previousCursor });
    expect(names(back)).toEqual(['Sample exact', 'Sample lighter']);
  });

  it('walks the colour index nearest first when the matches are many, a page by its number', async () => {
    // (a listing of more than 5,000 matches reads this way; here the walk is asked for directly)
    const nearColor = colorPointOf(BEIGE) as string;
    const page = async (offset: number, inStock?: boolean) =>
      (await findSamplePage(t.db, { sort: 'closest_color', nearColor, offset, limit: 2, inStock })).rows.map((row) => [
        row.sample.name,
        row.colorDistance === null ? null : Number(row.colorDistance.toFixed(4)),
      ]);
    expect(await page(0)).toEqual([
      ['Sample exact', 0],
      ['Sample lighter', Number(colorDistance(BEIGE, COLOURS.lighter).toFixed(4))],
    ]);
    expect(await page(2)).toEqual([['Sample sand', Number(colorDistance(BEIGE, COLOURS.sand).toFixed(4))]]);
    expect((await page(0, true)).map(([name]) => name)).toEqual(['Sample exact', 'Sample sand']);
  });

  it('reads a colour beside a far smaller filter by its distance alone, and finds the same samples either way', async () => {
    const nearColor = colorPointOf(BEIGE) as string;
    // the kept estimates say how big each set is: a common colour's neighbourhood, a rare category
    const kept = (sizes: { neighbourhood: number; category: number }) => {
      const estimates = new MicroCache(60_000, 100);
      void estimates.remember(JSON.stringify({ nearColor }), async () => sizes.neighbourhood);
      void estimates.remember(JSON.stringify({ categoryIds: [walls.id] }), async () => sizes.category);
      return { db: t.db, catalogueEstimates: estimates };
    };
    const filters = { nearColor, categoryIds: [walls.id] };
    expect(await planColour(kept({ neighbourhood: 200_000, category: 900 }), filters)).toEqual({
      ...filters,
      colourByDistance: true,
    });
    expect(await planColour(kept({ neighbourhood: 300, category: 40_000 }), filters)).toEqual(filters);
    // the index checks the filters inside it, without the rows: it stays the way up to about fifty times the filter's
    expect(await planColour(kept({ neighbourhood: 257_000, category: 9_600 }), filters)).toEqual(filters);
    // a colour alone keeps its index
    expect(await planColour(kept({ neighbourhood: 200_000, category: 900 }), { nearColor })).toEqual({ nearColor });

    const read = async (colourByDistance?: boolean) =>
      (
        await findSamplePage(t.db, {
          sort: 'closest_color',
          nearColor,
          categoryIds: [oak.id, walls.id],
          colourByDistance,
          offset: 0,
          limit: 10,
          fewMatches: true,
        })
      ).rows.map((row) => row.sample.name);
    expect(await read(true)).toEqual(['Sample exact', 'Sample lighter', 'Sample sand']);
    expect(await read(false)).toEqual(await read(true));
  });

  it('refuses what is not a hex colour, in the reader language', async () => {
    for (const bad of ['C8B89A', '#C8B89', 'red', '#GGGGGG']) {
      const response = await get(`/api/samples?nearColor=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/hex code such as #C8B89A/);
    }
    const malay = await t.app.inject({
      method: 'GET',
      url: '/api/samples?nearColor=red',
      headers: { 'accept-language': 'ms' },
    });
    expect(malay.json().message).toMatch(/kod heks/);
  });

  it('asks for Closest colour only with a colour', async () => {
    const body = await listing({ sort: 'closest_color' });
    expect(body.totalSamples).toBe(6);
  });
});

describe("the specifiers' filters", () => {
  it('counts only certificates valid today', async () => {
    expect(names(await listing({ filters: filters({ certifications: ['gbi'] }) }))).toEqual(['Sample exact']);
    expect(names(await listing({ filters: filters({ certifications: ['gbi', 'myhijau'] }) })).sort()).toEqual([
      'Sample exact',
      'Sample lighter',
    ]);
  });

  it("follows a certificate's changes: renewed, expired, added and removed", async () => {
    const gbi = async () => names(await listing({ filters: filters({ certifications: ['gbi'] }) })).sort();
    const lighterGbi = and(
      eq(sampleCertifications.sampleId, ids.lighter as string),
      eq(sampleCertifications.scheme, 'gbi'),
    );
    await t.db.update(sampleCertifications).set({ expiresOn: '2099-06-30' }).where(lighterGbi);
    expect(await gbi()).toEqual(['Sample exact', 'Sample lighter']);
    await t.db.update(sampleCertifications).set({ expiresOn: '2020-01-31' }).where(lighterGbi);
    expect(await gbi()).toEqual(['Sample exact']);
    await t.db
      .insert(sampleCertifications)
      .values({ sampleId: ids.blue as string, scheme: 'gbi', certificateNumber: 'GBI-P-0099', expiresOn: null });
    expect(await gbi()).toEqual(['Sample blue', 'Sample exact']);
    await t.db
      .delete(sampleCertifications)
      .where(and(eq(sampleCertifications.sampleId, ids.blue as string), eq(sampleCertifications.scheme, 'gbi')));
    expect(await gbi()).toEqual(['Sample exact']);
  });

  it('filters by fire, slip, origin, recycled content and lead time', async () => {
    expect(names(await listing({ filters: filters({ fireBs476: ['class-0', 'class-1'] }) })).sort()).toEqual([
      'Sample exact',
      'Sample lighter',
    ]);
    expect(names(await listing({ filters: filters({ euroclass: ['C'] }) }))).toEqual(['Sample exact']);
    expect(names(await listing({ filters: filters({ slipRatings: ['R11'] }) }))).toEqual(['Sample sand']);
    expect(names(await listing({ filters: filters({ madeInMalaysia: true }) }))).toEqual(['Sample exact']);
    expect(names(await listing({ filters: filters({ recycledMin: 25 }) }))).toEqual(['Sample exact']);
    expect(names(await listing({ filters: filters({ leadTimeMax: 20 }) }))).toEqual(['Sample exact']);
  });

  it('refuses values that are not on the lists', async () => {
    for (const bad of [
      { certifications: ['leed'] },
      { fireBs476: ['class-9'] },
      { slipRatings: ['R8'] },
      { recycledMin: 101 },
      { leadTimeMax: -1 },
      { madeInMalaysia: 'yes' },
    ]) {
      const response = await get(`/api/samples?filters=${encodeURIComponent(filters(bad))}`);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('GET /api/samples/facets', () => {
  const facets = async (query: Record<string, string> = {}) => {
    const response = await get(`/api/samples/facets?${new URLSearchParams(query)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const count = (body: any, name: string, value: string) =>
    body.counts[name].find((option: { value: string }) => option.value === value)?.count;

  it('lists the colours, usages and styles on offer as before', async () => {
    const body = await facets();
    expect(body.colors.map((color: { label: string }) => color.label)).toEqual(['Beige', 'Blue', 'Brown', 'Sand']);
    expect(body.usages).toEqual(['Outdoor', 'Residential']);
    expect(body.total).toEqual({ count: 6, approximate: false });
  });

  it("counts each option given the other filters, a filter's own choices aside", async () => {
    const query = { filters: filters({ manufacturerIds: [brandA.id], certifications: ['fsc'] }) };
    const body = await facets(query);
    expect(body.total).toEqual({ count: 1, approximate: false });
    // brands: counted among FSC samples, whichever brand is chosen
    expect(count(body, 'manufacturerIds', brandA.id)).toBe(1);
    expect(count(body, 'manufacturerIds', brandB.id)).toBe(0);
    // certificates: counted among brand A's samples; the expired GBI of brand B counts for nothing
    expect(count(body, 'certifications', 'gbi')).toBe(1);
    expect(count(body, 'certifications', 'fsc')).toBe(1);
    expect(count(body, 'certifications', 'myhijau')).toBe(0);
    // every option is there, 0 included, for the page to show it disabled
    expect(body.counts.certifications.map((option: { value: string }) => option.value)).toContain('declare');
    expect(count(body, 'slipRatings', 'R11')).toBe(1);
    expect(count(body, 'slipRatings', 'R10')).toBe(0);
  });

  it("gives each option the listing's own total for it", async () => {
    const base = { manufacturerIds: [brandA.id] };
    const body = await facets({ filters: filters(base), nearColor: BEIGE });
    // the query's own total, counted from the rows its facets read
    const own = await listing({ filters: filters(base), nearColor: BEIGE });
    expect(body.total).toEqual({ count: own.totalSamples, approximate: false });
    expect(own.totalSamples).toBe(2);
    const checks: [string, string, object][] = [
      ['certifications', 'gbi', { certifications: ['gbi'] }],
      ['certifications', 'fsc', { certifications: ['fsc'] }],
      ['slipRatings', 'R10', { slipRatings: ['R10'] }],
      ['madeInMalaysia', 'true', { madeInMalaysia: true }],
      ['availability', 'in-stock', { availability: ['in-stock'] }],
      ['color', 'Sand', { color: 'Sand' }],
      ['usage', 'Residential', { usage: 'Residential' }],
      ['sampleCategoryIds', floors.id, { sampleCategoryIds: [floors.id] }],
      ['fireBs476', 'class-1', { fireBs476: ['class-1'] }],
      ['euroclass', 'C', { euroclass: ['C'] }],
    ];
    for (const [name, value, chosen] of checks) {
      const { totalSamples } = await listing({ filters: filters({ ...base, ...chosen }), nearColor: BEIGE });
      expect(count(body, name, value), `${name} ${value}`).toBe(totalSamples);
    }
    for (const brand of [brandA.id, brandB.id]) {
      const { totalSamples } = await listing({ filters: filters({ manufacturerIds: [brand] }), nearColor: BEIGE });
      expect(count(body, 'manufacturerIds', brand)).toBe(totalSamples);
    }
  });

  it('counts a parent category with the categories below it', async () => {
    const body = await facets();
    expect(count(body, 'sampleCategoryIds', floors.id)).toBe(3);
    expect(count(body, 'sampleCategoryIds', oak.id)).toBe(3);
    expect(count(body, 'sampleCategoryIds', walls.id)).toBe(3);
  });

  it('counts what a search finds', async () => {
    const body = await facets({ search: 'sand' });
    expect(body.total.count).toBe(1);
    expect(count(body, 'color', 'Sand')).toBe(1);
    expect(count(body, 'color', 'Beige')).toBe(0);
  });

  it('refuses bad filters and colours with a 400', async () => {
    expect((await get('/api/samples/facets?filters=%7Bnope')).statusCode).toBe(400);
    expect((await get('/api/samples/facets?nearColor=blue')).statusCode).toBe(400);
    expect((await get(`/api/samples/facets?filters=${encodeURIComponent('{"vocLevels":["z"]}')}`)).statusCode).toBe(
      400,
    );
  });
});
