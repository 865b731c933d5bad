import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleForm } from '../modules/admin/admin.test-support.js';
import { createBrand, createCategory, createSample, signedInUser } from '../test/factories.js';
import { openTestDatabase, usesPostgres } from '../test/harness.js';
import { TokenService } from './auth.js';

// Two real server processes on one PostgreSQL database, as behind a load balancer: a staff edit through one is seen
// through the other at once, although each keeps its catalogue answers for a minute (NOTIFY catalogue_changed).
// PGlite is one process's database, so this runs where the API tests run on PostgreSQL (CI).
const server = fileURLToPath(new URL('../server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not become healthy`);
}

describe.skipIf(!usesPostgres())('two server processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let dataDir: string;
  let drop: () => Promise<void>;
  let admin: { headers: Record<string, string> };
  let form: Record<string, unknown>;
  let sampleId: string;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    dataDir = await mkdtemp(join(tmpdir(), 'samplebank-processes-'));
    const secret = randomBytes(32).toString('base64url');
    admin = await signedInUser(opened.database.db, new TokenService(secret, opened.database.db), { role: 'ADMIN' });
    const brand = await createBrand(opened.database.db, { name: 'Two Process Timber' });
    const category = await createCategory(opened.database.db, { name: 'Two Process Oak' });
    const sample = await createSample(opened.database.db, brand.id, { categoryId: category.id, stock: 10 });
    sampleId = sample.id;
    form = sampleForm({ brand, category }, { sku: sample.sku, stock: 3 });
    await opened.database.close();

    for (const index of [0, 1]) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', server], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: opened.url,
          DATA_DIR: join(dataDir, String(index)),
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: secret,
          CATALOGUE_CACHE_SECONDS: '60',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      children.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map(waitForHealth));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            })
          : undefined,
      ),
    );
    await drop?.();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a staff edit made through one process on the next read through the other', async () => {
    const [first, second] = bases as [string, string];
    const stockThrough = async (base: string) =>
      ((await (await fetch(`${base}/api/samples/${sampleId}`)).json()) as { stock: number }).stock;
    // both processes now keep the answer with stock 10
    expect(await stockThrough(first)).toBe(10);
    expect(await stockThrough(second)).toBe(10);

    const edit = await fetch(`${first}/api/admin/samples/${sampleId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin.headers },
      body: JSON.stringify(form),
    });
    expect(edit.status).toBe(200);
    expect(await stockThrough(first)).toBe(3);
    // the other process hears of it through PostgreSQL within moments, not after its minute
    await expect.poll(() => stockThrough(second), { timeout: 2_000, interval: 25 }).toBe(3);
  });
});
