import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const moduleUrl = (path: string) => JSON.stringify(pathToFileURL(join(here, path)).href);

// How long the child may take to migrate a new database and run its few statements, on a busy machine
const CHILD_LIMIT_MS = 90_000;

type ChildResult = { code: number | null; killed: boolean; output: string };

/**
 * A PGlite as the started server opens it (openDatabase on a data directory) in processes of their own, one after
 * the other on one data directory, as a server is restarted: a statement that spins inside PGlite holds the only
 * thread, so each process is watched from outside and killed after `CHILD_LIMIT_MS`. (The tests' databases, loaded
 * from the template's archive, did not show the fault.)
 */
async function runInPglite(...bodies: string[]): Promise<ChildResult[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'samplebank-pglite-'));
  const results: ChildResult[] = [];
  try {
    for (const body of bodies) {
      const result = await runScript(`
        import { sql } from 'drizzle-orm';
        const { openDatabase } = await import(${moduleUrl('client.ts')});
        const { findCorrections } = await import(${moduleUrl('../modules/catalogue/catalogue.repository.ts')});
        const { recordSearchMiss } = await import(${moduleUrl('../modules/catalogue/search-misses.repository.ts')});
        const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
        const db = database.db;
        ${body}
        await database.close();`);
      results.push(result);
      if (result.killed || result.code !== 0) break;
    }
    return results;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The JSON a child printed after `RESULT `, once it answered everything and ended well. */
function resultOf(result: ChildResult | undefined): unknown {
  expect(result?.killed, `PGlite stopped answering:\n${result?.output.slice(-2000)}`).toBe(false);
  expect(result?.code, result?.output.slice(-2000)).toBe(0);
  const line = result?.output.split('\n').find((text) => text.startsWith('RESULT '));
  return JSON.parse(line?.slice('RESULT '.length) ?? 'null');
}

function runScript(script: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, CHILD_LIMIT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, killed, output });
    });
  });
}

describe('PGlite with the pg_trgm and cube extensions', () => {
  it(
    "answers a search's corrections as a started server's first trigram work, and every statement after",
    async () => {
      const [prepared, started] = await runInPglite(
        `await db.execute(sql\`insert into search_words (word) values ('marble'), ('granite'), ('terrazzo')\`);
         console.log('RESULT true');`,
        // a restarted server whose first search finds nothing: its corrections are looked for, then it is counted
        `const corrections = await findCorrections(db, ['marbel', 'qqqzzzxx']);
         await recordSearchMiss(db, 'qqqzzzxx');
         await database.ping();
         const misses = await db.execute(sql\`select search, searches from search_misses\`);
         console.log('RESULT ' + JSON.stringify({ corrections, misses: misses.rows }));`,
      );
      expect(resultOf(prepared)).toBe(true);
      expect(resultOf(started)).toEqual({
        corrections: [['marble'], []],
        misses: [{ search: 'qqqzzzxx', searches: 1 }],
      });
    },
    2 * CHILD_LIMIT_MS + 10_000,
  );

  it(
    "finds corrections without pg_trgm's % even where PGlite cannot run it (pg_trgm given first), and answers after",
    async () => {
      const [result] = await runScript(`
        import { PGlite } from '@electric-sql/pglite';
        import { cube } from '@electric-sql/pglite/contrib/cube';
        import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
        import { sql } from 'drizzle-orm';
        import { drizzle } from 'drizzle-orm/pglite';
        const { findCorrections } = await import(${moduleUrl('../modules/catalogue/catalogue.repository.ts')});
        const client = await PGlite.create({ extensions: { pg_trgm, cube } });
        await client.exec(\`create extension pg_trgm; create extension cube;
          create table search_words (word text primary key);
          insert into search_words values ('marble'), ('granite'), ('terrazzo');\`);
        const db = drizzle(client);
        const corrections = await findCorrections(db, ['marbel', 'graniet']);
        const after = await client.query('select count(*)::int as words from search_words');
        // the fault itself, last: % may answer nothing here (and the statement after it would then never return)
        const operator = await client.query(\`select 'marbel'::text % 'marble' as close\`);
        console.log('RESULT ' + JSON.stringify({ corrections, after: after.rows, operator: operator.rows }));
        process.exit(0);`).then((child) => [child]);
      const { operator, ...app } = resultOf(result) as { operator: unknown };
      expect(app).toEqual({ corrections: [['marble'], ['granite']], after: [{ words: 3 }] });
      // the fault comes and goes (a CI run of 2026-11-28 saw % answer): nothing, or the right answer, never a wrong one
      expect([[], [{ close: true }]]).toContainEqual(operator);
    },
    CHILD_LIMIT_MS + 10_000,
  );

  it(
    "answers cube's distance and containment next to pg_trgm's similarity",
    async () => {
      const [result] = await runInPglite(`
        const rows = await db.execute(sql\`select
          cube(array[0.5, 0, 0]) <-> cube(array[0.5, 0.1, 0]) as distance,
          cube_enlarge(cube(array[0.5, 0, 0]), 0.1, 3) @> cube(array[0.5, 0.05, 0]) as near,
          similarity('marbel', 'marble') as likeness\`);
        console.log('RESULT ' + JSON.stringify(rows.rows));`);
      const [row] = resultOf(result) as [{ distance: number; near: boolean; likeness: number }];
      expect(row.distance).toBeCloseTo(0.1, 6);
      expect(row.near).toBe(true);
      expect(row.likeness).toBeCloseTo(0.4, 6);
    },
    CHILD_LIMIT_MS + 10_000,
  );
});
