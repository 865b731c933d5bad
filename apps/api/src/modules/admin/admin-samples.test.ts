import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, samples, uploads, wishlistItems } from '../../db/schema/index.js';
import { createBrand, createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { catalogueBasics, insertOrder, requester, sampleForm, uploadImage } from './admin.test-support.js';
import { buildSearchText } from './sample-values.js';

let t: TestContext;
let api: ReturnType<typeof requester>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let refs: Awaited<ReturnType<typeof catalogueBasics>>;
beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
  refs = await catalogueBasics(t.db);
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(samples).where(eq(samples.id, id)))[0];

describe('POST /admin/samples', () => {
  it('adds a sample with uploaded images in order, keeping material and search text in sync', async () => {
    const main = await uploadImage(t, admin.headers, 'main.png');
    const detail = await uploadImage(t, admin.headers, 'detail.png');
    const form = sampleForm(refs, { images: [{ key: main, alt: 'Front' }, { key: detail }] });
    const response = await api.post('/admin/samples', form, admin.headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Oak Plank Natural',
      sku: form.sku,
      price: 12.5,
      stock: 10,
      material: 'Engineered Timber',
      manufacturer: { _id: refs.brand.id, name: 'Arbor Timber' },
      category: { _id: refs.category.id, name: 'Engineered Oak' },
      orderLineCount: 0,
    });
    expect(body.images.map((image: { key: string }) => image.key)).toEqual([main, detail]);
    expect(body.mainImageUrl).toBe(t.storage.publicUrl(main));
    const row = await rowOf(body._id);
    expect(row?.searchText).toBe('oak plank natural arbor timber engineered timber natural oak engineered oak');
    expect(row).not.toHaveProperty('searchText', '');
    expect(JSON.stringify(body)).not.toContain('searchText');
    // the public catalogue shows it at once
    expect((await api.get(`/samples/${body._id}`)).json().mainImageUrl).toBe(t.storage.publicUrl(main));
  });

  it('makes AVIF and WebP variants and a JPEG fallback of an uploaded photo, which the public catalogue offers', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6f4e' } })
      .jpeg()
      .toBuffer();
    const key = await uploadImage(t, admin.headers, 'plank.jpg', { body: photo, contentType: 'image/jpeg' });
    const broken = await uploadImage(t, admin.headers, 'broken.png');
    const form = sampleForm(refs, { images: [{ key }, { key: broken }] });
    const created = await api.post('/admin/samples', form, admin.headers);
    expect(created.statusCode).toBe(201);
    const row = await rowOf(created.json()._id);
    expect(row?.images[0]?.variants).toEqual({
      width: 1280,
      height: 960,
      widths: [320, 480, 640, 1280],
      fallback: 'jpg',
      avif: true,
    });
    // bytes no decoder reads stay as they are, without variants
    expect(row?.images[1]?.variants).toBeUndefined();

    const detail = (await api.get(`/samples/${created.json()._id}`)).json();
    const stem = key.replace(/\.jpg$/, '');
    expect(detail.mainPicture).toEqual({
      src: t.storage.publicUrl(`${stem}.1280w.jpg`),
      width: 1280,
      height: 960,
      sources: ['avif', 'webp'].map((format) => ({
        type: `image/${format}`,
        srcSet: [320, 480, 640, 1280]
          .map((width) => `${t.storage.publicUrl(`${stem}.${width}w.${format}`)} ${width}w`)
          .join(', '),
      })),
    });
    expect(detail.images[1].picture).toBeNull();
    const webp = await t.app.inject({ method: 'GET', url: `${t.storage.publicUrl(`${stem}.480w.webp`)}` });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('immutable');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(480);
    const avif = await t.app.inject({ method: 'GET', url: `${t.storage.publicUrl(`${stem}.480w.avif`)}` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(480);
  });

  it.each([
    ['a bad hex colour', { colorHex: 'B08050' }, 'colorHex'],
    ['a negative stock', { stock: -1 }, 'stock'],
    ['a fractional stock', { stock: 1.5 }, 'stock'],
    ['three decimals in the price', { price: 1.005 }, 'price'],
    ['a price over 100000', { price: 100000.01 }, 'price'],
    ['a missing material', { specifications: { thickness: '2 mm' } }, 'specifications.material'],
    ['an unknown field', { colour: 'red' }, 'request'],
  ])('refuses %s with 400', async (_name, overrides, field) => {
    const response = await api.post('/admin/samples', sampleForm(refs, overrides), admin.headers);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? { request: '' }).join()).toContain(field === 'request' ? '' : field);
  });

  it('refuses an unknown brand, a company that is not a brand, an unknown category and foreign images', async () => {
    const company = await createBrand(t.db, { type: 'DESIGNER' });
    const unknown = '5d9c2f4e-8a1b-4c3d-9e0f-1a2b3c4d5e6f';
    const noBrand = await api.post('/admin/samples', sampleForm(refs, { manufacturerId: unknown }), admin.headers);
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().message).toBe(ADMIN_MESSAGES.brandNotFound);
    const designer = await api.post('/admin/samples', sampleForm(refs, { manufacturerId: company.id }), admin.headers);
    expect(designer.statusCode).toBe(400);
    const noCategory = await api.post('/admin/samples', sampleForm(refs, { categoryId: unknown }), admin.headers);
    expect(noCategory.json().message).toBe(ADMIN_MESSAGES.categoryNotFound);
    const member = await signedInUser(t.db, t.tokens);
    const theirs = await uploadImage(t, member.headers);
    for (const key of [theirs, 'catalogue/missing.svg', 'documents/x/y.pdf', '../etc/passwd']) {
      const response = await api.post('/admin/samples', sampleForm(refs, { images: [{ key }] }), admin.headers);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a duplicate SKU with 409, whatever its case', async () => {
    const existing = await createSample(t.db, refs.brand.id, { sku: 'DUP-001' });
    const response = await api.post('/admin/samples', sampleForm(refs, { sku: 'dup-001' }), admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('SKU already exists');
    expect((await rowOf(existing.id))?.name).toBe(existing.name);
  });
});

