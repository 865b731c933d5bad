import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES_MADE_IN_MALAY as MS } from '@samplebank/contracts/api-messages';
import {
  AUTH_MESSAGES,
  RESEND_COOLDOWN_SECONDS,
  type TLoginRequest,
  type TRegisterRequest,
  type TVerifyEmailRequest,
} from '@samplebank/contracts/auth';
import type { Locale } from '@samplebank/contracts/locales';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { SIGN_IN_ROLES } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/password.js';
import {
  assertAllowed,
  clearEvents,
  clearEventsWithPrefix,
  consumeAllowance,
  forgetEvent,
  recordEvent,
  secondsUntilAllowed,
  type ThrottleRule,
  tryConsumeAllowance,
} from '../../platform/throttle.js';
import { findUserByEmail, insertUser, type UserRow, updateUser } from '../users/users.repository.js';
import { publicUser } from '../users/users.service.js';
import * as repository from './auth.repository.js';

type AuthContext = ServiceContext<'db' | 'mailer' | 'config' | 'tokens'>;
type Log = { warn: (object: object, message: string) => void };

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
// per account: a code a minute, and LIMIT_ACCOUNT_MAILS_PER_HOUR codes and as many reset links an hour (default 5)
const codeSendRules = ({ config }: AuthContext) => [
  { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS },
  { limit: config.limits.accountMailsPerHour, windowSeconds: 60 * 60 },
];
const LOGIN_FAILURE_RULES = [{ limit: 10, windowSeconds: 15 * 60 }];
const resetMailRules = ({ config }: AuthContext) => [
  { limit: config.limits.accountMailsPerHour, windowSeconds: 60 * 60 },
];

