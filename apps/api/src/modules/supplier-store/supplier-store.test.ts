import { SUPPLIER_STORE_MESSAGES } from '@samplebank/contracts/supplier-store';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationAddresses, organizations, sampleCertifications, samples } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { insertPlaces } from '../organizations/organizations.test-support.js';

let t: TestContext;
let brandId: string;
let bareBrandId: string;
let companyId: string;

const YESTERDAY_OR_EARLIER = '2020-01-31';
const FAR_AHEAD = '2099-12-31';

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const storeOf = (id: string, headers: Record<string, string> = {}) => get(`/api/brands/${id}/store`, headers);

beforeAll(async () => {
  t = await createTestApp();
  const places = await insertPlaces(t.db);
  const brand = await createBrand(t.db, {
    name: 'Cahaya Tiles',
    description: 'Porcelain and terrazzo made in Selangor since 1998.',
    website: 'https://cahaya.example.my',
    orgEmail: 'sales@cahaya.example.my',
    contactNumber: '+60370001234',
    ssmNumber: '201901012345',
    personInCharge: 'Nurul Huda',
    logoUrl: 'https://cdn.example/cahaya-logo.png',
    bannerUrl: 'https://cdn.example/cahaya-banner.jpg',
  });
  brandId = brand.id;
  await t.db.insert(organizationAddresses).values({
    organizationId: brandId,
    kind: 'billing',
    addressLine1: '12 Jalan Kemajuan',
    postcode: '46000',
    cityId: places.petalingJaya.id,
    stateId: places.selangor.id,
  });
  bareBrandId = (await createBrand(t.db, { name: 'Bare Brand' })).id;
  companyId = (
    await t.db
      .insert(organizations)
      .values({ name: 'Studio Rimba', type: 'DESIGNER', orgEmail: 'hello@rimba.my', contactNumber: '+60312345678' })
      .returning()
  )[0]!.id;

  // three published samples, a draft and a discontinued one; certificates valid, expired, and on the unlisted ones
  const [terrazzo, porcelain, slate, draft, discontinued] = await Promise.all([
    createSample(t.db, brandId, { name: 'Terrazzo Grey' }),
    createSample(t.db, brandId, { name: 'Porcelain White' }),
    createSample(t.db, brandId, { name: 'Slate Black' }),
    createSample(t.db, brandId, { name: 'Draft Tile', status: 'draft' }),
    createSample(t.db, brandId, { name: 'Old Tile', status: 'discontinued' }),
  ]);
  const certificate = (sampleId: string, scheme: string, expiresOn: string | null) => ({
    sampleId,
    scheme,
    certificateNumber: `${scheme.toUpperCase()}-${sampleId.slice(0, 6)}`,
    expiresOn,
  });
  await t.db
    .insert(sampleCertifications)
    .values([
      certificate(terrazzo.id, 'myhijau', FAR_AHEAD),
      certificate(terrazzo.id, 'gbi', null),
      certificate(porcelain.id, 'gbi', FAR_AHEAD),
      certificate(slate.id, 'sirim-qas', YESTERDAY_OR_EARLIER),
      certificate(draft.id, 'fsc', null),
      certificate(draft.id, 'gbi', null),
      certificate(discontinued.id, 'greenguard', null),
      certificate(discontinued.id, 'gbi', null),
    ]);
});
afterAll(() => t.close());

