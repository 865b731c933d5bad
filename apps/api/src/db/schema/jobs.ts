import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The background jobs' turns, shared by every server process on this database: a process runs a job only when it
 * claims the job's next turn here (platform/jobs.ts), so each turn runs once however many processes tick.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** when the next turn falls due */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** turns run since the job was first scheduled */
  runs: integer('runs').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** the process that ran the last turn: host and pid */
  lastRunBy: text('last_run_by'),
});
