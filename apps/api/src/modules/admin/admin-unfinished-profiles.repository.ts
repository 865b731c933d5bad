import { and, count, desc, eq, ilike, isNull, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { likePattern } from './admin-samples.repository.js';

type Executor = Database | Transaction;
export type UnfinishedProfileRow = typeof users.$inferSelect;

/** Verified accounts that have not completed the wizard, created at or before `createdBefore`; staff excepted. */
function unfinished(createdBefore: Date): SQL {
  return and(
    eq(users.isEmailVerified, true),
    eq(users.isProfileComplete, false),
    ne(users.role, 'ADMIN'),
    lte(users.createdAt, createdBefore),
  ) as SQL;
}

/** A page of unfinished profiles, newest account first, with their total. */
export async function findUnfinishedProfiles(
  db: Executor,
  options: { createdBefore: Date; search?: string; offset: number; limit: number },
) {
  const conditions = [unfinished(options.createdBefore)];
  if (options.search) {
    const pattern = likePattern(options.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One account, or undefined. */
export async function findAccount(db: Executor, id: string): Promise<UnfinishedProfileRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The account, locked for the reminder's transaction. */
export async function lockAccount(tx: Transaction, id: string): Promise<UnfinishedProfileRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

/** Records a reminder, only when none went after `remindedBefore`; undefined when one did (a racing nudge). */
export async function markNudged(tx: Transaction, id: string, options: { at: Date; remindedBefore: Date }) {
  const [row] = await tx
    .update(users)
    .set({ profileNudgedAt: options.at })
    .where(and(eq(users.id, id), or(isNull(users.profileNudgedAt), lt(users.profileNudgedAt, options.remindedBefore))))
    .returning();
  return row;
}
