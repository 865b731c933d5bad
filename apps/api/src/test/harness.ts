import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { TokenService } from '../platform/auth.js';
import { LocalStorage } from '../platform/storage.js';
import { takePgliteDatabase } from './pglite-pool.js';

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  storage: LocalStorage;
  tokens: TokenService;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new database
 * created on that PostgreSQL server and dropped at the end. Both hold what the migrated template that the global
 * setup built (global-setup.ts) holds, so a file does not migrate its own: on PGlite a worker's database wiped back
 * to it (pglite-pool.ts), on PostgreSQL a clone of it.
 */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  /** the new database's URL on PostgreSQL (undefined on PGlite), for a server process of its own */
  url?: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { database: await takePgliteDatabase(), drop: async () => {} };
  }
  const template = inject('postgresTemplate');
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const usesPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** Builds the whole app on a fresh database with a temporary data directory. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'samplebank-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...env });
  const { database, drop } = await openTestDatabase();
  const secret = randomBytes(32).toString('base64url');
  const storage = new LocalStorage(join(dataDir, 'uploads'), secret);
  const app = await buildApp({ config, database, secret, storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    tokens: new TokenService(secret, database.db),
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
