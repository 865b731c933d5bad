import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCategories, samples } from '../../db/schema/index.js';
import { createBrand, createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { requester } from './admin.test-support.js';

let t: TestContext;
let api: ReturnType<typeof requester>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(() => t.close());

const create = async (name: string, parentId?: string) => {
  const response = await api.post('/admin/categories', { name, parentId }, admin.headers);
  expect(response.statusCode).toBe(201);
  return response.json() as { _id: string; slug: string; parentId: string | null };
};

describe('categories', () => {
  it('creates a tree and lists it with own and subtree sample counts', async () => {
    const walls = await create('Wall Finishes');
    const paint = await create('Paint & Plaster', walls._id);
    expect(paint).toMatchObject({ slug: 'paint-and-plaster', parentId: walls._id });
    const brand = await createBrand(t.db);
    await createSample(t.db, brand.id, { categoryId: paint._id });
    await createSample(t.db, brand.id, { categoryId: paint._id });
    await createSample(t.db, brand.id, { categoryId: walls._id });
    const { tree } = (await api.get('/admin/categories', admin.headers)).json();
    const node = tree.find((category: { _id: string }) => category._id === walls._id);
    expect(node).toMatchObject({ sampleCount: 1, totalSampleCount: 3 });
    expect(node.children[0]).toMatchObject({ _id: paint._id, sampleCount: 2, totalSampleCount: 2, children: [] });
  });

  it('gives a second category of the same name a free slug, and refuses a sibling of the same name', async () => {
    const a = await create('Tiles');
    const b = await create('Tiles', a._id);
    expect(b.slug).toBe('tiles-2');
    const clash = await api.post('/admin/categories', { name: 'tiles' }, admin.headers);
    expect(clash.statusCode).toBe(409);
    const noParent = await api.post(
      '/admin/categories',
      { name: 'Orphan', parentId: '5d9c2f4e-8a1b-4c3d-9e0f-1a2b3c4d5e6f' },
      admin.headers,
    );
    expect(noParent.statusCode).toBe(400);
  });

  it('renames and moves a category, and refreshes the search text of its samples', async () => {
    const top = await create('Surfaces');
    const other = await create('Finishes');
    const child = await create('Laminate', top._id);
    const brand = await createBrand(t.db, { name: 'Lamina' });
    const sample = await createSample(t.db, brand.id, { name: 'HPL White', categoryId: child._id, material: 'HPL' });
    const response = await api.put(
      `/admin/categories/${child._id}`,
      { name: 'HPL Laminate', parentId: other._id },
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ parentId: other._id, slug: child.slug });
    const [row] = await t.db.select().from(samples).where(eq(samples.id, sample.id));
    expect(row?.searchText).toContain('hpl laminate');
    const toTop = await api.put(`/admin/categories/${child._id}`, { parentId: null }, admin.headers);
    expect(toTop.json().parentId).toBeNull();
  });

  it('refuses moving a category under itself or one of its descendants', async () => {
    const a = await create('Level A');
    const b = await create('Level B', a._id);
    const c = await create('Level C', b._id);
    for (const parentId of [a._id, c._id, b._id]) {
      const response = await api.put(`/admin/categories/${a._id}`, { parentId }, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.categoryIntoItself);
    }
    const [row] = await t.db.select().from(sampleCategories).where(eq(sampleCategories.id, a._id));
    expect(row?.parentId).toBeNull();
  });

  it('deletes only an empty category without subcategories', async () => {
    const parent = await create('Ceilings');
    const child = await create('Acoustic', parent._id);
    const withChildren = await api.del(`/admin/categories/${parent._id}`, admin.headers);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe(ADMIN_MESSAGES.categoryHasChildren);
    const brand = await createBrand(t.db);
    const sample = await createSample(t.db, brand.id, { categoryId: child._id });
    const withSamples = await api.del(`/admin/categories/${child._id}`, admin.headers);
    expect(withSamples.statusCode).toBe(409);
    expect(withSamples.json().message).toBe(ADMIN_MESSAGES.categoryHasSamples);
    await t.db.delete(samples).where(eq(samples.id, sample.id));
    expect((await api.del(`/admin/categories/${child._id}`, admin.headers)).statusCode).toBe(200);
    expect((await api.del(`/admin/categories/${parent._id}`, admin.headers)).statusCode).toBe(200);
    const empty = await createCategory(t.db);
    expect((await api.del(`/admin/categories/${empty.id}`, admin.headers)).statusCode).toBe(200);
  });

  describe('the name in Bahasa Malaysia', () => {
    it('saves it beside the English name, changes it, and lists it', async () => {
      const response = await api.post('/admin/categories', { name: 'Stone', nameMs: ' Batu ' }, admin.headers);
      expect(response.statusCode).toBe(201);
      const stone = response.json();
      expect(stone).toMatchObject({ name: 'Stone', nameMs: 'Batu' });
      const renamed = await api.put(`/admin/categories/${stone._id}`, { nameMs: 'Batu asli' }, admin.headers);
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Stone', nameMs: 'Batu asli' });
      const { tree } = (await api.get('/admin/categories', admin.headers)).json();
      expect(tree.find((node: { _id: string }) => node._id === stone._id)).toMatchObject({ nameMs: 'Batu asli' });
      // an update that leaves it out keeps it
      const moved = await api.put(`/admin/categories/${stone._id}`, { name: 'Natural Stone' }, admin.headers);
      expect(moved.json()).toMatchObject({ name: 'Natural Stone', nameMs: 'Batu asli' });
    });

    it('refuses a Malay name over 120 characters', async () => {
      const created = await api.post('/admin/categories', { name: 'Glass', nameMs: 'k'.repeat(121) }, admin.headers);
      expect(created.statusCode).toBe(400);
      const glass = await create('Glass');
      const updated = await api.put(`/admin/categories/${glass._id}`, { nameMs: 'k'.repeat(121) }, admin.headers);
      expect(updated.statusCode).toBe(400);
      const [row] = await t.db.select().from(sampleCategories).where(eq(sampleCategories.id, glass._id));
      expect(row?.nameMs).toBeNull();
    });

    it('stores a blank Malay name as none, so the English name shows', async () => {
      const response = await api.post('/admin/categories', { name: 'Metal', nameMs: '   ' }, admin.headers);
      expect(response.statusCode).toBe(201);
      const metal = response.json();
      expect(metal.nameMs).toBeNull();
      await api.put(`/admin/categories/${metal._id}`, { nameMs: 'Logam' }, admin.headers);
      const cleared = await api.put(`/admin/categories/${metal._id}`, { nameMs: '' }, admin.headers);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toMatchObject({ name: 'Metal', nameMs: null });
      const [row] = await t.db.select().from(sampleCategories).where(eq(sampleCategories.id, metal._id));
      expect(row?.nameMs).toBeNull();
    });
  });
});
