import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { FacetIndex } from './facet-index.js';
import { readAllFacetRows, readFacetChanges } from './facet-rows.repository.js';

/**
 * An index whose snapshot is older than this is read again whole: the removals it would read the changes from are
 * kept a day (migration 0015).
 */
const RELOAD_MS = 12 * 60 * 60_000;

/**
 * Keeps one process's facet index (ADR 0023): read whole at start, in the background; then brought up to date with the
 * writes its snapshot did not see (one indexed read, shared by the counts that arrive meanwhile, usually empty) before
 * a count, when a process announced a change (`CatalogueChanges`) or the last read is `staleMs` old, so a write no one
 * announced is counted as soon as the catalogue cache's answers would show it. Until the first read is done, or when
 * a read fails, there is no index and the facets are counted in SQL.
 */
export class FacetIndexKeeper {
  private index: FacetIndex | undefined;
  private snapshot: string | undefined;
  private readAt = 0;
  private changed = true;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
    /**
     * How old the index may be for a write no process announced (`CATALOGUE_CACHE_SECONDS`, as old as the catalogue
     * cache's answers may be): 0 reads the changes before every count. An announced write is read before the next.
     */
    private readonly staleMs = 0,
  ) {}

  /** Starts the first full read (at most one at a time); its failure is logged, and the next call tries again. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      const index = new FacetIndex();
      const startedAt = this.clock();
      this.changed = false;
      const snapshot = await readAllFacetRows(this.db, (rows) => {
        for (const row of rows) index.put(row);
      });
      index.prepare();
      this.index = index;
      this.snapshot = snapshot;
      this.readAt = startedAt;
      this.log?.info(
        { rows: index.rows, ms: this.clock() - startedAt },
        'facet index read: filter counts come from memory',
      );
    })()
      .catch((error: unknown) => {
        this.log?.warn({ err: error }, 'could not read the facet index: facets are counted in the database');
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /** Whether the first read is done (health's `catalogue`). */
  ready(): boolean {
    return this.index !== undefined;
  }

  /**
   * What `CatalogueChanges` calls when the catalogue changed: the next count reads the changes in a read that starts
   * after this call, not one already running.
   */
  clear(): void {
    this.changed = true;
  }

  /**
   * The index, up to date with the announced writes, and the others of more than `staleMs` ago; undefined while it is first read (the read starts
   * if it has not) or when reading the changes failed.
   */
  async current(): Promise<FacetIndex | undefined> {
    if (!this.index) {
      void this.load();
      return undefined;
    }
    const age = this.clock() - this.readAt;
    if (age > RELOAD_MS) {
      this.index = undefined;
      void this.load();
      return undefined;
    }
    try {
      // a read already running may have taken its snapshot before the change this call was told of: then another
      if (this.changed && this.syncing) await this.syncing;
      if (this.changed || this.clock() - this.readAt >= this.staleMs) await this.sync();
    } catch (error) {
      this.log?.warn({ err: error }, "could not read the catalogue's changes into the facet index");
      return undefined;
    }
    return this.index;
  }

  /** Reads the changes since the index's snapshot (one read at a time; a change heard meanwhile waits for the next). */
  private sync(): Promise<void> {
    this.syncing ??= (async () => {
      const index = this.index;
      const since = this.snapshot;
      if (!index || !since) return;
      const startedAt = this.clock();
      this.changed = false;
      try {
        const changes = await readFacetChanges(this.db, since);
        for (const id of changes.removedIds) index.remove(id);
        for (const row of changes.rows) index.put(row);
        this.snapshot = changes.snapshot;
        this.readAt = startedAt;
      } catch (error) {
        this.changed = true;
        throw error;
      }
    })().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }
}
