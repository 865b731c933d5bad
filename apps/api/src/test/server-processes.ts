import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Real server processes for the tests that need several on one PostgreSQL, as behind a load balancer.

const root = fileURLToPath(new URL('../../../..', import.meta.url));

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

export type ServerProcesses = { bases: string[]; pids: number[]; stop: () => Promise<void> };

/**
 * Starts `count` servers (`apps/api/src/server.ts`) on free ports, each with a data directory of its own and the
 * given environment (DATABASE_URL, JWT_SECRET, ...), and waits until each answers its health check. A server that
 * exits or stays silent fails the start with what it printed.
 */
export async function startServerProcesses(count: number, env: Record<string, string>): Promise<ServerProcesses> {
  const dataDir = await mkdtemp(join(tmpdir(), 'samplebank-servers-'));
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  const stop = async () => {
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
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      let output = '';
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDir, `server-${index}`),
          WEB_DIST: join(dataDir, 'no-web'),
          LOG_LEVEL: 'warn',
          ...env,
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
      await waitForHealth(bases[index]!, server, () => output);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { bases, pids: servers.map((server) => server.pid as number), stop };
}
