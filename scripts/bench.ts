// `npm run bench`: seeds a large catalogue, starts the built server, drives each route with autocannon from this
// process, and prints requests/s, p50/p95/p99 and the server's peak RSS, with each route's throughput as a ratio
// to a constant-JSON route of the same size on the same server (the ceiling on this machine).
// Each route runs twice: with the catalogue cache as shipped (CATALOGUE_CACHE_SECONDS=5) and with it off, so the
// table shows both what a visitor gets and what the database path alone can do.
// The server-rendered pages (ADR 0017) are measured the same two ways, their HTML asked for as a browser asks
// (Brotli), in `--routes pages`; `--routes api` measures the API alone, `all` (the default) both.
// Options: --samples 100000 --brands 300 --connections 50 --duration 10 --database-url postgres://... --out docs/benchmarks.md
// --keep-database NAME (seed once into NAME, reuse it after)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { loadDemoPasswords } from '../apps/api/src/modules/seed/demo-passwords.js';
import { DEMO_EMAILS, ensureDemoAccounts } from '../apps/api/src/modules/seed/seed-accounts.js';
import { seedCatalogue } from '../apps/api/src/modules/seed/seed-catalogue.js';
import { seedReferenceData } from '../apps/api/src/modules/seed/seed-reference.js';
import { LocalStorage } from '../apps/api/src/platform/storage.js';
import { drive } from './bench/drive.js';
import { BROWSER_HEADERS, createPageWorkload, listingPageOf } from './bench/pages.js';
import {
  PAGE_BUDGET_MS,
  type Realistic,
  type Route,
  type Row,
  type Run,
  renderReport,
  STEADY_SHARE,
} from './bench/report.js';
import { type Catalogue, createWorkload, mixOf, REQUEST_KINDS, type RequestKind, wordsOf } from './bench/workload.js';

// autocannon reports the percentiles of this shared list; p95 is not in it by default
const require = createRequire(import.meta.url);
const percentiles: number[] = require('hdr-histogram-percentiles-obj').percentiles;
if (!percentiles.includes(95)) percentiles.splice(percentiles.indexOf(97.5), 0, 95);

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '100000' },
    brands: { type: 'string', default: '300' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL },
    out: { type: 'string', default: 'docs/benchmarks.md' },
    port: { type: 'string', default: '3210' },
    // one-url: each route's one URL repeated (the ceiling of the cache); realistic: every request a fresh draw
    workload: { type: 'string', default: 'both' },
    // server processes (WEB_CONCURRENCY, PostgreSQL only): each count above 1 runs the realistic workload again
    processes: { type: 'string', default: '1,2' },
    // api: the JSON routes; pages: the server-rendered HTML; all: both
    routes: { type: 'string', default: 'all' },
    // a database (beside --database-url) seeded once and kept: later runs reuse it as it is (seeding 1,000,000 samples
    // takes a quarter of an hour); the realistic workload only, which signs nobody in
    'keep-database': { type: 'string' },
    // the realistic workload's kinds (REQUEST_KINDS, comma-separated), all by default: some alone measure their own
    // budget, with no other kind's database work to wait behind (the API only)
    kinds: { type: 'string' },
  },
});
const sampleCount = Number(args.samples);
const brandCount = Number(args.brands);
const connections = Number(args.connections);
const duration = Number(args.duration);
const port = Number(args.port);
const workloads = args.workload === 'both' ? ['one-url', 'realistic'] : [args.workload as string];
if (!workloads.every((name) => name === 'one-url' || name === 'realistic')) {
  throw new Error(`--workload must be one-url, realistic or both, got "${args.workload}"`);
}
if (!['all', 'api', 'pages'].includes(args.routes as string)) {
  throw new Error(`--routes must be all, api or pages, got "${args.routes}"`);
}
const keptDatabase = args['keep-database'];
if (keptDatabase !== undefined) {
  if (!/^[a-z_][a-z0-9_]*$/.test(keptDatabase))
    throw new Error('--keep-database takes a name of letters, digits and _');
  if (!args['database-url']) throw new Error('--keep-database needs --database-url');
  if (workloads.includes('one-url')) throw new Error('--keep-database runs the realistic workload only');
}
const kinds = args.kinds?.split(',').map((kind) => kind.trim()) ?? [...REQUEST_KINDS];
if (!kinds.length || !kinds.every((kind): kind is RequestKind => (REQUEST_KINDS as readonly string[]).includes(kind)))
  throw new Error(`--kinds takes some of ${REQUEST_KINDS.join(', ')}, got "${args.kinds}"`);
