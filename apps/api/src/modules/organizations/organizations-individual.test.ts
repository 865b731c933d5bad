import { ORGANIZATION_MESSAGES } from '@samplebank/contracts/organizations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, organizations, users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createStockedSample, requestIntent } from '../checkout/checkout.fixtures.js';
import { companyForm, insertPlaces, type Places, pjAddress } from './organizations.test-support.js';

// Everyone can buy (issue 12): a student or a personal-use buyer orders as an individual, without a company.

let t: TestContext;
let places: Places;

beforeAll(async () => {
  t = await createTestApp();
  places = await insertPlaces(t.db);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });

const individualForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nurul Huda',
  type: 'INDIVIDUAL',
  contactNumber: '016-222 3344',
  billingAddress: [pjAddress(places)],
  ...overrides,
});

describe('POST /api/organizations for an individual', () => {
  it('accepts an individual without an SSM number, stores the phone in E.164 and links the user', async () => {
    const buyer = await signedInUser(t.db, t.tokens, { userType: 'student' });
    const response = await send('POST', '/api/organizations', individualForm(), buyer.headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Nurul Huda',
      type: 'INDIVIDUAL',
      ssmNumber: null,
      contactNumber: '+60162223344',
      personInCharge: null,
      shippingAddress: [{ addressLine1: '12 Jalan Kemajuan', city: { name: 'Petaling Jaya' } }],
    });
    const [user] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user!.organizationId).toBe(body._id);
  });

  it('lets the individual order a free sample request, shipped to its address', async () => {
    const buyer = await signedInUser(t.db, t.tokens, { userType: 'student', isPremium: false });
    expect((await send('POST', '/api/organizations', individualForm(), buyer.headers)).statusCode).toBe(201);
    const sample = await createStockedSample(t.db, { stock: 5 });
    await addToCart(t, buyer.headers, sample.id, 1);
    const response = await requestIntent(t, buyer.headers, await checkoutBody(t, buyer.headers));
    expect(response.statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order).toMatchObject({ status: 'pending', totalAmount: 0 });
    expect(order!.shippingAddress).toMatchObject({ addressLine1: '12 Jalan Kemajuan', city: 'Petaling Jaya' });
  });

  it('refuses an individual with an SSM number, with a sentence', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const response = await send(
      'POST',
      '/api/organizations',
      individualForm({ ssmNumber: '202301012345' }),
      buyer.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ ssmNumber: ORGANIZATION_MESSAGES.individualHasNoSsm });
  });

  it.each([
    [{ contactNumber: 'call me maybe' }, 'contactNumber', ORGANIZATION_MESSAGES.phone],
    [{ contactNumber: '+65 6123 4567' }, 'contactNumber', ORGANIZATION_MESSAGES.phone],
    [{ name: '' }, 'name', 'Full name is required'],
    [{ billingAddress: [] }, 'billingAddress', 'Please add the address your samples go to'],
  ])('refuses an individual with %o', async (overrides, field, message) => {
    const buyer = await signedInUser(t.db, t.tokens);
    const response = await send('POST', '/api/organizations', individualForm(overrides), buyer.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('refuses a postcode outside the chosen city', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const response = await send(
      'POST',
      '/api/organizations',
      individualForm({ billingAddress: [pjAddress(places, { postcode: '50000' })] }),
      buyer.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORGANIZATION_MESSAGES.postcodeNotInCity);
  });
});

describe('POST /api/organizations for a company', () => {
  it('needs an SSM number, in words', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const { ssmNumber: _ssm, ...withoutSsm } = companyForm(places);
    const response = await send('POST', '/api/organizations', withoutSsm, buyer.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ ssmNumber: 'SSM number is required' });
  });

  it('takes the Developer and Other types', async () => {
    for (const type of ['DEVELOPER', 'OTHER']) {
      const buyer = await signedInUser(t.db, t.tokens);
      const response = await send('POST', '/api/organizations', companyForm(places, { type }), buyer.headers);
      expect(response.statusCode, type).toBe(201);
      expect(response.json()).toMatchObject({ type, contactNumber: '+60312345678' });
    }
  });

  it('refuses a buyer kind it does not know, naming the choices', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const response = await send('POST', '/api/organizations', companyForm(places, { type: 'FRIEND' }), buyer.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.type).toBe(ORGANIZATION_MESSAGES.buyerKind);
  });
});

describe('PUT /api/organizations/{id} between company and individual', () => {
  it('turns a company into an individual, dropping its SSM number, and back', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const company = (await send('POST', '/api/organizations', companyForm(places), buyer.headers)).json();
    const asIndividual = await send('PUT', `/api/organizations/${company._id}`, individualForm(), buyer.headers);
    expect(asIndividual.statusCode).toBe(200);
    expect(asIndividual.json()).toMatchObject({ type: 'INDIVIDUAL', ssmNumber: null });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, company._id));
    expect(row!.ssmNumber).toBeNull();

    const incomplete = await send(
      'PUT',
      `/api/organizations/${company._id}`,
      { ...individualForm(), type: 'ARCHITECT' },
      buyer.headers,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().fields).toMatchObject({ ssmNumber: 'SSM number is required' });
    const back = await send('PUT', `/api/organizations/${company._id}`, companyForm(places), buyer.headers);
    expect(back.json()).toMatchObject({ type: 'DESIGNER', ssmNumber: '202301012345 (1234567-X)' });
  });

  it('refuses an SSM number on an individual and a member who makes it a brand', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const own = (await send('POST', '/api/organizations', individualForm(), buyer.headers)).json();
    const withSsm = await send(
      'PUT',
      `/api/organizations/${own._id}`,
      individualForm({ ssmNumber: '1234567-X' }),
      buyer.headers,
    );
    expect(withSsm.statusCode).toBe(400);
    expect(withSsm.json().fields).toEqual({ ssmNumber: ORGANIZATION_MESSAGES.individualHasNoSsm });
    const brand = await send('PUT', `/api/organizations/${own._id}`, { name: 'Mine', type: 'BRAND' }, buyer.headers);
    expect(brand.statusCode).toBe(403);
  });

  it("refuses a stranger who edits someone's individual details", async () => {
    const owner = await signedInUser(t.db, t.tokens);
    const stranger = await signedInUser(t.db, t.tokens);
    const own = (await send('POST', '/api/organizations', individualForm(), owner.headers)).json();
    const response = await send('PUT', `/api/organizations/${own._id}`, individualForm(), stranger.headers);
    expect(response.statusCode).toBe(403);
  });
});
