import { randomBytes } from 'node:crypto';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardInvitations, mailOutbox, sampleRequests, users } from '../db/schema/index.js';
import { createWorld } from '../modules/projects/projects.fixtures.js';
import { signedInUser, TEST_PASSWORD } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/harness.js';
import { PostgresRateLimitStore } from './rate-limit.js';

// Limits on every flow that sends mail or fills an inbox (issue 11): counted in the database, 429 with Retry-After
// and a sentence, and the client's address taken from X-Forwarded-For only through TRUST_PROXY.

const unique = () => randomBytes(4).toString('hex');
const register = (t: TestContext, options: { ip?: string; forwardedFor?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    payload: { email: `person-${unique()}@example.com`, password: TEST_PASSWORD, name: 'Nurul Huda' },
  });
const usersNamed = async (t: TestContext, pattern: string) =>
  (await t.db.select({ n: count() }).from(users).where(like(users.email, pattern)))[0]!.n;

describe('registrations per address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes ten an hour from one address; the eleventh is a 429 in words that creates nothing', async () => {
    for (let i = 0; i < 10; i++) expect((await register(t, { ip: '198.51.100.1' })).statusCode).toBe(201);
    const before = await usersNamed(t, 'person-%');
    const refused = await register(t, { ip: '198.51.100.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(refused.headers['x-ratelimit-limit']).toBe('10');
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Several accounts were created from your network in the last hour. Please try again in about an hour.',
    });
    expect(await usersNamed(t, 'person-%')).toBe(before);
    expect((await register(t, { ip: '198.51.100.2' })).statusCode).toBe(201);
  });

  it('ignores a forged X-Forwarded-For while TRUST_PROXY is off', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await register(t, { ip: '198.51.100.3', forwardedFor: `203.0.113.${i}` })).statusCode).toBe(201);
    }
    expect((await register(t, { ip: '198.51.100.3', forwardedFor: '203.0.113.99' })).statusCode).toBe(429);
  });
});

describe('X-Forwarded-For through TRUST_PROXY', () => {
  it('with one trusted hop, counts the address the proxy saw', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', LIMIT_REGISTRATIONS_PER_HOUR: '2' });
    try {
      const viaProxy = (client: string) => register(t, { ip: '10.0.0.5', forwardedFor: `6.6.6.6, ${client}` });
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(201);
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(201);
      // the client's own forged entry (6.6.6.6) is left of the proxy's and is not believed
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('with the proxies named, believes the header only from them', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', LIMIT_REGISTRATIONS_PER_HOUR: '2' });
    try {
      const fromProxy = (client: string) => register(t, { ip: '10.1.2.3', forwardedFor: client });
      expect((await fromProxy('203.0.113.20')).statusCode).toBe(201);
      expect((await fromProxy('203.0.113.21')).statusCode).toBe(201);
      expect((await fromProxy('203.0.113.22')).statusCode).toBe(201);
      // a client reaching the server directly cannot rotate its address with the header
      const direct = (forged: string) => register(t, { ip: '198.51.100.50', forwardedFor: forged });
      expect((await direct('1.1.1.1')).statusCode).toBe(201);
      expect((await direct('1.1.1.2')).statusCode).toBe(201);
      expect((await direct('1.1.1.3')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('keeps the per-address sign-in throttle on the real address when the header is forged', async () => {
    const t = await createTestApp();
    try {
      const { user } = await signedInUser(t.db, t.tokens);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.60',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: user.email, password: 'Wrong-password-1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('verification and reset mails per address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ LIMIT_AUTH_MAILS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  it('counts resend-verification and forgot-password together, then answers 429 and sends nothing', async () => {
    const ask = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: '198.51.100.70',
        payload: { email: `someone-${unique()}@example.com` },
      });
    expect((await ask('/api/auth/resend-verification')).statusCode).toBe(200);
    expect((await ask('/api/auth/forgot-password')).statusCode).toBe(200);
    expect((await ask('/api/auth/resend-verification')).statusCode).toBe(200);
    const mailsBefore = (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const refused = await ask('/api/auth/forgot-password');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^We have sent several e-mails for requests from your network/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);
  });
});

describe('board invitations', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ LIMIT_INVITATIONS_PER_HOUR: '3' });
  });
  afterAll(() => t.close());

  const invite = (headers: Record<string, string>, boardId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/board-invitations',
      headers,
      payload: { boardId, inviteeEmail: `guest-${unique()}@example.com`, role: 'viewer' },
    });

  it('are sent only by approved members', async () => {
    const world = await createWorld(t);
    const { headers } = await signedInUser(t.db, t.tokens, { isApproved: false });
    const refused = await invite(headers, world.board._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('User not approved');
  });

  it('are limited per member per hour, with a 429 in words, and the next member is not held back', async () => {
    const world = await createWorld(t);
    for (let i = 0; i < 3; i++) expect((await invite(world.owner.headers, world.board._id)).statusCode).toBe(201);
    const before = (await t.db.select({ n: count() }).from(boardInvitations))[0]!.n;
    const refused = await invite(world.owner.headers, world.board._id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have sent a lot of invitations in the last hour. Please try again in about an hour.',
    );
    expect((await t.db.select({ n: count() }).from(boardInvitations))[0]!.n).toBe(before);
    expect((await invite(world.editor.headers, world.board._id)).statusCode).toBe(201);
  });
});

describe('sample requests per member per day', () => {
  it('takes the configured number, then answers 429 until tomorrow and stores nothing', async () => {
    const t = await createTestApp({ LIMIT_SAMPLE_REQUESTS_PER_DAY: '2' });
    try {
      const { headers } = await signedInUser(t.db, t.tokens);
      const request = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/samples/request',
          headers,
          payload: { productName: 'Terrazzo', category: 'stone', quantityNeeded: 1, urgencyLevel: 'low' },
        });
      expect((await request()).statusCode).toBe(201);
      expect((await request()).statusCode).toBe(201);
      const refused = await request();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
      expect(refused.json().message).toBe('You have sent a lot of sample requests today. Please try again tomorrow.');
      expect((await t.db.select({ n: count() }).from(sampleRequests))[0]!.n).toBe(2);
      const other = await signedInUser(t.db, t.tokens);
      const fromOther = await t.app.inject({
        method: 'POST',
        url: '/api/samples/request',
        headers: other.headers,
        payload: { productName: 'Terrazzo', category: 'stone', quantityNeeded: 1, urgencyLevel: 'low' },
      });
      expect(fromOther.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('PostgresRateLimitStore', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const incr = (store: PostgresRateLimitStore, key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
    );

  it('counts hits in a fixed window, per scope, and starts again when the window is over', async () => {
    const store = new PostgresRateLimitStore(t.db).child({ scope: 'test-window' });
    const other = new PostgresRateLimitStore(t.db).child({ scope: 'test-other' });
    expect((await incr(store, 'k', 600)).current).toBe(1);
    const second = await incr(store, 'k', 600);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(600);
    expect((await incr(other, 'k', 600)).current).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await incr(store, 'k', 600)).current).toBe(1);
  });

  it('counts parallel hits exactly once each', async () => {
    const store = new PostgresRateLimitStore(t.db).child({ scope: 'test-parallel' });
    const results = await Promise.all(Array.from({ length: 20 }, () => incr(store, 'k', 60_000)));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
