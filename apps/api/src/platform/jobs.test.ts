import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { scheduledJobs } from '../db/schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import { claimTurn, processLabel, scheduleJob } from './jobs.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const silent = { warn: () => {}, error: () => {} };

describe('claimTurn', () => {
  it('gives a turn once until the next one falls due', async () => {
    const job = { name: 'claim-test', everySeconds: 60 };
    expect(await claimTurn(database.db, job)).toBe(true);
    // another process ticking at the same moment gets nothing
    expect(await claimTurn(database.db, job)).toBe(false);
    expect(await claimTurn(database.db, job)).toBe(false);
    await database.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    expect(await claimTurn(database.db, job)).toBe(true);
    expect(await claimTurn(database.db, job)).toBe(false);
  });
});

describe('scheduleJob', () => {
  it('runs the job on its interval and records each turn', async () => {
    let ran = 0;
    const stop = scheduleJob(database.db, { name: 'tick-test', everySeconds: 1, run: async () => ran++ }, silent);
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    stop();
    expect(ran).toBe(2);
    const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'tick-test'));
    expect(row).toMatchObject({ runs: 2, lastRunBy: processLabel });
  });

  it('logs a failed turn and runs the next', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const log = { ...silent, warn: (_: object, message: string) => warnings.push(message) };
    const stop = scheduleJob(
      database.db,
      {
        name: 'failing-test',
        everySeconds: 1,
        run: async () => {
          calls++;
          if (calls === 1) throw new Error('SMTP down');
        },
      },
      log,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    stop();
    expect(calls).toBe(2);
    expect(warnings).toEqual(['background job failed; its next turn tries again']);
  });
});
