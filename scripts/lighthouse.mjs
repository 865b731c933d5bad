// `npm run lighthouse`: the storefront's budgets (DESIGN.md §8, issue 14) measured as a phone sees them. Lighthouse's
// mobile preset (a mid-range phone on slow 4G: simulated 150 ms round trips, 1.6 Mbit/s, 4x slower CPU, less on a slow
// host or a host whose kernel is slow: `slowdownFor`) in Debian's
// Chromium, five runs a page (`--runs`), against a production server with the demo catalogue. It fails
// when a page misses a budget; `--write` also records the runs in docs/web-performance.md.
//
// Lighthouse's simulated times scale with the machine's speed during the run, and a 2-core machine has slow moments
// (another process, a garbage collection in the server): each budget is judged on the median of its own metric over
// the runs (Lighthouse CI's `median` aggregation; five runs, as Lighthouse's guide on variability advises), and a page
// whose median misses a budget is measured RUNS times more and judged on the median of all its runs. A real
// regression misses both times.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { Runner } from 'lighthouse/core/runner.js';
import { buildWebIfStale } from './build-web-if-stale.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3190' },
    write: { type: 'boolean', default: false },
    /** a folder for each page's median report (JSON), to read what a miss is made of */
    reports: { type: 'string' },
    /** a JSON file for npm test: how many pages passed their enforced budgets */
    summary: { type: 'string' },
    /** a CPU slowdown to use instead of the host's calibrated one (e.g. 4, to see a page as a fast host would) */
    'cpu-slowdown': { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The budgets, each a check of a median run: performance and SEO scores out of 100, times in ms. */
const BUDGETS = [
  { name: 'performance', read: (lhr) => Math.round(lhr.categories.performance.score * 100), atLeast: 95 },
  { name: 'SEO', read: (lhr) => Math.round(lhr.categories.seo.score * 100), atLeast: 100 },
  { name: 'LCP', read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue, atMost: 2000, unit: 'ms' },
  { name: 'CLS', read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, atMost: 0.05 },
  { name: 'TBT', read: (lhr) => lhr.audits['total-blocking-time'].numericValue, atMost: 150, unit: 'ms' },
];

// the budgets a miss fails the run on: all of them, unless LIGHTHOUSE_ENFORCE names fewer (to measure one change
// while another budget is knowingly missed); the others are reported
const ENFORCED = new Set(
  (process.env.LIGHTHOUSE_ENFORCE ?? BUDGETS.map((budget) => budget.name).join(','))
    .split(',')
    .map((name) => name.trim()),
);

async function waitForHealth(server) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 5 minutes');
}

/** A production server (React's production build, compression, caching headers) seeded with the demo catalogue. */
function startServer(dataDir) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(36).toString('base64'),
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
    },
  });
}

async function pagesToMeasure() {
  const listing = await (await fetch(`${ORIGIN}/api/samples?page=1`)).json();
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/samples' },
    { name: 'sample page', path: `/sample-details/${listing.samples[0]._id}` },
  ];
}

/** The mobile preset's CPU slowdown (a fast desktop as a mid-range phone), which DESIGN.md §8's budgets are set in. */
const PRESET_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this host, as fast as it was at the start of a run, the preset's mid-range phone. The
 * preset's 4x assumes a fast desktop; on a slower host Lighthouse warns (a benchmarkIndex under 1,000) and documents
 * smaller multipliers (docs/throttling.md in its repository, "Calibrating the CPU slowdown", whose calculator reads
 * 1,533 as 4x, 1,300 as 3x, 800 as 2x and 150 as 1x), so a slow machine does not fail a page a phone would load
 * within the budgets. A faster host keeps the preset's 4x (the calculator goes on: 2,000 as 6x, 3,100 as 10.7x), and
 * is lenient: `--cpu-slowdown` shows a page as a slower host would.
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return PRESET_CPU_SLOWDOWN;
  const calibrated =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : Math.max(1, 1 + (benchmarkIndex - 150) / 650);
  return Math.min(PRESET_CPU_SLOWDOWN, Math.round(calibrated * 10) / 10);
}

