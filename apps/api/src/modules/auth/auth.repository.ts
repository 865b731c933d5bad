import type { Locale } from '@samplebank/contracts/locales';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { passwordResetTokens, users, verificationCodes } from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** Stores a new code and retires the user's older ones, so only the newest code works. */
export async function replaceVerificationCode(tx: Transaction, userId: string, codeHash: string, expiresAt: Date) {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)));
  await tx.insert(verificationCodes).values({ userId, codeHash, expiresAt });
}

/**
 * Gives an account that is still unverified the name and password of a new registration of its e-mail; nothing
 * when it was verified meanwhile.
 */
export async function restartUnverifiedAccount(
  tx: Transaction,
  userId: string,
  changes: { name: string; passwordHash: string; locale: Locale },
) {
  const [user] = await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isEmailVerified, false)))
    .returning();
  return user;
}

/** The user's newest unused code, whatever its state. */
export async function findLatestOpenCode(db: Executor, userId: string) {
  const [code] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return code;
}

/**
 * Takes one try of a code in one statement, so parallel guesses cannot exceed the limit: returns the hash to
 * compare, or nothing when the code is used, expired or out of tries.
 */
export async function claimCodeAttempt(db: Executor, codeId: string, maxAttempts: number) {
  const [code] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
        lt(verificationCodes.attempts, maxAttempts),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash, attempts: verificationCodes.attempts });
  return code;
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Executor, codeId: string): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

export async function insertResetToken(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Uses a reset token in one statement (single use even under races); returns its user, or nothing. */
export async function consumeResetToken(db: Executor, tokenHash: string) {
  const [token] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return token;
}

/** Retires every other open reset token of a user once one has been used. */
export async function retireResetTokens(db: Executor, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
