import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.js';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { getShippingAddress } from './organizations.service.js';
import { companyForm, insertImageUpload, insertPlaces, type Places, pjAddress } from './organizations.test-support.js';

let t: TestContext;
let places: Places;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  places = await insertPlaces(t.db);
  stranger = await signedInUser(t.db, t.tokens);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

/** A user with its own company, and a colleague linked to the same company. */
async function companyWithMembers(form: Record<string, unknown> = {}) {
  const owner = await signedInUser(t.db, t.tokens);
  const created = await send('POST', '/api/organizations', owner.headers, companyForm(places, form));
  expect(created.statusCode).toBe(201);
  const organization = created.json();
  const colleague = await signedInUser(t.db, t.tokens, { organizationId: organization._id });
  return { owner, colleague, organization };
}

describe('POST /api/organizations twice at once', () => {
  it('gives the user one organization however fast it submits', async () => {
    const user = await signedInUser(t.db, t.tokens);
    const responses = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/organizations', user.headers, companyForm(places))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const created = await t.db.select().from(organizations).where(eq(organizations.createdBy, user.user.id));
    expect(created).toHaveLength(1);
  });
});

describe('PUT /api/organizations/:id', () => {
  it('lets a member change the organization and replace its addresses', async () => {
    const { colleague, organization } = await companyWithMembers();
    const billingAddress = [
      pjAddress(places, {
        addressLine1: '1 Jalan Raja',
        postcode: '50000',
        city: String(places.kl.id),
        state: String(places.kualaLumpur.id),
      }),
      pjAddress(places, { addressLine1: '2 Persiaran Sukan', postcode: '40000', city: String(places.shahAlam.id) }),
    ];
    const response = await send('PUT', `/api/organizations/${organization._id}`, colleague.headers, {
      ...companyForm(places, { name: 'Studio Rimba Baru', type: 'ARCHITECT', contactNumber: '012-345 6789' }),
      billingAddress,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Studio Rimba Baru', type: 'ARCHITECT', contactNumber: '+60123456789' });
    expect(body.billingAddress.map((address: { addressLine1: string }) => address.addressLine1)).toEqual([
      '1 Jalan Raja',
      '2 Persiaran Sukan',
    ]);
    expect(body.shippingAddress.map((address: { city: { name: string } }) => address.city.name)).toEqual([
      'Kuala Lumpur',
      'Shah Alam',
    ]);
  });

  it('keeps a logo the organization already has, even one the member did not upload', async () => {
    const owner = await signedInUser(t.db, t.tokens);
    const logo = await insertImageUpload(t.db, owner.user.id, `images/${owner.user.id}/logo.png`);
    const { organization, colleague } = await companyWithMembers();
    await t.db.update(organizations).set({ logo }).where(eq(organizations.id, organization._id));
    const response = await send(
      'PUT',
      `/api/organizations/${organization._id}`,
      colleague.headers,
      companyForm(places, { logo }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().logo).toEqual(logo);
  });

  it('refuses a stranger, a visitor, and a member who turns the company into a brand', async () => {
    const { owner, organization } = await companyWithMembers();
    const url = `/api/organizations/${organization._id}`;
    const byStranger = await send('PUT', url, stranger.headers, companyForm(places));
    expect(byStranger.statusCode).toBe(403);
    expect((await send('PUT', url, {}, companyForm(places))).statusCode).toBe(401);
    const toBrand = await send('PUT', url, owner.headers, { name: 'Now a brand', type: 'BRAND' });
    expect(toBrand.statusCode).toBe(403);
  });

  it('lets ADMIN change any organization, and a brand member keep its brand up to date', async () => {
    const { organization } = await companyWithMembers();
    const byAdmin = await send('PUT', `/api/organizations/${organization._id}`, admin.headers, {
      name: 'Promoted',
      type: 'BRAND',
      description: 'Now a partner',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ type: 'BRAND', description: 'Now a partner' });
    // addresses left out of an update stay
    expect(byAdmin.json().billingAddress).toHaveLength(1);

    const brand = await createBrand(t.db, { name: 'Kayu Jati' });
    const brandStaff = await signedInUser(t.db, t.tokens, { organizationId: brand.id });
    const byStaff = await send('PUT', `/api/organizations/${brand.id}`, brandStaff.headers, {
      name: 'Kayu Jati Sdn Bhd',
      type: 'BRAND',
      website: 'https://kayujati.my',
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().website).toBe('https://kayujati.my');
  });

  it('refuses bad references and bad input with a 400, and an unknown organization with a 404', async () => {
    const { owner, organization } = await companyWithMembers();
    const url = `/api/organizations/${organization._id}`;
    const badPostcode = await send('PUT', url, owner.headers, {
      ...companyForm(places),
      shippingAddress: [pjAddress(places, { postcode: '50000' })],
    });
    expect(badPostcode.statusCode).toBe(400);
    expect(badPostcode.json().fields).toEqual({
      'shippingAddress.0.postcode': 'Postcode does not belong to the selected city',
    });
    const badPhone = await send('PUT', url, owner.headers, companyForm(places, { contactNumber: '+44 20 7946 0958' }));
    expect(badPhone.statusCode).toBe(400);
    const unknown = await send(
      'PUT',
      '/api/organizations/00000000-0000-4000-8000-000000000000',
      admin.headers,
      companyForm(places),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await send('PUT', '/api/organizations/nope', admin.headers, companyForm(places))).statusCode).toBe(400);
  });
});

describe('DELETE /api/organizations/:id', () => {
  it('lets a member delete the company and unlinks its users', async () => {
    const { owner, colleague, organization } = await companyWithMembers();
    const response = await send('DELETE', `/api/organizations/${organization._id}`, colleague.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Organization deleted' });
    const rows = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, owner.user.id));
    expect(rows[0]?.organizationId).toBeNull();
    const again = await send('DELETE', `/api/organizations/${organization._id}`, owner.headers);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a stranger and a visitor', async () => {
    const { organization } = await companyWithMembers();
    expect((await send('DELETE', `/api/organizations/${organization._id}`, stranger.headers)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/organizations/${organization._id}`, {})).statusCode).toBe(401);
  });

  it('keeps a brand that still has samples (409) and deletes one without', async () => {
    const stocked = await createBrand(t.db);
    await createSample(t.db, stocked.id);
    const refused = await send('DELETE', `/api/organizations/${stocked.id}`, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This brand still has samples. Remove its samples before deleting it.');
    const empty = await createBrand(t.db);
    expect((await send('DELETE', `/api/organizations/${empty.id}`, admin.headers)).statusCode).toBe(200);
  });
});

describe('getShippingAddress', () => {
  it('gives the first shipping address with its city and state named, or null', async () => {
    const shippingAddress = [
      pjAddress(places, { addressLine1: 'Gudang 3', postcode: '40000', city: String(places.shahAlam.id) }),
      pjAddress(places),
    ];
    const { organization } = await companyWithMembers({ shippingAddress });
    expect(await getShippingAddress(t.db, organization._id)).toEqual({
      _id: expect.any(String),
      addressLine1: 'Gudang 3',
      addressLine2: 'Seksyen 13',
      postcode: '40000',
      district: 'Petaling',
      city: { _id: String(places.shahAlam.id), name: 'Shah Alam' },
      state: { _id: String(places.selangor.id), name: 'Selangor' },
    });
    const brand = await createBrand(t.db);
    expect(await getShippingAddress(t.db, brand.id)).toBeNull();
  });
});
