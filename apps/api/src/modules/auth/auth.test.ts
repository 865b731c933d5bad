import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { EMAIL_MESSAGES } from '@samplebank/contracts/common';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, throttleEvents, users, verificationCodes } from '../../db/schema/index.js';
import { createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { ACCOUNT_SIGN_IN_LOCK } from './auth.service.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // the per-address limits of the routes are not what these tests are about: every call here comes from one address
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://samplebank.test',
    LIMIT_REGISTRATIONS_PER_HOUR: '1000',
    LIMIT_AUTH_MAILS_PER_HOUR: '1000',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const uniqueEmail = () => `person${++counter}-${Date.now()}@example.com`;
const codeIn = (mail: { subject: string }) => /([0-9A-F]{6})$/.exec(mail.subject)?.[1] ?? '';
const nextCode = async (email: string, previous?: string) =>
  codeIn(await smtp.mailTo(email, (mail) => mail.subject.includes('verification code') && codeIn(mail) !== previous));
const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

async function registered(email = uniqueEmail()) {
  const response = await post('/auth/register', { email, password: 'Sup3r-secret', name: 'Aisyah Rahman' });
  expect(response.statusCode).toBe(201);
  return { email, code: await nextCode(email) };
}

describe('POST /auth/register', () => {
  it('creates an unverified account and mails a 6-character hex code', async () => {
    const email = uniqueEmail();
    const response = await post('/auth/register', { email, password: 'Sup3r-secret', name: 'Aisyah' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.registered, email });
    expect(await nextCode(email)).toMatch(/^[0-9A-F]{6}$/);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ isEmailVerified: false, role: 'SAMPLEBANK_USER', isApproved: false });
    const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, row!.id));
    expect(code!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers an e-mail with a verified account exactly as a new one, and mails its owner instead', async () => {
    const owner = await createUser(t.db);
    const fresh = await post('/auth/register', { email: uniqueEmail(), password: 'Sup3r-secret', name: 'Aisyah' });
    const taken = await post('/auth/register', {
      email: owner.email.toUpperCase(),
      password: 'Another-pass-1',
      name: 'Intruder',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ message: AUTH_MESSAGES.registered, email: owner.email });
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    const mail = await smtp.mailTo(owner.email, (received) => received.subject.includes('Someone tried'));
    expect(mail.text).toContain('Sign in: https://samplebank.test');
    // the mailed reset link works, and nothing about the account changed
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect((await post('/auth/reset-password', { token, password: 'Owner-chose-1' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toMatchObject({ name: owner.name, isEmailVerified: true });
    expect(smtp.received.some((received) => received.to.includes(owner.email) && codeIn(received))).toBe(false);
  });

  it('tells the owner once a minute at most, quietly: the answer stays the same', async () => {
    const owner = await createUser(t.db);
    const first = await post('/auth/register', { email: owner.email, password: 'Another-pass-1', name: 'X' });
    await smtp.mailTo(owner.email, (received) => received.subject.includes('Someone tried'));
    const second = await post('/auth/register', { email: owner.email, password: 'Another-pass-1', name: 'X' });
    expect(second.statusCode).toBe(201);
    expect(second.body).toBe(first.body);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.kind, 'registration-attempt')));
    expect(mails).toHaveLength(1);
  });

  it('mails a fresh code to an unverified account registered again, and the new password is the one that works', async () => {
    const { email, code } = await registered();
    await t.db.execute(
      sql`update throttle_events set created_at = created_at - interval '61 seconds' where key = ${email}`,
    );
    const again = await post('/auth/register', { email, password: 'Second-try-22', name: 'Aisyah R.' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.registered, email });
    const fresh = await nextCode(email, code);
    expect(fresh).not.toBe(code);
    expect((await post('/auth/verify-email', { email, code })).statusCode).toBe(400);
    expect((await post('/auth/verify-email', { email, code: fresh })).statusCode).toBe(200);
    expect((await post('/auth/login', { email, password: 'Sup3r-secret' })).statusCode).toBe(401);
    const login = await post('/auth/login', { email, password: 'Second-try-22' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.name).toBe('Aisyah R.');
  });

  it('sends no second code to an unverified account registered again within the minute, and keeps its password', async () => {
    const { email, code } = await registered();
    const again = await post('/auth/register', { email, password: 'Second-try-22', name: 'X' });
    expect(again.statusCode).toBe(201);
    expect((await post('/auth/verify-email', { email, code })).statusCode).toBe(200);
    expect((await post('/auth/login', { email, password: 'Sup3r-secret' })).statusCode).toBe(200);
  });

  it('answers two registrations of one new e-mail at once alike, with one account', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/auth/register', { email, password: 'Sup3r-secret', name: 'Aisyah' })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ email: 'a@b.co', password: 'short', name: 'A' }, AUTH_MESSAGES.passwordLength],
    [{ email: 'a@b.co', password: 'x'.repeat(26), name: 'A' }, AUTH_MESSAGES.passwordLength],
    [{ email: 'not-an-email', password: 'Sup3r-secret', name: 'A' }, EMAIL_MESSAGES.invalid],
    [{ email: 'a@b.co', password: 'Sup3r-secret', name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: 'a@b.co', password: 'Sup3r-secret' }, 'name'],
    [{ email: 'a@b.co', password: 'Sup3r-secret', name: 'A', role: 'ADMIN' }, 'role'],
    [{ email: 'a@b.co', password: 12345678, name: 'A' }, AUTH_MESSAGES.passwordLength],
  ])('refuses bad input %#', async (payload, message) => {
    const response = await post('/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });
});

describe('POST /auth/verify-email', () => {
  it('verifies with the mailed code, in any case, and signs the user in', async () => {
    const { email, code } = await registered();
    const response = await post('/auth/verify-email', { email, code: code.toLowerCase() });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email, isEmailVerified: true });
    expect(body.user.passwordHash).toBeUndefined();
    expect(body.user.tokenVersion).toBeUndefined();
    const profile = await post('/auth/profile', { email }, { authorization: `Bearer ${body.token}` });
    expect(profile.statusCode).toBe(200);
    // single use
    const again = await post('/auth/verify-email', { email, code });
    expect(again.statusCode).toBe(400);
  });

  it('counts wrong codes and kills the code on the sixth try', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/auth/verify-email', { email, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(AUTH_MESSAGES.codeRejected);
    }
    const sixth = await post('/auth/verify-email', { email, code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(AUTH_MESSAGES.codeRejected);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.isEmailVerified).toBe(false);
  });

  it('counts parallel guesses, so a burst cannot get more than five tries', async () => {
    const { email, code } = await registered();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => post('/auth/verify-email', { email, code: wrongCode(code) })),
    );
    expect(guesses.every((response) => response.statusCode === 400)).toBe(true);
    const [row] = await t.db
      .execute<{ attempts: number }>(
        sql`select attempts from verification_codes where user_id = (select id from users where email = ${email})`,
      )
      .then((result) => result.rows);
    expect(Number(row!.attempts)).toBe(5);
    expect((await post('/auth/verify-email', { email, code })).statusCode).toBe(400);
  });

  it('answers an unknown e-mail, a verified account, a wrong, an expired and a dead code the same way', async () => {
    const wrong = await registered();
    const expired = await registered();
    await t.db.execute(sql`update verification_codes set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${expired.email})`);
    const dead = await registered();
    for (let i = 0; i < 5; i++) await post('/auth/verify-email', { email: dead.email, code: wrongCode(dead.code) });
    const verified = await registered();
    expect((await post('/auth/verify-email', verified)).statusCode).toBe(200);

    const answers = await Promise.all([
      post('/auth/verify-email', { email: uniqueEmail(), code: 'ABC123' }),
      post('/auth/verify-email', verified),
      post('/auth/verify-email', { email: wrong.email, code: wrongCode(wrong.code) }),
      post('/auth/verify-email', expired),
      post('/auth/verify-email', dead),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json().message).toBe(AUTH_MESSAGES.codeRejected);
  });

  it.each(['ABC12', 'ABC1234', 'GHIJKL', ''])('refuses the malformed code %j', async (code) => {
    const response = await post('/auth/verify-email', { email: 'a@b.co', code });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(AUTH_MESSAGES.codeLength);
  });
});

