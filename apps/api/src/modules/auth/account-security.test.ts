import { ACCOUNT_SECURITY_MESSAGES } from '@samplebank/contracts/account';
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { signedInUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, LIMIT_ACCOUNT_MAILS_PER_HOUR: '3' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const changePassword = (headers: Record<string, string>, body: unknown) => post('/auth/change-password', headers, body);
const login = (email: string, password: string) => post('/auth/login', {}, { email, password });
const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('POST /auth/change-password', () => {
  it('changes the password, answers a fresh token that works and mails the owner', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(ACCOUNT_SECURITY_MESSAGES.passwordChanged);
    expect(body.user).toMatchObject({ _id: user.id, email: user.email });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect((await profile(body.token)).statusCode).toBe(200);

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const mail = await smtp.mailTo(user.email, (received) => received.subject.includes('password was changed'));
    expect(mail.text).toContain('/reset-password?token=');
  });

  it('ends every other session of the account', async () => {
    const { user, token: first } = await signedInUser(t.db, t.tokens);
    const second = await t.tokens.sign(user);
    const response = await changePassword(bearer(first), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    for (const old of [first, second]) {
      const refused = await profile(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(AUTH_MESSAGES.tokenExpired);
    }
  });

  it('lets the mailed reset link undo a change the owner did not make', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    await changePassword(headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    const mail = await smtp.mailTo(user.email, (received) => received.subject.includes('password was changed'));
    const token = decodeURIComponent(/reset-password\?token=([^\s"<]+)/.exec(mail.text)![1]!);
    const reset = await post('/auth/reset-password', {}, { token, password: 'Taken-Back-99' });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Taken-Back-99')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a 400 in words and changes nothing', async () => {
    const { user, token, headers } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(headers, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    // not a 401: the session is still good, and the web app signs out on a 401
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong,
      fields: { currentPassword: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong },
    });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['too short', 'short7', AUTH_MESSAGES.passwordLength],
    ['too long', 'x'.repeat(26), AUTH_MESSAGES.passwordLength],
    ['with a control character', 'Good-Pass\u0007word', 'contains characters that are not allowed'],
  ])('refuses a new password %s, as registration does', async (_case, newPassword, message) => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(headers, { currentPassword: TEST_PASSWORD, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.toLowerCase()).toContain(message.toLowerCase());
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password that is the current one', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(headers, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.newPasswordSame);
  });

  it.each([
    ['no current password', { newPassword: NEW_PASSWORD }],
    ['an empty current password', { currentPassword: '', newPassword: NEW_PASSWORD }],
    ['a number for a password', { currentPassword: TEST_PASSWORD, newPassword: 12345678 }],
    ['an unknown field', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, userId: 'someone' }],
  ])('answers 400 with a sentence for %s', async (_case, body) => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await changePassword(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/\w+ \w+/);
  });

  it('answers 400 for malformed JSON', async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"currentPassword":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a visitor and an ended session', async () => {
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await changePassword({}, body)).statusCode).toBe(401);
    const { user, headers } = await signedInUser(t.db, t.tokens);
    await t.db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    expect((await changePassword(headers, body)).statusCode).toBe(401);
  });

  it('lets an account awaiting approval and an administrator change their own password', async () => {
    for (const overrides of [{ isApproved: false, reviewStatus: 'pending' }, { role: 'ADMIN' }]) {
      const { headers } = await signedInUser(t.db, t.tokens, overrides);
      const response = await changePassword(headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
    }
  });

  it('pauses after 10 wrong passwords in 15 minutes, even with the right one, and says when to try again', async () => {
    const { user, headers } = await signedInUser(t.db, t.tokens);
    const wrong = { currentPassword: 'guess-again', newPassword: NEW_PASSWORD };
    // in parallel: the attempts are counted before the password is checked, so none slips past the limit
    const answers = await Promise.all(Array.from({ length: 12 }, () => changePassword(headers, wrong)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const paused = await changePassword(headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(paused.json().message).toMatch(/^Too many wrong passwords\. Please try again in about 15 minutes\.$/);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the changes, and their mails, an account makes in an hour', async () => {
    const { user, token: first } = await signedInUser(t.db, t.tokens);
    let token = first;
    const passwords = [TEST_PASSWORD, 'Second-Pass-1', 'Third-Pass-22', 'Fourth-Pass-333', 'Fifth-Pass-4444'];
    for (let index = 0; index < 3; index++) {
      const response = await changePassword(bearer(token), {
        currentPassword: passwords[index],
        newPassword: passwords[index + 1],
      });
      expect(response.statusCode).toBe(200);
      token = response.json().token;
    }
    const refused = await changePassword(bearer(token), { currentPassword: passwords[3], newPassword: passwords[4] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have changed your password several times in the last hour\./);
    expect((await login(user.email, passwords[3]!)).statusCode).toBe(200);
  });
});

describe('POST /auth/sign-out-everywhere', () => {
  it('ends every session of the account, this one included', async () => {
    const { user, token: first } = await signedInUser(t.db, t.tokens);
    const second = await t.tokens.sign(user);
    const response = await post('/auth/sign-out-everywhere', bearer(first));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.signedOutEverywhere);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    const again = await login(user.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.json().token)).statusCode).toBe(200);
  });

  it("leaves other accounts' sessions alone", async () => {
    const { headers } = await signedInUser(t.db, t.tokens);
    const other = await signedInUser(t.db, t.tokens);
    await post('/auth/sign-out-everywhere', headers);
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it('refuses a visitor and a session that has already ended', async () => {
    expect((await post('/auth/sign-out-everywhere')).statusCode).toBe(401);
    const { headers } = await signedInUser(t.db, t.tokens);
    expect((await post('/auth/sign-out-everywhere', headers)).statusCode).toBe(200);
    const ended = await post('/auth/sign-out-everywhere', headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(AUTH_MESSAGES.tokenExpired);
  });
});