if (args.kinds !== undefined && (args.routes !== 'api' || workloads.includes('one-url')))
  throw new Error('--kinds measures the realistic workload on the API only: add --routes api --workload realistic');
const mix = mixOf(kinds);
const measuresApi = args.routes !== 'pages';
const measuresPages = args.routes !== 'api';
const base = `http://127.0.0.1:${port}`;
const processCounts = String(args.processes)
  .split(',')
  .map((count) => Number(count.trim()));
if (!processCounts.every((count) => Number.isInteger(count) && count >= 1)) {
  throw new Error(`--processes must be whole numbers of 1 or more, such as 1,2; got "${args.processes}"`);
}

// the demo accounts renamed for the bench (the premium buyer first), with passwords generated into its data directory
let benchAccounts: { email: string; password: string }[] = [];

async function prepareDatabase(): Promise<{ env: Record<string, string>; kind: string; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'samplebank-bench-'));
  let databaseUrl: string | undefined;
  if (args['database-url']) {
    // a fresh database beside the given one, so the bench never touches real data (or the kept one, once seeded)
    const server = new URL(args['database-url']);
    const name = keptDatabase ?? `samplebank_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    const kept = keptDatabase
      ? (await admin.query('select 1 from pg_database where datname = $1', [keptDatabase])).rowCount === 1
      : false;
    if (!kept) {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    }
    await admin.end();
    server.pathname = `/${name}`;
    databaseUrl = server.toString();
    if (kept) {
      const database = await openDatabase({ databaseUrl });
      const [row] = (await database.db.execute<{ samples: number }>('select count(*)::int as samples from samples'))
        .rows;
      await database.close();
      console.log(`reusing database ${name}: ${row?.samples ?? 0} samples, as seeded by an earlier run`);
      return {
        env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
        kind: 'PostgreSQL',
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    }
  }
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
  const storage = new LocalStorage(join(dataDir, 'uploads'), 'bench-secret-bench-secret-bench-secret');
  const started = Date.now();
  await seedReferenceData(database.db);
  await seedCatalogue(database.db, storage, { samples: sampleCount, brands: brandCount });
  // the server runs in production, which locks every demo account: the bench signs in as the four of them renamed,
  // in turn, so none has 20 sign-ins in flight at once (the per-account pause counts attempts as they start)
  const demo = await ensureDemoAccounts(database.db, await loadDemoPasswords(dataDir, DEMO_EMAILS));
  benchAccounts = demo.map((account) => ({
    email: account.email.replace('@samplebank.demo', '@bench.samplebank.test'),
    password: account.password,
  }));
  await database.db.execute(
    `update users set email = replace(email, '@samplebank.demo', '@bench.samplebank.test') where email like '%@samplebank.demo'`,
  );
  console.log(
    `seeded ${sampleCount} samples and ${brandCount} brands in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  // the steady state autovacuum keeps a live database in: statistics and the visibility map up to date
  if (database.kind === 'postgres') await database.db.execute('vacuum analyze');
  await database.close();
  return {
    env: databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir },
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite',
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && !keptDatabase) {
        const admin = new pg.Client({ connectionString: args['database-url'] });
        await admin.connect();
        await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
        await admin.end();
      }
    },
  };
}

function startServer(env: Record<string, string>, cacheSeconds: number, processes: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      BENCH_CEILING: '1',
      CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
      WEB_CONCURRENCY: String(processes),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // up, and its catalogue read into memory (the facet index): a bench of a warming server measures the warming
      const health = await fetch(`${base}/api/health`);
      if (health.ok && ((await health.json()) as { catalogue?: string }).catalogue !== 'warming') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the server did not become healthy');
}

const peakRssMb = (pid: number) => {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
};

