import { DEFAULT_SETTINGS } from '@samplebank/contracts/content';
import { TAX_IDENTITY_MESSAGES, TAX_IDENTITY_MESSAGES_MS } from '@samplebank/contracts/tax-identity';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, checkoutBody, createStockedSample, requestIntent } from '../checkout/checkout.fixtures.js';
import { companyForm, insertPlaces, type Places, pjAddress } from './organizations.test-support.js';

// Issue 20: what a buyer's invoices name it by (TIN, SST number, MyKad or passport), the platform as the seller
// (settings), and the SST rate an order was charged at.

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

describe("a buyer's tax details", () => {
  it('keeps a company TIN and SST number in one written form, and both are optional', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const created = await send(
      'POST',
      '/api/organizations',
      companyForm(places, { tin: 'c 2088005001-0', sstNumber: 'w10 1808 32000048' }),
      buyer.headers,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ tin: 'C20880050010', sstNumber: 'W10-1808-32000048', idNumber: null });
    const id = created.json()._id;
    // an update without them keeps them; blank takes them away
    const kept = await send('PUT', `/api/organizations/${id}`, companyForm(places), buyer.headers);
    expect(kept.json()).toMatchObject({ tin: 'C20880050010', sstNumber: 'W10-1808-32000048' });
    const cleared = await send(
      'PUT',
      `/api/organizations/${id}`,
      companyForm(places, { tin: '', sstNumber: '' }),
      buyer.headers,
    );
    expect(cleared.json()).toMatchObject({ tin: null, sstNumber: null });
    const other = await signedInUser(t.db, t.tokens);
    expect((await send('POST', '/api/organizations', companyForm(places), other.headers)).json()).toMatchObject({
      tin: null,
      sstNumber: null,
    });
  });

  it('refuses a TIN or SST number that is not one, in the words of the field and the language asked for', async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const badTin = await send('POST', '/api/organizations', companyForm(places, { tin: '12345' }), buyer.headers);
    expect(badTin.statusCode).toBe(400);
    expect(badTin.json().fields).toMatchObject({ tin: TAX_IDENTITY_MESSAGES.tin });
    const badSst = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      payload: companyForm(places, { sstNumber: 'SST-123' }),
      headers: { ...buyer.headers, 'accept-language': 'ms' },
    });
    expect(badSst.statusCode).toBe(400);
    expect(badSst.json().fields).toMatchObject({ sstNumber: TAX_IDENTITY_MESSAGES_MS.sstNumber });
    const withId = await send(
      'POST',
      '/api/organizations',
      companyForm(places, { idNumber: '900101145678' }),
      buyer.headers,
    );
    expect(withId.statusCode).toBe(400);
    expect(withId.json().fields).toMatchObject({ idNumber: TAX_IDENTITY_MESSAGES.companyHasNoIdNumber });
    // nothing was made
    const [user] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(user!.organizationId).toBeNull();
  });

  it("keeps an individual's MyKad or passport number and TIN, and refuses an SST number or a wrong MyKad", async () => {
    const student = await signedInUser(t.db, t.tokens, { userType: 'student' });
    const created = await send(
      'POST',
      '/api/organizations',
      individualForm({ idNumber: '900101-14-5678', tin: 'IG21136626090' }),
      student.headers,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ idNumber: '900101145678', tin: 'IG21136626090', sstNumber: null });
    const passport = await send(
      'PUT',
      `/api/organizations/${created.json()._id}`,
      individualForm({ idNumber: 'a 1234 5678' }),
      student.headers,
    );
    expect(passport.json()).toMatchObject({ idNumber: 'A12345678' });
    for (const [field, value, message] of [
      ['idNumber', '901301145678', TAX_IDENTITY_MESSAGES.idNumber],
      ['idNumber', 'ABCDEFG', TAX_IDENTITY_MESSAGES.idNumber],
      ['sstNumber', 'W10-1808-32000048', TAX_IDENTITY_MESSAGES.individualHasNoSst],
    ] as const) {
      const refused = await send(
        'PUT',
        `/api/organizations/${created.json()._id}`,
        individualForm({ [field]: value }),
        student.headers,
      );
      expect(refused.statusCode, `${field} ${value}`).toBe(400);
      expect(refused.json().fields).toMatchObject({ [field]: message });
    }
  });

  it("drops the other kind's number when a company becomes an individual", async () => {
    const buyer = await signedInUser(t.db, t.tokens);
    const company = (
      await send('POST', '/api/organizations', companyForm(places, { sstNumber: 'W10-1808-32000048' }), buyer.headers)
    ).json();
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const changed = await send(
      'PUT',
      `/api/organizations/${company._id}`,
      { ...individualForm(), idNumber: '900101145678' },
      admin.headers,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ type: 'INDIVIDUAL', sstNumber: null, idNumber: '900101145678' });
  });
});

