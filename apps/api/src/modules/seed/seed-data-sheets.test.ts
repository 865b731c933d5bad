import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { sampleCertifications, sampleDocuments, samples, settings } from '../../db/schema/index.js';
import { LocalStorage } from '../../platform/storage.js';
import { drawnText } from '../../test/pdf-text.js';
import { seedCatalogue } from './seed-catalogue.js';
import { dataSheetFileName, dataSheetPdf, seedDataSheets } from './seed-data-sheets.js';

let handle: DatabaseHandle;
let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'samplebank-sheets-'));
  storage = new LocalStorage(join(root, 'uploads'), 'test-secret-test-secret-test-secret');
  handle = await openDatabase({});
  await seedCatalogue(handle.db, storage, { samples: 8, brands: 3, rasterImages: false });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await rm(root, { recursive: true, force: true });
});

async function readAll(key: string): Promise<Buffer> {
  const file = await storage.get(key);
  if (!file) throw new Error(`missing ${key}`);
  const parts: Buffer[] = [];
  for await (const chunk of file.body) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe('seedDataSheets', () => {
  it("writes one real one-page PDF data sheet per sample, with the sample's facts and certificates", async () => {
    const [first] = await handle.db.select().from(samples).orderBy(asc(samples.sku)).limit(1);
    // one sample certified, one certificate expired: the sheet says which (whatever the demo gave it before)
    await handle.db.delete(sampleCertifications).where(eq(sampleCertifications.sampleId, first!.id));
    await handle.db.insert(sampleCertifications).values([
      { sampleId: first!.id, scheme: 'gbi', certificateNumber: 'GBI-TEST-0001', expiresOn: '2099-12-31' },
      { sampleId: first!.id, scheme: 'fsc', certificateNumber: 'FSC-C000001', expiresOn: '2001-01-31' },
    ]);
    await handle.db
      .update(samples)
      .set({ fireBs476: 'class-0', slipRating: 'R11', vocLevel: 'a-plus', recycledPercent: 30, leadTimeDays: 14 })
      .where(eq(samples.id, first!.id));

    const started = Date.now();
    expect(await seedDataSheets(handle.db, storage)).toBe(8);
    // cheap enough for the demo's 640 samples on a busy machine
    expect(Date.now() - started).toBeLessThan(20_000);

    const documents = await handle.db.select().from(sampleDocuments);
    expect(documents).toHaveLength(8);
    expect(new Set(documents.map((document) => document.sampleId)).size).toBe(8);
    for (const document of documents) {
      expect(document).toMatchObject({
        kind: 'technical-data-sheet',
        title: 'Technical data sheet',
        contentType: 'application/pdf',
        position: 0,
        uploadedBy: null,
      });
      expect(document.fileKey).toMatch(/^sample-documents\/[0-9a-f-]+\/[0-9a-f-]+\.pdf$/);
    }

    const sheet = documents.find((document) => document.sampleId === first!.id)!;
    expect(sheet.fileName).toBe(dataSheetFileName(first!.sku));
    const bytes = await readAll(sheet.fileKey);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(sheet.size);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(first!.name);
    const text = drawnText(bytes);
    for (const expected of [
      'Samplebank',
      first!.sku,
      'Class 0',
      'R11',
      'A+',
      '30%',
      '14 days',
      'No. GBI-TEST-0001',
      'Valid until 2099-12-31',
      'Expired 2001-01-31',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('runs once per database', async () => {
    const [marker] = await handle.db.select().from(settings).where(eq(settings.key, 'seed.data-sheets'));
    expect(marker?.value).toMatchObject({ sheets: 8 });
    expect(await seedDataSheets(handle.db, storage)).toBe(0);
    expect(await handle.db.select().from(sampleDocuments)).toHaveLength(8);
  });
});

describe('dataSheetFileName', () => {
  it('names the file by its SKU, safe for any file system', () => {
    expect(dataSheetFileName('SB-FLR-00042')).toBe('SB-FLR-00042-technical-data-sheet.pdf');
    expect(dataSheetFileName('AB/12 "x"')).toBe('AB-12-x--technical-data-sheet.pdf');
  });
});

describe('dataSheetPdf', () => {
  it('goes on to a second page rather than off the first when a sample has much to say', async () => {
    const [sample] = await handle.db.select().from(samples).orderBy(asc(samples.sku)).limit(1);
    const specifications = Object.fromEntries(Array.from({ length: 16 }, (_, n) => [`property${n}`, `Value ${n}`]));
    const schemes = [
      'gbi',
      'myhijau',
      'sirim-qas',
      'sg-green-label',
      'fsc',
      'greenguard',
      'cradle-to-cradle',
      'declare',
    ];
    const certificates = [...schemes, 'epd'].map((scheme, n) => ({
      scheme,
      certificateNumber: `CERT-${n}`,
      expiresOn: '2099-01-01',
    }));
    const bytes = Buffer.from(
      await dataSheetPdf({ ...sample!, specifications, brandName: 'Brand', categoryName: 'Category' }, certificates, {
        today: '2026-11-27',
      }),
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = drawnText(bytes);
    for (const n of [0, 8]) expect(text).toContain(`No. CERT-${n}`);
    expect(text).toContain('Value 15');
  });
});
