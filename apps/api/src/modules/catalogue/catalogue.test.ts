import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { createBrand, createCategory, createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let brandA: { id: string };
let leaf: { id: string };
let root: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  brandA = await createBrand(t.db, { name: 'Arbor Timber' });
  const brandB = await createBrand(t.db, { name: 'Bianco Stone' });
  root = await createCategory(t.db, { name: 'Flooring', nameMs: 'Lantai' });
  leaf = await createCategory(t.db, { name: 'Engineered Oak', parentId: root.id });
  for (let i = 0; i < 20; i++) {
    await createSample(t.db, brandA.id, {
      name: `Oak Plank ${String(i).padStart(2, '0')}`,
      price: 10 + i,
      categoryId: leaf.id,
      stock: i === 0 ? 0 : 10,
    });
  }
  await createSample(t.db, brandB.id, {
    name: 'Carrara Marble Tile',
    price: 250,
    colorLabel: 'White',
    colorHex: '#F2F2F0',
    material: 'Marble',
    usage: 'Hospitality',
    searchText: 'carrara marble tile bianco stone marble white',
  });
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/samples${query}` });

describe('GET /api/samples', () => {
  it('answers the first page of 15 with the totals', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ currentPage: 1, totalPages: 2, totalSamples: 21 });
    expect(body.samples).toHaveLength(15);
    const [first] = body.samples;
    expect(first).toMatchObject({ _id: expect.any(String), name: expect.any(String), price: expect.any(Number) });
    expect(first.stock).toBeGreaterThan(0);
    expect(first.imageUrls[0]).toMatch(/^\/api\/files\/catalogue\//);
    expect(first.manufacturerId).toEqual({ _id: expect.any(String), name: expect.any(String), logoUrl: null });
  });

  it('puts samples in stock first by default', async () => {
    const { samples, totalPages } = (await list('?page=2')).json();
    expect(totalPages).toBe(2);
    expect(samples.at(-1).stock).toBe(0);
  });

  it('sorts by price both ways', async () => {
    const low = (await list('?sort=price_low_to_high')).json().samples;
    expect(low[0].price).toBe(10);
    const high = (await list('?sort=price_high_to_low')).json().samples;
    expect(high[0].name).toBe('Carrara Marble Tile');
  });

  it('puts out-of-stock samples first on "Out of Stock First", then by name', async () => {
    const samples = (await list('?sort=availability_desc&limit=3')).json().samples;
    expect(samples.map((sample: { name: string; stock: number }) => [sample.name, sample.stock])).toEqual([
      ['Oak Plank 00', 0],
      ['Carrara Marble Tile', 20],
      ['Oak Plank 01', 10],
    ]);
  });

  it("sorts by brand name both ways, and follows a brand's new name", async () => {
    const first = () => list('?sort=brand_name_asc&limit=1').then((response) => response.json().samples[0]);
    const last = () => list('?sort=brand_name_desc&limit=1').then((response) => response.json().samples[0]);
    expect((await first()).manufacturerId.name).toBe('Arbor Timber');
    expect((await last()).manufacturerId.name).toBe('Bianco Stone');
    await t.db.update(organizations).set({ name: 'Zenith Timber' }).where(eq(organizations.id, brandA.id));
    try {
      expect((await first()).manufacturerId.name).toBe('Bianco Stone');
      expect(await last()).toMatchObject({ name: 'Oak Plank 19', manufacturerId: { name: 'Zenith Timber' } });
    } finally {
      await t.db.update(organizations).set({ name: 'Arbor Timber' }).where(eq(organizations.id, brandA.id));
    }
  });

  it('filters by brand through manufacturer', async () => {
    const body = (await list(`?manufacturer=${brandA.id}`)).json();
    expect(body.totalSamples).toBe(20);
  });

  it('includes the samples of sub-categories when filtering by a category', async () => {
    const body = (await list(`?categoryId=${root.id}`)).json();
    expect(body.totalSamples).toBe(20);
  });

  it('applies the JSON filters: price, colour, availability, usage', async () => {
    const filters = (value: object) => `?filters=${encodeURIComponent(JSON.stringify(value))}`;
    expect((await list(filters({ price: [200, 1000] }))).json().totalSamples).toBe(1);
    expect((await list(filters({ color: 'White' }))).json().totalSamples).toBe(1);
    expect((await list(filters({ availability: ['out-of-stock'] }))).json().totalSamples).toBe(1);
    expect((await list(filters({ usage: 'Hospitality' }))).json().totalSamples).toBe(1);
    expect((await list(filters({ sampleCategoryIds: [leaf.id], price: [0, 12] }))).json().totalSamples).toBe(3);
  });

  it('finds by words and tolerates a typo', async () => {
    expect((await list('?search=carrara')).json().totalSamples).toBe(1);
    expect((await list('?search=marbel')).json().totalSamples).toBe(1);
  });

  it('matches word beginnings, paginates and sorts the matches, and counts them across pages', async () => {
    const first = (await list('?search=pla&limit=5&sort=product_name_desc')).json();
    expect(first).toMatchObject({ totalSamples: 20, totalPages: 4, currentPage: 1 });
    expect(first.samples.map((sample: { name: string }) => sample.name)).toEqual([
      'Oak Plank 19',
      'Oak Plank 18',
      'Oak Plank 17',
      'Oak Plank 16',
      'Oak Plank 15',
    ]);
    const last = (await list('?search=pla&limit=5&sort=product_name_desc&page=4')).json();
    expect(last.totalSamples).toBe(20);
    expect(last.samples.at(-1).name).toBe('Oak Plank 00');
  });

  it('links Next and Previous with cursors, and the pages they give are the numbered ones', async () => {
    const query = '?search=pla&limit=5&sort=price_high_to_low';
    const first = (await list(query)).json();
    expect(first.previousCursor).toBeNull();
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(`${query}&page=2&after=${first.nextCursor}`)).json();
    expect(second.samples).toEqual((await list(`${query}&page=2`)).json().samples);
    expect(second).toMatchObject({ currentPage: 2, totalSamples: 20 });
    const back = (await list(`${query}&page=1&before=${second.previousCursor}`)).json();
    expect(back.samples).toEqual(first.samples);
    const last = (await list(`${query}&page=4`)).json();
    expect(last.nextCursor).toBeNull();
    expect(last.previousCursor).toEqual(expect.any(String));
  });

  const link = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const someId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['not JSON', '?after=bm90LWpzb24', 'after', 'This page link has expired'],
    [
      'a value of the wrong kind',
      `?sort=price_low_to_high&before=${link(['price_low_to_high', 1, 'x'])}`,
      'before',
      'has expired',
    ],
    ['a key too short', `?sort=price_low_to_high&after=${link(['price_low_to_high'])}`, 'after', 'has expired'],
    [
      'a date that is none',
      `?sort=newest_first&after=${link(['newest_first', 'yesterday', someId])}`,
      'after',
      'has expired',
    ],
    ['another order', `?after=${link(['price_low_to_high', 10, someId])}`, 'after', 'belongs to another sort order'],
    ['both ways at once', '?after=a&before=b', 'after', 'not both'],
    ['too long', `?after=${'a'.repeat(2001)}`, 'after', 'not valid'],
  ])('refuses a broken page link (%s) with a 400 that says so', async (_, query, field, text) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('uses typo tolerance only when the words find nothing', async () => {
    // "marble" is a word of one sample: the trigram neighbours of other samples stay out
    expect((await list('?search=marble')).json().totalSamples).toBe(1);
    expect((await list('?search=zzqx')).json().totalSamples).toBe(0);
  });

  it.each([
    ['?filters={bad', 'The filters are not valid JSON'],
    ['?filters=%7B%22price%22%3A%22cheap%22%7D', 'filters.price'],
    ['?filters=%7B%22hack%22%3A1%7D', 'filters'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?limit=1000', 'limit'],
    ['?sort=cheapest', 'sort'],
    ['?manufacturer=not-an-id', 'manufacturer'],
    ['?categoryId=marble', 'categoryId must be a category id'],
    ['?filters=%7B%22sampleCategoryIds%22%3A%5B%22marble%22%5D%7D', 'sampleCategoryIds must be category ids'],
  ])('refuses %s with a 400 and a message', async (query, text) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    // the field by its name in `fields`, the message a sentence
    expect(JSON.stringify(response.json())).toContain(text);
    expect(response.json().message).not.toContain(`${text}:`);
  });
});

describe('GET /api/samples/:id', () => {
  it('answers a sample with its images and category', async () => {
    const { samples } = (await list(`?categoryId=${leaf.id}&limit=1`)).json();
    const response = await t.app.inject({ method: 'GET', url: `/api/samples/${samples[0]._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: samples[0]._id,
      category: { _id: leaf.id, name: 'Engineered Oak', nameMs: null },
      images: [{ url: expect.any(String), presignedUrl: expect.any(String) }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/samples/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Sample not found');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/samples/abc' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/sample-categories', () => {
  it('answers the flat list and the tree, each name with its Malay name or null', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/sample-categories' })).json();
    expect(body.categories).toHaveLength(2);
    expect(body.categories).toContainEqual(expect.objectContaining({ name: 'Flooring', nameMs: 'Lantai' }));
    expect(body.tree).toEqual([
      expect.objectContaining({
        name: 'Flooring',
        nameMs: 'Lantai',
        children: [expect.objectContaining({ name: 'Engineered Oak', nameMs: null })],
      }),
    ]);
  });
});

describe('GET /api/samples/facets', () => {
  it('lists the colours, usages and styles on offer', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/samples/facets' })).json();
    expect(body.colors.map((color: { label: string }) => color.label)).toEqual(['Oak', 'White']);
    expect(body.usages).toEqual(['Hospitality', 'Residential']);
  });
});
