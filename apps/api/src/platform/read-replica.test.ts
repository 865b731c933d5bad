import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createBrand, createSample } from '../test/factories.js';
import { openTestDatabase, usesPostgres } from '../test/harness.js';
import { LocalStorage } from './storage.js';

// DATABASE_READ_URL: the public catalogue reads from a replica's pool, everything else from the primary. A second
// database stands in for the replica, holding what the primary does not, so each answer shows where it was read.
// PostgreSQL only: a replica is a PostgreSQL server (CI runs this).
describe.skipIf(!usesPostgres())('DATABASE_READ_URL', () => {
  const opened: { database: DatabaseHandle; url?: string; drop: () => Promise<void> }[] = [];
  let dataDir: string;
  let primarySampleId: string;
  let replicaSampleId: string;

  const start = async (primary: (typeof opened)[number], readUrl: string): Promise<App> => {
    const secret = randomBytes(32).toString('base64url');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: readUrl,
    });
    const storage = new LocalStorage(join(dataDir, 'uploads'), secret);
    const app = await buildApp({ config, database: primary.database, secret, storage, logger: false });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'samplebank-replica-'));
    opened.push(await openTestDatabase(), await openTestDatabase());
    const [primary, replica] = opened as [(typeof opened)[number], (typeof opened)[number]];
    const primaryBrand = await createBrand(primary.database.db, { name: 'Primary Timber' });
    primarySampleId = (await createSample(primary.database.db, primaryBrand.id, { name: 'Primary Oak' })).id;
    const replicaBrand = await createBrand(replica.database.db, { name: 'Replica Stone' });
    replicaSampleId = (await createSample(replica.database.db, replicaBrand.id, { name: 'Replica Marble' })).id;
  });
  afterAll(async () => {
    for (const database of opened) await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads the listing, a sample, the facets and the categories from the replica, and the rest from the primary', async () => {
    const app = await start(opened[0]!, opened[1]!.url!);
    try {
      const listing = (await app.inject({ method: 'GET', url: '/api/samples' })).json();
      expect(listing.samples.map((sample: { name: string }) => sample.name)).toEqual(['Replica Marble']);
      expect((await app.inject({ method: 'GET', url: `/api/samples/${replicaSampleId}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/api/samples/${primarySampleId}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/samples/facets' })).statusCode).toBe(200);
      // the brands page is not the catalogue's: it reads the primary, as writes do
      const brands = (await app.inject({ method: 'GET', url: '/api/organizations?type=BRAND' })).json();
      expect(brands.organizations.map((brand: { name: string }) => brand.name)).toEqual(['Primary Timber']);
    } finally {
      await app.close();
    }
  });

  it('works as a second pool on the same server and database', async () => {
    const app = await start(opened[0]!, opened[0]!.url!);
    try {
      const listing = (await app.inject({ method: 'GET', url: '/api/samples' })).json();
      expect(listing.samples.map((sample: { name: string }) => sample.name)).toEqual(['Primary Oak']);
      expect((await app.inject({ method: 'GET', url: `/api/samples/${primarySampleId}` })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
