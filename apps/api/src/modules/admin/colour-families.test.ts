import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, samples } from '../../db/schema/index.js';
import { createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { brandWorld } from '../brand-portal/brand-portal.test-support.js';
import { catalogueBasics, requester, sampleForm } from './admin.test-support.js';

// Colour names come from the colour families (issue 18): a new one is a family, stored in its canonical spelling; a
// label from before the families stays on its sample until someone changes it.

let t: TestContext;
let api: ReturnType<typeof requester>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let refs: Awaited<ReturnType<typeof catalogueBasics>>;
beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
  refs = await catalogueBasics(t.db);
  await createCategory(t.db, { name: 'Timber', slug: 'timber' });
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(samples).where(eq(samples.id, id)))[0];
const sampleCount = async () => (await t.db.select({ total: count() }).from(samples))[0]?.total ?? 0;
const auditCount = async () => (await t.db.select({ total: count() }).from(auditLog))[0]?.total ?? 0;

describe('a new sample’s colour name', () => {
  it('takes a colour family however it is written, and stores its canonical spelling', async () => {
    const response = await api.post('/admin/samples', sampleForm(refs, { colorLabel: '  light GREY ' }), admin.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().colorLabel).toBe('Light Grey');
    const row = await rowOf(response.json()._id);
    expect(row?.colorLabel).toBe('Light Grey');
    expect(row?.searchText).toContain('light grey');
  });

  it('takes a family by its Malay name, and no colour name at all', async () => {
    const malayName = await api.post('/admin/samples', sampleForm(refs, { colorLabel: 'Biru Laut' }), admin.headers);
    expect(malayName.json().colorLabel).toBe('Navy Blue');
    const none = await api.post('/admin/samples', sampleForm(refs, { colorLabel: null }), admin.headers);
    expect(none.statusCode).toBe(201);
    expect(none.json().colorLabel).toBeNull();
  });

  it('refuses a free colour name with 400 on colorLabel, in English or Malay, writing nothing', async () => {
    const [samplesBefore, auditBefore] = [await sampleCount(), await auditCount()];
    const response = await api.post('/admin/samples', sampleForm(refs, { colorLabel: 'Sparkle' }), admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: ADMIN_MESSAGES.notAColourFamily,
      code: 'VALIDATION',
      fields: { colorLabel: 'Choose a colour family from the list' },
    });
    const inMalay = await api.post('/admin/samples', sampleForm(refs, { colorLabel: 'Sparkle' }), {
      ...admin.headers,
      'accept-language': 'ms',
    });
    expect(inMalay.json().fields).toEqual({ colorLabel: 'Pilih keluarga warna daripada senarai' });
    expect(await sampleCount()).toBe(samplesBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('is held to the same rule in a brand’s portal', async () => {
    const w = await brandWorld(t);
    const form = sampleForm({ brand: w.brand, category: refs.category }, { colorLabel: 'Sparkle' });
    const refused = await api.post(`/brand-portal/${w.brand.id}/samples`, form, w.owner.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ colorLabel: ADMIN_MESSAGES.notAColourFamily });
    const taken = await api.post(
      `/brand-portal/${w.brand.id}/samples`,
      { ...form, colorLabel: 'sage green' },
      w.owner.headers,
    );
    expect(taken.statusCode).toBe(201);
    expect(taken.json().colorLabel).toBe('Sage Green');
  });
});

describe('an edited sample’s colour name', () => {
  // a draft: the form's sample has no pictures, and a save may not take a published sample's last one
  const legacySample = () =>
    createSample(t.db, refs.brand.id, { categoryId: refs.category.id, colorLabel: 'Sparkle', status: 'draft' });

  it('keeps a label from before the families while it is left unchanged', async () => {
    const sample = await legacySample();
    const form = sampleForm(refs, { sku: sample.sku, colorLabel: 'Sparkle', stock: 3 });
    const response = await api.put(`/admin/samples/${sample.id}`, form, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(sample.id)).toMatchObject({ colorLabel: 'Sparkle', stock: 3 });
  });

  it('refuses a change to another free label, writing nothing, and takes a family', async () => {
    const sample = await legacySample();
    const refused = await api.put(
      `/admin/samples/${sample.id}`,
      sampleForm(refs, { sku: sample.sku, colorLabel: 'Glitter', stock: 3 }),
      admin.headers,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ colorLabel: ADMIN_MESSAGES.notAColourFamily });
    expect(await rowOf(sample.id)).toMatchObject({ colorLabel: 'Sparkle', stock: sample.stock });
    // the same word in other letters is a change too
    const recased = await api.put(
      `/admin/samples/${sample.id}`,
      sampleForm(refs, { sku: sample.sku, colorLabel: 'sparkle' }),
      admin.headers,
    );
    expect(recased.statusCode).toBe(400);

    const family = await api.put(
      `/admin/samples/${sample.id}`,
      sampleForm(refs, { sku: sample.sku, colorLabel: 'champagne gold' }),
      admin.headers,
    );
    expect(family.statusCode).toBe(200);
    expect((await rowOf(sample.id))?.colorLabel).toBe('Champagne Gold');
    // once a family, the old label is gone for good
    const back = await api.put(
      `/admin/samples/${sample.id}`,
      sampleForm(refs, { sku: sample.sku, colorLabel: 'Sparkle' }),
      admin.headers,
    );
    expect(back.statusCode).toBe(400);
  });
});

describe('an import’s colour names', () => {
  const HEADER = 'name,sku,price,stock,category,colorLabel,material,deliveryTime';
  const importCsv = (rows: string[], dryRun: boolean) =>
    api.post(
      '/admin/samples/import',
      { brandId: refs.brand.id, csv: [HEADER, ...rows].join('\n'), dryRun },
      admin.headers,
    );

  it('refuses a new row whose colour name is no family, naming the column and the families', async () => {
    const before = await sampleCount();
    const response = await importCsv(
      ['Oak A,CF-NEW-1,10,5,timber,natural oak,Oak,7', 'Oak B,CF-NEW-2,10,5,timber,Sparkle,Oak,7'],
      false,
    );
    expect(response.statusCode).toBe(400);
    const [good, bad] = response.json().rows;
    expect(good.errors).toEqual([]);
    expect(bad.errors).toHaveLength(1);
    expect(bad.errors[0]).toMatch(/^colorLabel: "Sparkle" is not a colour family; write one of White, Ivory, /);
    expect(bad.errors[0]).toContain('Navy Blue');
    expect(await sampleCount()).toBe(before);
  });

  it('lets a row of an existing sample keep its label unchanged, and refuses another free one', async () => {
    const sample = await createSample(t.db, refs.brand.id, { colorLabel: 'Sparkle', sku: 'CF-OLD-1' });
    const kept = await importCsv(['Old Oak,CF-OLD-1,10,5,timber,Sparkle,Oak,7'], false);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ invalid: 0, imported: 1, updated: 1 });
    expect(await rowOf(sample.id)).toMatchObject({ name: 'Old Oak', colorLabel: 'Sparkle' });

    const changed = await importCsv(['Old Oak,CF-OLD-1,10,5,timber,Glitter,Oak,7'], true);
    expect(changed.json().rows[0].errors).toEqual([expect.stringMatching(/^colorLabel: "Glitter" is not a colour/)]);
    // a family instead shows in the preview in its canonical spelling
    const family = await importCsv(['Old Oak,CF-OLD-1,10,5,timber,teak,Oak,7'], true);
    expect(family.json().rows[0]).toMatchObject({
      errors: [],
      action: 'update',
      changes: [{ field: 'colorLabel', from: 'Sparkle', to: 'Teak' }],
    });
  });
});
