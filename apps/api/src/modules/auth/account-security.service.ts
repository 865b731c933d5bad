import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_SECURITY_MESSAGES, type TChangePasswordRequest } from '@samplebank/contracts/account';
import { MESSAGES_MADE_IN_MALAY as MS } from '@samplebank/contracts/api-messages';
import { tryAgainIn } from '@samplebank/contracts/limits';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import { forgetEvent, type ThrottleRule, tryConsumeAllowance } from '../../platform/throttle.js';
import { publicUser } from '../users/users.service.js';
import { insertResetToken, retireResetTokens } from './auth.repository.js';

type ChangePasswordContext = ServiceContext<'db' | 'mailer' | 'config' | 'tokens'>;

// as sign-in (DESIGN.md §5): 10 wrong passwords in 15 minutes pause the attempts, so a borrowed session
// cannot be used to guess the password behind it
const WRONG_PASSWORD_RULES: ThrottleRule[] = [{ limit: 10, windowSeconds: 15 * 60 }];
// each change mails the owner, so changes count against the account's mails an hour
const changeRules = ({ config }: ChangePasswordContext): ThrottleRule[] => [
  { limit: config.limits.accountMailsPerHour, windowSeconds: 60 * 60 },
];
const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Counts an attempt before the password is checked, so parallel guesses cannot slip past the limit. */
async function takeAttempt(db: ChangePasswordContext['db'], userId: string): Promise<number> {
  const attempt = await tryConsumeAllowance(db, 'password-change-attempt', userId, WRONG_PASSWORD_RULES);
  if (attempt.eventId === undefined) {
    throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_SECURITY_MESSAGES.tooManyWrongPasswords(tryAgainIn(attempt.wait)), {
      retryAfterSeconds: attempt.wait,
      inLanguage: { ms: MS.tooManyWrongPasswords(tryAgainIn(attempt.wait, 'ms')) },
    });
  }
  return attempt.eventId;
}

async function takeChangeAllowance(context: ChangePasswordContext, userId: string) {
  const allowance = await tryConsumeAllowance(context.db, 'password-change', userId, changeRules(context));
  if (allowance.eventId === undefined) {
    throw new AppError('TOO_MANY_REQUESTS', ACCOUNT_SECURITY_MESSAGES.tooManyChanges(tryAgainIn(allowance.wait)), {
      retryAfterSeconds: allowance.wait,
      inLanguage: { ms: MS.tooManyChanges(tryAgainIn(allowance.wait, 'ms')) },
    });
  }
}

/**
 * `POST /auth/change-password`: checks the current password, sets the new one and ends every other session
 * (the token version moves on); answers a fresh token for this browser and mails the owner, with a reset link
 * for an owner who did not make the change.
 */
export async function changePassword(context: ChangePasswordContext, actor: AuthUser, input: TChangePasswordRequest) {
  const { db, mailer, config, tokens } = context;
  const attemptId = await takeAttempt(db, actor.id);
  if (!(await verifyPassword(input.currentPassword, actor.passwordHash))) {
    // a wrong password is a 400, not a 401: the session itself is still good
    throw new AppError('VALIDATION', ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong, {
      fields: { currentPassword: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong },
    });
  }
  await forgetEvent(db, attemptId);
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION', ACCOUNT_SECURITY_MESSAGES.newPasswordSame, {
      fields: { newPassword: ACCOUNT_SECURITY_MESSAGES.newPasswordSame },
    });
  }
  await takeChangeAllowance(context, actor.id);
  const passwordHash = await hashPassword(input.newPassword);
  const resetToken = randomBytes(32).toString('base64url');
  const updated = await db.transaction(async (tx) => {
    // only if nobody ended this session meanwhile (another change, a reset, sign out everywhere)
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, actor.id), eq(users.tokenVersion, actor.tokenVersion)))
      .returning();
    if (!row) throw new AppError('TOKEN_EXPIRED', 'Token expired');
    // a reset link asked for earlier would undo this change: only the one in the new mail works
    await retireResetTokens(tx, actor.id);
    await insertResetToken(tx, actor.id, sha256(resetToken), new Date(Date.now() + RESET_TOKEN_LIFETIME_MS));
    return row;
  });
  await mailer.send({
    to: updated.email,
    kind: 'password-changed',
    ...mailTemplates.passwordChanged(accountReader(config.publicUrl, updated), updated.name, resetToken),
  });
  return {
    message: ACCOUNT_SECURITY_MESSAGES.passwordChanged,
    token: await tokens.sign(updated),
    user: await publicUser(db, updated),
  };
}

/** `POST /auth/sign-out-everywhere`: ends every session of the account, this one included. */
export async function signOutEverywhere({ db }: ServiceContext<'db'>, actor: AuthUser) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, actor.id));
  return { message: ACCOUNT_SECURITY_MESSAGES.signedOutEverywhere };
}
