import {
  PROFILE_NUDGES_PER_STAFF_PER_DAY,
  UNFINISHED_PROFILE_MESSAGES,
} from '@samplebank/contracts/admin-unfinished-profiles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, throttleEvents, users } from '../../db/schema/index.js';
import { createUser, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://samplebank.test' });
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A verified account that stopped in the wizard, created `ageDays` ago. */
const stuckAccount = (overrides: Partial<typeof users.$inferInsert> = {}, ageDays = 2) =>
  createUser(t.db, {
    isProfileComplete: false,
    isApproved: false,
    userType: null,
    reviewStatus: 'none',
    createdAt: daysAgo(ageDays),
    ...overrides,
  });

const list = (headers: Record<string, string> = admin.headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/unfinished-profiles${query}`, headers });
const nudge = (id: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/unfinished-profiles/${id}/nudge`, headers });

describe('GET /api/admin/unfinished-profiles', () => {
  it('lists verified accounts older than a day that have not finished their profile, and where they stopped', async () => {
    const noType = await stuckAccount({ name: 'Queue No Type' });
    const halfway = await stuckAccount({ name: 'Queue Halfway', userType: 'student' });
    const fresh = await stuckAccount({ name: 'Queue Fresh' }, 0.5);
    const unverified = await stuckAccount({ name: 'Queue Unverified', isEmailVerified: false });
    const finished = await createUser(t.db, { name: 'Queue Finished', isApproved: false, createdAt: daysAgo(5) });

    const response = await list(admin.headers, '?search=Queue');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = body.items.map((item: { _id: string }) => item._id);
    expect(ids).toEqual(expect.arrayContaining([noType.id, halfway.id]));
    for (const hidden of [fresh, unverified, finished]) expect(ids).not.toContain(hidden.id);
    expect(body.items.find((item: { _id: string }) => item._id === noType.id)).toMatchObject({
      email: noType.email,
      stoppedAt: 'account-type',
      profileNudgedAt: null,
      nextNudgeAt: null,
    });
    expect(body.items.find((item: { _id: string }) => item._id === halfway.id).stoppedAt).toBe('profile');
    expect(body).toMatchObject({ total: 2, currentPage: 1, totalPages: 1 });
  });

  it('refuses a user who is not staff (403) and a visitor (401)', async () => {
    const member = await signedInUser(t.db, t.tokens);
    expect((await list(member.headers)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });

  it('refuses a bad page with a 400 and a message', async () => {
    const response = await list(admin.headers, '?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('page must be 1 or more');
  });
});

describe('POST /api/admin/unfinished-profiles/{id}/nudge', () => {
  it('e-mails a reminder with a link to finish the profile, records when and audits it', async () => {
    const account = await stuckAccount({ name: 'Aisyah Rahman' });
    const response = await nudge(account.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(UNFINISHED_PROFILE_MESSAGES.sent(account.email));
    expect(body.item).toMatchObject({ _id: account.id, profileNudgedAt: expect.any(String) });
    expect(new Date(body.item.nextNudgeAt).getTime() - new Date(body.item.profileNudgedAt).getTime()).toBe(3 * DAY_MS);

    const mail = await smtp.mailTo(account.email, (received) => received.subject === 'Finish your Samplebank profile');
    expect(mail.text).toContain('Hi Aisyah Rahman');
    expect(mail.text).toContain(`https://samplebank.test/finish-profile?email=${encodeURIComponent(account.email)}`);

    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.profileNudgedAt).toBeInstanceOf(Date);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, account.id), eq(auditLog.action, 'user.nudge')));
    expect(entry).toMatchObject({ actorId: admin.user.id, entityType: 'user', before: { profileNudgedAt: null } });

    const listed = (await list(admin.headers, `?search=${encodeURIComponent(account.email)}`)).json();
    expect(listed.items[0].profileNudgedAt).toBe(body.item.profileNudgedAt);
  });

  it('sends one reminder per account every 3 days and says when the next may go', async () => {
    const account = await stuckAccount({ profileNudgedAt: daysAgo(1) });
    const again = await nudge(account.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^This account was reminded on .+\. One reminder every 3 days: the next can go on .+\.$/,
    );

    const longAgo = await stuckAccount({ profileNudgedAt: daysAgo(4) });
    expect((await nudge(longAgo.id)).statusCode).toBe(200);
    expect((await nudge(longAgo.id)).statusCode).toBe(409);
  });

  it('refuses an account that finished, one less than a day old, and an unknown one', async () => {
    const finished = await createUser(t.db, { isApproved: false, createdAt: daysAgo(3) });
    expect((await nudge(finished.id)).json()).toMatchObject({ message: UNFINISHED_PROFILE_MESSAGES.alreadyFinished });
    const fresh = await stuckAccount({}, 0.2);
    const tooNew = await nudge(fresh.id);
    expect(tooNew.statusCode).toBe(409);
    expect(tooNew.json().message).toBe(UNFINISHED_PROFILE_MESSAGES.tooNew);
    const unknown = await nudge('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(UNFINISHED_PROFILE_MESSAGES.notFound);
    expect((await nudge('not-an-id')).statusCode).toBe(400);
  });

  it('refuses a user who is not staff (403) and a visitor (401), and sends nothing', async () => {
    const account = await stuckAccount();
    const member = await signedInUser(t.db, t.tokens);
    expect((await nudge(account.id, member.headers)).statusCode).toBe(403);
    expect((await nudge(account.id, {})).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.profileNudgedAt).toBeNull();
  });

  it(`stops a staff member after ${PROFILE_NUDGES_PER_STAFF_PER_DAY} reminders in a day`, async () => {
    const busy = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    // the day's earlier reminders, as the throttle counts them
    await t.db
      .insert(throttleEvents)
      .values(
        Array.from({ length: PROFILE_NUDGES_PER_STAFF_PER_DAY }, () => ({ scope: 'profile-nudge', key: busy.user.id })),
      );
    const account = await stuckAccount();
    const response = await nudge(account.id, busy.headers);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json().message).toMatch(
      new RegExp(`^You have sent ${PROFILE_NUDGES_PER_STAFF_PER_DAY} reminders in the last 24 hours`),
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.profileNudgedAt).toBeNull();
    // another staff member is not held back
    expect((await nudge(account.id)).statusCode).toBe(200);
  });
});
