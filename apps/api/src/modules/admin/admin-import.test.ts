import { sampleImportTemplate } from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sampleCertifications, samples } from '../../db/schema/index.js';
import { createBrand, createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { requester, uploadImage } from './admin.test-support.js';

let t: TestContext;
let api: ReturnType<typeof requester>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let brand: Awaited<ReturnType<typeof createBrand>>;
beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
  brand = await createBrand(t.db, { name: 'Arbor Timber' });
  const flooring = await createCategory(t.db, { name: 'Flooring', slug: 'flooring' });
  const timber = await createCategory(t.db, { name: 'Timber', slug: 'flooring-timber', parentId: flooring.id });
  await createCategory(t.db, { name: 'Engineered Oak', slug: 'engineered-oak', parentId: timber.id });
});
afterAll(() => t.close());

const HEADER =
  'name,sku,price,stock,category,colorLabel,colorHex,usage,architectural,material,deliveryTime,description,spec_fireRating,image_url';
const sampleCount = async () => (await t.db.select({ total: count() }).from(samples))[0]?.total ?? 0;
const importCsv = (csv: string, dryRun: boolean) =>
  api.post('/admin/samples/import', { brandId: brand.id, csv, dryRun }, admin.headers);

describe('POST /admin/samples/import', () => {
  it('previews a valid file without writing, then imports every row in one go', async () => {
    const image = await uploadImage(t, admin.headers);
    const csv = [
      HEADER,
      `"Oak, Smoked",IMP-001,12.50,10,Flooring/Timber/Engineered Oak,Espresso,#5A3E2B,Residential,Flooring,Engineered Timber,7,"He said ""matt"" finish",B-s1,${image}`,
      'Oak Natural,IMP-002,9,0,engineered-oak,,,,,Solid Oak,14,,,',
    ].join('\r\n');
    const before = await sampleCount();
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 2, invalid: 0, imported: 0 });
    expect(preview.json().rows).toEqual([
      { line: 2, sku: 'IMP-001', name: 'Oak, Smoked', errors: [], action: 'create', changes: [] },
      { line: 3, sku: 'IMP-002', name: 'Oak Natural', errors: [], action: 'create', changes: [] },
    ]);
    expect(await sampleCount()).toBe(before);

    const done = await importCsv(csv, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ valid: 2, invalid: 0, imported: 2 });
    expect(await sampleCount()).toBe(before + 2);
    const [row] = await t.db.select().from(samples).where(eq(samples.sku, 'IMP-001'));
    expect(row).toMatchObject({
      name: 'Oak, Smoked',
      description: 'He said "matt" finish',
      price: 12.5,
      material: 'Engineered Timber',
      colorHex: '#5A3E2B',
      specifications: { material: 'Engineered Timber', fireRating: 'B-s1' },
      logistic: { deliveryTime: 7 },
    });
    expect(row?.images[0]?.key).toBe(image);
    expect(row?.searchText).toBe('oak, smoked arbor timber engineered timber espresso engineered oak');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'sample.import'));
    expect(entries).toHaveLength(1);
  });

  it('reports each broken row by line and imports nothing', async () => {
    const otherBrand = await createBrand(t.db, { name: 'Batu Stone' });
    await createSample(t.db, otherBrand.id, { sku: 'TAKEN-1' });
    const csv = [
      HEADER,
      'Good Row,BRK-001,10,5,engineered-oak,,,,,Timber,7,,,',
      'Bad Colour,BRK-002,10,5,engineered-oak,Red,red,,,Timber,7,,,',
      'Negative,BRK-003,10,-2,engineered-oak,,,,,Timber,7,,,',
      'No Category,BRK-004,10,5,Flooring/Nope,,,,,Timber,7,,,',
      'Taken,TAKEN-1,10,5,engineered-oak,,,,,Timber,7,,,',
      'Repeat,BRK-001,abc,5,engineered-oak,,,,,,7,,,catalogue/none.svg',
      'Short,BRK-006,10',
    ].join('\n');
    const before = await sampleCount();
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: ADMIN_MESSAGES.importInvalid, code: 'IMPORT_INVALID', valid: 1, invalid: 6 });
    const errorsAt = (line: number) => body.rows.find((row: { line: number }) => row.line === line).errors.join(' | ');
    expect(errorsAt(2)).toBe('');
    expect(errorsAt(3)).toContain('colorHex');
    expect(errorsAt(4)).toContain('stock');
    expect(errorsAt(5)).toContain('category');
    expect(errorsAt(6)).toContain(ADMIN_MESSAGES.skuOfAnotherBrand);
    expect(errorsAt(7)).toContain('line 2');
    expect(errorsAt(7)).toContain('price');
    expect(errorsAt(7)).toContain('material');
    expect(errorsAt(7)).toContain('image_url');
    expect(errorsAt(8)).toContain('fields');
    expect(await sampleCount()).toBe(before);
    // the preview of the same file answers 200 with the same report
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().invalid).toBe(6);
  });

  it('refuses a file it cannot read, a bad header, an unknown brand and an oversized body', async () => {
    expect((await importCsv(`${HEADER}\n"open,1`, true)).statusCode).toBe(400);
    const unknownColumn = await importCsv('name,sku,price,stock,category,material,deliveryTime,colour\n', true);
    expect(unknownColumn.json().message).toContain('Unknown column: colour');
    const missing = await importCsv('name,sku\nA,B', true);
    expect(missing.json().message).toContain('Missing column');
    expect((await importCsv(HEADER, false)).json().message).toBe(ADMIN_MESSAGES.importEmpty);
    const noBrand = await api.post(
      '/admin/samples/import',
      { brandId: '5d9c2f4e-8a1b-4c3d-9e0f-1a2b3c4d5e6f', csv: HEADER, dryRun: true },
      admin.headers,
    );
    expect(noBrand.json().message).toBe(ADMIN_MESSAGES.brandNotFound);
    const tooBig = await importCsv(`${HEADER}\n${'x'.repeat(2 * 1024 * 1024)}`, true);
    expect(tooBig.statusCode).toBe(400);
    const extra = await api.post('/admin/samples/import', { brandId: brand.id, csv: HEADER, mode: 'x' }, admin.headers);
    expect(extra.statusCode).toBe(400);
  });
});

