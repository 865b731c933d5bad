// `npm test`: lint, type-check, unit and API tests, then browser tests; ends with one line `N passed, M failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.test-data/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = []; // named again at the end, where a log cut to its tail still shows them
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const passed = result.status === 0;
  if (!passed) ok = false;
  return passed;
}

// Playwright's JSON report nests suites by file and describe; a test whose outcome is "unexpected" failed every try
function unexpectedTests(report) {
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') names.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

// lint and type-check count as one check each
for (const [label, args] of [
  ['lint (biome)', ['biome', 'check', '.']],
  ['type-check (tsc)', ['run', 'typecheck']],
]) {
  const passed = label.startsWith('lint') ? run(label, 'npx', args) : run(label, 'npm', args);
  totals[passed ? 'passed' : 'failed'] += 1;
  if (!passed) failures.push(label);
}

function vitestPass(label, report, args, env) {
  const passed = run(label, 'npx', ['vitest', 'run', ...args], { ...env, VITEST_JSON: report });
  const result = readJson(report);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + (result.numTodoTests ?? 0);
    if (!passed && result.numFailedTests === 0) totals.failed += 1; // a suite failed to load
    for (const file of result.testResults ?? []) {
      const where = file.name?.startsWith(root) ? file.name.slice(root.length) : file.name;
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${label}: ${where} › ${test.fullName}`);
      if (file.status === 'failed' && failed.length === 0) {
        failures.push(`${label}: ${where} did not run: ${String(file.message ?? '').split('\n')[0]}`);
      }
    }
  } else if (!passed) totals.failed += 1;
  if (!passed && !result) failures.push(`${label}: ended without a report`);
}

// every unit and API test on the embedded PGlite; the API tests again on PostgreSQL when TEST_DATABASE_URL is set
const postgresUrl = process.env.TEST_DATABASE_URL;
vitestPass('unit and API tests on PGlite (vitest)', join(reports, 'vitest.json'), [], { TEST_DATABASE_URL: '' });
if (postgresUrl) {
  vitestPass('API tests on PostgreSQL (vitest)', join(reports, 'vitest-postgres.json'), ['apps/api'], {
    TEST_DATABASE_URL: postgresUrl,
  });
}

if (process.env.SKIP_E2E !== '1') {
  const playwrightReport = join(reports, 'playwright.json');
  const e2ePassed = run('browser tests (playwright)', 'node', ['scripts/run-e2e.mjs'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = existsSync(playwrightReport) ? readJson(playwrightReport) : undefined;
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
    if (!e2ePassed && playwright.stats.unexpected === 0) totals.failed += 1;
    failures.push(...unexpectedTests(playwright).map((name) => `browser tests: ${name}`));
  } else if (!e2ePassed) totals.failed += 1;
}

// the storefront as a phone loads it (Lighthouse's mobile preset, scripts/lighthouse.mjs): one check a page
if (process.env.SKIP_E2E !== '1' && process.env.SKIP_LIGHTHOUSE !== '1') {
  const summaryPath = join(reports, 'lighthouse.json');
  const lighthousePassed = run('storefront budgets (lighthouse)', 'node', [
    'scripts/lighthouse.mjs',
    '--summary',
    summaryPath,
  ]);
  const summary = readJson(summaryPath);
  if (summary) {
    totals.passed += summary.passed;
    totals.failed += summary.failed;
    if (!lighthousePassed && summary.failed === 0) totals.failed += 1;
    if (summary.failed > 0) failures.push(`storefront budgets: ${summary.failed} page(s) missed an enforced budget`);
  } else if (!lighthousePassed) totals.failed += 1;
}

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
