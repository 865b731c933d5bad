import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

/** What holds a copy of the public catalogue: told to drop it (or to read the changes) when the catalogue changes. */
export type CatalogueCopy = {
  clear(): void;
  /** whether the copy is read yet (a cache is always; the facet index once its first read is done) */
  ready?: () => boolean;
};

/** The PostgreSQL channel on which a process says the public catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Keeps every server process's catalogue cache honest: a service that writes what the public catalogue shows calls
 * `changed()`, which clears this process's cache at once (so the writer reads its change back) and tells the other
 * processes on the same database through `NOTIFY`; each process `LISTEN`s and clears its own.
 */
export class CatalogueChanges {
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly caches: CatalogueCopy[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Tells `copy` of every change from now on, as the caches are (a module's own copy: the facet index). */
  follow(copy: CatalogueCopy): void {
    this.caches.push(copy);
  }

  /** Whether every copy is read (health says `catalogue: 'warming'` until then). */
  ready(): boolean {
    return this.caches.every((copy) => copy.ready?.() ?? true);
  }

  /** Starts hearing the other processes' changes. */
  async listen(): Promise<void> {
    this.stopListening = await this.database.listen(CATALOGUE_CHANNEL, {
      onNotification: () => this.clear(),
      // a change may have been missed while the connection was down
      onReconnect: () => this.clear(),
      onError: (error) => this.log.warn({ err: error }, 'catalogue change listener lost its connection'),
    });
  }

  /** Clears the catalogue's caches here, then in every other process; call after the write is committed. */
  async changed(): Promise<void> {
    this.clear();
    try {
      await this.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
    } catch (error) {
      // the write itself succeeded; the other processes' copies expire within the cache's few seconds
      this.log.warn({ err: error }, 'could not tell the other processes that the catalogue changed');
    }
  }

  private clear() {
    for (const cache of this.caches) cache.clear();
  }

  /** Stops listening (at app close). */
  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }
}