describe('the import template', () => {
  it("imports the template's example row as it is, its category named by path or by slug", async () => {
    for (const [category, sku] of [
      ['Flooring / Timber / Engineered Oak', 'OAK-001'],
      ['engineered-oak', 'OAK-002'],
    ] as const) {
      const csv = sampleImportTemplate(category).replace('OAK-001', sku);
      const done = await importCsv(csv, false);
      expect(done.json()).toMatchObject({ valid: 1, invalid: 0, imported: 1 });
      const [row] = await t.db.select().from(samples).where(eq(samples.sku, sku));
      expect(row).toMatchObject({ name: 'Oak Veneer Natural', price: 12.5, stock: 40, fireEuroclass: 'B-s1,d0' });
    }
  });
});

describe('a re-import, by SKU', () => {
  it("changes the brand's samples its rows name, shows what first, and leaves an unchanged one as it is", async () => {
    const header = 'name,sku,price,stock,category,material,deliveryTime,certifications,image_url';
    const first = [
      header,
      'Teak Plank,UPS-1,20,5,engineered-oak,Teak,7,fsc:FSC-C100001:,',
      'Ash Plank,UPS-2,9,3,engineered-oak,Ash,7,,',
    ];
    expect((await importCsv(first.join('\n'), false)).json()).toMatchObject({ imported: 2, updated: 0 });
    const [ash] = await t.db.select().from(samples).where(eq(samples.sku, 'UPS-2'));
    const again = [
      header,
      // price, stock and the certificate changed; the case of the SKU too, which the sample keeps as first written
      'Teak Plank,ups-1,24.5,40,engineered-oak,Teak,7,gbi:GBI-1234:2027-06-30,',
      'Ash Plank,UPS-2,9,3,engineered-oak,Ash,7,,',
      'Elm Plank,UPS-3,11,2,engineered-oak,Elm,7,,',
    ].join('\n');
    const before = await sampleCount();
    const preview = (await importCsv(again, true)).json();
    expect(preview).toMatchObject({ valid: 3, invalid: 0, imported: 0, updated: 0 });
    expect(preview.rows).toEqual([
      {
        line: 2,
        sku: 'ups-1',
        name: 'Teak Plank',
        errors: [],
        action: 'update',
        changes: [
          { field: 'price', from: '20.00', to: '24.50' },
          { field: 'stock', from: '5', to: '40' },
          { field: 'certifications', from: 'fsc:FSC-C100001:', to: 'gbi:GBI-1234:2027-06-30' },
        ],
      },
      { line: 3, sku: 'UPS-2', name: 'Ash Plank', errors: [], action: 'update', changes: [] },
      { line: 4, sku: 'UPS-3', name: 'Elm Plank', errors: [], action: 'create', changes: [] },
    ]);
    expect(await sampleCount()).toBe(before);

    const done = (await importCsv(again, false)).json();
    expect(done).toMatchObject({ imported: 2, updated: 1 });
    expect(await sampleCount()).toBe(before + 1);
    const [teak] = await t.db.select().from(samples).where(eq(samples.sku, 'UPS-1'));
    expect(teak).toMatchObject({ price: 24.5, stock: 40, name: 'Teak Plank' });
    const certificates = await t.db
      .select()
      .from(sampleCertifications)
      .where(eq(sampleCertifications.sampleId, teak!.id));
    expect(certificates.map((row) => row.scheme)).toEqual(['gbi']);
    // the unchanged one was not written
    const [ashAfter] = await t.db.select().from(samples).where(eq(samples.sku, 'UPS-2'));
    expect(ashAfter?.updatedAt).toEqual(ash?.updatedAt);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sample.import'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry?.after).toMatchObject({ imported: 2, skus: ['UPS-3'], updated: [{ sku: 'ups-1' }] });

    // the same file again changes nothing: nothing to import
    const third = (await importCsv(again, true)).json();
    expect(third.rows.map((row: { action: string; changes: unknown[] }) => [row.action, row.changes.length])).toEqual([
      ['update', 0],
      ['update', 0],
      ['update', 0],
    ]);
  });

  it("refuses a SKU of another brand's sample, changing nothing", async () => {
    const otherBrand = await createBrand(t.db, { name: 'Kaca Glass' });
    await createSample(t.db, otherBrand.id, { sku: 'GLS-1', price: 30 });
    const csv = 'name,sku,price,stock,category,material,deliveryTime\nClear Glass,GLS-1,1,1,engineered-oak,Glass,7';
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    expect(response.json().rows[0].errors).toEqual([`sku: ${ADMIN_MESSAGES.skuOfAnotherBrand}`]);
    const [glass] = await t.db.select().from(samples).where(eq(samples.sku, 'GLS-1'));
    expect(glass?.price).toBe(30);
  });
});
