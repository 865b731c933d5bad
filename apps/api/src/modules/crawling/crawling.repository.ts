import { and, asc, eq, gte, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, pageSettings, samples } from '../../db/schema/index.js';

/** What a sitemap file lists: samples or brands (organizations of type BRAND). */
export type ListedKind = 'samples' | 'brands';

const sources = {
  samples: { table: samples, id: samples.id, updatedAt: samples.updatedAt, where: undefined },
  brands: {
    table: organizations,
    id: organizations.id,
    updatedAt: organizations.updatedAt,
    where: eq(organizations.type, 'BRAND'),
  },
} as const;

/** One file's share of a kind: the ids from `first` (in id order), and the latest change among them. */
export type Chunk = { first: string; lastmod: Date };

/**
 * A kind's rows cut, in id order, into chunks of `size`: each chunk's first id and latest change. One pass over the
 * rows (about a second at a million samples), so the caller keeps the answer a while.
 */
export async function findChunks(db: Database, kind: ListedKind, size: number): Promise<Chunk[]> {
  const { table, id, updatedAt, where } = sources[kind];
  const numbered = db
    .select({
      id: sql<string>`${id}`.as('id'),
      updatedAt: sql<Date>`${updatedAt}`.as('updated_at'),
      chunk: sql<number>`(row_number() over (order by ${id}) - 1) / ${size}`.as('chunk'),
    })
    .from(table)
    .where(where)
    .as('numbered');
  const result = await db.execute<{ first: string; lastmod: Date | string }>(sql`
    select distinct on (${numbered.chunk}) ${numbered.id} as first,
      max(${numbered.updatedAt}) over (partition by ${numbered.chunk}) as lastmod
    from ${numbered}
    order by ${numbered.chunk}, ${numbered.id}`);
  return result.rows.map((row) => ({ first: row.first, lastmod: new Date(row.lastmod) }));
}

/** The ids and last changes of a kind from `first` up to (not including) `next`, at most `limit`, in id order. */
export function findListed(db: Database, kind: ListedKind, range: { first: string; next?: string; limit: number }) {
  const { table, id, updatedAt, where } = sources[kind];
  const conditions: (SQL | undefined)[] = [where, gte(id, range.first), range.next ? lt(id, range.next) : undefined];
  return db
    .select({ id, updatedAt })
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(id))
    .limit(range.limit);
}

/** The latest change of a kind (undefined when there is none). */
export async function findLastChange(db: Database, kind: ListedKind): Promise<Date | undefined> {
  const { table, updatedAt, where } = sources[kind];
  const [row] = await db
    .select({ latest: max(updatedAt) })
    .from(table)
    .where(where);
  return row?.latest ?? undefined;
}

/** When staff last changed the home page's content (undefined when never). */
export async function findHomeContentChange(db: Database): Promise<Date | undefined> {
  const [row] = await db.select({ latest: max(pageSettings.updatedAt) }).from(pageSettings);
  return row?.latest ?? undefined;
}