describe('GET /api/brands/{id}/store', () => {
  it("shows the brand's face, its published samples' valid certifications and its public contacts", async () => {
    const response = await storeOf(brandId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: brandId,
      name: 'Cahaya Tiles',
      logoUrl: 'https://cdn.example/cahaya-logo.png',
      bannerUrl: 'https://cdn.example/cahaya-banner.jpg',
      description: 'Porcelain and terrazzo made in Selangor since 1998.',
      sampleCount: 3,
      // in the schemes' order; the expired SIRIM QAS certificate is left out
      certifications: [
        { scheme: 'gbi', samples: 2 },
        { scheme: 'myhijau', samples: 1 },
      ],
      contact: {
        website: 'https://cahaya.example.my',
        email: 'sales@cahaya.example.my',
        phone: { display: '03-7000 1234', dial: '+60370001234' },
        city: 'Petaling Jaya',
        state: 'Selangor',
      },
    });
  });

  it('never says what a visitor may not read: SSM number, person in charge, street address', async () => {
    const body = (await storeOf(brandId)).body;
    for (const hidden of ['201901012345', 'Nurul Huda', '12 Jalan Kemajuan', '46000', 'ssmNumber', 'personInCharge'])
      expect(body).not.toContain(hidden);
  });

  it('counts neither a draft nor a discontinued sample, nor the certificates only they hold', async () => {
    const store = (await storeOf(brandId)).json();
    expect(store.sampleCount).toBe(3);
    const schemes = store.certifications.map((certification: { scheme: string }) => certification.scheme);
    expect(schemes).not.toContain('fsc');
    expect(schemes).not.toContain('greenguard');
    expect(store.certifications.find((item: { scheme: string }) => item.scheme === 'gbi').samples).toBe(2);
  });

  it('shows a brand without samples, contacts or an address with nothing made up', async () => {
    const response = await storeOf(bareBrandId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bare Brand',
      description: null,
      sampleCount: 0,
      certifications: [],
      contact: { website: null, email: null, phone: null, city: null, state: null },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await storeOf('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: SUPPLIER_STORE_MESSAGES.brandNotFound });
  });

  it('answers the same 404 for a company that is not a brand, showing nothing of it', async () => {
    const response = await storeOf(companyId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: SUPPLIER_STORE_MESSAGES.brandNotFound });
    expect(response.body).not.toContain('Studio Rimba');
    expect(response.body).not.toContain('hello@rimba.my');
  });

  it('answers 404, never 500, for an id that is no id at all', async () => {
    for (const id of ['not-an-id', '123', encodeURIComponent("x' or 1=1 --"), `${brandId}x`]) {
      const response = await storeOf(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message, id).toBe(SUPPLIER_STORE_MESSAGES.brandNotFound);
    }
  });

  it('refuses an id longer than any id, and text no keyboard types, with a 400 that says so', async () => {
    const long = await storeOf('a'.repeat(65));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toHaveProperty('id');
    const control = await storeOf('%07abc');
    expect(control.statusCode).toBe(400);
    expect(control.json().fields).toHaveProperty('id');
  });

  it('says "not found" in Bahasa Malaysia to a Malay page', async () => {
    const response = await storeOf(companyId, { 'accept-language': 'ms' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Jenama tidak dijumpai');
  });

  it('is public: a signed-in member reads the same store, kept private to them', async () => {
    const member = await signedInUser(t.db, t.tokens);
    const response = await storeOf(brandId, member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await storeOf(brandId)).json());
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows a sample published, or taken off, once the catalogue says it changed', async () => {
    const before = (await storeOf(brandId)).json();
    const [draft] = await t.db.select().from(samples).where(eq(samples.name, 'Draft Tile'));
    await t.db.update(samples).set({ status: 'published' }).where(eq(samples.id, draft!.id));
    await t.app.context.catalogueChanges.changed();
    const after = (await storeOf(brandId)).json();
    expect(after.sampleCount).toBe(before.sampleCount + 1);
    expect(after.certifications).toEqual([
      { scheme: 'gbi', samples: 3 },
      { scheme: 'myhijau', samples: 1 },
      { scheme: 'fsc', samples: 1 },
    ]);
    await t.db.update(samples).set({ status: 'draft' }).where(eq(samples.id, draft!.id));
    await t.app.context.catalogueChanges.changed();
    expect((await storeOf(brandId)).json()).toEqual(before);
  });
});
