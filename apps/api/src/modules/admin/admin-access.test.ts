import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let member: { headers: Record<string, string> };
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInUser(t.db, t.tokens);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(() => t.close());

const ID = '5d9c2f4e-8a1b-4c3d-9e0f-1a2b3c4d5e6f';
const ADMIN_CALLS: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string][] = [
  ['GET', '/admin/dashboard'],
  ['GET', '/admin/samples'],
  ['GET', `/admin/samples/${ID}`],
  ['POST', '/admin/samples'],
  ['PUT', `/admin/samples/${ID}`],
  ['DELETE', `/admin/samples/${ID}`],
  ['POST', '/admin/samples/import'],
  ['GET', '/admin/categories'],
  ['POST', '/admin/categories'],
  ['PUT', `/admin/categories/${ID}`],
  ['DELETE', `/admin/categories/${ID}`],
  ['GET', '/admin/orders'],
  ['GET', '/admin/sample-requests'],
  ['PUT', `/admin/sample-requests/${ID}`],
  ['GET', '/admin/contact-inquiries'],
  ['PUT', `/admin/contact-inquiries/${ID}`],
  ['PUT', '/admin/page-settings'],
  ['PUT', '/admin/settings'],
  ['GET', '/admin/audit-log'],
];

const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('the back office is ADMIN only', () => {
  it.each(ADMIN_CALLS)('refuses %s %s to a signed-out visitor with 401', async (method, url) => {
    const response = await call(method, url, {}, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(401);
  });

  it.each(ADMIN_CALLS)('refuses %s %s to a SAMPLEBANK_USER with 403 Unauthorized role', async (method, url) => {
    const response = await call(method, url, member.headers, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Unauthorized role');
  });
});

describe('bad input to the back office', () => {
  it('answers 400 to malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": "Tiles"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });

  it('answers 400 to unknown fields, bad ids and bad queries', async () => {
    expect((await call('POST', '/admin/categories', admin.headers, { name: 'Tiles', colour: 'red' })).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/admin/samples/not-an-id', admin.headers)).statusCode).toBe(400);
    expect((await call('PUT', '/admin/categories/123', admin.headers, { name: 'X' })).statusCode).toBe(400);
    expect((await call('GET', '/admin/samples?stock=some', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/admin/orders?from=yesterday', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/admin/audit-log?entityType=password', admin.headers)).statusCode).toBe(400);
    expect((await call('GET', '/admin/sample-requests?limit=1000', admin.headers)).statusCode).toBe(400);
    expect((await call('PUT', `/admin/sample-requests/${ID}`, admin.headers, {})).statusCode).toBe(400);
    expect((await call('PUT', `/admin/contact-inquiries/${ID}`, admin.headers, { status: 'closed' })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for ids that name nothing', async () => {
    expect((await call('GET', `/admin/samples/${ID}`, admin.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/samples/${ID}`, admin.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/categories/${ID}`, admin.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/sample-requests/${ID}`, admin.headers, { status: 'done' })).statusCode).toBe(404);
    expect((await call('PUT', `/admin/contact-inquiries/${ID}`, admin.headers, { status: 'done' })).statusCode).toBe(
      404,
    );
  });
});
