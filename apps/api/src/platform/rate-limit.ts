import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { translateApiMessage } from '@samplebank/contracts/api-messages';
import { LIMIT_MESSAGES, tryAgainIn } from '@samplebank/contracts/limits';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Limits } from '../config.js';
import type { Database } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { AppError } from './errors.js';
import type { Logger } from './logger.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// expired counters are swept now and then by whichever request happens to come, so the table stays small
const SWEEP_EVERY = 500;

/**
 * @fastify/rate-limit's store, kept in PostgreSQL: one fixed-window counter per scope and key, moved by a single
 * upsert, so every server process on the same database counts the same hits (DESIGN.md §3).
 */
export class PostgresRateLimitStore {
  private calls = 0;

  constructor(
    private readonly db: Database,
    private readonly scope = 'global',
    private readonly log?: Logger,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const id = `${this.scope}:${key}`;
    const window = Math.max(1, Math.trunc(timeWindow));
    this.db
      .execute<{ hits: number; ttl: string | number }>(sql`
        insert into ${rateLimitCounters} (key, hits, resets_at)
        values (${id}, 1, now() + make_interval(secs => ${window / 1000}))
        on conflict (key) do update set
          hits = case when ${rateLimitCounters.resetsAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end,
          resets_at = case when ${rateLimitCounters.resetsAt} <= now() then excluded.resets_at
                           else ${rateLimitCounters.resetsAt} end
        returning hits, ceil(extract(epoch from (resets_at - now())) * 1000) as ttl`)
      .then((result) => {
        const row = result.rows[0];
        callback(null, { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? window)) });
        if (++this.calls % SWEEP_EVERY === 0) void this.sweep();
      })
      .catch((error: Error) => callback(error));
  }

  /** The route's own store: its scope names the limit, so two routes count apart unless they share a scope. */
  child(routeOptions: { scope?: string; routeInfo?: { url?: string } }): PostgresRateLimitStore {
    const scope = routeOptions.scope ?? routeOptions.routeInfo?.url ?? this.scope;
    return new PostgresRateLimitStore(this.db, scope, this.log);
  }

  private async sweep() {
    await this.db
      .delete(rateLimitCounters)
      .where(sql`${rateLimitCounters.resetsAt} < now() - interval '1 hour'`)
      // a failed sweep costs only table size; the next one catches up
      .catch((error) => this.log?.warn({ err: error, scope: this.scope }, 'expired rate limit counters not swept'));
  }
}

/** What a limited route says in its config: which limit, how many in how long, and what a person is told. */
export type RouteLimit = {
  /** the counter's name; routes with the same scope share one count */
  scope: string;
  max: number;
  timeWindowMs: number;
  /** counts by the client's address (before anything else runs) or by the signed-in account (after the guards) */
  per: 'address' | 'account';
  /** what was too many, in the user's words: "You have sent a lot of invitations" */
  message: string;
};

/** A route's `config.rateLimit`, for @fastify/rate-limit with the PostgreSQL store. */
export function routeLimit(limit: RouteLimit): RateLimitOptions & { scope: string } {
  return {
    scope: limit.scope,
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    // by address: at the very start, so a flood costs nothing more; by account: once the guard knows the user
    hook: limit.per === 'address' ? 'onRequest' : 'preHandler',
    keyGenerator: (request: FastifyRequest) => (limit.per === 'account' && request.user ? request.user.id : request.ip),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('TOO_MANY_REQUESTS', `${limit.message}. Please try again ${tryAgainIn(seconds)}.`, {
        retryAfterSeconds: seconds,
        inLanguage: {
          ms: `${translateApiMessage(limit.message, 'ms')}. Sila cuba lagi ${tryAgainIn(seconds, 'ms')}.`,
        },
      });
    },
  };
}

const HOUR = 60 * 60 * 1000;

/** The per-route limits, from the configured numbers: each route puts one in its `config.rateLimit`. */
export function routeLimits(limits: Limits) {
  return {
    registrations: routeLimit({
      scope: 'registrations',
      per: 'address',
      max: limits.registrationsPerHour,
      timeWindowMs: HOUR,
      message: LIMIT_MESSAGES.registrations,
    }),
    // verification codes and reset links share one count per address; each account has its own allowance too
    authMails: routeLimit({
      scope: 'auth-mails',
      per: 'address',
      max: limits.authMailsPerHour,
      timeWindowMs: HOUR,
      message: LIMIT_MESSAGES.authMails,
    }),
    contactMessages: routeLimit({
      scope: 'contact-messages',
      per: 'address',
      max: limits.contactMessagesPerHour,
      timeWindowMs: HOUR,
      message: LIMIT_MESSAGES.contactMessages,
    }),
    invitations: routeLimit({
      scope: 'board-invitations',
      per: 'account',
      max: limits.invitationsPerHour,
      timeWindowMs: HOUR,
      message: LIMIT_MESSAGES.invitations,
    }),
    sampleRequests: routeLimit({
      scope: 'sample-requests',
      per: 'account',
      max: limits.sampleRequestsPerDay,
      timeWindowMs: 24 * HOUR,
      message: LIMIT_MESSAGES.sampleRequests,
    }),
    // a page view is counted for its brand's insights: one address cannot inflate a sample's views without end
    sampleViews: routeLimit({
      scope: 'sample-views',
      per: 'address',
      max: limits.sampleViewsPerHour,
      timeWindowMs: HOUR,
      message: LIMIT_MESSAGES.sampleViews,
    }),
  };
}
export type RouteLimits = ReturnType<typeof routeLimits>;

/** Registers @fastify/rate-limit for the routes that name a limit; nothing is limited globally. */
export async function registerRateLimits(app: FastifyInstance, db: Database) {
  await app.register(rateLimit, {
    global: false,
    // @fastify/rate-limit constructs the store from its class, so the class carries the database
    store: class extends PostgresRateLimitStore {
      constructor() {
        super(db, 'global', app.log);
      }
    } as never,
    // the error handler writes Retry-After from the AppError; the X-RateLimit headers tell a client where it stands
    addHeaders: { 'retry-after': false },
  });
}
