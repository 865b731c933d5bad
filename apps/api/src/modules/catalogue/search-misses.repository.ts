import { desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { searchMisses } from '../../db/schema/index.js';

/** At most this many searches that found nothing are kept, the most recent; older ones make way for new ones. */
export const SEARCH_MISSES_KEPT = 2000;
/** A search is kept as its first this many characters. */
const SEARCH_MISS_LENGTH = 100;

/** A search as it is counted: lower case, spaces collapsed, at most SEARCH_MISS_LENGTH characters. */
export function searchMissOf(search: string): string {
  return search.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, SEARCH_MISS_LENGTH);
}

/**
 * Counts a search that found nothing: one more for a search already kept, else a new row, and then the least recent
 * beyond SEARCH_MISSES_KEPT go, so no flood of made-up searches grows the table.
 */
export async function recordSearchMiss(db: Database, search: string): Promise<void> {
  const kept = searchMissOf(search);
  if (!kept) return;
  const [row] = await db
    .insert(searchMisses)
    .values({ search: kept })
    .onConflictDoUpdate({
      target: searchMisses.search,
      set: { searches: sql`${searchMisses.searches} + 1`, lastAt: sql`now()` },
    })
    .returning({ searches: searchMisses.searches });
  if (row?.searches !== 1) return;
  await db.execute(sql`
    delete from ${searchMisses} where ${searchMisses.search} in (
      select ${searchMisses.search} from ${searchMisses}
      order by ${searchMisses.lastAt} desc, ${searchMisses.search} offset ${SEARCH_MISSES_KEPT}
    )`);
}

/** The searches that found nothing since `since`, the most often first. */
export function findSearchMisses(db: Database, since: Date, limit: number) {
  return db
    .select({ search: searchMisses.search, searches: searchMisses.searches, lastAt: searchMisses.lastAt })
    .from(searchMisses)
    .where(gte(searchMisses.lastAt, since))
    .orderBy(desc(searchMisses.searches), desc(searchMisses.lastAt))
    .limit(limit);
}