/**
 * What the host's kernel costs a page load, beside its CPU (`benchmarkIndex` times a tight JavaScript loop, which never
 * enters the kernel). A browser's renderer does both all through a load: its IPC is system calls, and a new renderer's
 * heaps are fresh pages, each a page fault. Some of this project's virtual machines (nested virtualization with shadow
 * page tables) pay 5-10 times an ordinary Linux host for both while their loop runs as fast as a desktop's, and
 * Lighthouse, which multiplies every task's length, then reads that kernel time as a phone's CPU time: on such a host
 * the commit before a change missed TBT exactly as the change did (docs/decisions/0027).
 *
 * Measured here, in this process, on the same kernel as Chromium: a system call (`process.ppid` asks getppid(2) each
 * time) and a first write to a fresh 4 KiB page, the medians of five rounds.
 */
function measureHostKernel() {
  const rounds = [];
  for (let round = 0; round < 5; round++) {
    const calls = 100_000;
    let start = process.hrtime.bigint();
    for (let call = 0; call < calls; call++) process.ppid;
    const syscallNs = Number(process.hrtime.bigint() - start) / calls;
    const bytes = 32 << 20;
    const fresh = new Uint8Array(bytes);
    start = process.hrtime.bigint();
    for (let offset = 0; offset < bytes; offset += 4096) fresh[offset] = 1;
    const pageFaultNs = Number(process.hrtime.bigint() - start) / (bytes / 4096);
    rounds.push({ syscallNs, pageFaultNs });
  }
  const median = (numbers) => numbers.sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
  return {
    syscallNs: Math.round(median(rounds.map((round) => round.syscallNs))),
    pageFaultNs: Math.round(median(rounds.map((round) => round.pageFaultNs))),
  };
}

/**
 * An ordinary Linux host (bare metal, or a KVM guest with hardware page tables) makes a system call in 0.1-0.4 µs and
 * a fresh page in 0.3-2 µs; a host past either limit below has a slow kernel. On this project's slow-kernel machines
 * (1.4 µs and 12.7 µs, 2026-11-29) the same build read TBT 0.31-0.88 s at 4x and 0.03-0.05 s at 2x, where an ordinary
 * host of the same `benchmarkIndex` read 0.01-0.09 s at 4x: half the slowdown makes such a host the preset's phone.
 */
const SLOW_KERNEL = { syscallNs: 800, pageFaultNs: 5000 };
const hostKernel = measureHostKernel();
const slowKernel = hostKernel.syscallNs > SLOW_KERNEL.syscallNs || hostKernel.pageFaultNs > SLOW_KERNEL.pageFaultNs;

/** The slowdown for a run: the CPU's (`cpuSlowdownFor`), halved on a host whose kernel is slow. */
function slowdownFor(benchmarkIndex) {
  const cpu = cpuSlowdownFor(benchmarkIndex);
  return slowKernel ? Math.max(1, Math.round((cpu / 2) * 10) / 10) : cpu;
}

/**
 * One Lighthouse run of a page with the preset's network and a CPU slowdown calibrated to the host's speed at that
 * run's start. Lighthouse measures the host (its `benchmarkIndex`, unthrottled) as each run starts and simulates the
 * phone from the run's trace afterwards, so the run is gathered first and simulated with the slowdown its own measure
 * calls for: a virtual machine's speed moves within minutes (1,050 to 1,800 on one CI host), and one measure taken
 * before all the runs made a slow moment read as a slow page. `--cpu-slowdown` fixes the slowdown instead.
 */
