/**
 * A test worker's PGlite databases. Starting PGlite costs seconds (its WebAssembly and the data directory), wiping
 * one costs milliseconds, and a worker runs its files one after another: so a database a file closes is wiped back
 * to the migrated template and handed to the next file instead of being started again.
 */
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.js';
import * as schema from '../db/schema/index.js';

type Pooled = { handle: DatabaseHandle; wipe: string[] };

const idle: Pooled[] = [];
let templateArchive: Promise<Blob | undefined> | undefined;

/** The migrated template's archive that the global setup wrote, read once per worker. */
function readTemplateArchive(): Promise<Blob | undefined> {
  const path = inject('pgliteTemplate');
  templateArchive ??= path ? readFile(path).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return templateArchive;
}

/** A PGlite database holding exactly what the migrations leave; `close` hands it back wiped. */
export async function takePgliteDatabase(): Promise<DatabaseHandle> {
  const pooled = idle.pop() ?? (await startPglite());
  let handedBack = false;
  // a new query builder for each file, so what a fixture caches per database object dies with the file
  const client = (pooled.handle.db as unknown as { $client: PGlite }).$client;
  return {
    ...pooled.handle,
    db: drizzle(client, { schema }) as unknown as Database,
    close: async () => {
      if (handedBack) return;
      handedBack = true;
      try {
        for (const statement of pooled.wipe) await pooled.handle.db.execute(sql.raw(statement));
        idle.push(pooled);
      } catch {
        // a database the test left unusable is not reused
        await pooled.handle.close();
      }
    },
  };
}

async function startPglite(): Promise<Pooled> {
  const handle = await openDatabase({ pgliteArchive: await readTemplateArchive() });
  const tables = await handle.db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const all = tables.rows.map((table) => table.name);
  // rows the migrations wrote are kept aside and put back after each wipe
  const seeded: string[] = [];
  for (const name of all) {
    const found = await handle.db.execute(sql.raw(`select 1 from ${name} limit 1`));
    if (found.rows.length) seeded.push(name);
  }
  const kept = (name: string) => `test_template.${name.split('.')[1]}`;
  if (seeded.length) await handle.db.execute(sql.raw('create schema test_template'));
  for (const name of seeded) await handle.db.execute(sql.raw(`create table ${kept(name)} as table ${name}`));
  const wipe = [
    `truncate ${all.join(', ')} restart identity cascade`,
    ...(seeded.length
      ? [
          'set session_replication_role = replica',
          ...seeded.map((name) => `insert into ${name} select * from ${kept(name)}`),
          'set session_replication_role = origin',
        ]
      : []),
    'unlisten *',
  ];
  return { handle, wipe };
}
