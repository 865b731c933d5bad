import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let owner: { headers: Record<string, string> };
let stranger: { headers: Record<string, string> };
let admin: { headers: Record<string, string> };

const validRequest = {
  productName: 'Sintered stone slab, 12 mm',
  category: 'stone',
  description: 'For a kitchen island in Bangsar',
  quantityNeeded: 2,
  urgencyLevel: 'high',
  brandInformation: 'Any brand with a matte finish',
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.db, t.tokens);
  stranger = await signedInUser(t.db, t.tokens);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(() => t.close());

const submit = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/samples/request', headers, payload });

describe('sample requests', () => {
  it('records a request and lists it for its owner', async () => {
    const response = await submit(owner.headers, validRequest);
    expect(response.statusCode).toBe(201);
    const { sampleRequest, message } = response.json();
    expect(message).toBe('Sample request submitted successfully!');
    expect(sampleRequest).toMatchObject({ ...validRequest, status: 'new', _id: expect.any(String) });

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/samples/requests/my', headers: owner.headers })
    ).json();
    expect(mine.sampleRequests.map((r: { _id: string }) => r._id)).toEqual([sampleRequest._id]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/samples/requests/${sampleRequest._id}`,
      headers: owner.headers,
    });
    expect(one.json().sampleRequest._id).toBe(sampleRequest._id);
  });

  it('shows a request to its owner and staff only', async () => {
    const { sampleRequest } = (await submit(owner.headers, validRequest)).json();
    const url = `/api/samples/requests/${sampleRequest._id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const strangerList = await t.app.inject({
      method: 'GET',
      url: '/api/samples/requests/my',
      headers: stranger.headers,
    });
    expect(strangerList.json().sampleRequests).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await submit({}, validRequest)).statusCode).toBe(401);
  });

  it.each([
    [{ ...validRequest, productName: '' }, 'productName'],
    [{ ...validRequest, category: 'unobtainium' }, 'category'],
    [{ ...validRequest, quantityNeeded: 0 }, 'quantityNeeded'],
    [{ ...validRequest, quantityNeeded: 'many' }, 'quantityNeeded'],
    [{ ...validRequest, urgencyLevel: 'yesterday' }, 'urgencyLevel'],
    [{ ...validRequest, productName: 'x'.repeat(201) }, 'productName'],
    [{ ...validRequest, userId: 'someone-else' }, 'userId'],
  ])('refuses bad input %#', async (payload, field) => {
    const response = await submit(owner.headers, payload);
    expect(response.statusCode).toBe(400);
    // the field by its name in `fields` (or in the words about an unknown one), the message a sentence
    expect(JSON.stringify(response.json())).toContain(field);
    expect(response.json().message).not.toContain(`${field}:`);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/samples/requests/xyz', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/samples/requests/00000000-0000-4000-8000-000000000000',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
