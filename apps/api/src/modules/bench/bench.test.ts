import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';

// The bench's own routes exist only on a server started by `npm run bench` (BENCH_CEILING=1).
let t: TestContext;
let plain: TestContext;
beforeAll(async () => {
  plain = await createTestApp();
  process.env.BENCH_CEILING = '1';
  try {
    t = await createTestApp({ CATALOGUE_CACHE_SECONDS: '60' });
  } finally {
    delete process.env.BENCH_CEILING;
  }
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

describe('the bench routes', () => {
  it('answers a constant body of the size asked, and refuses a size out of range', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=200' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toHaveLength(200);
    for (const bytes of ['1', '2000001', 'many']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/bench/ceiling?bytes=${bytes}` })).statusCode).toBe(400);
    }
  });

  it("counts the catalogue cache's hits and misses", async () => {
    const brand = await createBrand(t.db, { name: 'Counted Brand' });
    await createSample(t.db, brand.id);
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/bench/cache' })).json();
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    await get('/api/samples?page=1');
    const warm = await stats();
    await get('/api/samples?page=1');
    expect(await stats()).toMatchObject({ hits: warm.hits + 1, misses: warm.misses });
    await get('/api/samples?page=2');
    expect((await stats()).misses).toBeGreaterThan(warm.misses);
  });

  it('does not exist on a server the bench did not start', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/bench/cache' })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/api/bench/ceiling?bytes=20' })).statusCode).toBe(404);
  });
});
