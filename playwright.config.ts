import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Each worker has a server of its own, on its own port and data directory, so no journey sees another's changes
// (a staff edit to the home page, a sample's stock). Two on two cores; one when a database is given, since two
// servers would share it.
const workers = process.env.E2E_DATABASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
const urlOf = (worker: number) => `http://127.0.0.1:${port + worker}`;
// the config is read again in every worker, which knows its index there
const baseURL = urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

// Debian's Chromium: browser downloads are not possible on these machines
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // recording a trace for every test costs a sixth of the run on two cores: it is recorded when a failed test is
  // retried (CI), or on demand with `--trace on`
  use: { baseURL, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      // the buyer journeys again on a phone-sized screen (journey-*.spec.ts)
      name: 'phone',
      testMatch: /journey-.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, worker) => ({
    command: 'node scripts/start.mjs',
    url: `${urlOf(worker)}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + worker),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataDir}/${worker}`,
      PUBLIC_URL: urlOf(worker),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // every journey registers its own people from 127.0.0.1: the per-address limits are tested in the API tests
      LIMIT_REGISTRATIONS_PER_HOUR: '500',
      LIMIT_AUTH_MAILS_PER_HOUR: '500',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  })),
});
