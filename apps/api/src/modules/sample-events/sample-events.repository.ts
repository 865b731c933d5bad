import { todayInMalaysia } from '@samplebank/domain/delivery';
import type { SampleEventKind } from '@samplebank/domain/insights';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { sampleEventsDaily } from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** Something designers did with a sample, `count` times (once unless said). */
export type SampleEvent = { sampleId: string; kind: SampleEventKind; count?: number };

/**
 * Adds events to their samples' counts for Malaysia's today: one upsert (`count = count + n`), so concurrent writers
 * never lose a count. Give it the caller's transaction, so an event is counted exactly when the write it counts is
 * kept. Counts only: nothing of who did it is stored.
 */
export async function recordSampleEvents(
  executor: Executor,
  events: readonly SampleEvent[],
  now: Date = new Date(),
): Promise<void> {
  // one row per sample and kind (an upsert may not touch a row twice), in one order, so two transactions that count
  // the same samples take their row locks in the same order and cannot deadlock
  const counts = new Map<string, { sampleId: string; kind: SampleEventKind; count: number }>();
  for (const { sampleId, kind, count = 1 } of events) {
    if (count <= 0) continue;
    const key = `${sampleId} ${kind}`;
    const row = counts.get(key) ?? { sampleId, kind, count: 0 };
    row.count += count;
    counts.set(key, row);
  }
  if (!counts.size) return;
  const day = todayInMalaysia(now);
  const rows = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => ({ ...row, day }));
  await executor
    .insert(sampleEventsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [sampleEventsDaily.sampleId, sampleEventsDaily.kind, sampleEventsDaily.day],
      set: { count: sql`${sampleEventsDaily.count} + excluded.count` },
    });
}
