import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleForm } from '../modules/admin/admin.test-support.js';
import { createBrand, createCategory, createSample, signedInUser } from '../test/factories.js';
import { openTestDatabase, usesPostgres } from '../test/harness.js';
import { startServerProcesses } from '../test/server-processes.js';
import { TokenService } from './auth.js';

// Two real server processes on one PostgreSQL database, as behind a load balancer: a staff edit through one is seen
// through the other at once, although each keeps its catalogue answers for a minute (NOTIFY catalogue_changed).
// PGlite is one process's database, so this runs where the API tests run on PostgreSQL (CI).
describe.skipIf(!usesPostgres())('two server processes on one PostgreSQL', () => {
  let bases: string[] = [];
  let stop: () => Promise<void> = async () => {};
  let drop: () => Promise<void> = async () => {};
  let admin: { headers: Record<string, string> };
  let form: Record<string, unknown>;
  let sampleId: string;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const secret = randomBytes(32).toString('base64url');
    admin = await signedInUser(opened.database.db, new TokenService(secret, opened.database.db), { role: 'ADMIN' });
    const brand = await createBrand(opened.database.db, { name: 'Two Process Timber' });
    const category = await createCategory(opened.database.db, { name: 'Two Process Oak' });
    const sample = await createSample(opened.database.db, brand.id, { categoryId: category.id, stock: 10 });
    sampleId = sample.id;
    form = sampleForm(
      { brand, category },
      { sku: sample.sku, stock: 3, images: sample.images.map(({ key }) => ({ key })) },
    );
    await opened.database.close();
    ({ bases, stop } = await startServerProcesses(2, {
      NODE_ENV: 'test',
      DATABASE_URL: opened.url!,
      JWT_SECRET: secret,
      CATALOGUE_CACHE_SECONDS: '60',
      SEED_DEMO: 'false',
    }));
  }, 120_000);

  afterAll(async () => {
    await stop();
    await drop();
  });

  it('shows a staff edit made through one process on the next read through the other', async () => {
    const [first, second] = bases as [string, string];
    const stockThrough = async (base: string) =>
      ((await (await fetch(`${base}/api/samples/${sampleId}`)).json()) as { stock: number }).stock;
    // both processes now keep the answer with stock 10
    expect(await stockThrough(first)).toBe(10);
    expect(await stockThrough(second)).toBe(10);

    const edit = await fetch(`${first}/api/admin/samples/${sampleId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin.headers },
      body: JSON.stringify(form),
    });
    expect(edit.status).toBe(200);
    expect(await stockThrough(first)).toBe(3);
    // the other process hears of it through PostgreSQL within moments, not after its minute
    await expect.poll(() => stockThrough(second), { timeout: 2_000, interval: 25 }).toBe(3);
  });
});
