import { ACCOUNT_MESSAGES } from '@samplebank/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createBuyer } from '../checkout/checkout.fixtures.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const preferencesOf = async (id: string) =>
  (await t.db.select({ value: users.emailPreferences }).from(users).where(eq(users.id, id)))[0]!.value;

describe('GET /users/me', () => {
  it('gives the signed-in user their account, e-mail preferences and organization summary', async () => {
    const { user, headers } = await createBuyer(t.db, t.tokens);
    const response = await call('GET', '/users/me', headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ _id: user.id, email: user.email, reviewStatus: 'none' });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('tokenVersion');
    expect(body.emailPreferences).toEqual({ orderUpdates: true, productNews: false });
    expect(body.organization).toEqual({
      _id: user.organizationId,
      name: 'Studio Rimba',
      type: 'DESIGNER',
      ssmNumber: null,
      contactNumber: null,
      orgEmail: null,
      tin: null,
      sstNumber: null,
      idNumber: null,
      shippingAddress: '12 Jalan Sultan, Level 2, 46200 Petaling Jaya, Selangor',
    });
  });

  it('answers a null organization for a user without one, and an address-less one without an address', async () => {
    const alone = await signedInUser(t.db, t.tokens, { isApproved: false, isProfileComplete: false });
    expect((await call('GET', '/users/me', alone.headers)).json().organization).toBeNull();
    const noAddress = await createBuyer(t.db, t.tokens, { withAddress: false });
    expect((await call('GET', '/users/me', noAddress.headers)).json().organization.shippingAddress).toBeNull();
  });

  it('serves an administrator their own account', async () => {
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    const response = await call('GET', '/users/me', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().user._id).toBe(admin.user.id);
  });

  it('refuses a visitor and an ended session', async () => {
    expect((await call('GET', '/users/me')).statusCode).toBe(401);
    const { user, headers } = await signedInUser(t.db, t.tokens);
    await t.db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    expect((await call('GET', '/users/me', headers)).statusCode).toBe(401);
  });
});

describe('PUT /users/me/email-preferences', () => {
  it('switches one preference and keeps the other', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const response = await call('PUT', '/users/me/email-preferences', headers, { orderUpdates: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: ACCOUNT_MESSAGES.preferencesSaved,
      emailPreferences: { orderUpdates: false, productNews: false },
    });
    await call('PUT', '/users/me/email-preferences', headers, { productNews: true });
    expect(await preferencesOf(user.id)).toEqual({ orderUpdates: false, productNews: true });
    const account = await call('GET', '/users/me', headers);
    expect(account.json().emailPreferences).toEqual({ orderUpdates: false, productNews: true });
  });

  it('lets an account awaiting approval choose its e-mails too', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens, { isApproved: false, reviewStatus: 'pending' });
    const response = await call('PUT', '/users/me/email-preferences', headers, {
      orderUpdates: false,
      productNews: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await preferencesOf(user.id)).toEqual({ orderUpdates: false, productNews: true });
  });

  it('changes only the caller, whatever else the body names', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const other = await signedInUser(t.db, t.tokens);
    const response = await call('PUT', '/users/me/email-preferences', headers, {
      orderUpdates: false,
      userId: other.user.id,
    });
    expect(response.statusCode).toBe(400);
    expect(await preferencesOf(other.user.id)).toEqual({ orderUpdates: true, productNews: false });
  });

  it.each([
    ['an empty body', {}, ACCOUNT_MESSAGES.preferencesEmpty],
    ['a string for a switch', { orderUpdates: 'no' }, 'Order updates must be on or off'],
    ['null for a switch', { productNews: null }, 'Product news must be on or off'],
    ['an unknown preference', { marketing: true }, ''],
  ])('answers 400 with a sentence for %s and changes nothing', async (_case, body, message) => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const response = await call('PUT', '/users/me/email-preferences', headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\w+ \w+/);
    expect(response.json().message).toContain(message);
    expect(await preferencesOf(user.id)).toEqual({ orderUpdates: true, productNews: false });
  });

  it('answers 400 for malformed JSON', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/email-preferences',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"orderUpdates": fal',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a visitor', async () => {
    const response = await call('PUT', '/users/me/email-preferences', {}, { productNews: true });
    expect(response.statusCode).toBe(401);
  });
});
