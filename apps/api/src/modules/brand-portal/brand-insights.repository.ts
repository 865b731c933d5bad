import type { SampleEventKind } from '@samplebank/domain/insights';
import { and, asc, between, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { type SampleImage, sampleEventsDaily, samples } from '../../db/schema/index.js';

type Executor = Database | Transaction;
type Period = { brandId: string; from: string; to: string };

const events = sampleEventsDaily;

/** The brand's events in a period, summed per day and kind (days with none are absent). */
export async function countEventsByDay(db: Executor, { brandId, from, to }: Period) {
  const rows = await db
    .select({ day: events.day, kind: events.kind, count: sql<number>`sum(${events.count})::int` })
    .from(events)
    .innerJoin(samples, eq(samples.id, events.sampleId))
    .where(and(eq(samples.manufacturerId, brandId), between(events.day, from, to)))
    .groupBy(events.day, events.kind);
  return rows.map((row) => ({ ...row, kind: row.kind as SampleEventKind, count: Number(row.count) }));
}

const sumOf = (kind: SampleEventKind): SQL<number> =>
  sql<number>`coalesce(sum(${events.count}) filter (where ${events.kind} = ${kind}), 0)::int`;

/**
 * The brand's samples with their events in a period, the most viewed first (then the most wished for, pinned,
 * requested and ordered, then by name); every sample of the brand, one with nothing counting zero. `limit` rows at most
 * when given.
 */
export async function countEventsBySample(db: Executor, { brandId, from, to, limit }: Period & { limit?: number }) {
  const counts = {
    view: sumOf('view'),
    wishlist: sumOf('wishlist'),
    board: sumOf('board'),
    request: sumOf('request'),
    order: sumOf('order'),
  };
  const query = db
    .select({ id: samples.id, name: samples.name, sku: samples.sku, images: samples.images, ...counts })
    .from(samples)
    .leftJoin(events, and(eq(events.sampleId, samples.id), between(events.day, from, to)))
    .where(eq(samples.manufacturerId, brandId))
    // grouped by the key, so the sample's other columns come along (PostgreSQL's functional dependency)
    .groupBy(samples.id)
    .orderBy(
      desc(counts.view),
      desc(counts.wishlist),
      desc(counts.board),
      desc(counts.request),
      desc(counts.order),
      asc(samples.name),
      asc(samples.id),
    );
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => ({
    ...row,
    images: row.images as SampleImage[],
    view: Number(row.view),
    wishlist: Number(row.wishlist),
    board: Number(row.board),
    request: Number(row.request),
    order: Number(row.order),
  }));
}

/** How many samples the brand has, whatever their status. */
export async function countSamplesOfBrand(db: Executor, brandId: string): Promise<number> {
  const [row] = await db.select({ samples: count() }).from(samples).where(eq(samples.manufacturerId, brandId));
  return Number(row?.samples ?? 0);
}