async function measure(route: Route, pid: number, origin = base): Promise<Row> {
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: route.method ?? 'GET',
        path: route.path,
        headers: { 'content-type': 'application/json', ...route.headers },
        body: route.body,
        ...(route.setupRequest ? { setupRequest: route.setupRequest as never } : {}),
      },
    ],
  });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    name: route.name,
    rps: Math.round(result.requests.average),
    p50: latency.p50 ?? Number.NaN,
    p95: latency.p95 ?? Number.NaN,
    p99: latency.p99 ?? Number.NaN,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    rss: peakRssMb(pid),
  };
}

/** The share of the machine's CPU time (all cores) spent busy while `run` runs; undefined off Linux. */
async function busyWhile<T>(run: () => Promise<T>): Promise<{ result: T; busy?: number }> {
  const read = () => {
    try {
      // cpu  user nice system idle iowait irq softirq steal ...
      const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
      const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
      return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
    } catch {
      return undefined;
    }
  };
  const before = read();
  const result = await run();
  const after = read();
  if (!before || !after || after.total <= before.total) return { result };
  return { result, busy: 1 - (after.idle - before.idle) / (after.total - before.total) };
}

/**
 * The floor (scripts/bench/floor-server.ts): a listing page from node:http and node-postgres alone, on the same
 * database, beside the app's; `undefined` on PGlite, which one process holds.
 */
