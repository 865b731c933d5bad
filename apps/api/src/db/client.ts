import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'postgres' | 'pglite';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tar archive, to start other databases from (tests' migrated template) */
  archive?: () => Promise<Blob>;
};

// search tolerates a typo or two: "marbel" finds "marble" (word similarity 0.4; the default 0.6 misses it)
const WORD_SIMILARITY_THRESHOLD = 0.4;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, else PGlite under dataDir (or in memory), and applies the migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite: start from this archive of a data directory (made by `archive()`) instead of an empty one */
  pgliteArchive?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // an idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query
    pool.on('error', (error) => {
      console.warn(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: dataPath,
    loadDataDir: options.pgliteArchive,
    extensions: { pg_trgm },
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  // PGlite has the same SQL surface; drizzle's two drivers share the query builder, so one type serves both
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    archive: () => client.dumpDataDir('none'),
  };
}
