import { ORGANIZATION_MESSAGES } from '@samplebank/contracts/organizations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { companyForm, insertImageUpload, insertPlaces, type Places, pjAddress } from './organizations.test-support.js';

let t: TestContext;
let places: Places;
let brand: { id: string };
let member: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let company: { _id: string };

beforeAll(async () => {
  t = await createTestApp();
  places = await insertPlaces(t.db);
  brand = await createBrand(t.db, { name: 'Arbor Timber', description: 'Solid oak', website: 'https://arbor.my' });
  await createBrand(t.db, { name: 'Bianco Stone', ssmNumber: '1234567-X', contactNumber: '03-2161 1234' });
  await createSample(t.db, brand.id);
  member = await signedInUser(t.db, t.tokens);
  stranger = await signedInUser(t.db, t.tokens);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
  const created = await post('/api/organizations', companyForm(places), member.headers);
  expect(created.statusCode).toBe(201);
  company = created.json();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('GET /api/organizations', () => {
  it('lists the brands, and only their public fields, to a visitor', async () => {
    const response = await get('/api/organizations');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.organizations.map((row: { name: string }) => row.name)).toEqual(['Arbor Timber', 'Bianco Stone']);
    expect(body.organizations[0]).toEqual({
      _id: brand.id,
      name: 'Arbor Timber',
      type: 'BRAND',
      logoUrl: null,
      bannerUrl: null,
      description: 'Solid oak',
      website: 'https://arbor.my',
    });
    expect(body.organizations[1]).not.toHaveProperty('ssmNumber');
    expect(body).toMatchObject({ total: 2, currentPage: 1, totalPages: 1 });
  });

  it('counts the samples of each brand when asked', async () => {
    const body = (await get('/api/organizations?type=BRAND&withSampleCount=true')).json();
    expect(body.organizations.map((row: { sampleCount: number }) => row.sampleCount)).toEqual([1, 0]);
  });

  it("adds a signed-in user's own organization, with its contacts, and no one else's", async () => {
    const mine = (await get('/api/organizations', member.headers)).json();
    expect(mine.organizations).toHaveLength(3);
    expect(mine.organizations.find((row: { _id: string }) => row._id === company._id)).toMatchObject({
      type: 'DESIGNER',
      orgEmail: 'hello@studiorimba.my',
    });
    const theirs = (await get('/api/organizations', stranger.headers)).json();
    expect(theirs.organizations.map((row: { type: string }) => row.type)).toEqual(['BRAND', 'BRAND']);
    const brandsOnly = (await get('/api/organizations?type=BRAND', member.headers)).json();
    expect(brandsOnly.total).toBe(2);
  });

  it('pages through every organization for ADMIN, with a search', async () => {
    const all = (await get('/api/organizations', admin.headers)).json();
    expect(all).toMatchObject({ total: 3, currentPage: 1, totalPages: 1 });
    const second = (await get('/api/organizations?page=2&limit=2', admin.headers)).json();
    expect(second).toMatchObject({ total: 3, currentPage: 2, totalPages: 2 });
    expect(second.organizations.map((row: { name: string }) => row.name)).toEqual(['Studio Rimba Sdn Bhd']);
    const found = (await get('/api/organizations?search=rimba', admin.headers)).json();
    expect(found.organizations).toHaveLength(1);
    expect(found.organizations[0].ssmNumber).toBe('202301012345 (1234567-X)');
    expect((await get('/api/organizations?search=100%25', admin.headers)).json().total).toBe(0);
  });

  it.each([
    ['?type=ALIEN', 'type'],
    ['?limit=1000', 'limit'],
    ['?page=0', 'page'],
    ['?withSampleCount=yes', 'withSampleCount'],
  ])('refuses %s with a 400', async (query, text) => {
    const response = await get(`/api/organizations${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
  });
});

describe('GET /api/organizations/:id', () => {
  it('shows a brand to anyone', async () => {
    const response = await get(`/api/organizations/${brand.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: brand.id, name: 'Arbor Timber', type: 'BRAND' });
    expect(response.json()).not.toHaveProperty('billingAddress');
  });

  it('shows the whole organization, addresses named, to its member and to ADMIN', async () => {
    for (const headers of [member.headers, admin.headers]) {
      const response = await get(`/api/organizations/${company._id}`, headers);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ ssmNumber: '202301012345 (1234567-X)', personInCharge: 'Aisyah Rahman' });
      expect(body.billingAddress[0]).toEqual({
        _id: expect.any(String),
        addressLine1: '12 Jalan Kemajuan',
        addressLine2: 'Seksyen 13',
        postcode: '46000',
        district: 'Petaling',
        city: { _id: String(places.petalingJaya.id), name: 'Petaling Jaya' },
        state: { _id: String(places.selangor.id), name: 'Selangor' },
      });
    }
  });

  it('refuses a stranger (403) and a visitor (401)', async () => {
    const strangers = await get(`/api/organizations/${company._id}`, stranger.headers);
    expect(strangers.statusCode).toBe(403);
    expect(strangers.json().message).toBe('You do not have access to this organization');
    expect((await get(`/api/organizations/${company._id}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/organizations/00000000-0000-4000-8000-000000000000', member.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Organization not found');
    expect((await get('/api/organizations/123', member.headers)).statusCode).toBe(400);
  });
});

describe('POST /api/organizations', () => {
  it('creates the user’s company, copies billing to shipping, and links the user', async () => {
    const user = await signedInUser(t.db, t.tokens);
    const logo = await insertImageUpload(t.db, user.user.id, `images/${user.user.id}/logo.png`);
    const response = await post('/api/organizations', companyForm(places, { logo }), user.headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Studio Rimba Sdn Bhd', type: 'DESIGNER', logo, banner: null, bannerUrl: null });
    expect(body.logoUrl).toMatch(/^\/api\/files\/images\/.+\?expires=\d+&signature=/);
    expect(body.shippingAddress).toHaveLength(1);
    expect(body.shippingAddress[0]).toMatchObject({ addressLine1: '12 Jalan Kemajuan', postcode: '46000' });
    expect(body.shippingAddress[0]._id).not.toBe(body.billingAddress[0]._id);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.organizationId).toBe(body._id);
  });

  it('keeps a shipping address that differs from billing', async () => {
    const user = await signedInUser(t.db, t.tokens);
    const shippingAddress = [
      pjAddress(places, { postcode: '50000', city: String(places.kl.id), state: String(places.kualaLumpur.id) }),
    ];
    const response = await post('/api/organizations', companyForm(places, { shippingAddress }), user.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json().shippingAddress[0].city.name).toBe('Kuala Lumpur');
  });

  it('refuses a user who creates a brand', async () => {
    const user = await signedInUser(t.db, t.tokens);
    const response = await post('/api/organizations', companyForm(places, { type: 'BRAND' }), user.headers);
    // the user's form knows companies and individuals only: a brand is refused before anything is looked up
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.type).toBe('Only an administrator can create a brand or change one');
  });

  it('refuses a second organization for a user who has one, and a visitor', async () => {
    const again = await post('/api/organizations', companyForm(places), member.headers);
    expect(again.statusCode).toBe(409);
    expect((await post('/api/organizations', companyForm(places))).statusCode).toBe(401);
  });

  it.each([
    ['an unknown city', () => ({ city: '999999' }), 'City not found', 'billingAddress.0.city'],
    ['an unknown state', () => ({ state: '999999' }), 'State not found', 'billingAddress.0.state'],
    [
      'a city of another state',
      () => ({ state: String(places.kualaLumpur.id) }),
      'City does not belong to the selected state',
      'billingAddress.0.city',
    ],
    [
      'a postcode of another city',
      () => ({ postcode: '40000' }),
      'Postcode does not belong to the selected city',
      'billingAddress.0.postcode',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, change, message, field) => {
    const user = await signedInUser(t.db, t.tokens);
    const form = companyForm(places, { billingAddress: [pjAddress(places, change())] });
    const response = await post('/api/organizations', form, user.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
  });

  it('refuses a logo that is not the user’s own uploaded image', async () => {
    const user = await signedInUser(t.db, t.tokens);
    const othersLogo = await insertImageUpload(t.db, stranger.user.id, `images/${stranger.user.id}/mine.png`);
    for (const logo of [othersLogo, { key: 'images/never-uploaded.png', originalFilename: 'x.png' }]) {
      const response = await post('/api/organizations', companyForm(places, { logo }), user.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.logo).toContain('Upload the image first');
    }
  });

  it.each([
    ['a bad phone number', { contactNumber: '12345' }, 'contactNumber', ORGANIZATION_MESSAGES.phone],
    ['a bad SSM number', { ssmNumber: 'ABC' }, 'ssmNumber', ORGANIZATION_MESSAGES.ssm],
    ['a bad e-mail', { orgEmail: 'studio@' }, 'orgEmail', ORGANIZATION_MESSAGES.email],
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['a blank person in charge', { personInCharge: '  ' }, 'personInCharge', 'Person in charge is required'],
    ['no billing address', { billingAddress: [] }, 'billingAddress', 'Please add a billing address'],
    ['an unknown field', { isPremium: true }, 'request', 'isPremium'],
    ['an unknown type', { type: 'STUDENT' }, 'type', ORGANIZATION_MESSAGES.buyerKind],
    [
      'a malformed city id',
      { billingAddress: [{ city: 'abc' }] },
      'billingAddress.0.city',
      'City must be a numeric id',
    ],
    [
      'a short postcode',
      { billingAddress: [{ postcode: '460' }] },
      'billingAddress.0.postcode',
      'Postcode must be 5 digits',
    ],
    [
      'a missing address line',
      { billingAddress: [{ addressLine1: undefined }] },
      'billingAddress.0.addressLine1',
      'Address line 1 is required',
    ],
    ['an unknown address field', { billingAddress: [{ country: 'MY' }] }, 'billingAddress.0', 'country'],
    ['a too long name', { name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
  ])('refuses %s with a 400 and a message', async (_case, change, field, message) => {
    const user = await signedInUser(t.db, t.tokens);
    const form: Record<string, unknown> = companyForm(places, change);
    if ('billingAddress' in change && change.billingAddress.length) {
      form.billingAddress = [pjAddress(places, change.billingAddress[0])];
    }
    const response = await post('/api/organizations', form, user.headers);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain(message);
    // the field's own message, whatever the field is called in the summary
    expect(Object.values(body.fields ?? {}).join(' ')).toContain(message);
    if (field !== 'request' && !field.endsWith('.0')) expect(body.fields[field]).toContain(message);
  });

  it('refuses malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: { ...stranger.headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });
});

describe('POST /api/organizations/admin', () => {
  it('lets ADMIN create a brand with a description and website, shown to everyone', async () => {
    const response = await post(
      '/api/organizations/admin',
      { name: 'Cahaya Glass', type: 'BRAND', description: 'Tempered glass', website: 'https://cahaya.my' },
      admin.headers,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: 'BRAND', billingAddress: [], shippingAddress: [] });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, response.json()._id));
    expect(row?.createdBy).toBe(admin.user.id);
    const visitorView = (await get(`/api/organizations/${row?.id}`)).json();
    expect(visitorView).toMatchObject({ name: 'Cahaya Glass', website: 'https://cahaya.my' });
  });

  it("keeps a brand's contact e-mail, phone, SSM, person in charge and address, and lets ADMIN clear the address", async () => {
    const contacts = {
      orgEmail: 'sales@cahaya.my',
      contactNumber: '012-345 6789',
      ssmNumber: '201901012345',
      personInCharge: 'Nurul Huda',
    };
    const created = await post(
      '/api/organizations/admin',
      { name: 'Cahaya Tiles', type: 'BRAND', ...contacts, billingAddress: [pjAddress(places)] },
      admin.headers,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const read = (await get(`/api/organizations/${id}`, admin.headers)).json();
    expect(read).toMatchObject({ ...contacts, contactNumber: '+60123456789' });
    expect(read.billingAddress).toMatchObject([{ addressLine1: '12 Jalan Kemajuan', postcode: '46000' }]);
    // a visitor and a member see the brand, not its contacts
    for (const headers of [{}, member.headers]) {
      const seen = (await get(`/api/organizations/${id}`, headers)).json();
      expect(seen.name).toBe('Cahaya Tiles');
      for (const field of ['orgEmail', 'contactNumber', 'ssmNumber', 'personInCharge', 'billingAddress'])
        expect(seen).not.toHaveProperty(field);
    }
    // a bad e-mail and an address in a city of another state change nothing
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      headers: admin.headers,
      payload: {
        name: 'Cahaya Tiles',
        type: 'BRAND',
        orgEmail: 'sales at cahaya',
        billingAddress: [pjAddress(places, { state: String(places.kualaLumpur.id) })],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toContain('orgEmail');
    expect((await get(`/api/organizations/${id}`, admin.headers)).json()).toEqual(read);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/organizations/${id}`,
      headers: admin.headers,
      payload: { name: 'Cahaya Tiles', type: 'BRAND', ...contacts, billingAddress: [], shippingAddress: [] },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ billingAddress: [], shippingAddress: [] });
  });

  it('asks a company for what the user form asks, and refuses a bad website', async () => {
    const company = await post('/api/organizations/admin', { name: 'Bare', type: 'CONTRACTOR' }, admin.headers);
    expect(company.statusCode).toBe(400);
    expect(Object.keys(company.json().fields)).toEqual(
      expect.arrayContaining(['ssmNumber', 'contactNumber', 'orgEmail', 'personInCharge', 'billingAddress']),
    );
    const website = await post(
      '/api/organizations/admin',
      { name: 'X', type: 'BRAND', website: 'ftp://x' },
      admin.headers,
    );
    expect(website.json().message).toContain('Website must be a http(s) address');
  });

  it('refuses a user who is not ADMIN', async () => {
    const response = await post('/api/organizations/admin', { name: 'Fake Brand', type: 'BRAND' }, member.headers);
    expect(response.statusCode).toBe(403);
  });
});
