import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../db/schema/index.js';
import { createBrand, createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { requester, sampleForm } from '../admin/admin.test-support.js';

// The public catalogue's answers are kept for CATALOGUE_CACHE_SECONDS; staff writes clear them at once.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
});
afterAll(() => t.close());

describe('the catalogue cache', () => {
  it('serves repeated reads from memory and shows a staff edit on the next read', async () => {
    const api = requester(t);
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const brand = await createBrand(t.db, { name: 'Arbor Timber' });
    const category = await createCategory(t.db, { name: 'Engineered Oak' });
    const sample = await createSample(t.db, brand.id, { categoryId: category.id, stock: 10 });
    const stockOf = async () => (await api.get(`/samples/${sample.id}`)).json().stock;
    const listed = async () => (await api.get('/samples?limit=100')).json().totalSamples;

    expect(await stockOf()).toBe(10);
    expect(await listed()).toBe(1);

    // a change behind the app's back is not seen while the answer is kept...
    await t.db.update(samples).set({ stock: 7 }).where(eq(samples.id, sample.id));
    await createSample(t.db, brand.id, { categoryId: category.id });
    expect(await stockOf()).toBe(10);
    expect(await listed()).toBe(1);

    // ...but any write through the back office clears it before its answer leaves
    const form = sampleForm(
      { brand, category },
      { sku: sample.sku, stock: 3, images: sample.images.map(({ key }) => ({ key })) },
    );
    const edit = await api.put(`/admin/samples/${sample.id}`, form, admin.headers);
    expect(edit.statusCode).toBe(200);
    expect(await stockOf()).toBe(3);
    expect(await listed()).toBe(2);
  });

  it("keeps a visitor's brand list, and shows a brand staff add on the next read", async () => {
    const api = requester(t);
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const names = async (headers?: Record<string, string>) =>
      (await api.get('/organizations?type=BRAND', headers))
        .json()
        .organizations.map((organization: { name: string }) => organization.name);
    await createBrand(t.db, { name: 'Kept Brand' });
    expect(await names()).toContain('Kept Brand');
    // behind the app's back: a visitor still reads the kept list, a signed-in reader the database
    await createBrand(t.db, { name: 'Quiet Brand' });
    expect(await names()).not.toContain('Quiet Brand');
    expect(await names(admin.headers)).toContain('Quiet Brand');
    const created = await api.post('/organizations/admin', { name: 'Staff Brand', type: 'BRAND' }, admin.headers);
    expect(created.statusCode).toBe(201);
    expect(await names()).toEqual(expect.arrayContaining(['Quiet Brand', 'Staff Brand']));
  });

  it('keeps one answer for every spelling of one query: parameter order, defaults, unknown parameters, filter JSON', async () => {
    const api = requester(t);
    const brand = await createBrand(t.db, { name: 'Spelling Brand' });
    await createSample(t.db, brand.id, { colorLabel: 'Grey', price: 40 });
    const { stats } = t.app.context.catalogueCache;
    const sameAnswer = async (first: string, others: string[]) => {
      const body = (await api.get(first)).body;
      const misses = stats.misses;
      for (const url of others) {
        const response = await api.get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(body);
      }
      expect(stats.misses).toBe(misses);
    };
    await sameAnswer('/samples?limit=7&page=1', [
      '/samples?page=1&limit=7',
      '/samples?limit=7',
      '/samples?limit=7&sort=availability_first',
      '/samples?limit=7&utm_source=newsletter',
    ]);
    const filters = (text: string) => `/samples?limit=9&filters=${encodeURIComponent(text)}`;
    await sameAnswer(filters('{"color":"Grey","price":[20,300]}'), [
      filters('{ "price": [20, 300], "color": "Grey" }'),
      filters('{"price":[20.0,300],"color":"Grey"}'),
    ]);
    // a different query is a different answer
    const misses = stats.misses;
    await api.get(filters('{"color":"Grey","price":[20,301]}'));
    expect(stats.misses).toBeGreaterThan(misses);
  });

  it('keeps no answer for a refused request', async () => {
    const api = requester(t);
    const id = '5d9c2f4e-8a1b-4c3d-9e0f-1a2b3c4d5e6f';
    expect((await api.get(`/samples/${id}`)).statusCode).toBe(404);
    expect((await api.get('/samples?filters={bad')).statusCode).toBe(400);
    const brand = await createBrand(t.db, { name: 'Late Brand' });
    await createSample(t.db, brand.id, { id });
    expect((await api.get(`/samples/${id}`)).statusCode).toBe(200);
  });
});
