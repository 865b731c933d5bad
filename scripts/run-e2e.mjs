// Browser tests: a fresh data directory, then Playwright against the built app in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = CHROMIUM_PATH;

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests...');
    const install = spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
      {
        stdio: 'inherit',
      },
    );
    if (install.status !== 0) process.exit(install.status ?? 1);
  } else {
    console.error(`Chromium is missing at ${chromium}: install Debian's chromium package (apt-get install chromium).`);
    process.exit(1);
  }
}

// the run's own data directory (playwright.config.ts reads the same E2E_DATA_DIR): a second run beside this one, on
// its own E2E_PORT and E2E_DATA_DIR, keeps its data
rmSync(resolve(root, process.env.E2E_DATA_DIR ?? '.test-data/e2e'), { recursive: true, force: true });
// built once here, so the servers of the workers (playwright.config.ts) do not each build it at the same time
buildWebIfStale();
// the demo's pictures drawn once here (a few minutes on a new machine), so the workers' servers copy them
const images = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-demo-images.ts'], {
  cwd: root,
  stdio: 'inherit',
});
if (images.status !== 0) process.exit(images.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