/** Failed sign-ins to one account, from all addresses together, that pause its sign-ins, and their window. */
export const ACCOUNT_SIGN_IN_LOCK = { failures: 20, windowMinutes: 15 } as const;
const ACCOUNT_LOCK_RULES: ThrottleRule[] = [
  { limit: ACCOUNT_SIGN_IN_LOCK.failures, windowSeconds: ACCOUNT_SIGN_IN_LOCK.windowMinutes * 60 },
];
// the owner hears of a pause at most once an hour, however often it is set off
const LOCK_MAIL_RULES = [{ limit: 1, windowSeconds: 60 * 60 }];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
// the user id salts the hash, so one table of the 16.7 million codes does not fit every user
const hashCode = (userId: string, code: string) => sha256(`${userId}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isUniqueViolation = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string })?.code === '23505');

/** Six upper-case hex characters from a secure random source. */
function newVerificationCode(): string {
  return randomInt(0, 16 ** 6)
    .toString(16)
    .toUpperCase()
    .padStart(6, '0');
}

/** Stores a fresh code for the user inside the transaction and returns it, to be mailed after commit. */
async function issueVerificationCode(tx: Transaction, userId: string): Promise<string> {
  const code = newVerificationCode();
  await repository.replaceVerificationCode(tx, userId, hashCode(userId, code), new Date(Date.now() + CODE_LIFETIME_MS));
  return code;
}

async function mailVerificationCode({ mailer, config }: AuthContext, user: UserRow, code: string) {
  await mailer.send({
    to: user.email,
    kind: 'verification-code',
    ...mailTemplates.verificationCode(accountReader(config.publicUrl, user), user.name, code),
  });
}

/** A new single-use password reset token, stored hashed; the raw token only ever goes into a mail to the owner. */
async function issueResetToken(db: AuthContext['db'], userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repository.insertResetToken(db, userId, sha256(token), new Date(Date.now() + RESET_TOKEN_LIFETIME_MS));
  return token;
}

/**
 * `POST /auth/register`: the same 201 and body, after the same password hash, whether or not the e-mail has an
 * account, so the answer never tells who has signed up. A new e-mail gets an account and its code; an existing
 * account hears about it by mail instead. `locale` is the language the person signs up in (their request's): a new
 * account keeps it for its e-mails.
 */
export async function register(context: AuthContext, input: TRegisterRequest & { locale: Locale }) {
  const { db } = context;
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  const created = existing ? undefined : await createAccount(context, input, passwordHash);
  if (!created) {
    // taken before, or a moment ago by a parallel registration of the same e-mail (the unique index decided)
    const owner = existing ?? (await findUserByEmail(db, input.email));
    if (owner) await answerExistingAccount(context, owner, input, passwordHash);
  }
  return { message: AUTH_MESSAGES.registered, email: input.email };
}

/** A new unverified account and its mailed code; nothing when a parallel registration took the e-mail first. */
async function createAccount(context: AuthContext, input: TRegisterRequest & { locale: Locale }, passwordHash: string) {
  const { db } = context;
  let created: { user: UserRow; code: string };
  try {
    created = await db.transaction(async (tx) => {
      const user = await insertUser(tx, { email: input.email, name: input.name, passwordHash, locale: input.locale });
      return { user, code: await issueVerificationCode(tx, user.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  // counted, so a resend waits its minute, but never refused: a new person always gets their first code
  await recordEvent(db, 'verification-send', input.email);
  await mailVerificationCode(context, created.user, created.code);
  return created.user;
}

/**
 * A registration of an e-mail that has an account, within the e-mail's allowance of mails (beyond it nothing is
 * sent, quietly): an unverified account starts over with this registration and a fresh code, so a person who
 * lost their code can go on; a verified one is told by mail, with a way to sign in or choose a new password.
 */
async function answerExistingAccount(
  context: AuthContext,
  user: UserRow,
  input: TRegisterRequest & { locale: Locale },
  passwordHash: string,
) {
  const { db, mailer, config } = context;
  const allowance = await tryConsumeAllowance(db, 'verification-send', input.email, codeSendRules(context));
  if (allowance.eventId === undefined) return;
  if (!user.isEmailVerified) {
    // an unverified account's password was never proven to be its owner's: the registration whose code reaches
    // the mailbox sets it, so nobody can register someone's e-mail first with a password they keep
    const restarted = await db.transaction(async (tx) => {
      const account = await repository.restartUnverifiedAccount(tx, user.id, {
        name: input.name,
        passwordHash,
        locale: input.locale,
      });
      return account && { user: account, code: await issueVerificationCode(tx, account.id) };
    });
    if (restarted) {
      await mailVerificationCode(context, restarted.user, restarted.code);
      return;
    }
  }
  const resetToken = await issueResetToken(db, user.id);
  await mailer.send({
    to: user.email,
    kind: 'registration-attempt',
    ...mailTemplates.registrationAttempt(accountReader(config.publicUrl, user), user.name, resetToken),
  });
}

/**
 * `POST /auth/verify-email`: checks the code (5 tries, 10 minutes, once) and signs the user in. An unknown e-mail,
 * a verified account and a wrong, expired or spent code all hear the same 400, so none tells an account exists.
 */
export async function verifyEmail(context: AuthContext, input: TVerifyEmailRequest) {
  const { db, tokens } = context;
  const rejected = () => new AppError('VALIDATION', AUTH_MESSAGES.codeRejected);
  const user = await findUserByEmail(db, input.email);
  // a verified account has nothing to verify: a leftover code must not sign anyone in
  if (!user || user.isEmailVerified) throw rejected();
  const open = await repository.findLatestOpenCode(db, user.id);
  if (!open) throw rejected();
  const attempt = await repository.claimCodeAttempt(db, open.id, MAX_CODE_ATTEMPTS);
  if (!attempt || !sameHash(attempt.codeHash, hashCode(user.id, input.code))) throw rejected();
  const verified = await db.transaction(async (tx) => {
    if (!(await repository.consumeCode(tx, open.id))) throw rejected();
    return updateUser(tx, user.id, { isEmailVerified: true });
  });
  if (!verified) throw rejected();
  return {
    message: 'Email verified successfully',
    token: await tokens.sign(verified),
    user: await publicUser(db, verified),
    isAuthenticated: true,
  };
}

/**
 * `POST /auth/resend-verification`: a new code, at most one a minute and five an hour per e-mail. The answer is
 * the same whether or not the account exists, and the limits count every e-mail alike, so neither tells.
 */
export async function resendVerification(context: AuthContext, { email }: { email: string }) {
  const { db } = context;
  await consumeAllowance(db, 'verification-send', email, codeSendRules(context));
  const user = await findUserByEmail(db, email);
  if (user && !user.isEmailVerified) {
    const code = await db.transaction((tx) => issueVerificationCode(tx, user.id));
    await mailVerificationCode(context, user, code);
  }
  return { message: AUTH_MESSAGES.codeSent };
}

/**
 * Counts a sign-in attempt to an account before its password is checked, so parallel guesses cannot slip past
 * the limit (a right password gives it back); refuses, whatever the password, while the account is paused.
 *
 * The trade-off: anyone who knows an e-mail can pause its sign-ins with ACCOUNT_SIGN_IN_LOCK.failures wrong
 * passwords, and do it again when the pause ends. Without the pause, rotating addresses gives unlimited guesses,
 * which is worse. So the pause is bounded (it ends when the failures leave the window and counts nothing while on),
 * the owner is mailed when it starts with a reset link, a password reset lifts it at once, and sessions already
 * signed in go on: the denial is neither silent nor endless for the owner.
 */
async function takeSignInAttempt(db: AuthContext['db'], email: string): Promise<number> {
  const attempt = await tryConsumeAllowance(db, 'login-account', email, ACCOUNT_LOCK_RULES);
  if (attempt.eventId === undefined) {
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.accountLocked(Math.ceil(attempt.wait / 60)), {
      retryAfterSeconds: attempt.wait,
      inLanguage: { ms: MS.accountLocked(Math.ceil(attempt.wait / 60)) },
    });
  }
  return attempt.eventId;
}

/** Mails the owner when a failure has just paused the account's sign-ins (at most once an hour). */
async function tellOwnerIfPaused(context: AuthContext, email: string, user: UserRow | undefined) {
  const { db, mailer, config } = context;
  // asked for every e-mail alike, so an unknown one answers in the same time
  const wait = await secondsUntilAllowed(db, 'login-account', email, ACCOUNT_LOCK_RULES);
  if (wait === 0 || !user) return;
  if ((await tryConsumeAllowance(db, 'sign-in-paused-mail', user.id, LOCK_MAIL_RULES)).eventId === undefined) return;
  const resetToken = await issueResetToken(db, user.id);
  await mailer.send({
    to: user.email,
    kind: 'sign-in-paused',
    ...mailTemplates.signInLocked(accountReader(config.publicUrl, user), user.name, Math.ceil(wait / 60), resetToken),
  });
}

/**
 * `POST /auth/login`: the same 401 for a wrong e-mail or password. Two limits: 10 failures in 15 minutes per
 * account and address, and ACCOUNT_SIGN_IN_LOCK per account from every address together.
 */
export async function login(context: AuthContext, { ip, ...input }: TLoginRequest & { ip: string }) {
  const { db, tokens } = context;
  const addressKey = `${input.email}|${ip}`;
  await assertAllowed(db, 'login-failure', addressKey, LOGIN_FAILURE_RULES);
  const attemptId = await takeSignInAttempt(db, input.email);
  const user = await findUserByEmail(db, input.email);
  // an unknown e-mail still costs one scrypt, so the answer takes the same time
  const isPasswordRight = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !isPasswordRight) {
    await recordEvent(db, 'login-failure', addressKey);
    await tellOwnerIfPaused(context, input.email, user);
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  await forgetEvent(db, attemptId);
  await clearEvents(db, 'login-failure', addressKey);
  if (!SIGN_IN_ROLES.includes(user.role as (typeof SIGN_IN_ROLES)[number])) {
    throw new AppError('UNAUTHORIZED_ROLE', AUTH_MESSAGES.unauthorizedRole);
  }
  if (!user.isEmailVerified) throw new AppError('EMAIL_VERIFICATION_REQUIRED', AUTH_MESSAGES.verifyEmail);
  const signedIn = (await updateUser(db, user.id, { lastLoginAt: new Date() })) ?? user;
  return {
    user: await publicUser(db, signedIn),
    token: await tokens.sign(signedIn),
    requiresEmailVerification: false,
    // an administrator has no wizard to finish
    requiresProfileCompletion: !signedIn.isProfileComplete && signedIn.role !== 'ADMIN',
  };
}

async function sendResetLink(context: AuthContext, user: UserRow) {
  const { db, mailer, config } = context;
  // a quiet limit: a flood of requests sends no more mail, and the caller cannot tell
  if ((await secondsUntilAllowed(db, 'reset-mail', user.id, resetMailRules(context))) > 0) return;
  await recordEvent(db, 'reset-mail', user.id);
  const token = await issueResetToken(db, user.id);
  await mailer.send({
    to: user.email,
    kind: 'password-reset',
    ...mailTemplates.passwordReset(accountReader(config.publicUrl, user), user.name, token),
  });
}

/**
 * `POST /auth/forgot-password`: the same answer, in about the same time, whether or not the account exists;
 * the token and mail are made after the answer so their cost does not show.
 */
export async function forgotPassword(context: AuthContext, { email, log }: { email: string; log: Log }) {
  const user = await findUserByEmail(context.db, email);
  if (user) {
    void sendResetLink(context, user).catch((error) => log.warn({ err: error }, 'password reset mail not queued'));
  }
  return { message: AUTH_MESSAGES.resetRequested };
}

/**
 * `POST /auth/reset-password`: uses the token once, sets the password and ends every older session. The reset
 * proves the mailbox, so it also lifts the account's sign-in pause and its failures from every address.
 */
export async function resetPassword(context: AuthContext, input: { token: string; password: string }) {
  const { db } = context;
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const used = await repository.consumeResetToken(tx, sha256(input.token));
    if (!used) throw new AppError('VALIDATION', AUTH_MESSAGES.resetTokenInvalid);
    await repository.retireResetTokens(tx, used.userId);
    return updateUser(tx, used.userId, { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` });
  });
  if (user) {
    const email = user.email.toLowerCase();
    await clearEvents(db, 'login-account', email);
    await clearEventsWithPrefix(db, 'login-failure', `${email}|`);
  }
  return { message: AUTH_MESSAGES.passwordResetSuccessful };
}