describe('PUT /admin/samples/{id}', () => {
  it('replaces the fields, keeps old catalogue images, and refreshes material and search text', async () => {
    const sample = await createSample(t.db, refs.brand.id);
    const keptKey = sample.images[0]?.key as string;
    const form = sampleForm(refs, {
      name: 'Oak Plank Smoked',
      sku: sample.sku,
      stock: 3,
      specifications: { material: 'Solid Oak' },
      images: [{ key: keptKey, alt: 'kept' }],
    });
    const response = await api.put(`/admin/samples/${sample.id}`, form, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Oak Plank Smoked', stock: 3, material: 'Solid Oak' });
    const row = await rowOf(sample.id);
    expect(row?.material).toBe('Solid Oak');
    expect(row?.searchText).toContain('oak plank smoked');
    expect(row?.searchText).toContain('solid oak');
  });

  it("refuses another sample's SKU and an unknown id", async () => {
    const first = await createSample(t.db, refs.brand.id);
    const second = await createSample(t.db, refs.brand.id);
    const clash = await api.put(`/admin/samples/${second.id}`, sampleForm(refs, { sku: first.sku }), admin.headers);
    expect(clash.statusCode).toBe(409);
    const missing = await api.put(
      '/admin/samples/5d9c2f4e-8a1b-4c3d-9e0f-1a2b3c4d5e6f',
      sampleForm(refs),
      admin.headers,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /admin/samples', () => {
  it('searches, filters by brand, category and stock, and sorts', async () => {
    const brand = await createBrand(t.db, { name: 'Batu Stone' });
    const parent = await createCategory(t.db, { name: 'Stone' });
    const child = await createCategory(t.db, { name: 'Granite', parentId: parent.id });
    await createSample(t.db, brand.id, {
      name: 'Granite Black',
      stock: 0,
      categoryId: child.id,
      searchText: 'granite black batu stone',
    });
    await createSample(t.db, brand.id, {
      name: 'Granite Grey',
      stock: 4,
      categoryId: child.id,
      searchText: 'granite grey batu stone',
    });
    await createSample(t.db, brand.id, {
      name: 'Marble White',
      stock: 50,
      categoryId: parent.id,
      searchText: 'marble white',
    });
    const list = async (query: string) =>
      (await api.get(`/admin/samples?brand=${brand.id}&${query}`, admin.headers)).json();
    expect((await list('sort=name_asc')).samples.map((s: { name: string }) => s.name)).toEqual([
      'Granite Black',
      'Granite Grey',
      'Marble White',
    ]);
    expect((await list('stock=out')).total).toBe(1);
    expect((await list('stock=low')).total).toBe(2);
    expect((await list('search=GREY')).samples[0].name).toBe('Granite Grey');
    expect((await list(`category=${parent.id}`)).total).toBe(3);
    expect((await list(`category=${child.id}&sort=stock_desc`)).samples.map((s: { stock: number }) => s.stock)).toEqual(
      [4, 0],
    );
    expect(await list('limit=1&page=2&sort=name_asc')).toMatchObject({ total: 3, currentPage: 2, totalPages: 3 });
  });
});

describe('DELETE /admin/samples/{id}', () => {
  it('deletes a sample no order, board or wishlist holds', async () => {
    const sample = await createSample(t.db, refs.brand.id);
    const response = await api.del(`/admin/samples/${sample.id}`, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(sample.id)).toBeUndefined();
  });

  it('never takes a sample from a designer’s wishlist unasked: 409, discontinue it instead', async () => {
    const sample = await createSample(t.db, refs.brand.id);
    const fan = await signedInUser(t.db, t.tokens);
    await t.db.insert(wishlistItems).values({ userId: fan.user.id, sampleId: sample.id });
    const response = await api.del(`/admin/samples/${sample.id}`, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.sampleHeld);
    expect(await rowOf(sample.id)).toBeDefined();
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.sampleId, sample.id))).toHaveLength(1);
  });

  it('refuses a sample that is in an order with 409 and keeps it', async () => {
    const sample = await createSample(t.db, refs.brand.id);
    const buyer = await signedInUser(t.db, t.tokens);
    await insertOrder(t.db, buyer.user.id, sample.id);
    const response = await api.del(`/admin/samples/${sample.id}`, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ADMIN_MESSAGES.sampleInOrders);
    expect(await rowOf(sample.id)).toBeDefined();
    expect((await api.get(`/admin/samples/${sample.id}`, admin.headers)).json().orderLineCount).toBe(1);
  });
});

describe('organization images', () => {
  it('lets an admin upload an image and create a brand with it as logo', async () => {
    const key = await uploadImage(t, admin.headers, 'logo.png');
    const response = await api.post(
      '/organizations/admin',
      { name: 'Kilau Tiles', type: 'BRAND', logo: { key, originalFilename: 'logo.png' } },
      admin.headers,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().logoUrl ?? response.json().logo?.url ?? JSON.stringify(response.json())).toContain(key);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, response.json()._id));
    expect(row?.logo?.key).toBe(key);
    const served = await t.app.inject({ method: 'GET', url: t.storage.publicUrl(key) });
    expect(served.statusCode).toBe(200);
  });

  it("refuses a logo that is someone else's image or a document", async () => {
    const member = await signedInUser(t.db, t.tokens);
    const theirs = await uploadImage(t, member.headers);
    const foreign = await api.post(
      '/organizations/admin',
      { name: 'X Tiles', type: 'BRAND', logo: { key: theirs, originalFilename: 'logo.png' } },
      admin.headers,
    );
    expect(foreign.statusCode).toBe(400);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.key, theirs));
    expect(upload?.purpose).toBe('image');
  });
});

describe('buildSearchText', () => {
  it('joins the parts that are there, in lower case', () => {
    expect(
      buildSearchText({
        name: 'Oak ',
        brandName: 'Arbor',
        material: null,
        colorLabel: 'Natural',
        categoryName: 'Floor',
      }),
    ).toBe('oak arbor natural floor');
  });
});
