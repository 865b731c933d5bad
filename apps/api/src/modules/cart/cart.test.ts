import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { addToCart, createBuyer, createStockedSample } from '../checkout/checkout.fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const getCart = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/cart-samples/user-cart', headers });
const add = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/cart-samples/add-sample', headers, payload: payload as object });
const addMany = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/cart-samples/add-multiple', headers, payload: payload as object });
const setQuantity = (headers: Headers, sampleId: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/cart-samples/update-sample-quantity/${sampleId}`,
    headers,
    payload: payload as object,
  });

describe('GET /api/cart-samples/user-cart', () => {
  it('answers an empty cart with an id, zero charges and the company shipping address', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const response = await getCart(headers);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart).toMatchObject({ _id: expect.any(String), samples: [] });
    expect(cart.charges).toEqual({ sampleCharge: 0, deliveryFee: 0, tax: 0, total: 0, amount: 0 });
    expect(cart.shippingAddress).toMatchObject({
      addressLine1: '12 Jalan Sultan',
      city: 'Petaling Jaya',
      state: 'Selangor',
    });
  });

  it('prices a premium cart on the server: samples, RM 5 shipping, 8% tax', async () => {
    const { headers } = await createBuyer(t.db, t.tokens, { isPremium: true });
    const sample = await createStockedSample(t.db, { price: 25.5 });
    await addToCart(t, headers, sample.id, 2);
    const cart = (await getCart(headers)).json();
    expect(cart.samples).toHaveLength(1);
    expect(cart.samples[0].quantity).toBe(2);
    expect(cart.samples[0].sampleId).toMatchObject({ _id: sample.id, name: sample.name, price: 25.5 });
    expect(cart.charges).toEqual({ sampleCharge: 51, deliveryFee: 5, tax: 4.08, total: 60.08, amount: 6008 });
  });

  it('shows zero charges to a non-premium user', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    await addToCart(t, headers, (await createStockedSample(t.db)).id);
    expect((await getCart(headers)).json().charges.amount).toBe(0);
  });

  it('answers a user without a company with no shipping address', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    expect((await getCart(headers)).json().shippingAddress).toBeNull();
  });

  it('refuses a visitor (401) and an unapproved user (403 User not approved)', async () => {
    expect((await getCart({})).statusCode).toBe(401);
    const { headers } = await signedInUser(t.db, t.tokens, { isApproved: false });
    const response = await getCart(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('User not approved');
  });
});

describe('POST /api/cart-samples/add-sample', () => {
  it('adds a sample, and adding it again raises the quantity up to 5', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db);
    expect((await add(headers, { sampleId: sample.id, quantity: 3 })).statusCode).toBe(200);
    const cart = (await add(headers, { sampleId: sample.id, quantity: 4 })).json();
    expect(cart.samples).toHaveLength(1);
    expect(cart.samples[0].quantity).toBe(5);
  });

  it('adds one when no quantity is given', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db);
    expect((await add(headers, { sampleId: sample.id })).json().samples[0].quantity).toBe(1);
  });

  it('refuses a user without a company (409 NO_ORGANIZATION)', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await add(headers, { sampleId: (await createStockedSample(t.db)).id, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NO_ORGANIZATION', message: expect.stringContaining('company') });
  });

  it('answers 404 for an unknown sample and 409 for one out of stock', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const unknown = await add(headers, { sampleId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    const soldOut = await createStockedSample(t.db, { stock: 0, name: 'Sold Out Oak' });
    const response = await add(headers, { sampleId: soldOut.id, quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Sold Out Oak is out of stock' });
  });

  it('refuses bad input with a message', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const sampleId = (await createStockedSample(t.db)).id;
    for (const payload of [
      {},
      { sampleId: 'nope', quantity: 1 },
      { sampleId, quantity: 6 },
      { sampleId, quantity: 0 },
      { sampleId, quantity: 1.5 },
      { sampleId, quantity: '2' },
      { sampleId, quantity: 1, price: 0 },
    ]) {
      const response = await add(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/cart-samples/add-sample',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"sampleId":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a visitor and an unapproved user', async () => {
    const sampleId = (await createStockedSample(t.db)).id;
    expect((await add({}, { sampleId, quantity: 1 })).statusCode).toBe(401);
    const { headers } = await signedInUser(t.db, t.tokens, { isApproved: false });
    expect((await add(headers, { sampleId, quantity: 1 })).json().message).toBe('User not approved');
  });
});

describe('POST /api/cart-samples/add-multiple', () => {
  it('adds every sample of a board', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const [a, b] = [await createStockedSample(t.db), await createStockedSample(t.db)];
    const response = await addMany(headers, {
      samples: [
        { sampleId: a.id, quantity: 1 },
        { sampleId: b.id, quantity: 2 },
        { sampleId: a.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const quantities = Object.fromEntries(
      response.json().samples.map((line: any) => [line.sampleId._id, line.quantity]),
    );
    expect(quantities).toEqual({ [a.id]: 2, [b.id]: 2 });
  });

  it('adds nothing when one sample is out of stock', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const good = await createStockedSample(t.db);
    const soldOut = await createStockedSample(t.db, { stock: 0 });
    const response = await addMany(headers, {
      samples: [
        { sampleId: good.id, quantity: 1 },
        { sampleId: soldOut.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect((await getCart(headers)).json().samples).toEqual([]);
  });

  it('refuses an empty list, an unknown field and a visitor', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    expect((await addMany(headers, { samples: [] })).statusCode).toBe(400);
    expect((await addMany(headers, { samples: [], extra: 1 })).statusCode).toBe(400);
    const sampleId = (await createStockedSample(t.db)).id;
    expect((await addMany({}, { samples: [{ sampleId, quantity: 1 }] })).statusCode).toBe(401);
  });
});

describe('PUT /api/cart-samples/update-sample-quantity/{sampleId}', () => {
  it('sets the quantity, and 0 removes the line', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db);
    await addToCart(t, headers, sample.id);
    const raised = await setQuantity(headers, sample.id, { quantity: 4 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().samples[0].quantity).toBe(4);
    const removed = await setQuantity(headers, sample.id, { quantity: 0 });
    expect(removed.json().samples).toEqual([]);
  });

  it('answers 404 for a sample not in the cart, 400 for bad input, 401 signed out', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db);
    expect((await setQuantity(headers, sample.id, { quantity: 2 })).statusCode).toBe(404);
    expect((await setQuantity(headers, 'not-an-id', { quantity: 2 })).statusCode).toBe(400);
    expect((await setQuantity(headers, sample.id, { quantity: 6 })).statusCode).toBe(400);
    expect((await setQuantity(headers, sample.id, { quantity: -1 })).statusCode).toBe(400);
    expect((await setQuantity({}, sample.id, { quantity: 2 })).statusCode).toBe(401);
  });

  it("never touches another user's cart", async () => {
    const owner = await createBuyer(t.db, t.tokens);
    const other = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db);
    await addToCart(t, owner.headers, sample.id, 2);
    expect((await setQuantity(other.headers, sample.id, { quantity: 0 })).statusCode).toBe(404);
    expect((await getCart(owner.headers)).json().samples[0].quantity).toBe(2);
  });
});

describe('DELETE /api/cart-samples/clear', () => {
  it('empties the cart', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    await addToCart(t, headers, (await createStockedSample(t.db)).id);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart-samples/clear', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().samples).toEqual([]);
  });

  it('refuses a visitor and an unapproved user', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart-samples/clear' })).statusCode).toBe(401);
    const { headers } = await signedInUser(t.db, t.tokens, { isApproved: false });
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart-samples/clear', headers });
    expect(response.statusCode).toBe(403);
  });
});
