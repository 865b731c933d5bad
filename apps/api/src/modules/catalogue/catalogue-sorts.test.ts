import { SAMPLE_SORTS, type TSampleSort } from '@samplebank/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// Every sort of the listing, checked over whole pages: the catalogue below read page by page (by number, and by the
// Next cursor) must be exactly the order each sort promises, ties included, with out-of-stock samples, equal prices,
// names and brands among them.

type Row = { id: string; name: string; brand: string; price: number; stock: number; createdAt: number };

let t: TestContext;
const rows: Row[] = [];
const PAGE = 7;

const WORDS = ['Basalt', 'Cedar', 'Ash', 'Dune', 'Ember', 'Flint', 'Granite', 'Birch', 'Coral'];

beforeAll(async () => {
  t = await createTestApp();
  const brands = [];
  for (const name of ['Tropika Tiles', 'Alor Stone', 'Meranti Works'])
    brands.push({ name, id: (await createBrand(t.db, { name })).id });
  const start = Date.UTC(2026, 0, 1);
  for (let index = 0; index < 30; index++) {
    const brand = brands[index % brands.length]!;
    // a few names, prices and dates repeat, so the tie-breakers decide; every fifth sample is out of stock
    const row = {
      name: `${WORDS[index % WORDS.length]} ${String(index % 4).padStart(2, '0')}`,
      brand: brand.name,
      price: 10 + (index % 6) * 5,
      stock: index % 5 === 0 ? 0 : (index * 37) % 500,
      createdAt: start + (index % 10) * 86_400_000,
    };
    const sample = await createSample(t.db, brand.id, {
      name: row.name,
      price: row.price,
      stock: row.stock,
      createdAt: new Date(row.createdAt),
    });
    rows.push({ ...row, id: sample.id });
  }
});
afterAll(() => t.close());

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const number = (a: number, b: number) => a - b;
const flag = (a: boolean, b: boolean) => Number(a) - Number(b);

/** What each sort promises, as a comparison of two samples: its keys in order, the id last. */
const EXPECTED: Record<TSampleSort, (a: Row, b: Row) => number> = {
  // samples one can order first, then by name
  availability_first: (a, b) => flag(a.stock <= 0, b.stock <= 0) || text(a.name, b.name) || text(a.id, b.id),
  // samples one cannot order now first, then by name
  availability_desc: (a, b) => flag(a.stock > 0, b.stock > 0) || text(a.name, b.name) || text(a.id, b.id),
  price_low_to_high: (a, b) => number(a.price, b.price) || text(a.id, b.id),
  price_high_to_low: (a, b) => number(b.price, a.price) || text(b.id, a.id),
  newest_first: (a, b) => number(b.createdAt, a.createdAt) || text(b.id, a.id),
  product_name_asc: (a, b) => text(a.name, b.name) || text(a.id, b.id),
  product_name_desc: (a, b) => text(b.name, a.name) || text(b.id, a.id),
  brand_name_asc: (a, b) => text(a.brand, b.brand) || text(a.name, b.name) || text(a.id, b.id),
  brand_name_desc: (a, b) => text(b.brand, a.brand) || text(b.name, a.name) || text(b.id, a.id),
};

type Page = { samples: { _id: string }[]; totalPages: number; nextCursor: string | null };

async function page(query: string): Promise<Page> {
  const response = await t.app.inject({ method: 'GET', url: `/api/samples?limit=${PAGE}&${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The whole catalogue in a sort, read by page number. */
async function byNumber(sort: TSampleSort): Promise<string[]> {
  const first = await page(`sort=${sort}`);
  const ids = first.samples.map((sample) => sample._id);
  for (let number = 2; number <= first.totalPages; number++) {
    ids.push(...(await page(`sort=${sort}&page=${number}`)).samples.map((sample) => sample._id));
  }
  return ids;
}

/** The whole catalogue in a sort, read by pressing Next. */
async function byCursor(sort: TSampleSort): Promise<string[]> {
  let current = await page(`sort=${sort}`);
  const ids = current.samples.map((sample) => sample._id);
  for (let number = 2; current.nextCursor; number++) {
    current = await page(`sort=${sort}&page=${number}&after=${encodeURIComponent(current.nextCursor)}`);
    ids.push(...current.samples.map((sample) => sample._id));
  }
  return ids;
}

const nameOf = (id: string) => {
  const row = rows.find((candidate) => candidate.id === id)!;
  return `${row.name} (${row.brand}, RM ${row.price}, stock ${row.stock})`;
};

describe('the listing’s sorts, over whole pages', () => {
  it('has a promise for every sort', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...SAMPLE_SORTS].sort());
  });

  it.each(SAMPLE_SORTS)('%s gives every page in its order, by number and by Next alike', async (sort) => {
    const expected = [...rows].sort(EXPECTED[sort]).map((row) => row.id);
    expect((await byNumber(sort)).map(nameOf)).toEqual(expected.map(nameOf));
    expect(await byCursor(sort)).toEqual(expected);
  });

  it('puts every out-of-stock sample before any in stock on "Out of Stock First", and after on "Stock First"', async () => {
    const stockOf = (id: string) => rows.find((row) => row.id === id)!.stock;
    const outFirst = (await byNumber('availability_desc')).map(stockOf);
    const inFirst = (await byNumber('availability_first')).map(stockOf);
    const outOfStock = rows.filter((row) => row.stock <= 0).length;
    expect(outFirst.slice(0, outOfStock).every((stock) => stock <= 0)).toBe(true);
    expect(outFirst.slice(outOfStock).every((stock) => stock > 0)).toBe(true);
    expect(inFirst.slice(-outOfStock).every((stock) => stock <= 0)).toBe(true);
  });
});
