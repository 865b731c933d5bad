import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  RESEND_COOLDOWN_SECONDS,
  type TLoginRequest,
  type TRegisterRequest,
  type TVerifyEmailRequest,
} from '@samplebank/contracts/auth';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app.js';
import type { Transaction } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { SIGN_IN_ROLES } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { mailTemplates } from '../../platform/mail-templates.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../platform/password.js';
import {
  assertAllowed,
  clearEvents,
  consumeAllowance,
  recordEvent,
  secondsUntilAllowed,
} from '../../platform/throttle.js';
import { findUserByEmail, insertUser, type UserRow, updateUser } from '../users/users.repository.js';
import { publicUser } from '../users/users.service.js';
import * as repository from './auth.repository.js';

type AuthContext = Pick<AppContext, 'db' | 'mailer' | 'config' | 'tokens'>;
type Log = { warn: (object: object, message: string) => void };

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
const CODE_SEND_RULES = [
  { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS },
  { limit: 5, windowSeconds: 60 * 60 },
];
const LOGIN_FAILURE_RULES = [{ limit: 10, windowSeconds: 15 * 60 }];
const RESET_MAIL_RULES = [{ limit: 5, windowSeconds: 60 * 60 }];

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
    ...mailTemplates.verificationCode(config.publicUrl, user.name, code),
  });
}

/** `POST /auth/register`: creates an unverified account and mails its verification code. */
export async function register(context: AuthContext, input: TRegisterRequest) {
  const { db } = context;
  const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let created: { user: UserRow; code: string };
  try {
    created = await db.transaction(async (tx) => {
      const user = await insertUser(tx, { email: input.email, name: input.name, passwordHash });
      return { user, code: await issueVerificationCode(tx, user.id) };
    });
  } catch (error) {
    // two registrations of one e-mail at once: the unique index decides, the loser hears the same answer
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await recordEvent(db, 'verification-send', input.email);
  await mailVerificationCode(context, created.user, created.code);
  return { message: AUTH_MESSAGES.registered, email: created.user.email };
}

/** `POST /auth/verify-email`: checks the code (5 tries, 10 minutes, once) and signs the user in. */
export async function verifyEmail(context: AuthContext, input: TVerifyEmailRequest) {
  const { db, tokens } = context;
  const invalidCode = () => new AppError('VALIDATION', AUTH_MESSAGES.invalidCode);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw invalidCode();
  if (user.isEmailVerified) throw new AppError('VALIDATION', AUTH_MESSAGES.alreadyVerified);
  const open = await repository.findLatestOpenCode(db, user.id);
  if (!open) throw new AppError('VALIDATION', AUTH_MESSAGES.codeExpired);
  const attempt = await repository.claimCodeAttempt(db, open.id, MAX_CODE_ATTEMPTS);
  if (!attempt) {
    const message = open.attempts >= MAX_CODE_ATTEMPTS ? AUTH_MESSAGES.codeDead : AUTH_MESSAGES.codeExpired;
    throw new AppError('VALIDATION', message);
  }
  if (!sameHash(attempt.codeHash, hashCode(user.id, input.code))) throw invalidCode();
  const verified = await db.transaction(async (tx) => {
    if (!(await repository.consumeCode(tx, open.id))) throw invalidCode();
    return updateUser(tx, user.id, { isEmailVerified: true });
  });
  if (!verified) throw invalidCode();
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
export async function resendVerification(context: AuthContext, email: string) {
  const { db } = context;
  await consumeAllowance(db, 'verification-send', email, CODE_SEND_RULES);
  const user = await findUserByEmail(db, email);
  if (user && !user.isEmailVerified) {
    const code = await db.transaction((tx) => issueVerificationCode(tx, user.id));
    await mailVerificationCode(context, user, code);
  }
  return { message: AUTH_MESSAGES.codeSent };
}

/** `POST /auth/login`: the same 401 for a wrong e-mail or password; 10 failures in 15 minutes per account and address. */
export async function login(context: AuthContext, input: TLoginRequest, ip: string) {
  const { db, tokens } = context;
  const throttleKey = `${input.email}|${ip}`;
  await assertAllowed(db, 'login-failure', throttleKey, LOGIN_FAILURE_RULES);
  const user = await findUserByEmail(db, input.email);
  // an unknown e-mail still costs one scrypt, so the answer takes the same time
  const isPasswordRight = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !isPasswordRight) {
    await recordEvent(db, 'login-failure', throttleKey);
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  await clearEvents(db, 'login-failure', throttleKey);
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
  if ((await secondsUntilAllowed(db, 'reset-mail', user.id, RESET_MAIL_RULES)) > 0) return;
  await recordEvent(db, 'reset-mail', user.id);
  const token = randomBytes(32).toString('base64url');
  await repository.insertResetToken(db, user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_LIFETIME_MS));
  await mailer.send({
    to: user.email,
    kind: 'password-reset',
    ...mailTemplates.passwordReset(config.publicUrl, user.name, token),
  });
}

/**
 * `POST /auth/forgot-password`: the same answer, in about the same time, whether or not the account exists;
 * the token and mail are made after the answer so their cost does not show.
 */
export async function forgotPassword(context: AuthContext, email: string, log: Log) {
  const user = await findUserByEmail(context.db, email);
  if (user) {
    void sendResetLink(context, user).catch((error) => log.warn({ err: error }, 'password reset mail not queued'));
  }
  return { message: AUTH_MESSAGES.resetRequested };
}

/** `POST /auth/reset-password`: uses the token once, sets the password and ends every older session. */
export async function resetPassword(context: AuthContext, input: { token: string; password: string }) {
  const { db } = context;
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const used = await repository.consumeResetToken(tx, sha256(input.token));
    if (!used) throw new AppError('VALIDATION', AUTH_MESSAGES.resetTokenInvalid);
    await repository.retireResetTokens(tx, used.userId);
    await updateUser(tx, used.userId, { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` });
  });
  return { message: AUTH_MESSAGES.passwordResetSuccessful };
}
