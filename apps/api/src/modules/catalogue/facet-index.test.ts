import { FACET_NAMES, type TFacetName } from '@samplebank/contracts/catalogue';
import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASSES,
  SLIP_RATINGS,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';
import { mulberry32 } from '@samplebank/demo-data/textures';
import { describe, expect, it } from 'vitest';
import { BRAND, CATEGORY, facetIdOf, facetRowOf } from '../../test/facet-rows.js';
import {
  type Counts,
  dayOf,
  FacetIndex,
  type FacetQuery,
  type FacetRow,
  malaysianToday,
  pointOf,
} from './facet-index.js';

// ADR 0023: the facet index counts in memory what the facets' SQL counts in the listing. These tests hold it to the
// listing's filters one by one, then to a count made row by row (the reference below) for many random queries.

const TODAY = dayOf('2026-11-28');

const idOf = facetIdOf;
const rowOf = facetRowOf;

/** An index of these rows, each found again by the number its id is made of. */
function indexOf(rows: Record<number, Partial<FacetRow>>) {
  const index = new FacetIndex();
  for (const [n, overrides] of Object.entries(rows)) index.put(rowOf(Number(n), overrides));
  /** The numbers of the rows passing the query, each asked alone (its row as a search's only match), in order. */
  const passing = (query: FacetQuery, today = TODAY) => {
    const numbers = Object.keys(rows).map(Number);
    const found = numbers.filter(
      (n) => index.countOptions({ ...query, rows: index.rowsOf([idOf(n)]) }, [], today).total === 1,
    );
    // and the same number without a search, the filters' own lists driving the count
    expect(index.countOptions(query, [], today).total).toBe(found.length);
    return found;
  };
  return { index, passing };
}

const plain = (counts: Counts) =>
  Object.fromEntries([...counts].map(([name, byValue]) => [name, Object.fromEntries(byValue)]));

describe('FacetIndex: the rows it holds', () => {
  it('adds a row, replaces it by its id, drops it, and takes it back', () => {
    const index = new FacetIndex();
    index.put(rowOf(1));
    index.put(rowOf(2, { manufacturerId: BRAND.batu }));
    expect(index.rows).toBe(2);
    index.put(rowOf(1, { manufacturerId: BRAND.batu, stock: 0 }));
    expect(index.rows).toBe(2);
    expect(plain(index.countOptions({}, ['manufacturerIds', 'availability'], TODAY).counts)).toEqual({
      manufacturerIds: { [BRAND.batu]: 2 },
      availability: { 'in-stock': 1, 'out-of-stock': 1 },
    });
    index.remove(idOf(1));
    index.remove(idOf(77));
    expect(index.rows).toBe(1);
    expect(index.countOptions({}, ['availability'], TODAY)).toEqual({
      counts: new Map([['availability', new Map([['in-stock', 1]])]]),
      total: 1,
    });
    index.put(rowOf(1));
    expect(index.rows).toBe(2);
    expect(index.countOptions({}, ['manufacturerIds'], TODAY).counts.get('manufacturerIds')).toEqual(
      new Map([
        [BRAND.kayu, 1],
        [BRAND.batu, 1],
      ]),
    );
  });

  it("finds a search's rows by their ids, leaving out the ids it does not hold or dropped", () => {
    const { index } = indexOf({ 1: {}, 2: {}, 3: {} });
    index.remove(idOf(2));
    expect(index.rowsOf([idOf(3), idOf(2), idOf(99), idOf(1)])).toHaveLength(2);
    const rows = index.rowsOf([idOf(3), idOf(1)]);
    expect(index.countOptions({ rows }, [], TODAY).total).toBe(2);
    expect(index.countOptions({ rows: index.rowsOf([]) }, ['color'], TODAY)).toEqual({
      counts: new Map([['color', new Map()]]),
      total: 0,
    });
  });
});

