import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

let t: TestContext;
let sampleId: string;
let alice: { headers: Record<string, string> };
let bob: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.db);
  sampleId = (await createSample(t.db, brand.id)).id;
  alice = await signedInUser(t.db, t.tokens);
  bob = await signedInUser(t.db, t.tokens, { isApproved: false });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: '/api/users/my-wishlist', headers, payload });

describe('wishlist', () => {
  it('starts empty, adds a sample once however often it is added, and removes it', async () => {
    expect((await call('GET', alice.headers)).json()).toEqual({ myWishlist: [], samples: [] });
    await call('POST', alice.headers, { id: sampleId });
    const added = await call('POST', alice.headers, { id: sampleId });
    expect(added.statusCode).toBe(200);
    expect(added.json().myWishlist).toEqual([sampleId]);
    expect(added.json().samples[0]).toMatchObject({ _id: sampleId, name: expect.any(String) });
    const removed = await call('DELETE', alice.headers, { productId: sampleId });
    expect(removed.json().myWishlist).toEqual([]);
  });

  it("keeps each user's wishlist to themselves (an unapproved user has one too)", async () => {
    await call('POST', alice.headers, { id: sampleId });
    expect((await call('GET', bob.headers)).json().myWishlist).toEqual([]);
    expect((await call('POST', bob.headers, { id: sampleId })).statusCode).toBe(200);
  });

  it('refuses a visitor', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, {}, method === 'GET' ? undefined : { id: sampleId });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 404 for an unknown sample and 400 for bad input', async () => {
    expect((await call('POST', alice.headers, { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await call('POST', alice.headers, { id: 'abc' })).statusCode).toBe(400);
    expect((await call('POST', alice.headers, {})).statusCode).toBe(400);
    expect((await call('POST', alice.headers, { id: sampleId, extra: 1 })).statusCode).toBe(400);
    expect((await call('DELETE', alice.headers, { id: sampleId })).statusCode).toBe(400);
  });
});
