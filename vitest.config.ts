import { defineConfig } from 'vitest/config';
import { messages } from './apps/web/messages-plugin.js';

const reporters = process.env.VITEST_JSON
  ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
  : ['default'];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry; two workers fit the 2-core machine
    maxWorkers: 2,
    reporters: reporters as never,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          // one migrated template database per run, copied by each file instead of migrating its own
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // a worker keeps the app's modules loaded from one file to the next; each file still builds its own
          // app on its own database (createTestApp), and nothing in the API keeps state between apps
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [messages()],
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // each file in a VM context of its own (its own modules, mocks and jsdom window) inside a reused thread:
          // the same isolation as a fresh worker per file, at under half the cost of starting one
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['packages/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
});
