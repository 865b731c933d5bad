// The report of `npm run bench` (docs/benchmarks.md): how the run was made, then each run's tables, each number read
// against its budget (DESIGN.md §8, issues 14 and 21).
import { cpus, platform, release, totalmem } from 'node:os';
import type { DriveResult } from './drive.js';
import { MISSPELT_SHARE, MIX, NEXT_SHARE, type RequestKind } from './workload.js';

/** What the bench was asked for (its options), which the report names and reads its budgets by. */
export type BenchSettings = {
  sampleCount: number;
  brandCount: number;
  connections: number;
  duration: number;
  workload: string;
  processes: string;
  routes: string;
  /** the machine's 1-minute load average when the bench started: anything else running slows every number */
  loadAverage: number;
  /** the realistic workload's kinds and their weights (`--kinds`: some of them only) */
  mix: Record<RequestKind, number>;
};

export type Route = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** varies the request per call (different body each time) */
  setupRequest?: (request: { path: string; body?: string }) => { path: string; body?: string };
  catalogue?: boolean;
  /** the route's p95 budget in ms, when it has its own (catalogue routes: 50) */
  budgetMs?: number;
};

export type Row = {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytes: number;
  rss: number;
  ceiling?: number;
};

// the steady (open-loop) run's rate, as a share of the closed loop's throughput
export const STEADY_SHARE = 0.5;

// issue 14: the server-rendered /samples answers its HTML with p95 <= 80 ms at 100,000 samples, 50 connections
export const PAGE_BUDGET_MS = 80;

export type Realistic = DriveResult & {
  ceiling: number;
  hitRate: number | undefined;
  processes: number;
  steady?: DriveResult & { rate: number };
  /** the share of the machine's CPU busy during the counted run */
  busy?: number;
};
export type Run = {
  label: string;
  rows: Row[];
  routes: Route[];
  realistic?: Realistic;
  /** the server-rendered pages: one URL each, and the realistic draws as pages */
  pageRows: Row[];
  pageRealistic?: Realistic;
  cacheSeconds: number;
};

/** The realistic workload's p95 budget per kind (issue 21): 50 ms at 100,000 samples, 100 ms at 1,000,000. */
const realisticBudgetMs = (settings: BenchSettings) => (settings.sampleCount >= 1_000_000 ? 100 : 50);

/** Throughput of the realistic workload on several processes against one, per cache setting. */
function renderProcesses(runs: Run[]): string {
  const lines: string[] = [];
  for (const cacheSeconds of [5, 0]) {
    const single = runs.find((run) => run.cacheSeconds === cacheSeconds && run.realistic?.processes === 1)?.realistic;
    for (const run of runs) {
      const several = run.realistic;
      if (!single || !several || run.cacheSeconds !== cacheSeconds || several.processes === 1) continue;
      const one = single.requests / single.seconds;
      const many = several.requests / several.seconds;
      const ratio = many / one;
      lines.push(
        `| ${cacheSeconds ? 'on' : 'off'} | ${Math.round(one)} | ${several.processes} | ${Math.round(many)} | ${ratio.toFixed(2)} x | ${ratio >= 1.6 ? 'ok' : 'under 1.6 x'} |`,
      );
    }
  }
  if (!lines.length) return '';
  return `## Several server processes

The realistic workload on one server process and on several (\`WEB_CONCURRENCY\`), same database, same run.

| cache | 1 process req/s | processes | req/s | ratio | budget (1.6 x) |
| --- | --- | --- | --- | --- | --- |
${lines.join('\n')}
`;
}

const KIND_NAMES: Record<keyof typeof MIX, string> = {
  listing: 'listing pages',
  filters: 'listing with 1-3 filters',
  search: 'text search',
  brand: "a brand's listing",
  details: 'sample details',
  colour: 'listing near a colour',
  facets: 'facets, counted for the query',
  categories: 'categories',
  brands: 'brands page',
};

/** One line per kind of request, its p95 read against `budgetMs`; a page run leaves out the kinds that are no page. */
function kindLines(result: DriveResult, budgetMs: number, mix: Record<RequestKind, number>, pages = false): string {
  const total = Object.values(mix).reduce((sum, weight) => sum + weight, 0);
  return result.kinds
    .filter((kind) => mix[kind.kind] > 0 && (!pages || kind.requests > 0))
    .map((kind) => {
      const share = `${Math.round((mix[kind.kind] * 100) / total)}%`;
      if (kind.requests === 0) return `| ${KIND_NAMES[kind.kind]} | ${share} | 0 | - | - | - | 0 | none drawn |`;
      const budget = kind.p95 <= budgetMs ? 'p95 ok' : `p95 over by ${kind.p95 - budgetMs} ms`;
      return `| ${KIND_NAMES[kind.kind]} | ${share} | ${kind.requests} | ${kind.p50} | ${kind.p95} | ${kind.p99} | ${kind.errors} | ${budget} |`;
    })
    .join('\n');
}

