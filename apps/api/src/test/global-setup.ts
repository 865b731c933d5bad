/**
 * Vitest `globalSetup` of the API tests: the demo's pictures in the machine's cache, and one migrated template
 * database, built once per run, that every test file copies instead of migrating its own (see `openTestDatabase` in
 * harness.ts).
 * - PGlite: a tar archive of a migrated data directory, kept under `.test-data/` and rebuilt only when a migration
 *   or PGlite itself changes.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database that each file clones with `CREATE DATABASE ... TEMPLATE`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { prepareDemoPictures } from '../modules/seed/demo-pictures.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** the path of a migrated PGlite data directory's archive */
    pgliteTemplate: string;
    /** the name of a migrated database on TEST_DATABASE_URL's server, to clone */
    postgresTemplate: string;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const migrationsFolder = join(here, '../db/migrations');
const templatesFolder = join(here, '../../../../.test-data/pglite-templates');

/** What the template depends on: every migration file and the PGlite version that wrote it. */
function templateFingerprint(): string {
  const hash = createHash('sha256');
  // PGlite's own files (its package.json is not exported): a new version writes a new template
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '../package.json')));
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(migrationsFolder, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const path = join(templatesFolder, `${templateFingerprint()}.tar`);
  if (existsSync(path)) return path;
  mkdirSync(templatesFolder, { recursive: true });
  const database = await openDatabase({});
  const archive = await database.archive?.();
  await database.close();
  if (!archive) throw new Error('PGlite did not archive its data directory');
  // written aside and renamed, so a second run starting at the same moment never reads half a file
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  // the tests that start a server with the demo seed it with its pictures: drawn once here on a new machine (a few
  // minutes), copied from the machine's cache by every test after
  await prepareDemoPictures();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteTemplate', await pgliteTemplate());
    return;
  }
  const name = `sb_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  // a template must have no open connection while it is cloned
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