describe('POST /auth/resend-verification', () => {
  it('answers 429 with Retry-After inside 60 seconds of the last send', async () => {
    const { email } = await registered();
    const response = await post('/auth/resend-verification', { email });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('sends once when resends race', async () => {
    const { email } = await registered();
    await t.db.execute(
      sql`update throttle_events set created_at = created_at - interval '61 seconds' where key = ${email}`,
    );
    const responses = await Promise.all(Array.from({ length: 5 }, () => post('/auth/resend-verification', { email })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(4);
  });

  it('sends a new code after the cooldown and retires the old one', async () => {
    const { email, code } = await registered();
    await t.db.execute(
      sql`update throttle_events set created_at = created_at - interval '61 seconds' where key = ${email}`,
    );
    const response = await post('/auth/resend-verification', { email });
    expect(response.statusCode).toBe(200);
    const fresh = await nextCode(email, code);
    expect(fresh).not.toBe(code);
    expect((await post('/auth/verify-email', { email, code })).statusCode).toBe(400);
    expect((await post('/auth/verify-email', { email, code: fresh })).statusCode).toBe(200);
  });

  it('stops after five sends an hour', async () => {
    const { email } = await registered();
    await t.db.execute(sql`update throttle_events set created_at = now() - interval '50 minutes' where key = ${email}`);
    for (let i = 0; i < 4; i++) {
      await t.db
        .insert(throttleEvents)
        .values({ scope: 'verification-send', key: email, createdAt: new Date(Date.now() - (40 - i) * 60_000) });
    }
    const response = await post('/auth/resend-verification', { email });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await post('/auth/resend-verification', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.codeSent });
    expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
  });
});

describe('POST /auth/login', () => {
  it('signs in a complete account', async () => {
    const user = await createUser(t.db);
    const response = await post('/auth/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { _id: user.id, email: user.email },
      token: expect.any(String),
      requiresEmailVerification: false,
      requiresProfileCompletion: false,
    });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await post('/auth/login', { email: user.email, password: 'Wrong-password-1' });
    const unknown = await post('/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('refuses an unverified e-mail with EMAIL_VERIFICATION_REQUIRED', async () => {
    const user = await createUser(t.db, { isEmailVerified: false, isProfileComplete: false, isApproved: false });
    const response = await post('/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_VERIFICATION_REQUIRED', message: AUTH_MESSAGES.verifyEmail });
  });

  it('lets a verified but incomplete profile in to finish the wizard', async () => {
    const user = await createUser(t.db, { isProfileComplete: false, isApproved: false, userType: null });
    const response = await post('/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ requiresProfileCompletion: true, token: expect.any(String) });
  });

  it('answers 429 after 10 failures in 15 minutes for one account from one address', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i++) {
      expect((await post('/auth/login', { email: user.email, password: 'Wrong-password-1' })).statusCode).toBe(401);
    }
    const blocked = await post('/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.8.7',
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('pauses an account guessed at from many addresses, refusing even the right password, until a reset', async () => {
    const user = await createUser(t.db);
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const answers: number[] = [];
    for (const address of addresses) {
      for (let i = 0; i < 10; i++) answers.push((await from(address, 'Wrong-password-1')).statusCode);
    }
    // each address stays under its own limit of 10; the account's limit of 20 across them all stops the rest
    expect(answers.slice(0, ACCOUNT_SIGN_IN_LOCK.failures).every((status) => status === 401)).toBe(true);
    expect(answers.slice(ACCOUNT_SIGN_IN_LOCK.failures).every((status) => status === 429)).toBe(true);

    for (const address of [addresses[2]!, '198.51.100.7']) {
      const rightPassword = await from(address, TEST_PASSWORD);
      expect(rightPassword.statusCode).toBe(429);
      expect(rightPassword.json().message).toMatch(
        /^Too many failed sign-ins for this account\. Try again in about 1[45] minutes, or reset your password\.$/,
      );
      const retryAfter = Number(rightPassword.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(13 * 60);
      expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SIGN_IN_LOCK.windowMinutes * 60);
      expect(rightPassword.json().token).toBeUndefined();
    }

    // the owner is told, once, with a reset link that lifts the pause
    const notice = await smtp.mailTo(user.email, (mail) => mail.subject.includes('paused'));
    const token = /reset-password\?token=([\w-]+)/.exec(notice.text)?.[1];
    expect(token).toBeTruthy();
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.kind, 'sign-in-paused'))),
    ).toHaveLength(1);
    expect((await post('/auth/reset-password', { token, password: 'Brand-new-pass1' })).statusCode).toBe(200);
    expect((await from(addresses[0]!, 'Brand-new-pass1')).statusCode).toBe(200);
  });

  it('counts parallel guesses against the account, so a burst cannot get past its limit', async () => {
    const user = await createUser(t.db);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'Wrong-password-1' },
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(ACCOUNT_SIGN_IN_LOCK.failures);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(30 - ACCOUNT_SIGN_IN_LOCK.failures);
  });

  it('does not count right passwords towards the pause', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LOCK.failures + 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: `192.0.2.${100 + (i % 5)}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('pauses an unknown e-mail the same way, so the pause does not tell an account exists', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < ACCOUNT_SIGN_IN_LOCK.failures; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong-password-1' },
        remoteAddress: `198.18.0.${i + 1}`,
      });
    }
    const response = await post('/auth/login', { email, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toContain('Too many failed sign-ins for this account.');
  });

  it.each([{ email: 'a@b.co' }, { password: 'x' }, { email: 'a@b.co', password: '' }, { email: 1, password: 'x' }])(
    'refuses bad input %#',
    async (payload) => {
      const response = await post('/auth/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    },
  );
});

describe('password reset', () => {
  const resetToken = async (email: string) => {
    const mail = await smtp.mailTo(email, (received) => received.subject.includes('Reset'));
    const link = /https:\/\/samplebank\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).toBeTruthy();
    return link![1]!;
  };

  it('answers the same for a known and an unknown e-mail', async () => {
    const user = await createUser(t.db);
    const known = await post('/auth/forgot-password', { email: user.email });
    const unknown = await post('/auth/forgot-password', { email: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.body).toBe(unknown.body);
  });

  it('resets with the mailed token once, and ends older sessions', async () => {
    const user = await createUser(t.db);
    const oldToken = await t.tokens.sign(user);
    await post('/auth/forgot-password', { email: user.email });
    const token = await resetToken(user.email);
    const [stored] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).not.toContain(token);

    const reset = await post('/auth/reset-password', { token, password: 'Brand-new-pass1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.passwordResetSuccessful });

    const reused = await post('/auth/reset-password', { token, password: 'Another-pass-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.resetTokenInvalid);

    const old = await post('/auth/profile', { email: user.email }, { authorization: `Bearer ${oldToken}` });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(AUTH_MESSAGES.tokenExpired);
    expect((await post('/auth/login', { email: user.email, password: 'Brand-new-pass1' })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.db);
    await post('/auth/forgot-password', { email: user.email });
    const token = await resetToken(user.email);
    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const response = await post('/auth/reset-password', { token, password: 'Brand-new-pass1' });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    [{ token: 'whatever', password: 'short' }, AUTH_MESSAGES.passwordTooShort],
    [{ token: 'whatever', password: 'x'.repeat(26) }, AUTH_MESSAGES.passwordTooLong],
    [{ password: 'Long-enough-1' }, AUTH_MESSAGES.resetTokenMissing],
    [{ token: 'unknown-token', password: 'Long-enough-1' }, AUTH_MESSAGES.resetTokenInvalid],
  ])('refuses bad input %#', async (payload, message) => {
    const response = await post('/auth/reset-password', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it.each([
    [{}, EMAIL_MESSAGES.required],
    [{ email: 'nope' }, EMAIL_MESSAGES.invalid],
  ])('forgot-password refuses bad input %#', async (payload, message) => {
    const response = await post('/auth/forgot-password', payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });
});

describe('bearer tokens', () => {
  it('refuses a token signed with another secret', async () => {
    const user = await createUser(t.db);
    const forged = await new SignJWT({ userId: user.id, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const response = await post('/auth/profile', { email: user.email }, { authorization: `Bearer ${forged}` });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const user = await createUser(t.db);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({ userId: user.id, ver: 0, exp: 9999999999 })}.`;
    const response = await post('/auth/profile', { email: user.email }, { authorization: `Bearer ${unsigned}` });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a request without a token', async () => {
    const response = await post('/auth/profile', { email: 'a@b.co' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the API description', () => {
  it('documents the auth calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/complete-profile', '/api/users/{id}']),
    );
  });
});
