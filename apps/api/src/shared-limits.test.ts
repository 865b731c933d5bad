import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './test/factories.js';
import { openTestDatabase, usesPostgres } from './test/harness.js';
import { startServerProcesses } from './test/server-processes.js';

// Two real server processes on one PostgreSQL (DESIGN.md §3): a limit reached through one holds on the other.

describe.skipIf(!usesPostgres())('limits shared by two server processes on one PostgreSQL', () => {
  let bases: string[] = [];
  let stop: () => Promise<void> = async () => {};
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    // the migrations run here once, so the two servers start on a ready database
    const opened = await openTestDatabase();
    await opened.database.close();
    drop = opened.drop;
    ({ bases, stop } = await startServerProcesses(2, {
      NODE_ENV: 'production',
      DATABASE_URL: opened.url!,
      JWT_SECRET: 'two-servers-share-this-secret-of-32-chars',
      LIMIT_REGISTRATIONS_PER_HOUR: '4',
    }));
  }, 120_000);

  afterAll(async () => {
    await stop();
    await drop();
  });

  const post = (base: string, path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('counts registrations from one address across both servers', async () => {
    const register = (base: string) =>
      post(base, '/api/auth/register', {
        email: `two-servers-${randomBytes(4).toString('hex')}@example.com`,
        password: TEST_PASSWORD,
        name: 'Nurul Huda',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(bases[i % 2]!)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const first = await register(bases[0]!);
    const second = await register(bases[1]!);
    expect([first.status, second.status]).toEqual([429, 429]);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts failed sign-ins of one account from one address across both servers', async () => {
    const email = `two-servers-login-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await post(bases[i % 2]!, '/api/auth/login', { email, password: 'Wrong-password-1' })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
