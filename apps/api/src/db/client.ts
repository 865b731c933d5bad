import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'postgres' | 'pglite';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  ping: () => Promise<void>;
  /**
   * Calls `onNotification` with each payload sent on `channel` (PostgreSQL NOTIFY) by any process on this database;
   * `onReconnect` after a lost listening connection is back (notifications in between are lost). Resolves to `stop`.
   */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tar archive, to start other databases from (tests' migrated template) */
  archive?: () => Promise<Blob>;
};

export type NotificationHandlers = {
  onNotification: (payload: string) => void;
  onReconnect?: () => void;
  onError?: (error: Error) => void;
};

// how long a lost listening connection waits before it tries again
const LISTEN_RETRY_MS = 1000;

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's extensions, in this order. The order matters (PGlite 0.5.16-0.5.17): pg_trgm's `%` operator, whose C
 * function calls pg_trgm's `similarity` through a function pointer, fails inside PGlite ("null function or function
 * signature mismatch") where pg_trgm was given first, and later in a long-running server whatever the order (seen in
 * the browser tests, cube first). PGlite swallows that error: the statement answers nothing, and the next one spins
 * inside PGlite for ever, holding Node's only thread. So the app never calls `%` on PGlite (`usesTrigramIndex`), and
 * cube goes first all the same (client-extensions.test.ts shows both). btree_gist lets the colour's GiST index hold
 * the filters' columns too (migration 0014).
 */
export const PGLITE_EXTENSIONS = { cube, btree_gist, pg_trgm };

/**
 * Whether `db` may use pg_trgm's `%` operator and its index: PostgreSQL, not PGlite (PGLITE_EXTENSIONS says why),
 * where a search's few thousand words are compared by `similarity()` one by one instead.
 */
export function usesTrigramIndex(db: Database): boolean {
  return !((db as { $client?: unknown }).$client instanceof PGlite);
}

/**
 * Settings every connection to PostgreSQL starts with. JIT off: PostgreSQL compiles a query whose estimated cost passes
 * `jit_above_cost` into machine code before running it, again for every query (nothing is kept between them), and the
 * catalogue's facet counts and colour pages pass it at a million samples: 12-42 ms of compiling each (EXPLAIN ANALYZE,
 * 2026-11-28), against a budget of 100 ms for the whole request. An OLTP-shaped application gains nothing from it.
 */
const SESSION_OPTIONS = '-c jit=off';

/**
 * A pool on a read replica of the PostgreSQL database (DATABASE_READ_URL): the same schema, no migrations (the
 * primary's are replicated), for reads that may lag the primary by the replication delay. `close` ends the pool.
 */
export function openReadDatabase(url: string): { db: Database; close: () => Promise<void> } {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    application_name: 'samplebank-read',
    options: SESSION_OPTIONS,
  });
  pool.on('error', (error) => {
    console.warn(`read replica connection lost: ${error.message}`);
  });
  return { db: drizzlePg(pool, { schema }), close: () => pool.end() };
}

/** Opens PostgreSQL when a URL is given, else PGlite under dataDir (or in memory), and applies the migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite: start from this archive of a data directory (made by `archive()`) instead of an empty one */
  pgliteArchive?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, options: SESSION_OPTIONS });
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
      listen: (channel, handlers) => listenOnPostgres(options.databaseUrl as string, channel, handlers),
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
    extensions: PGLITE_EXTENSIONS,
  });
  // PGlite has the same SQL surface; drizzle's two drivers share the query builder, so one type serves both
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // one PGlite is one process: its own connection hears its own NOTIFY
    listen: async (channel, { onNotification }) => {
      const stop = await client.listen(channel, onNotification);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    archive: () => client.dumpDataDir('none'),
  };
}

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool). It is reopened after an error, and
 * `onReconnect` then says that notifications may have been missed meanwhile.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    next.on('error', (error) => {
      handlers.onError?.(error);
      next.end().catch(() => undefined);
      if (client === next) reconnectLater();
    });
    next.on('end', () => {
      if (client === next) reconnectLater();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnectLater = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect()
        .then(() => handlers.onReconnect?.())
        .catch((error: Error) => {
          handlers.onError?.(error);
          reconnectLater();
        });
    }, LISTEN_RETRY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = undefined;
  };
}
