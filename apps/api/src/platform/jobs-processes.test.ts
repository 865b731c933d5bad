import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { scheduledJobs } from '../db/schema/index.js';
import { openTestDatabase, usesPostgres } from '../test/harness.js';
import { type ServerProcesses, startServerProcesses } from '../test/server-processes.js';

// Several server processes on one PostgreSQL: two machines behind a load balancer, and one machine running
// WEB_CONCURRENCY=2. Each turn of a background job runs in one process only. PGlite is one process's database, so
// this runs where the API tests run on PostgreSQL (CI).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe.skipIf(!usesPostgres())('background jobs across server processes', () => {
  let database: DatabaseHandle;
  let url: string;
  let drop: () => Promise<void> = async () => {};
  const env = () => ({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    JWT_SECRET: 'jobs-test-secret-jobs-test-secret-jobs',
    SEED_DEMO: 'false',
    CHECKOUT_EXPIRY_SECONDS: '1',
  });
  const expiryTurns = async () => {
    const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'checkout-expiry'));
    return row;
  };

  beforeAll(async () => {
    const opened = await openTestDatabase();
    ({ database, drop } = opened);
    url = opened.url as string;
  });
  afterAll(() => drop());

  it('two servers on one database run each turn of the checkout expiry once between them', async () => {
    let servers: ServerProcesses | undefined;
    try {
      servers = await startServerProcesses(2, env());
      const before = (await expiryTurns())?.runs ?? 0;
      const started = Date.now();
      await sleep(5_000);
      const turns = (await expiryTurns())!.runs - before;
      const seconds = (Date.now() - started) / 1000;
      // one turn a second between them; each ticking on its own would make about two a second
      expect(turns).toBeGreaterThanOrEqual(Math.floor(seconds) - 1);
      expect(turns).toBeLessThanOrEqual(Math.ceil(seconds / 0.9) + 1);
      expect((await expiryTurns())?.lastRunBy).toMatch(/:\d+$/);
    } finally {
      await servers?.stop();
    }
  }, 90_000);

  it('WEB_CONCURRENCY=2 serves one port from two processes, replaces one that dies, and runs a turn once', async () => {
    let servers: ServerProcesses | undefined;
    try {
      servers = await startServerProcesses(1, { ...env(), WEB_CONCURRENCY: '2' });
      const [base] = servers.bases as [string];
      const [primary] = servers.pids as [number];
      let workers = childrenOf(primary);
      expect(workers).toHaveLength(2);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      const killed = workers[0]!;
      process.kill(killed, 'SIGKILL');
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        workers = childrenOf(primary);
        if (workers.length === 2 && !workers.includes(killed)) break;
        await sleep(200);
      }
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(killed);
      // the port answers again (a busy machine takes a few seconds to start the new process), then again and again
      const answers = async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status;
      const answerDeadline = Date.now() + 30_000;
      while (Date.now() < answerDeadline && (await answers()) !== 200) await sleep(250);
      for (let i = 0; i < 10; i++) expect(await answers()).toBe(200);

      const before = (await expiryTurns())?.runs ?? 0;
      const started = Date.now();
      await sleep(4_000);
      const turns = (await expiryTurns())!.runs - before;
      expect(turns).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 900) + 1);
    } finally {
      await servers?.stop();
    }
  }, 120_000);
});
