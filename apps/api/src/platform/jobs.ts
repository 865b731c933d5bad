import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { scheduledJobs } from '../db/schema/index.js';
import type { Logger } from './logger.js';

export type Job = {
  /** unique across the product: the row in `scheduled_jobs` */
  name: string;
  /** how often the job runs, across all processes */
  everySeconds: number;
  run: () => Promise<unknown>;
};

// a process that ticks a little early still gets the turn: the next one falls due a tenth of the interval sooner
const EARLY_SHARE = 0.1;

/** This process, as `scheduled_jobs.last_run_by` names it. */
export const processLabel = `${hostname()}:${process.pid}`;

/**
 * Claims the job's turn if it is due: one atomic statement, so of several processes ticking at once only one gets
 * it. The first claim ever creates the row.
 */
export async function claimTurn(db: Database, job: Pick<Job, 'name' | 'everySeconds'>): Promise<boolean> {
  const next = sql`now() + make_interval(secs => ${job.everySeconds * (1 - EARLY_SHARE)})`;
  const claimed = await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: next })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: next },
      setWhere: sql`${scheduledJobs.nextRunAt} <= now()`,
    })
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}

/**
 * Runs the job every `everySeconds` across all the server processes on this database (workers of one machine,
 * several machines): every process ticks, and the one that claims the turn runs it. A turn that fails is logged and
 * the next turn tries again. Returns the function that stops this process's ticking.
 */
export function scheduleJob(db: Database, job: Job, log: Logger): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await claimTurn(db, job))) return;
      await job.run();
      await db
        .update(scheduledJobs)
        .set({ runs: sql`${scheduledJobs.runs} + 1`, lastRunAt: sql`now()`, lastRunBy: processLabel })
        .where(eq(scheduledJobs.name, job.name));
    } catch (error) {
      log.warn({ err: error, job: job.name }, 'background job failed; its next turn tries again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