async function measureFloor(env: Record<string, string>, pid: number): Promise<Row | undefined> {
  if (!env.DATABASE_URL) return undefined;
  const floorPort = port + 1;
  const floor = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor-server.ts'], {
    env: { ...process.env, DATABASE_URL: env.DATABASE_URL, PORT: String(floorPort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const origin = `http://127.0.0.1:${floorPort}`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/?page=1`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the floor server did not answer');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const row = await measure(
      { name: 'floor: node:http + pg, listing page 1 (not the app)', path: '/?page=1' },
      pid,
      origin,
    );
    return { ...row, rss: peakRssMb(floor.pid as number) };
  } finally {
    floor.kill('SIGTERM');
    await new Promise((resolve) => floor.once('exit', resolve));
  }
}

/** What the realistic draws are made from, read from the server under test as a visitor would see it. */
async function readCatalogue(json: (path: string) => Promise<any>): Promise<Catalogue> {
  const limit = 15;
  const first = await json(`/api/samples?page=1&limit=${limit}`);
  const lastPage = Math.max(1, Math.ceil(first.totalSamples / limit));
  const facets = await json('/api/samples/facets');
  const { categories } = await json('/api/sample-categories');
  const { organizations } = await json('/api/organizations?type=BRAND');
  // names and ids from pages spread over the whole catalogue
  const spread = Math.max(1, Math.ceil(first.totalSamples / 100));
  const pages = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      json(`/api/samples?page=${1 + Math.floor((index * spread) / 20)}&limit=100`),
    ),
  );
  const samples = pages.flatMap(
    (page) => page.samples as { _id: string; name: string; color: { colorHex: string | null } }[],
  );
  return {
    words: wordsOf(samples.map((sample) => sample.name)),
    colors: facets.colors.map((color: { label: string }) => color.label),
    colorHexes: [...new Set(samples.flatMap((sample) => (sample.color.colorHex ? [sample.color.colorHex] : [])))],
    usages: facets.usages,
    architecturals: facets.architecturals,
    brandIds: organizations.map((organization: { _id: string }) => organization._id),
    categoryIds: categories.map((category: { _id: string }) => category._id),
    sampleIds: samples.map((sample) => sample._id),
    lastPage,
    limit,
  };
}

/**
 * The realistic workload against the API, or (`pages`) the same draws as the server-rendered pages a shopper opens,
 * asked for as a browser asks; the hit rate is then the page cache's.
 */
async function measureRealistic(
  json: (path: string) => Promise<any>,
  pid: number,
  processes: number,
  pages = false,
): Promise<Realistic> {
  const catalogue = await readCatalogue(json);
  const workload = () => (pages ? createPageWorkload(catalogue) : createWorkload(catalogue, Math.random, mix));
  const headers = pages ? BROWSER_HEADERS : {};
  const stats = async () => {
    const cache = await json('/api/bench/cache');
    return pages ? cache.pages : cache;
  };
  // a live server has served such traffic before: a first half-run, not counted, brings the database's and the
  // system's caches to that state (right after seeding a million samples, most of them are on disk)
  await drive(base, workload(), connections, Math.max(1, duration / 2), undefined, headers);
  // the cache's counters are one process's: with several, a read reaches any one of them
  const cacheBefore = processes === 1 ? await stats() : undefined;
  const { result, busy } = await busyWhile(() => drive(base, workload(), connections, duration, undefined, headers));
  const cacheAfter = processes === 1 ? await stats() : undefined;
  const lookups =
    cacheBefore && cacheAfter ? cacheAfter.hits + cacheAfter.misses - cacheBefore.hits - cacheBefore.misses : 0;
  const hitRate = cacheBefore && cacheAfter && lookups > 0 ? (cacheAfter.hits - cacheBefore.hits) / lookups : undefined;
  const rps = Math.round(result.requests / result.seconds);
  // the same traffic arriving at a steady half of that: what a shopper waits when the server is not flat out. Before
  // the ceiling's run: after autocannon's 50 connections of that run, every request this process sent for the next
  // half minute waited 0.5-2 s (categories too) while the server's event loop stayed under 100 ms late
  const rate = Math.max(1, Math.round(rps * STEADY_SHARE));
  const steady =
    processes === 1 ? { ...(await drive(base, workload(), connections, duration, rate, headers)), rate } : undefined;
  if (steady) console.log(`steady ${rate} req/s: ${steady.requests} requests, ${steady.errors} errors`);
  const ceiling = await measure(
    { name: 'ceiling', path: `/api/bench/ceiling?bytes=${Math.max(result.bytes, 2)}` },
    pid,
  );
  console.log(
    `realistic workload${pages ? ' (pages)' : ''}: ${rps} req/s over ${result.requests} requests, ${result.errors} errors (ceiling ${ceiling.rps} req/s)`,
  );
  return { ...result, ceiling: ceiling.rps, hitRate, processes, steady, busy };
}

// shared by both runs, so the second run's cart adds new samples too
let next = 0;

/** Each route with one URL, then the ceiling at its mean body size. */
async function measureEach(routes: Route[], pid: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of routes) {
    const row = await measure(route, pid);
    const ceiling = await measure({ name: 'ceiling', path: `/api/bench/ceiling?bytes=${Math.max(row.bytes, 2)}` }, pid);
    row.ceiling = ceiling.rps;
    rows.push(row);
    console.log(`${route.name}: ${row.rps} req/s, p95 ${row.p95} ms (ceiling ${ceiling.rps} req/s)`);
  }
  return rows;
}

async function runAgainstServer(
  env: Record<string, string>,
  cacheSeconds: number,
  label: string,
  processes = 1,
): Promise<Run> {
  console.log(`\n${label}`);
  const server = startServer(env, cacheSeconds, processes);
  // the one-URL table is one process's; several processes run the realistic workload only
  const runWorkloads = processes === 1 ? workloads : workloads.filter((name) => name === 'realistic');
  try {
    await waitForHealth();
    const json = async (path: string, init?: RequestInit) =>
      (await fetch(`${base}${path}`, init)).json() as Promise<any>;
    const firstPage = await json('/api/samples?page=1&limit=15');
    const sampleId = firstPage.samples[0]._id;
    const brandId = firstPage.samples[0].manufacturerId._id;
    const facets = await json('/api/samples/facets');
    // enough distinct in-stock samples that the run adds new lines rather than hitting the 5-per-line cap
    const pool: string[] = [];
    for (let page = 1; page <= 30; page++) {
      const { samples } = await json(`/api/samples?page=${page}&limit=100&sort=availability_first`);
      pool.push(...samples.map((sample: { _id: string }) => sample._id));
    }
    const login = await json('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchAccounts.find((account) => account.email.startsWith('premium@'))),
    });
    const auth = { authorization: `Bearer ${login.token}` };
    const threeFilters = encodeURIComponent(
      JSON.stringify({ price: [20, 300], color: facets.colors[0].label, availability: ['in-stock'] }),
    );
    const routes: Route[] = [
      { name: 'listing, page 1', path: '/api/samples?page=1&limit=15', catalogue: true },
      { name: 'listing, page 400', path: '/api/samples?page=400&limit=15', catalogue: true },
      { name: 'listing, three filters', path: `/api/samples?page=1&limit=15&filters=${threeFilters}`, catalogue: true },
      { name: 'text search', path: '/api/samples?page=1&limit=15&search=oak%20grey', catalogue: true },
      { name: "a brand's listing", path: `/api/samples?page=1&limit=15&manufacturer=${brandId}`, catalogue: true },
      { name: 'sample details', path: `/api/samples/${sampleId}`, catalogue: true },
      { name: 'categories', path: '/api/sample-categories', catalogue: true },
      {
        name: 'login',
        path: '/api/auth/login',
        method: 'POST',
        body: JSON.stringify(benchAccounts[0]),
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(benchAccounts[next++ % benchAccounts.length]),
        }),
      },
      {
        name: 'add to cart',
        path: '/api/cart-samples/add-sample',
        method: 'POST',
        headers: auth,
        // each call puts a sample from the pool in the cart at quantity 1 (a cart holds a sample once)
        setupRequest: (request) => ({
          ...request,
          path: '/api/cart-samples/add-sample',
          body: JSON.stringify({ sampleId: pool[next++ % pool.length], quantity: 1 }),
        }),
      },
    ];
    // the pages as a browser asks for them; the budget is issue 14's, for the listing's first page
    const pageRoutes: Route[] = [
      { name: 'page /samples (HTML)', path: '/samples', headers: BROWSER_HEADERS, budgetMs: PAGE_BUDGET_MS },
      {
        name: 'page: listing, three filters (HTML)',
        path: listingPageOf(`/api/samples?page=1&limit=15&filters=${threeFilters}`),
        headers: BROWSER_HEADERS,
      },
      { name: 'page: a sample (HTML)', path: `/sample-details/${sampleId}`, headers: BROWSER_HEADERS },
    ];
    const oneUrl = runWorkloads.includes('one-url');
    const rows = oneUrl && measuresApi ? await measureEach(routes, server.pid as number) : [];
    // with the cache off, the least a listing that reads the database can cost here, against the same ceiling
    const floor = cacheSeconds === 0 && rows[0] ? await measureFloor(env, server.pid as number) : undefined;
    if (floor) {
      rows.push({ ...floor, ceiling: rows[0]?.ceiling });
      console.log(`${floor.name}: ${floor.rps} req/s, p95 ${floor.p95} ms`);
    }
    const realistic =
      runWorkloads.includes('realistic') && measuresApi
        ? await measureRealistic(json, server.pid as number, processes)
        : undefined;
    // the pages are one process's measure: several processes are the API's question (docs/scaling.md)
    const pagesHere = measuresPages && processes === 1;
    const pageRows = pagesHere && oneUrl ? await measureEach(pageRoutes, server.pid as number) : [];
    const pageRealistic =
      pagesHere && runWorkloads.includes('realistic')
        ? await measureRealistic(json, server.pid as number, processes, true)
        : undefined;
    return { label, rows, routes: [...routes, ...pageRoutes], realistic, pageRows, pageRealistic, cacheSeconds };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

async function main() {
  const [loadAverage = 0] = loadavg();
  const database = await prepareDatabase();
  try {
    const runs = [
      await runAgainstServer(database.env, 5, 'Catalogue cache on (CATALOGUE_CACHE_SECONDS=5, as shipped)'),
      await runAgainstServer(
        database.env,
        0,
        'Catalogue cache off (CATALOGUE_CACHE_SECONDS=0): every request reaches the database',
      ),
    ];
    // several processes need PostgreSQL (the embedded database is one process's), and only the realistic workload
    const several =
      database.kind === 'PostgreSQL' && workloads.includes('realistic') && measuresApi ? processCounts : [];
    for (const processes of several.filter((count) => count > 1)) {
      runs.push(
        await runAgainstServer(
          database.env,
          5,
          `${processes} server processes (WEB_CONCURRENCY=${processes}), catalogue cache on`,
          processes,
        ),
        await runAgainstServer(
          database.env,
          0,
          `${processes} server processes (WEB_CONCURRENCY=${processes}), catalogue cache off`,
          processes,
        ),
      );
    }
    const report = renderReport(
      {
        sampleCount,
        brandCount,
        connections,
        duration,
        workload: String(args.workload),
        processes: String(args.processes),
        routes: String(args.routes),
        loadAverage,
        mix,
      },
      runs,
      database.kind,
    );
    writeFileSync(args.out as string, report);
    console.log(`\n${report}`);
  } finally {
    await database.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
