/**
 * A short-lived in-process cache for answers that are the same for every visitor (the public
 * catalogue). Concurrent misses on one key share a single load; a failed load is not kept; `clear()`
 * drops everything, loads in flight included, so an answer read before a write is never served
 * after it. A TTL of 0 turns the cache off.
 */
export class MicroCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  /** lookups served from memory and lookups loaded since the start (the bench reports the hit rate) */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** The value kept under `key`, else `load()`'s, kept unless it fails or `keep` says no (its waiters still get it). */
  remember<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
    if (this.ttlMs <= 0) {
      this.stats.misses += 1;
      return load();
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      this.stats.hits += 1;
      return hit.value as Promise<T>;
    }

    this.stats.misses += 1;
    const value = load();
    const entry = { expiresAt: now + this.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map keeps insertion order: the first key is the oldest
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((loaded) => {
      if (keep && !keep(loaded)) forget();
    }, forget);
    return value;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
