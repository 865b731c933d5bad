import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './test/factories.js';
import { openTestDatabase, usesPostgres } from './test/harness.js';

// Two real server processes on one PostgreSQL (DESIGN.md §3): a limit reached through one holds on the other.

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output()}`);
}

describe.skipIf(!usesPostgres())('limits shared by two server processes on one PostgreSQL', () => {
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  let drop: () => Promise<void> = async () => {};
  let dataDir = '';

  beforeAll(async () => {
    // the migrations run here once, so the two servers start on a ready database
    const opened = await openTestDatabase();
    await opened.database.close();
    drop = opened.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'samplebank-two-servers-'));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      let output = '';
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: opened.url,
          JWT_SECRET: 'two-servers-share-this-secret-of-32-chars',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDir, `server-${i}`),
          WEB_DIST: join(dataDir, 'no-web'),
          LOG_LEVEL: 'warn',
          LIMIT_REGISTRATIONS_PER_HOUR: '4',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      server.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
      await waitForHealth(bases[i]!, server, () => output);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null) return resolve();
            server.once('exit', () => resolve());
            server.kill('SIGTERM');
          }),
      ),
    );
    await drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
