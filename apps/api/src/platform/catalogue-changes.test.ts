import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { samples } from '../db/schema/index.js';
import { sampleForm } from '../modules/admin/admin.test-support.js';
import { createBrand, createCategory, createSample, signedInUser } from '../test/factories.js';
import { openTestDatabase } from '../test/harness.js';
import { LocalStorage } from './storage.js';

// Two server processes on one database, as in production behind a load balancer: a catalogue write through one
// clears the other's cache through PostgreSQL NOTIFY. On PGlite (one process) both apps share its one connection.
let first: App;
let second: App;
let secondDatabase: DatabaseHandle | undefined;
let database: DatabaseHandle;
let dataDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'samplebank-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CATALOGUE_CACHE_SECONDS: '60',
  });
  const opened = await openTestDatabase();
  ({ database, drop } = opened);
  if (opened.url) secondDatabase = await openDatabase({ databaseUrl: opened.url });
  const secret = randomBytes(32).toString('base64url');
  const storage = new LocalStorage(join(dataDir, 'uploads'), secret);
  first = await buildApp({ config, database, secret, storage, logger: false });
  second = await buildApp({ config, database: secondDatabase ?? database, secret, storage, logger: false });
  await Promise.all([first.ready(), second.ready()]);
});

afterAll(async () => {
  await first.close();
  await second.close();
  await secondDatabase?.close();
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('catalogue changes across server processes', () => {
  it("clears the other process's catalogue cache when one process writes", async () => {
    const { db, tokens } = first.context;
    const admin = await signedInUser(db, tokens, { role: 'ADMIN' });
    const brand = await createBrand(db, { name: 'Arbor Timber' });
    const category = await createCategory(db, { name: 'Engineered Oak' });
    const sample = await createSample(db, brand.id, { categoryId: category.id, stock: 10 });
    const stockSeenBy = async (app: App) =>
      (await app.inject({ method: 'GET', url: `/api/samples/${sample.id}` })).json().stock;

    expect(await stockSeenBy(second)).toBe(10);
    // a change behind both apps' backs is not seen while the answer is kept
    await db.update(samples).set({ stock: 7 }).where(eq(samples.id, sample.id));
    expect(await stockSeenBy(second)).toBe(10);

    const form = sampleForm(
      { brand, category },
      { sku: sample.sku, stock: 3, images: sample.images.map(({ key }) => ({ key })) },
    );
    const edit = await first.inject({
      method: 'PUT',
      url: `/api/admin/samples/${sample.id}`,
      headers: admin.headers,
      payload: form,
    });
    expect(edit.statusCode).toBe(200);
    // the writer reads its own change at once; the other process as soon as the notification arrives
    expect(await stockSeenBy(first)).toBe(3);
    await expect.poll(() => stockSeenBy(second), { timeout: 5000, interval: 50 }).toBe(3);
  });

  it('clears every listening cache when a service says the catalogue changed', async () => {
    for (const { context } of [first, second]) {
      context.catalogueCache.remember('probe', async () => 1);
      context.catalogueEstimates.remember('probe', async () => 1);
    }
    await second.context.catalogueChanges.changed();
    expect(second.context.catalogueCache.size).toBe(0);
    expect(second.context.catalogueEstimates.size).toBe(0);
    await expect.poll(() => first.context.catalogueCache.size, { timeout: 5000, interval: 50 }).toBe(0);
    expect(first.context.catalogueEstimates.size).toBe(0);
  });
});