/** ", of these kinds only" when the mix leaves kinds out (`--kinds`). */
function onlyOf(mix: Record<RequestKind, number>): string {
  const drawn = (Object.keys(MIX) as RequestKind[]).filter((kind) => mix[kind] > 0);
  return drawn.length < Object.keys(MIX).length
    ? `, of ${drawn.map((kind) => KIND_NAMES[kind]).join(' and ')} only`
    : '';
}

const KIND_HEADER = `| request | share | requests | p50 ms | p95 ms | p99 ms | errors | budget |
| --- | --- | --- | --- | --- | --- | --- | --- |`;

function renderRealistic(settings: BenchSettings, result: Realistic, pages = false): string {
  const budgetMs = pages ? PAGE_BUDGET_MS : realisticBudgetMs(settings);
  const rps = result.requests / result.seconds;
  const hitRate =
    result.processes > 1
      ? 'not counted (each process keeps its own)'
      : result.hitRate === undefined
        ? 'off'
        : `${Math.round(result.hitRate * 100)}%`;
  const { steady } = result;
  const steadyPart = steady
    ? `
#### The same traffic at a steady ${steady.rate} req/s

Requests arriving at random (Poisson) at ${Math.round(STEADY_SHARE * 100)}% of the rate above for ${settings.duration} s, each on one of ${settings.connections}
connections as it arrives: the wait a shopper feels when the server is not flat out. ${steady.requests} requests,
${steady.errors} errors.

${KIND_HEADER}
${kindLines(steady, budgetMs, settings.mix, pages)}
`
    : '';
  const intro = pages
    ? `#### Realistic pages

The realistic workload's draws as the pages a shopper opens (\`scripts/bench/pages.ts\`: the listing with the drawn page,
filters, search, sort or brand in its address, a sample's page, the brands page; facets and categories are no page of
their own, so they are drawn again): ${settings.connections} clients for ${settings.duration} s, ${Math.round(rps)} pages/s in all,
${result.errors} errors, ${Math.round((rps / result.ceiling) * 100)}% of the ceiling (${result.ceiling} req/s at the mean compressed page of
${result.bytes} bytes); page cache hit rate ${hitRate}. The budget column reads each kind against /samples' ${PAGE_BUDGET_MS} ms,
which issue 14 sets for that page alone.`
    : `### Realistic workload

Every request a fresh draw (\`scripts/bench/workload.ts\`${onlyOf(settings.mix)}): ${settings.connections} clients for ${settings.duration} s, ${Math.round(rps)} req/s
in all, ${result.errors} errors, ${Math.round((rps / result.ceiling) * 100)}% of the ceiling (${result.ceiling} req/s at the
mean body of ${result.bytes} bytes); catalogue cache hit rate ${hitRate}.`;
  return `${intro} Each client sends its next request as soon as
its last answer is in, so this is the server flat out: the latencies are mostly the queue of ${settings.connections} requests.${
    result.busy === undefined
      ? ''
      : ` The machine's cores were ${Math.round(result.busy * 100)}% busy (server, PostgreSQL and load generator together).`
  }

${KIND_HEADER}
${kindLines(result, budgetMs, settings.mix, pages)}
${steadyPart}`;
}

/** The server-rendered pages of a run: one URL each against the budget, then the realistic draws as pages. */
function renderPages(settings: BenchSettings, run: Run): string {
  if (!run.pageRows.length && !run.pageRealistic) return '';
  const samples = run.pageRows.find((row) => row.name === 'page /samples (HTML)');
  const verdict = samples
    ? `/samples answered its HTML with p95 ${samples.p95} ms: the budget (p95 <= ${PAGE_BUDGET_MS} ms at ${settings.sampleCount.toLocaleString('en')} samples, ${settings.connections} connections) is ${samples.p95 <= PAGE_BUDGET_MS ? 'met' : 'not met'}.`
    : '';
  const table = run.pageRows.length
    ? `| page | req/s | p50 ms | p95 ms | p99 ms | errors | of ceiling | bytes | budget |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${run.pageRows
  .map((row) => {
    const budget = run.routes.find((route) => route.name === row.name)?.budgetMs;
    const verdictOf = budget === undefined ? '-' : row.p95 <= budget ? 'p95 ok' : `p95 over by ${row.p95 - budget} ms`;
    const ratio = row.ceiling ? `${Math.round((row.rps / row.ceiling) * 100)}%` : '-';
    return `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${ratio} | ${row.bytes} | ${verdictOf} |`;
  })
  .join('\n')}
`
    : '';
  return `### Server-rendered pages

The HTML of the public pages (ADR 0017) as a browser asks for it (\`Accept-Encoding: gzip, deflate, br\`, so sent in
Brotli; "bytes" is the compressed page), ${settings.connections} connections, ${settings.duration} s each. ${
    run.cacheSeconds
      ? `With the cache on, a page is rendered once per address every ${run.cacheSeconds} s (the page cache, cleared on every catalogue change) and each response gets its own nonce.`
      : 'With the cache off, every request renders its page and asks the API for its data (in-process).'
  } ${verdict}

${table}
${run.pageRealistic ? renderRealistic(settings, run.pageRealistic, true) : ''}`;
}