async function runOnce(url, port, options) {
  const flags = { port, output: 'json', logLevel: 'error', ...options };
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const settings = runnerOptions.resolvedConfig.settings;
  const cpuSlowdownMultiplier = fixedCpuSlowdown ?? slowdownFor(artifacts.BenchmarkIndex);
  // the simulation reads the slowdown from the settings, which Lighthouse checks are the ones the run was gathered
  // with: both are given the new slowdown before the audits (the gathering itself is not throttled)
  settings.throttling = { ...settings.throttling, cpuSlowdownMultiplier };
  artifacts.settings = settings;
  const result = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/** the slowdown `--cpu-slowdown` fixes, if it was given */
const fixedCpuSlowdown = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : undefined;

/** a run Lighthouse could not finish (it saw no first paint, the page did not settle) is made again, this often */
const MAX_FAILED_RUNS = 6;

/** A run's blocking time, CPU slowdown and long tasks, to read what a miss is made of. */
function describeTasks(lhr) {
  const tasks = lhr.audits['long-tasks'].details?.items ?? [];
  const each = tasks.map(
    (task) => `${task.url.split('/').pop()}@${Math.round(task.startTime)}:${Math.round(task.duration)}`,
  );
  return `TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x: ${each.join(' ')}`;
}

/** Runs Lighthouse `count` times on the page, each a run that finished. */
async function measureRuns(url, port, count) {
  const runs = [];
  let failed = 0;
  while (runs.length < count) {
    const lhr = await runOnce(url, port, { onlyCategories: ['performance', 'seo'] });
    if (!lhr.runtimeError) {
      // LIGHTHOUSE_TASKS=1: each run's blocking time and its long tasks (script, simulated start and length in ms)
      if (process.env.LIGHTHOUSE_TASKS) console.log(`      ${describeTasks(lhr)}`);
      runs.push(lhr);
      continue;
    }
    failed++;
    console.log(`    a run of ${url} failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); made again`);
    if (failed >= MAX_FAILED_RUNS)
      throw new Error(`${failed} runs of ${url} failed; the last: ${lhr.runtimeError.code}`);
  }
  return runs;
}

/** The median of some numbers (the mean of the middle two of an even count). */
function medianOf(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Each budget's metric as the runs give it: the median of its values, one per run. The run Lighthouse calls the median
 * (`computeMedianRun`, the nearest to the median first paint and time to interactive) is kept for the reports, but its
 * other metrics are that one run's: its blocking time could be the slowest of them all.
 */
const valuesOf = (runs) => new Map(BUDGETS.map((budget) => [budget, medianOf(runs.map((lhr) => budget.read(lhr)))]));

/** The budgets the values miss. */
const missedBy = (values) =>
  BUDGETS.filter((budget) => {
    const value = values.get(budget);
    return budget.atLeast !== undefined ? value < budget.atLeast : value > budget.atMost;
  });

/**
 * The page's metrics (the median of each), its median run and its runs: RUNS, or twice that when a first median
 * missed a budget.
 */
async function measure(url, port) {
  const runs = await measureRuns(url, port, RUNS);
  if (missedBy(valuesOf(runs)).some((budget) => ENFORCED.has(budget.name)))
    runs.push(...(await measureRuns(url, port, RUNS)));
  return { values: valuesOf(runs), lhr: computeMedianRun(runs), runs };
}

/** The host's speed (`benchmarkIndex`) and the CPU slowdowns it called for, over some runs. */
function hostOf(runs) {
  const range = (numbers) => {
    const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
    return low === high ? String(low) : `${low}-${high}`;
  };
  const indexes = runs.map((run) => Math.round(run.environment.benchmarkIndex));
  const slowdowns = runs.map((run) => run.configSettings.throttling.cpuSlowdownMultiplier);
  const why = fixedCpuSlowdown
    ? 'fixed by --cpu-slowdown'
    : `the preset's, or Lighthouse's calibration for a slower host, run by run${slowKernel ? ', halved for a slow kernel' : ''}`;
  const kernel = `system call ${(hostKernel.syscallNs / 1000).toFixed(2)} µs, fresh page ${(hostKernel.pageFaultNs / 1000).toFixed(1)} µs`;
  return `host benchmarkIndex ${range(indexes)}, ${kernel}, CPU slowdown ${range(slowdowns)}x (${why})`;
}

const format = (budget, value) =>
  budget.unit === 'ms'
    ? `${(value / 1000).toFixed(2)} s`
    : Number.isInteger(value)
      ? String(value)
      : // a score's median of an even count of runs is a half point; a layout shift keeps its three decimals
        value.toFixed(value >= 1 ? 1 : 3);

function recordInDocs(rows, host) {
  const path = join(root, 'docs/web-performance.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const doc = readFileSync(path, 'utf8');
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`docs/web-performance.md needs ${start} and ${end}`);
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `Last run: ${date}, the median of each metric over ${RUNS} runs a page (\`npm run lighthouse -- --write\`); ${host}.`,
    '',
    `| page | ${BUDGETS.map((budget) => `${budget.name} (${budget.atLeast ? '>=' : '<='} ${format(budget, budget.atLeast ?? budget.atMost)})`).join(' | ')} | FCP | SI |`,
    `| --- | ${BUDGETS.map(() => '---').join(' | ')} | --- | --- |`,
    ...rows.map(
      ({ page, lhr, values: measured }) =>
        `| \`${page.path.replace(/[0-9a-f-]{36}/, '{id}')}\` | ${BUDGETS.map((budget) => format(budget, measured.get(budget))).join(' | ')} | ${format(BUDGETS[2], lhr.audits['first-contentful-paint'].numericValue)} | ${format(BUDGETS[2], lhr.audits['speed-index'].numericValue)} |`,
    ),
  ].join('\n');
  writeFileSync(path, doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`));
}

async function main() {
  buildWebIfStale();
  const images = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-demo-images.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (images.status !== 0) process.exit(images.status ?? 1);

  const dataDir = mkdtempSync(join(tmpdir(), 'samplebank-lighthouse-'));
  const server = startServer(dataDir);
  let chrome;
  let failures = 0;
  try {
    await waitForHealth(server);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    // two short runs first, which warm the server as a visitor before would have
    for (let run = 0; run < 2; run++) await runOnce(`${ORIGIN}/`, chrome.port, { onlyAudits: ['viewport'] });
    const rows = [];
    for (const page of await pagesToMeasure()) {
      const { values: measured, lhr, runs } = await measure(`${ORIGIN}${page.path}`, chrome.port);
      rows.push({ page, lhr, values: measured, runs });
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        writeFileSync(join(values.reports, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
      }
      const missed = missedBy(measured);
      const failed = missed.filter((budget) => ENFORCED.has(budget.name));
      const summary = BUDGETS.map((budget) => `${budget.name} ${format(budget, measured.get(budget))}`).join(', ');
      const median =
        runs.length > RUNS
          ? ` (the medians of ${runs.length} runs: the first ${RUNS} missed)`
          : ` (the medians of ${runs.length} runs)`;
      console.log(`${failed.length ? '✗' : '✓'} ${page.name} (${page.path}): ${summary}${median}`);
      console.log(`    ${hostOf(runs)}`);
      for (const budget of missed) {
        const each = runs.map((run) => format(budget, budget.read(run))).join(', ');
        console.log(
          `    ${budget.name} misses its budget of ${budget.atLeast !== undefined ? 'at least' : 'at most'} ${format(budget, budget.atLeast ?? budget.atMost)}${ENFORCED.has(budget.name) ? '' : ' (not enforced in this run)'}; run by run: ${each}`,
        );
      }
      if (failed.length) failures++;
    }
    if (values.write) recordInDocs(rows, hostOf(rows.flatMap((row) => row.runs)));
    if (values.summary)
      writeFileSync(values.summary, JSON.stringify({ passed: rows.length - failures, failed: failures }));
    console.log(
      `\nlighthouse (enforced: ${[...ENFORCED].join(', ')}): ${rows.length - failures} passed, ${failures} failed`,
    );
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failures ? 1 : 0);
}

await main();