describe("the platform's seller details (settings.invoicing)", () => {
  const body = (invoicing?: object) => ({
    platformFee: 0,
    deliverySettings: DEFAULT_SETTINGS.deliverySettings,
    ...(invoicing ? { invoicing } : {}),
  });

  it('starts with defaults, is replaced by staff (audited) and kept when a save leaves it out', async () => {
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().invoicing).toEqual(
      DEFAULT_SETTINGS.invoicing,
    );
    const mine = { ...DEFAULT_SETTINGS.invoicing, invoicePrefix: 'SBX', tin: 'c20880050010', sstNumber: null };
    const saved = await send('PUT', '/api/admin/settings', body(mine), admin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().invoicing).toMatchObject({ invoicePrefix: 'SBX', tin: 'C20880050010', sstNumber: null });
    expect((await send('PUT', '/api/admin/settings', body(), admin.headers)).json().invoicing.invoicePrefix).toBe(
      'SBX',
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')).limit(1);
    expect(entry).toBeTruthy();
  });

  it('refuses a wrong TIN, prefix, MSIC code or state, and anyone but staff', async () => {
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().invoicing;
    for (const wrong of [
      { tin: 'X' },
      { invoicePrefix: 'sb-1' },
      { msicCode: '4791' },
      { state: '18' },
      { extra: 1 },
    ]) {
      const refused = await send('PUT', '/api/admin/settings', body({ ...before, ...wrong }), admin.headers);
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    const buyer = await signedInUser(t.db, t.tokens);
    expect((await send('PUT', '/api/admin/settings', body(before), buyer.headers)).statusCode).toBe(403);
    expect((await send('PUT', '/api/admin/settings', body(before))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().invoicing).toEqual(before);
  });
});

describe('the SST rate of an order', () => {
  it('is kept when a premium order is placed and shown with it; a free request has none', async () => {
    const premium = await signedInUser(t.db, t.tokens, { isPremium: true });
    expect((await send('POST', '/api/organizations', companyForm(places), premium.headers)).statusCode).toBe(201);
    const sample = await createStockedSample(t.db, { stock: 5, price: 20 });
    await addToCart(t, premium.headers, sample.id, 1);
    const placed = await requestIntent(t, premium.headers, await checkoutBody(t, premium.headers));
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().orderId;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ taxRate: 0.08, tax: 1.6 });
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: premium.headers });
    expect(order.json()).toMatchObject({ tax: 1.6, taxRate: 0.08 });
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/api/payments/checkouts/${orderId}`,
      headers: premium.headers,
    });
    expect(checkout.json().charges).toMatchObject({ tax: 1.6, taxRate: 0.08 });

    const free = await signedInUser(t.db, t.tokens, { isPremium: false });
    expect((await send('POST', '/api/organizations', companyForm(places), free.headers)).statusCode).toBe(201);
    await addToCart(t, free.headers, sample.id, 1);
    const request = await requestIntent(t, free.headers, await checkoutBody(t, free.headers));
    const freeOrder = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${request.json().orderId}`,
      headers: free.headers,
    });
    expect(freeOrder.json()).toMatchObject({ tax: null, taxRate: null });
  });
});