function renderTable(settings: BenchSettings, run: Run): string {
  const parts = [
    run.rows.length ? renderOneUrlTable(run) : '',
    run.realistic ? renderRealistic(settings, run.realistic) : '',
    renderPages(settings, run),
  ]
    .filter(Boolean)
    .join('\n');
  return `## ${run.label}\n\n${parts}`;
}

function renderOneUrlTable({ rows, routes }: Run): string {
  const page1 = rows[0];
  const page400 = rows[1];
  const floor = rows.find((row) => row.name.startsWith('floor:'));
  const lines = rows.map((row) => {
    const ratio = row.ceiling ? `${Math.round((row.rps / row.ceiling) * 100)}%` : '-';
    const catalogue = routes.find((route) => route.name === row.name)?.catalogue;
    const budget = catalogue ? (row.p95 <= 50 ? 'p95 ok' : `p95 over by ${row.p95 - 50} ms`) : '-';
    return `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${ratio} | ${row.rss} | ${budget} |`;
  });
  return `### One URL per route

| route | req/s | p50 ms | p95 ms | p99 ms | errors | of ceiling | peak RSS MB | budget |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${lines.join('\n')}

Page 400 against page 1: p95 ${page400?.p95} ms vs ${page1?.p95} ms (${
    page1 && page400 ? (page400.p95 <= Math.max(page1.p95, 1) * 1.5 ? 'within 1.5 x' : 'over 1.5 x') : '-'
  }); listing page 1 at ${page1?.ceiling ? Math.round((page1.rps / page1.ceiling) * 100) : '-'}% of the ceiling.${
    floor?.ceiling
      ? ` The floor (\`scripts/bench/floor-server.ts\`: the same page from node:http and node-postgres alone, one prepared
statement, no framework) reached ${floor.rps} req/s, ${Math.round((floor.rps / floor.ceiling) * 100)}% of the same ceiling: the most a listing that reads the
database could do here.`
      : ''
  }
`;
}

/** The report the bench writes to \`--out\` (docs/benchmarks.md): how it was run, then every run's tables. */

/** What the load average at the start says about the numbers: other work on the machine slows every one of them. */
function loadNote(loadAverage: number, cores: number): string {
  if (loadAverage >= cores)
    return " (above the cores' count: other work was running and every number here is slower for it)";
  if (loadAverage >= cores / 2) return ' (other work was running on a core: the numbers here are slower for it)';
  return ' (the machine was otherwise quiet)';
}

export function renderReport(settings: BenchSettings, runs: Run[], databaseKind: string): string {
  const cpu = cpus();
  return `# Benchmarks

Latest run of \`npm run bench\` (${new Date().toISOString().slice(0, 10)}).

- Command: \`npm run bench -- --samples ${settings.sampleCount} --brands ${settings.brandCount} --connections ${settings.connections} --duration ${settings.duration}${
    databaseKind === 'PostgreSQL' ? ' --database-url postgres://postgres@127.0.0.1:5432/test' : ''
  } --workload ${settings.workload} --processes ${settings.processes} --routes ${settings.routes}\`
- Database: ${databaseKind}, ${settings.sampleCount.toLocaleString('en')} samples, ${settings.brandCount} brands, vacuumed and analysed after seeding
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${platform()} ${release()}, Node ${process.version}; the server, PostgreSQL and the load generator share it; its 1-minute load average was ${settings.loadAverage.toFixed(1)} when the bench started${loadNote(settings.loadAverage, cpu.length)}
- One-URL load: autocannon from a second process, ${settings.connections} connections, ${settings.duration} s per route, one URL per route; the server is the built app in production mode.
- Realistic load (\`--workload realistic\`): after ${Math.max(1, settings.duration / 2)} s of the same traffic not counted (a warm server), ${settings.connections} clients for ${settings.duration} s, each sending a fresh draw as soon as its last answer is in: listing pages (45% page 1, 20% page 2, 10% page 3, the rest log-uniform to the last page), 1-3 filters from the real facet values, the sorts, one or two words of the sample names with ${Math.round(MISSPELT_SHARE * 100)}% misspelt, a brand's listing, details of samples spread over the catalogue, facets, categories, the brands page. A client with a page of results in front of it presses Next (its keyset cursor) ${Math.round(NEXT_SHARE * 100)}% of the time instead of a fresh draw.
- Ceiling: a constant JSON body of the same size from the same server in the same run; "of ceiling" is the route's throughput as a share of it.
- Budgets (DESIGN.md §8, PostgreSQL, 50 connections): p95 <= 50 ms on every catalogue route; page 400 no slower than 1.5 x page 1; listing throughput >= 30% of the ceiling. Realistic workload (issue 21): p95 <= 50 ms on every kind at 100,000 samples, <= 100 ms at 1,000,000 with the cache off; several processes at least 1.6 x the throughput of one. Server-rendered pages (issue 14): \`/samples\` answers its HTML with p95 <= ${PAGE_BUDGET_MS} ms at 100,000 samples, 50 connections.

${runs.map((run) => renderTable(settings, run)).join('\n')}
${renderProcesses(runs)}`;
}
