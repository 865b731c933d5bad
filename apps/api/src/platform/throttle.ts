import { tryAgainIn } from '@samplebank/contracts/limits';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { throttleEvents } from '../db/schema/index.js';
import { AppError } from './errors.js';

/** At most `limit` events per `windowSeconds`. */
export type ThrottleRule = { limit: number; windowSeconds: number };

type Executor = Database | Transaction;

// counters live in the database (DESIGN.md §3): a second API instance sees the same counts
const KEEP_SECONDS = 24 * 60 * 60;

/** Seconds until the rules allow one more event, or 0 when one is allowed now. */
export async function secondsUntilAllowed(
  db: Executor,
  scope: string,
  key: string,
  rules: readonly ThrottleRule[],
): Promise<number> {
  let wait = 0;
  for (const rule of rules) {
    // the limit-th newest event in the window: once it leaves the window, one more is allowed
    const result = await db.execute<{ wait: string | number | null }>(sql`
      select extract(epoch from (${throttleEvents.createdAt} + make_interval(secs => ${rule.windowSeconds}) - now())) as wait
      from ${throttleEvents}
      where ${throttleEvents.scope} = ${scope} and ${throttleEvents.key} = ${key}
        and ${throttleEvents.createdAt} > now() - make_interval(secs => ${rule.windowSeconds})
      order by ${throttleEvents.createdAt} desc
      offset ${rule.limit - 1} limit 1`);
    const row = result.rows[0];
    if (row?.wait != null) wait = Math.max(wait, Math.ceil(Number(row.wait)));
  }
  return Math.max(wait, 0);
}

const tooManyAttempts = (wait: number) =>
  new AppError('TOO_MANY_REQUESTS', `Too many attempts. Please try again ${tryAgainIn(wait)}.`, {
    retryAfterSeconds: wait,
    inLanguage: { ms: `Terlalu banyak cubaan. Sila cuba lagi ${tryAgainIn(wait, 'ms')}.` },
  });

/** Throws 429 with Retry-After when the rules are exhausted. */
export async function assertAllowed(db: Executor, scope: string, key: string, rules: readonly ThrottleRule[]) {
  const wait = await secondsUntilAllowed(db, scope, key, rules);
  if (wait > 0) throw tooManyAttempts(wait);
}

/** Counts one event. */
export async function recordEvent(db: Executor, scope: string, key: string) {
  await db.insert(throttleEvents).values({ scope, key });
}

/** Forgets the events of one key (a successful login clears its failures). */
export async function clearEvents(db: Executor, scope: string, key: string) {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.scope, scope), eq(throttleEvents.key, key)));
}

/**
 * Checks the rules and counts the event in one step, serialised per key by an advisory lock so that two
 * parallel requests cannot both take the last slot. Throws 429 when the rules are exhausted.
 */
export async function consumeAllowance(db: Database, scope: string, key: string, rules: readonly ThrottleRule[]) {
  const { wait } = await tryConsumeAllowance(db, scope, key, rules);
  if (wait > 0) throw tooManyAttempts(wait);
}

/**
 * Like `consumeAllowance`, but quiet: counts the event and answers its id when the rules allow one more, or
 * answers the seconds to wait, counting nothing, when they do not. Serialised per key, so parallel requests cannot
 * both take the last slot.
 */
export async function tryConsumeAllowance(
  db: Database,
  scope: string,
  key: string,
  rules: readonly ThrottleRule[],
): Promise<{ wait: 0; eventId: number } | { wait: number; eventId?: undefined }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${key}`}))`);
    const wait = await secondsUntilAllowed(tx, scope, key, rules);
    if (wait > 0) return { wait };
    await tx
      .delete(throttleEvents)
      .where(
        and(
          eq(throttleEvents.scope, scope),
          eq(throttleEvents.key, key),
          sql`${throttleEvents.createdAt} < now() - make_interval(secs => ${KEEP_SECONDS})`,
        ),
      );
    const [event] = await tx.insert(throttleEvents).values({ scope, key }).returning({ id: throttleEvents.id });
    return { wait: 0 as const, eventId: event!.id };
  });
}

/** Takes back one counted event: an attempt counted up front that turned out not to count (a right password). */
export async function forgetEvent(db: Executor, eventId: number) {
  await db.delete(throttleEvents).where(eq(throttleEvents.id, eventId));
}

/** Forgets the events of every key that begins with `prefix` (one account's failures from every address). */
export async function clearEventsWithPrefix(db: Executor, scope: string, prefix: string) {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.scope, scope), sql`starts_with(${throttleEvents.key}, ${prefix})`));
}
