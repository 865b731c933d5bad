import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { seedReferenceData } from '../seed/seed-reference.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Named = { _id: string; name: string };
type City = Named & { stateId: string; postcodes: string[] };

describe('GET /api/organizations/states', () => {
  it("lists Malaysia's 13 states and 3 federal territories, by name", async () => {
    const response = await get('/api/organizations/states');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const states: Named[] = response.json();
    expect(states).toHaveLength(16);
    expect(states[0]).toEqual({ _id: expect.stringMatching(/^\d+$/), name: expect.any(String) });
    expect(states.map((state) => state.name)).toEqual(expect.arrayContaining(['Selangor', 'Sabah', 'Johor']));
    expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort());
  });

  it('gives every state cities, and every city its postcodes', async () => {
    const states: Named[] = (await get('/api/organizations/states')).json();
    for (const state of states) {
      const cities: City[] = (await get(`/api/organizations/cities?stateId=${state._id}`)).json();
      expect(cities.length, state.name).toBeGreaterThan(0);
      for (const city of cities) {
        expect(city.stateId).toBe(state._id);
        expect(city.postcodes.length, `${state.name} / ${city.name}`).toBeGreaterThan(0);
        expect(city.postcodes.every((code) => /^\d{5}$/.test(code))).toBe(true);
      }
    }
  });
});

describe('GET /api/organizations/cities', () => {
  it("answers a state's cities with their postcodes", async () => {
    const states: Named[] = (await get('/api/organizations/states')).json();
    const selangor = states.find((state) => state.name === 'Selangor')!;
    const cities: City[] = (await get(`/api/organizations/cities?stateId=${selangor._id}`)).json();
    expect(cities.find((city) => city.name === 'Petaling Jaya')?.postcodes).toContain('46000');
  });

  it.each([
    ['', 'stateId is required'],
    ['?stateId=', 'stateId is required'],
    ['?stateId=abc', 'stateId must be a numeric id'],
    ['?stateId=999999', 'State not found'],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const response = await get(`/api/organizations/cities${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('GET /api/organizations/countries', () => {
  it('lists the countries', async () => {
    const response = await get('/api/organizations/countries');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ _id: expect.any(String), name: 'Malaysia' }]);
  });
});