describe('FacetIndex: each filter, as the listing reads it', () => {
  it('keeps the rows of the categories and of the brands asked for', () => {
    const { passing } = indexOf({
      1: { categoryId: CATEGORY.floors },
      2: { categoryId: CATEGORY.walls, manufacturerId: BRAND.batu },
      3: { categoryId: null },
      4: { categoryId: CATEGORY.roofs, manufacturerId: BRAND.batu },
    });
    expect(passing({ categoryIds: [CATEGORY.floors, CATEGORY.walls] })).toEqual([1, 2]);
    expect(passing({ categoryIds: [CATEGORY.roofs] })).toEqual([4]);
    // none asked, or only categories no sample is in: nothing, as the listing's `in` of no category
    expect(passing({ categoryIds: [] })).toEqual([]);
    expect(passing({ categoryIds: [idOf(5555)] })).toEqual([]);
    expect(passing({ manufacturerIds: [BRAND.batu] })).toEqual([2, 4]);
    expect(passing({ manufacturerIds: [BRAND.batu], categoryIds: [CATEGORY.walls] })).toEqual([2]);
  });

  it('keeps the rows of the colour label, the usage and the style asked for', () => {
    const { passing } = indexOf({
      1: { colorLabel: 'Beige', usage: 'Outdoor', architectural: 'Rustic' },
      2: { colorLabel: 'Grey', usage: 'Outdoor', architectural: 'Modern' },
      3: { colorLabel: null, usage: null, architectural: null },
    });
    expect(passing({ color: 'Beige' })).toEqual([1]);
    expect(passing({ color: 'Taupe' })).toEqual([]);
    expect(passing({ usage: 'Outdoor' })).toEqual([1, 2]);
    expect(passing({ architectural: 'Modern' })).toEqual([2]);
    expect(passing({ usage: 'Outdoor', architectural: 'Rustic', color: 'Beige' })).toEqual([1]);
  });

  it('keeps the rows in stock, or out of it', () => {
    const { passing } = indexOf({ 1: { stock: 0 }, 2: { stock: 1 }, 3: { stock: 40 } });
    expect(passing({ inStock: true })).toEqual([2, 3]);
    expect(passing({ inStock: false })).toEqual([1]);
    expect(passing({ inStock: undefined })).toEqual([1, 2, 3]);
  });

  it('keeps the prices within the range, fractional ringgit and both ends included', () => {
    const { passing } = indexOf({
      1: { priceSen: 0 },
      2: { priceSen: 1_000 },
      3: { priceSen: 1_049 },
      4: { priceSen: 1_050 },
      5: { priceSen: 1_051 },
      6: { priceSen: 2_000 },
    });
    expect(passing({ priceMin: 10.5 })).toEqual([4, 5, 6]);
    expect(passing({ priceMax: 10.5 })).toEqual([1, 2, 3, 4]);
    expect(passing({ priceMin: 10.5, priceMax: 10.5 })).toEqual([4]);
    expect(passing({ priceMin: 10, priceMax: 20 })).toEqual([2, 3, 4, 5, 6]);
    // a fraction of a sen: the whole sen on the right side of it
    expect(passing({ priceMin: 10.495, priceMax: 10.505 })).toEqual([4]);
    // a bound computed in floating point, a hair under 10.50, is still 10.50
    expect(passing({ priceMin: 0.29 * 100 - 18.5 })).toEqual([4, 5, 6]);
    // a minimum of 0 is no condition; a maximum of 0 is one
    expect(passing({ priceMin: 0 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(passing({ priceMax: 0 })).toEqual([1]);
  });

  it('keeps the rows of any fire class, Euroclass, slip rating or VOC level asked for', () => {
    const { passing } = indexOf({
      1: { fireBs476: 'class-0', fireEuroclass: 'A1', slipRating: 'R10', vocLevel: 'a-plus' },
      2: { fireBs476: 'class-1', fireEuroclass: 'B', slipRating: 'R11', vocLevel: 'a' },
      3: {},
    });
    expect(passing({ fireBs476: ['class-0', 'class-1'] })).toEqual([1, 2]);
    expect(passing({ fireBs476: ['class-4'] })).toEqual([]);
    expect(passing({ euroclass: ['B'] })).toEqual([2]);
    expect(passing({ slipRatings: ['R10', 'R13'] })).toEqual([1]);
    expect(passing({ vocLevels: ['a'] })).toEqual([2]);
    expect(passing({ vocLevels: ['a-plus', 'a'], euroclass: ['A1'] })).toEqual([1]);
  });

  it('keeps the rows made in Malaysia, with recycled content enough, delivered soon enough', () => {
    const { passing } = indexOf({
      1: { madeInMalaysia: true, recycledPercent: 30, leadTimeDays: 0 },
      2: { madeInMalaysia: false, recycledPercent: 0, leadTimeDays: 14 },
      3: { madeInMalaysia: true, recycledPercent: 80, leadTimeDays: 15 },
      4: { recycledPercent: null, leadTimeDays: null },
    });
    expect(passing({ madeInMalaysia: true })).toEqual([1, 3]);
    expect(passing({ madeInMalaysia: false })).toEqual([1, 2, 3, 4]);
    expect(passing({ recycledMin: 30 })).toEqual([1, 3]);
    expect(passing({ recycledMin: 0 })).toEqual([1, 2, 3, 4]);
    // a row without a lead time is left out of any limit, as the listing leaves it out
    expect(passing({ leadTimeMax: 14 })).toEqual([1, 2]);
    expect(passing({ leadTimeMax: 0 })).toEqual([1]);
    expect(passing({ leadTimeMax: 365 })).toEqual([1, 2, 3]);
  });

  it('keeps the rows holding a certificate of a scheme asked for that is valid today, its last day included', () => {
    const { index, passing } = indexOf({
      1: { certificates: [{ scheme: 'gbi', expires: dayOf('2026-11-28') }] },
      2: { certificates: [{ scheme: 'gbi', expires: dayOf('2026-11-27') }] },
      3: { certificates: [{ scheme: 'gbi', expires: dayOf('infinity') }] },
      4: {
        certificates: [
          { scheme: 'fsc', expires: dayOf('2030-01-01') },
          { scheme: 'gbi', expires: dayOf('2020-01-01') },
        ],
      },
      5: { certificates: [{ scheme: 'not-a-scheme', expires: dayOf('infinity') }] },
    });
    expect(passing({ certifications: ['gbi'] })).toEqual([1, 3]);
    expect(passing({ certifications: ['gbi', 'fsc'] })).toEqual([1, 3, 4]);
    expect(passing({ certifications: ['myhijau'] })).toEqual([]);
    expect(passing({ certifications: ['not-a-scheme'] })).toEqual([]);
    expect(passing({ certifications: ['gbi'] }, dayOf('2026-11-29'))).toEqual([3]);
    expect(index.countOptions({}, ['certifications'], TODAY).counts.get('certifications')).toEqual(
      new Map([
        ['gbi', 2],
        ['fsc', 1],
      ]),
    );
    expect(index.countOptions({}, ['certifications'], dayOf('2026-11-29')).counts.get('certifications')).toEqual(
      new Map([
        ['gbi', 1],
        ['fsc', 1],
      ]),
    );
  });

  it('keeps and counts a certificate of each of the nine schemes, the last (epd) too', () => {
    const { index, passing } = indexOf(
      Object.fromEntries(
        CERTIFICATION_SCHEMES.map((scheme, n) => [n + 1, { certificates: [{ scheme, expires: dayOf('infinity') }] }]),
      ),
    );
    for (const [n, scheme] of CERTIFICATION_SCHEMES.entries())
      expect({ scheme, rows: passing({ certifications: [scheme] }) }).toEqual({ scheme, rows: [n + 1] });
    expect(index.countOptions({}, ['certifications'], TODAY).counts.get('certifications')).toEqual(
      new Map(CERTIFICATION_SCHEMES.map((scheme) => [scheme, 1])),
    );
  });

  it('keeps the colours within 0.1 of the point asked for, and no row without a colour', () => {
    const { passing } = indexOf({
      1: { lab: [0.7, 0.01, 0.02] },
      2: { lab: [0.75, 0.01, 0.02] },
      3: { lab: [0.7 + 0.099, 0.01, 0.02] },
      4: { lab: [0.7, 0.01 + 0.101, 0.02] },
      5: { lab: [0.7 + 0.06, 0.01 + 0.06, 0.02 + 0.06] },
      6: { lab: null },
    });
    expect(passing({ nearColor: '(0.7, 0.01, 0.02)' })).toEqual([1, 2, 3]);
    expect(passing({ nearColor: '(0.7,0.01,0.02)' })).toEqual([1, 2, 3]);
    expect(passing({ nearColor: '(0.2, -0.3, 0.3)' })).toEqual([]);
    expect(passing({ nearColor: 'not a point' })).toEqual([]);
  });

  it('keeps a colour as far as the distance in lightness alone, a hair more left out', () => {
    // rows 0.1 lighter and darker, and a hair more, around points light and dark
    for (const l of [0.5, 0.52, 0.51, 0.1, 0.9, 0.02, 0.98]) {
      const { passing } = indexOf({
        1: { lab: [l - 0.1, 0, 0] },
        2: { lab: [l + 0.1, 0, 0] },
        3: { lab: [l - 0.1 - 1e-7, 0, 0] },
        4: { lab: [l + 0.1 + 1e-7, 0, 0] },
        5: { lab: [l, 0, 0] },
      });
      const expected = [1, 2, 3, 4, 5].filter((n) => {
        const lightness = [l - 0.1, l + 0.1, l - 0.1 - 1e-7, l + 0.1 + 1e-7, l][n - 1] as number;
        return Math.sqrt((lightness - l) ** 2) <= 0.1;
      });
      expect({ l, passing: passing({ nearColor: `(${l}, 0, 0)` }) }).toEqual({ l, passing: expected });
    }
  });

  it('reads a cube point as three numbers, or none', () => {
    expect(pointOf('(0.5, -0.1, 0.2)')).toEqual([0.5, -0.1, 0.2]);
    expect(pointOf('(1, 2)')).toBeUndefined();
    expect(pointOf('(1, x, 2)')).toBeUndefined();
  });

  it('counts days from 1970, and the day in Malaysia eight hours ahead of UTC', () => {
    expect(dayOf('1970-01-02')).toBe(1);
    expect(dayOf('infinity')).toBe(Number.POSITIVE_INFINITY);
    expect(malaysianToday(new Date('2026-11-27T16:30:00Z'))).toBe(TODAY);
    expect(malaysianToday(new Date('2026-11-27T15:30:00Z'))).toBe(TODAY - 1);
  });
});

describe('FacetIndex: the counts', () => {
  it("counts each named facet's options among the rows passing, the options no row has left out", () => {
    const { index } = indexOf({
      1: { categoryId: CATEGORY.floors, stock: 0, madeInMalaysia: true, slipRating: 'R10', vocLevel: 'a' },
      2: { categoryId: CATEGORY.walls, colorLabel: 'Grey', fireBs476: 'class-0', fireEuroclass: 'B' },
      3: { categoryId: null, colorLabel: null, usage: 'Outdoor', architectural: 'Rustic', vocLevel: 'a' },
      4: { manufacturerId: BRAND.batu, certificates: [{ scheme: 'declare', expires: TODAY + 1 }] },
      5: { manufacturerId: BRAND.batu, usage: 'Hospitality', priceSen: 99_999 },
    });
    const { counts, total } = index.countOptions({ priceMax: 500 }, FACET_NAMES, TODAY);
    expect(total).toBe(4);
    expect(plain(counts)).toEqual({
      sampleCategoryIds: { [CATEGORY.floors]: 2, [CATEGORY.walls]: 1 },
      manufacturerIds: { [BRAND.kayu]: 3, [BRAND.batu]: 1 },
      color: { Beige: 2, Grey: 1 },
      usage: { Residential: 3, Outdoor: 1 },
      architectural: { Modern: 3, Rustic: 1 },
      availability: { 'in-stock': 3, 'out-of-stock': 1 },
      certifications: { declare: 1 },
      fireBs476: { 'class-0': 1 },
      euroclass: { B: 1 },
      slipRatings: { R10: 1 },
      vocLevels: { a: 2 },
      madeInMalaysia: { true: 1 },
    });
    expect([...index.countOptions({ priceMax: 500 }, ['usage'], TODAY).counts.keys()]).toEqual(['usage']);
  });

  it('counts the whole catalogue again after a change', () => {
    const { index } = indexOf({ 1: {}, 2: {} });
    expect(index.countOptions({}, ['color'], TODAY).counts.get('color')).toEqual(new Map([['Beige', 2]]));
    index.put(rowOf(3, { colorLabel: 'Grey' }));
    expect(index.countOptions({}, ['color'], TODAY).counts.get('color')).toEqual(
      new Map([
        ['Beige', 2],
        ['Grey', 1],
      ]),
    );
    index.remove(idOf(1));
    expect(index.countOptions({}, ['color'], TODAY)).toMatchObject({ total: 2 });
    // and a query matching most rows, counted from the whole catalogue less the rows left out, sees the change too
    expect(index.countOptions({ inStock: true }, ['color'], TODAY).counts.get('color')).toEqual(
      new Map([
        ['Beige', 1],
        ['Grey', 1],
      ]),
    );
  });

  it('counts any query, one matching most of the catalogue among them, as counting its rows one by one does', () => {
    const random = mulberry32(17);
    const catalogue = new Map<string, FacetRow>();
    const index = new FacetIndex();
    const put = (row: FacetRow) => {
      catalogue.set(row.id, row);
      index.put(row);
    };
    for (let n = 0; n < 1_000; n += 1) put(randomRow(random, idOf(n)));
    // a tenth replaced and a twentieth dropped, as the writes since the index was read would
    for (let n = 0; n < 100; n += 1) put(randomRow(random, idOf(Math.floor(random() * 1_000))));
    for (let n = 0; n < 50; n += 1) {
      const id = idOf(Math.floor(random() * 1_000));
      catalogue.delete(id);
      index.remove(id);
    }
    const ids = [...catalogue.keys()];
    const queries: { query: FacetQuery; search?: Set<string> }[] = [
      { query: {} },
      { query: { inStock: true } },
      { query: { priceMax: 1_500 } },
      { query: { leadTimeMax: 365, inStock: true } },
      { query: { vocLevels: ['a-plus', 'a', 'b', 'c'] } },
      { query: { certifications: [...CERTIFICATION_SCHEMES] } },
    ];
    for (let n = 0; n < 150; n += 1) queries.push({ query: randomQuery(random) });
    for (const share of [0.05, 0.6, 0.95]) {
      const search = new Set(ids.filter(() => random() < share));
      queries.push({ query: {}, search }, { query: randomQuery(random), search });
    }
    let most = 0;
    let few = 0;
    for (const { query, search } of queries) {
      const expected = countOneByOne([...catalogue.values()], query, search);
      const rows = search ? index.rowsOf([...search]) : undefined;
      const actual = index.countOptions({ ...query, rows }, FACET_NAMES, TODAY);
      expect({ query, ...plainResult(actual) }).toEqual({ query, ...plainResult(expected) });
      if (expected.total * 2 > catalogue.size) most += 1;
      else few += 1;
    }
    // both ways of counting were taken
    expect(most).toBeGreaterThan(10);
    expect(few).toBeGreaterThan(10);
  });

  it("gives any page of a colour's nearest rows, ties by id, with how many pass, as sorting them all does", () => {
    const random = mulberry32(23);
    const catalogue = new Map<string, FacetRow>();
    const index = new FacetIndex();
    for (let n = 0; n < 2_000; n += 1) {
      const row = randomRow(random, uuidOf(random));
      // a tenth of the colours shared exactly, so that rows tie on their distance and are put in order by id
      if (n % 10 === 0) row.lab = [0.6, 0.01, -0.01];
      catalogue.set(row.id, row);
      index.put(row);
    }
    const dropped = [...catalogue.keys()].slice(0, 40);
    for (const id of dropped) {
      catalogue.delete(id);
      index.remove(id);
    }
    const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    let compared = 0;
    for (let n = 0; n < 60; n += 1) {
      const nearColor = n % 3 === 0 ? '(0.6, 0.01, -0.01)' : `(${0.5 + random() * 0.2}, ${random() * 0.1 - 0.05}, 0)`;
      const query: FacetQuery & { nearColor: string } = { ...(n % 2 ? randomQuery(random) : {}), nearColor };
      const point = pointOf(nearColor) as [number, number, number];
      const expected = [...catalogue.values()]
        .filter((row) => passes(row, query))
        .map((row) => ({ id: row.id, distance: distance(row.lab as [number, number, number], point) }))
        .sort((a, b) => a.distance - b.distance || byBytes(a.id, b.id));
      const offset = pick(random, [0, 0, 24, 48, 240]);
      const actual = index.nearest(query, offset, 24, TODAY);
      expect(actual.total).toBe(expected.length);
      expect(actual.page.map((row) => row.id)).toEqual(expected.slice(offset, offset + 24).map((row) => row.id));
      for (const [at, row] of actual.page.entries())
        expect(row.distance).toBeCloseTo(expected[offset + at]?.distance ?? -1, 12);
      if (expected.length > offset + 24) compared += 1;
    }
    // full pages were compared, ties among them
    expect(compared).toBeGreaterThan(15);
    expect(index.nearest({ nearColor: '(0.6, 0.01, -0.01)' }, 0, 24, TODAY).page[0]?.distance).toBe(0);
    expect(index.nearest({ nearColor: 'not a point' }, 0, 24, TODAY)).toEqual({ page: [], total: 0 });
  });

  it("follows a colour moved, a row removed, put back and added after a colour's page was asked for", () => {
    const near = (query: FacetQuery & { nearColor: string }) => index.nearest(query, 0, 24, TODAY);
    const index = new FacetIndex();
    const pale: [number, number, number] = [0.8, 0.01, 0.02];
    for (let n = 1; n <= 5; n += 1) index.put(rowOf(n, { lab: [0.8, 0.01, 0.02 + n / 1000] }));
    index.put(rowOf(6, { lab: [0.2, -0.1, 0.1] }));
    const ids = (found: { page: { id: string }[] }) => found.page.map(({ id }) => id);
    expect(ids(near({ nearColor: '(0.8, 0.01, 0.02)' }))).toEqual([1, 2, 3, 4, 5].map(idOf));
    // 6 moved beside the others, 2 moved away, 3 removed, 7 added at the asked colour itself
    index.put(rowOf(6, { lab: pale }));
    index.put(rowOf(2, { lab: [0.2, -0.1, 0.1] }));
    index.remove(idOf(3));
    index.put(rowOf(7, { lab: pale }));
    expect(ids(near({ nearColor: '(0.8, 0.01, 0.02)' }))).toEqual([6, 7, 1, 4, 5].map(idOf));
    expect(near({ nearColor: '(0.8, 0.01, 0.02)' }).total).toBe(5);
    // 3 put back as it was; a stock change alone keeps the colours where they were
    index.put(rowOf(3, { lab: [0.8, 0.01, 0.023] }));
    index.put(rowOf(4, { lab: [0.8, 0.01, 0.024], stock: 0 }));
    expect(ids(near({ nearColor: '(0.8, 0.01, 0.02)' }))).toEqual([6, 7, 1, 3, 4, 5].map(idOf));
    expect(ids(near({ nearColor: '(0.2, -0.1, 0.1)', inStock: true }))).toEqual([idOf(2)]);
  });

  it('keeps every id findable as it grows past 1,024 rows, through replacements and removals', () => {
    const random = mulberry32(5);
    const index = new FacetIndex();
    const ids = Array.from({ length: 5_000 }, () => uuidOf(random));
    for (const id of ids) index.put(randomRow(random, id));
    expect(index.rows).toBe(5_000);
    const rows = index.rowsOf(ids);
    expect(new Set(rows).size).toBe(5_000);
    for (const [position, id] of ids.entries())
      expect(index.rowsOf([id])).toEqual(Int32Array.of(rows[position] as number));
    // the first thousand replaced: still 5,000 rows, at the same places, counted with their new brand
    for (const id of ids.slice(0, 1_000)) index.put(rowOf(0, { id, manufacturerId: BRAND.batu }));
    expect(index.rows).toBe(5_000);
    expect(index.rowsOf(ids.slice(0, 1_000))).toEqual(rows.slice(0, 1_000));
    expect(index.countOptions({ manufacturerIds: [BRAND.batu] }, [], TODAY).total).toBe(1_000);
    // 500 dropped, 10 of them taken back
    const dropped = ids.slice(500, 1_000);
    for (const id of dropped) index.remove(id);
    expect(index.rows).toBe(4_500);
    expect(index.rowsOf(dropped)).toHaveLength(0);
    expect(index.countOptions({ manufacturerIds: [BRAND.batu] }, [], TODAY).total).toBe(500);
    for (const id of dropped.slice(0, 10)) index.put(rowOf(0, { id, manufacturerId: BRAND.batu }));
    expect(index.rows).toBe(4_510);
    expect(index.rowsOf(ids)).toHaveLength(4_510);
    expect(index.countOptions({}, [], TODAY).total).toBe(4_510);
  });
});

// The reference: each row checked against the query and counted, one at a time, as the listing's SQL reads them.

const VALUE_OF: Record<Exclude<TFacetName, 'certifications'>, (row: FacetRow) => string | null> = {
  sampleCategoryIds: (row) => row.categoryId,
  manufacturerIds: (row) => row.manufacturerId,
  color: (row) => row.colorLabel,
  usage: (row) => row.usage,
  architectural: (row) => row.architectural,
  availability: (row) => (row.stock > 0 ? 'in-stock' : 'out-of-stock'),
  fireBs476: (row) => row.fireBs476,
  euroclass: (row) => row.fireEuroclass,
  slipRatings: (row) => row.slipRating,
  vocLevels: (row) => row.vocLevel,
  madeInMalaysia: (row) => (row.madeInMalaysia ? 'true' : null),
};

const validSchemes = (row: FacetRow) =>
  new Set(row.certificates.filter((held) => held.expires >= TODAY).map((held) => held.scheme));

function passes(row: FacetRow, query: FacetQuery): boolean {
  const oneOf = (values: string[] | undefined, value: string | null) =>
    values === undefined || (value !== null && values.includes(value));
  const point = query.nearColor ? pointOf(query.nearColor) : undefined;
  return (
    oneOf(query.categoryIds, row.categoryId) &&
    oneOf(query.manufacturerIds, row.manufacturerId) &&
    oneOf(query.color ? [query.color] : undefined, row.colorLabel) &&
    oneOf(query.usage ? [query.usage] : undefined, row.usage) &&
    oneOf(query.architectural ? [query.architectural] : undefined, row.architectural) &&
    oneOf(query.fireBs476, row.fireBs476) &&
    oneOf(query.euroclass, row.fireEuroclass) &&
    oneOf(query.slipRatings, row.slipRating) &&
    oneOf(query.vocLevels, row.vocLevel) &&
    (!query.priceMin || row.priceSen >= Math.round(query.priceMin * 100)) &&
    (query.priceMax === undefined || row.priceSen <= Math.round(query.priceMax * 100)) &&
    (query.inStock === undefined || query.inStock === row.stock > 0) &&
    (!query.madeInMalaysia || row.madeInMalaysia) &&
    (!query.recycledMin || (row.recycledPercent ?? -1) >= query.recycledMin) &&
    (query.leadTimeMax === undefined || (row.leadTimeDays !== null && row.leadTimeDays <= query.leadTimeMax)) &&
    (!query.certifications?.length || query.certifications.some((scheme) => validSchemes(row).has(scheme))) &&
    (!query.nearColor || (point !== undefined && row.lab !== null && distance(row.lab, point) <= 0.1))
  );
}

function countOneByOne(rows: FacetRow[], query: FacetQuery, search?: Set<string>) {
  const matching = rows.filter((row) => passes(row, query) && (!search || search.has(row.id)));
  const counts: Counts = new Map(FACET_NAMES.map((name) => [name, new Map<string, number>()]));
  const add = (name: TFacetName, value: string | null) => {
    const byValue = counts.get(name) as Map<string, number>;
    if (value !== null) byValue.set(value, (byValue.get(value) ?? 0) + 1);
  };
  for (const row of matching) {
    for (const [name, read] of Object.entries(VALUE_OF)) add(name as TFacetName, read(row));
    for (const scheme of validSchemes(row))
      if (CERTIFICATION_SCHEMES.some((known) => known === scheme)) add('certifications', scheme);
  }
  return { counts, total: matching.length };
}

/** Counts as sorted plain objects, so a difference shows as the value it is. */
function plainResult({ counts, total }: { counts: Counts; total: number }) {
  const sorted = (byValue: Map<string, number>) =>
    Object.fromEntries([...byValue].sort(([a], [b]) => a.localeCompare(b)));
  return {
    total,
    counts: Object.fromEntries(FACET_NAMES.map((name) => [name, sorted(counts.get(name) ?? new Map())])),
  };
}

const distance = (from: [number, number, number], to: [number, number, number]) =>
  Math.hypot(from[0] - to[0], from[1] - to[1], from[2] - to[2]);

const pick = <T>(random: () => number, values: readonly T[]) => values[Math.floor(random() * values.length)] as T;

function uuidOf(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const CATEGORIES = Array.from({ length: 8 }, (_, n) => idOf(8000 + n));
const BRANDS = Array.from({ length: 12 }, (_, n) => idOf(8100 + n));
const COLOURS = ['Beige', 'Grey', 'White', 'Black', 'Oak', 'Walnut'];
const USAGES = ['Residential', 'Commercial', 'Outdoor'];
const STYLES = ['Modern', 'Rustic', 'Classic'];

function randomRow(random: () => number, id: string): FacetRow {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const orNone = <T>(value: T, share = 0.15) => (random() < share ? null : value);
  const certificates: FacetRow['certificates'] = [];
  for (const scheme of [...CERTIFICATION_SCHEMES, 'not-a-scheme'])
    if (random() < 0.2)
      certificates.push({
        scheme,
        expires: pick([
          Number.POSITIVE_INFINITY,
          TODAY,
          TODAY - 1 - Math.floor(random() * 400),
          TODAY + Math.floor(random() * 400),
        ]),
      });
  return {
    id,
    categoryId: orNone(pick(CATEGORIES), 0.1),
    manufacturerId: pick(BRANDS),
    priceSen: Math.floor(random() * 2_000) * (random() < 0.5 ? 100 : 1),
    stock: random() < 0.15 ? 0 : 1 + Math.floor(random() * 100),
    colorLabel: orNone(pick(COLOURS)),
    usage: orNone(pick(USAGES)),
    architectural: orNone(pick(STYLES)),
    fireBs476: orNone(pick(BS476_CLASSES), 0.3),
    fireEuroclass: orNone(pick(EUROCLASSES), 0.3),
    slipRating: orNone(pick(SLIP_RATINGS), 0.3),
    vocLevel: orNone(pick(VOC_LEVELS), 0.3),
    madeInMalaysia: random() < 0.4,
    recycledPercent: orNone(Math.floor(random() * 101), 0.3),
    leadTimeDays: orNone(Math.floor(random() * 91), 0.25),
    lab: orNone<[number, number, number]>([0.4 + random() * 0.4, random() * 0.16 - 0.08, random() * 0.16 - 0.08]),
    certificates,
  };
}

function randomQuery(random: () => number): FacetQuery {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const some = <T>(values: readonly T[]) => {
    const chosen = values.filter(() => random() < 0.5);
    return chosen.length ? chosen : [pick(values)];
  };
  const filters: (() => FacetQuery)[] = [
    () => ({ categoryIds: some(CATEGORIES) }),
    () => ({ manufacturerIds: some(BRANDS) }),
    () => ({ color: pick(COLOURS) }),
    () => ({ usage: pick(USAGES) }),
    () => ({ architectural: pick(STYLES) }),
    () => ({ inStock: random() < 0.7 }),
    () => ({ priceMin: Math.floor(random() * 150_000) / 100 }),
    () => ({ priceMax: Math.floor(random() * 200_000) / 100 }),
    () => ({ fireBs476: some(BS476_CLASSES) }),
    () => ({ euroclass: some(EUROCLASSES) }),
    () => ({ slipRatings: some(SLIP_RATINGS) }),
    () => ({ vocLevels: some(VOC_LEVELS) }),
    () => ({ madeInMalaysia: random() < 0.7 }),
    () => ({ recycledMin: Math.floor(random() * 60) }),
    () => ({ leadTimeMax: Math.floor(random() * 120) }),
    () => ({ certifications: some(CERTIFICATION_SCHEMES) }),
    () => ({ nearColor: `(${0.5 + random() * 0.2}, ${random() * 0.1 - 0.05}, ${random() * 0.1 - 0.05})` }),
  ];
  const query: FacetQuery = {};
  for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) Object.assign(query, pick(filters)());
  return query;
}
