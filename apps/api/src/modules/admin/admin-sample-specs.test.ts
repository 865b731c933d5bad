import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sampleCertifications, sampleListing, samples } from '../../db/schema/index.js';
import { createBrand, createCategory, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { catalogueBasics, requester, sampleForm, uploadImage } from './admin.test-support.js';

// The Malaysian specifications of a sample (issue 17) as staff write them: the admin form's API, the CSV import, and
// what the details page then shows.

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

/** A date `days` from today in Malaysia, YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const SPECS = {
  fireBs476: 'class-0',
  fireEuroclass: 'Bfl-s1',
  slipRating: 'R10',
  slipPtv: 36,
  vocLevel: 'a-plus',
  recycledPercent: 30,
  madeInMalaysia: true,
  leadTimeDays: 21,
  unitPrice: 189.9,
  priceUnit: 'm2',
};

const certificationsOf = (sampleId: string) =>
  t.db
    .select({
      scheme: sampleCertifications.scheme,
      certificateNumber: sampleCertifications.certificateNumber,
      expiresOn: sampleCertifications.expiresOn,
    })
    .from(sampleCertifications)
    .where(eq(sampleCertifications.sampleId, sampleId))
    .orderBy(sampleCertifications.scheme);

describe('POST and PUT /admin/samples with specifications', () => {
  it('saves the specifications and certificates, an expired one too, and the details page shows them', async () => {
    const expired = dayFromToday(-30);
    const valid = dayFromToday(400);
    const form = sampleForm(refs, {
      ...SPECS,
      // with an image it is published, so the details page and the listing show it
      images: [{ key: await uploadImage(t, admin.headers, 'oak.png') }],
      certifications: [
        { scheme: 'gbi', certificateNumber: 'GBI-NRNC-0412', expiresOn: valid },
        { scheme: 'myhijau', certificateNumber: 'MyHIJAU-P-01-23-0456', expiresOn: expired },
        { scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: null },
      ],
    });
    const response = await api.post('/admin/samples', form, admin.headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.specs).toEqual({
      certifications: [
        { scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: null, valid: true },
        { scheme: 'gbi', certificateNumber: 'GBI-NRNC-0412', expiresOn: valid, valid: true },
        { scheme: 'myhijau', certificateNumber: 'MyHIJAU-P-01-23-0456', expiresOn: expired, valid: false },
      ],
      fireBs476: 'class-0',
      fireEuroclass: 'Bfl-s1',
      slipRating: 'R10',
      slipPtv: 36,
      vocLevel: 'a-plus',
      recycledPercent: 30,
      madeInMalaysia: true,
      leadTimeDays: 21,
      unitPrice: { amount: 189.9, unit: 'm2' },
    });
    // the same on the public details page, from the same rows
    const details = await api.get(`/samples/${body._id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().specs).toEqual(body.specs);
    // and the listing's copy has what its filters read, the Euroclass as its main class
    const [listed] = await t.db.select().from(sampleListing).where(eq(sampleListing.id, body._id));
    expect(listed).toMatchObject({ fireBs476: 'class-0', fireEuroclass: 'B', slipRating: 'R10', madeInMalaysia: true });
    // the admin's read answers the same
    expect((await api.get(`/admin/samples/${body._id}`, admin.headers)).json().specs).toEqual(body.specs);
  });

  it('replaces the certificates and clears what a PUT leaves out, keeping both in the audit log', async () => {
    const created = await api.post(
      '/admin/samples',
      sampleForm(refs, {
        ...SPECS,
        certifications: [
          { scheme: 'gbi', certificateNumber: 'GBI-0001', expiresOn: dayFromToday(100) },
          { scheme: 'sirim-qas', certificateNumber: 'SIRIM-QAS-PC012345', expiresOn: null },
        ],
      }),
      admin.headers,
    );
    const id = created.json()._id as string;
    const form = sampleForm(refs, {
      sku: created.json().sku,
      slipRating: 'R11',
      certifications: [{ scheme: 'greenguard', certificateNumber: 'GG-5219-410', expiresOn: '2028-01-31' }],
    });
    const response = await api.put(`/admin/samples/${id}`, form, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().specs).toMatchObject({
      certifications: [{ scheme: 'greenguard', certificateNumber: 'GG-5219-410', expiresOn: '2028-01-31' }],
      fireBs476: null,
      fireEuroclass: null,
      slipRating: 'R11',
      slipPtv: null,
      madeInMalaysia: false,
      unitPrice: null,
    });
    expect(await certificationsOf(id)).toEqual([
      { scheme: 'greenguard', certificateNumber: 'GG-5219-410', expiresOn: '2028-01-31' },
    ]);
    const [row] = await t.db.select().from(samples).where(eq(samples.id, id));
    expect(row).toMatchObject({ unitPrice: null, priceUnit: null, leadTimeDays: null });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'sample.update')));
    const audited = entry as { before: { certifications: unknown[] }; after: { certifications: unknown[] } };
    expect(audited.before.certifications).toHaveLength(2);
    expect(audited.after.certifications).toEqual([
      { scheme: 'greenguard', certificateNumber: 'GG-5219-410', expiresOn: '2028-01-31' },
    ]);
  });

  it('keeps a sample without specifications as before: none published, no certificate', async () => {
    const response = await api.post('/admin/samples', sampleForm(refs), admin.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().specs).toEqual({
      certifications: [],
      fireBs476: null,
      fireEuroclass: null,
      slipRating: null,
      slipPtv: null,
      vocLevel: null,
      recycledPercent: null,
      madeInMalaysia: false,
      leadTimeDays: null,
      unitPrice: null,
    });
  });

  it('refuses a signed-out caller with 401 and a member with 403', async () => {
    const form = sampleForm(refs, SPECS);
    expect((await api.post('/admin/samples', form)).statusCode).toBe(401);
    const member = await signedInUser(t.db, t.tokens);
    expect((await api.post('/admin/samples', form, member.headers)).statusCode).toBe(403);
    expect((await api.put(`/admin/samples/${refs.category.id}`, form, member.headers)).statusCode).toBe(403);
    expect(
      (await api.post('/admin/samples/import', { brandId: refs.brand.id, csv: 'x' }, member.headers)).statusCode,
    ).toBe(403);
  });

  const certificate = (overrides: Record<string, unknown> = {}) => ({
    scheme: 'gbi',
    certificateNumber: 'GBI-0001',
    expiresOn: '2027-06-30',
    ...overrides,
  });
  it.each([
    ['an unknown scheme', { certifications: [certificate({ scheme: 'leed' })] }, 'certifications.0.scheme', 'scheme'],
    [
      'a scheme listed twice',
      { certifications: [certificate(), certificate({ certificateNumber: 'GBI-0002' })] },
      'certifications.1.scheme',
      'listed twice',
    ],
    [
      'an empty certificate number',
      { certifications: [certificate({ certificateNumber: ' ' })] },
      'certifications.0.certificateNumber',
      'certificate number',
    ],
    [
      'a certificate number with odd characters',
      { certifications: [certificate({ certificateNumber: 'GBI<script>' })] },
      'certifications.0.certificateNumber',
      'certificate number',
    ],
    [
      'a date that does not exist',
      { certifications: [certificate({ expiresOn: '2027-02-30' })] },
      'certifications.0.expiresOn',
      'YYYY-MM-DD',
    ],
    [
      'a date in another format',
      { certifications: [certificate({ expiresOn: '30/06/2027' })] },
      'certifications.0.expiresOn',
      'YYYY-MM-DD',
    ],
    ['a BS 476 class that is none', { fireBs476: 'class-5' }, 'fireBs476', 'BS 476'],
    ['a Euroclass that is none', { fireEuroclass: 'B-s4,d0' }, 'fireEuroclass', 'Euroclass'],
    ['a Euroclass in words', { fireEuroclass: 'Class B' }, 'fireEuroclass', 'Euroclass'],
    ['a slip rating above R13', { slipRating: 'R14' }, 'slipRating', 'R9 to R13'],
    ['a PTV over 100', { slipPtv: 101 }, 'slipPtv', 'pendulum'],
    ['a fractional PTV', { slipPtv: 36.5 }, 'slipPtv', 'pendulum'],
    ['a VOC level that is none', { vocLevel: 'a++' }, 'vocLevel', 'VOC'],
    ['recycled content over 100%', { recycledPercent: 120 }, 'recycledPercent', 'Recycled'],
    ['made in Malaysia as a word', { madeInMalaysia: 'yes' }, 'madeInMalaysia', 'yes or no'],
    ['a lead time over a year', { leadTimeDays: 400 }, 'leadTimeDays', 'Lead time'],
    ['a unit price without its unit', { unitPrice: 120 }, 'priceUnit', 'per m² or per unit'],
    ['a unit without its price', { priceUnit: 'm2' }, 'unitPrice', 'Give the product price'],
    ['a unit price with 3 decimals', { unitPrice: 1.005, priceUnit: 'unit' }, 'unitPrice', '2 decimals'],
    ['a negative unit price', { unitPrice: -1, priceUnit: 'unit' }, 'unitPrice', 'product price'],
    ['a price unit that is none', { unitPrice: 10, priceUnit: 'box' }, 'priceUnit', 'per m² or per unit'],
    [
      'more certificates than schemes',
      { certifications: Array.from({ length: 10 }, (_, index) => certificate({ certificateNumber: `N-${index}` })) },
      'certifications',
      'at most 9',
    ],
  ])('refuses %s with 400 naming the field', async (_name, overrides, field, words) => {
    const response = await api.post('/admin/samples', sampleForm(refs, overrides), admin.headers);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(body.fields[field]).toContain(words);
  });

  it('says what is wrong in Malay to a request that asks for it', async () => {
    const response = await api.post('/admin/samples', sampleForm(refs, { unitPrice: 12 }), {
      ...admin.headers,
      'accept-language': 'ms',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.priceUnit).toBe('Nyatakan sama ada harga produk bagi setiap m² atau seunit');
  });
});

describe('POST /admin/samples/import with specifications', () => {
  const HEADER = [
    'name,sku,price,stock,category,material,deliveryTime',
    'fire_bs476,fire_euroclass,slip_rating,slip_ptv,voc_level,recycled_percent,made_in_malaysia,lead_time_days',
    'unit_price,price_unit,certifications',
  ].join(',');
  let brandId: string;
  beforeAll(async () => {
    brandId = (await createBrand(t.db, { name: 'Rimba Tiles' })).id;
    await createCategory(t.db, { name: 'Porcelain Tile', slug: 'porcelain-tile' });
  });
  const importCsv = (csv: string, dryRun: boolean) =>
    api.post('/admin/samples/import', { brandId, csv, dryRun }, admin.headers);

  it('imports the specification columns, read as people write them, with each row certificates', async () => {
    const csv = [
      HEADER,
      'Alor Matt Porcelain,SPEC-001,9.90,10,porcelain-tile,Porcelain,5,Class 0,"A1fl",r11,40,A+,0,yes,28,RM 89.50,m²,"gbi:GBI-NRNC-0412:2027-06-30; SIRIM QAS:SIRIM-QAS-PC012345:"',
      'Alor Gloss Porcelain,SPEC-002,9.90,10,porcelain-tile,Porcelain,5,,,,,,,no,,,,',
    ].join('\n');
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 2, invalid: 0, imported: 0 });
    const done = await importCsv(csv, false);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ imported: 2 });
    const [first] = await t.db.select().from(samples).where(eq(samples.sku, 'SPEC-001'));
    expect(first).toMatchObject({
      fireBs476: 'class-0',
      fireEuroclass: 'A1fl',
      slipRating: 'R11',
      slipPtv: 40,
      vocLevel: 'a-plus',
      recycledPercent: 0,
      madeInMalaysia: true,
      leadTimeDays: 28,
      unitPrice: 89.5,
      priceUnit: 'm2',
    });
    expect(await certificationsOf(first!.id)).toEqual([
      { scheme: 'gbi', certificateNumber: 'GBI-NRNC-0412', expiresOn: '2027-06-30' },
      { scheme: 'sirim-qas', certificateNumber: 'SIRIM-QAS-PC012345', expiresOn: null },
    ]);
    const [second] = await t.db.select().from(samples).where(eq(samples.sku, 'SPEC-002'));
    expect(second).toMatchObject({ fireBs476: null, madeInMalaysia: false, unitPrice: null });
    expect(await certificationsOf(second!.id)).toEqual([]);
  });

  it('refuses bad cells row by row, naming each column, and saves nothing', async () => {
    const csv = [
      HEADER,
      'Bad One,SPEC-101,9.90,10,porcelain-tile,Porcelain,5,Class 7,B-s9,R15,140,Z,150,maybe,900,12,,',
      'Bad Two,SPEC-102,9.90,10,porcelain-tile,Porcelain,5,,,,,,,,,,m2,leed:LEED-1:2027-01-01;gbi:GBI-1:2027-13-01',
      'Bad Three,SPEC-103,9.90,10,porcelain-tile,Porcelain,5,,,,,,,,,,,gbi-only-a-number',
      'Good Four,SPEC-104,9.90,10,porcelain-tile,Porcelain,5,class-1,,,,,,,,,,gbi:GBI-4:;gbi:GBI-5:',
    ].join('\n');
    const response = await importCsv(csv, false);
    expect(response.statusCode).toBe(400);
    const rows = response.json().rows as { sku: string; errors: string[] }[];
    const errorsOf = (sku: string) => rows.find((row) => row.sku === sku)!.errors.join('\n');
    for (const column of [
      'fire_bs476',
      'fire_euroclass',
      'slip_rating',
      'slip_ptv',
      'voc_level',
      'recycled_percent',
      'made_in_malaysia',
      'lead_time_days',
      'price_unit',
    ])
      expect(errorsOf('SPEC-101')).toContain(`${column}: `);
    expect(errorsOf('SPEC-102')).toContain('unit_price: Give the product price');
    expect(errorsOf('SPEC-102')).toContain('certifications 1: Choose a certification scheme');
    expect(errorsOf('SPEC-102')).toContain('certifications 2: The expiry date must be a real date');
    expect(errorsOf('SPEC-103')).toContain('certifications: write each certificate as scheme:number:expiry');
    expect(errorsOf('SPEC-104')).toContain('certifications 2: A sample holds one certificate of each scheme');
    expect(await t.db.select().from(samples).where(eq(samples.sku, 'SPEC-104'))).toEqual([]);
  });
});
