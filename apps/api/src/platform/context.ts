import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { type DatabaseHandle, openReadDatabase } from '../db/client.js';
import { createGuards, type Guards, TokenService } from './auth.js';
import { CatalogueChanges } from './catalogue-changes.js';
import { Mailer } from './mail.js';
import { MicroCache } from './micro-cache.js';
import { createPaymentProvider } from './payments/create-payment-provider.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { type RouteLimits, routeLimits } from './rate-limit.js';
import { S3Storage } from './s3-storage.js';
import { LocalStorage, type Storage } from './storage.js';

/** What every module gets: config, database, storage, tokens and guards. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  storage: Storage;
  tokens: TokenService;
  guards: Guards;
  mailer: Mailer;
  /** Stripe when configured, the built-in test card processor where allowed, else none (paid checkout answers 503) */
  payments: PaymentProvider | undefined;
  /**
   * where the public catalogue is read: the read replica's pool when DATABASE_READ_URL is set, else `db`. Only what
   * may lag a write by the replication delay reads here; checkout, stock and every write use `db`.
   */
  catalogueDb: DatabaseHandle['db'];
  /** ends the read replica's pool, if any (on close) */
  closeReads: () => Promise<void>;
  /** the public catalogue's answers, kept a few seconds; cleared through `catalogueChanges` */
  catalogueCache: MicroCache;
  /**
   * the planner's estimates of how many samples a listing's filters match, which decide how its page is read and give
   * its "about 12,400": kept a minute, whatever the catalogue cache's time (on or off), and cleared with it
   */
  catalogueEstimates: MicroCache;
  /**
   * the server-rendered public pages (a visitor's HTML, without its nonce), kept as long as the catalogue's answers
   * and cleared with them: a page shows the catalogue and the home page's content
   */
  pageCache: MicroCache;
  /** what a service that changes the public catalogue calls, so every process clears its cache */
  catalogueChanges: CatalogueChanges;
  /** each limited route's `config.rateLimit`, counted in the database */
  limits: RouteLimits;
};

export type AppContextOptions = {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  storage?: Storage;
  /** a payment provider to use instead of the one config names (tests: Stripe against a local fake) */
  payments?: PaymentProvider;
  log: FastifyBaseLogger;
};

/** Builds the shared services from config (call `catalogueChanges.listen()` to hear other processes): storage (S3 or local files), tokens, guards, mail, payments, cache, limits. */
export function createAppContext(options: AppContextOptions): AppContext {
  const { config, database } = options;
  const storage =
    options.storage ??
    (config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'uploads'), options.secret));
  const tokens = new TokenService(options.secret, database.db);
  const catalogueCache = new MicroCache(config.catalogueCacheSeconds * 1000);
  const catalogueEstimates = new MicroCache(60_000, 5000);
  // a listing page is 100-400 kB of HTML at 100,000 samples: fewer pages than answers are kept
  const pageCache = new MicroCache(config.catalogueCacheSeconds * 1000, 200);
  const reads = config.databaseReadUrl ? openReadDatabase(config.databaseReadUrl) : undefined;
  return {
    config,
    database,
    db: database.db,
    catalogueDb: reads?.db ?? database.db,
    closeReads: async () => reads?.close(),
    storage,
    tokens,
    guards: createGuards(tokens),
    mailer: new Mailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, options.log),
    payments: 'payments' in options ? options.payments : createPaymentProvider(config),
    catalogueCache,
    catalogueEstimates,
    pageCache,
    catalogueChanges: new CatalogueChanges(database, [catalogueCache, catalogueEstimates, pageCache], options.log),
    limits: routeLimits(config.limits),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services the modules share; server.ts starts their background work. */
    context: AppContext;
  }
}

/**
 * What a service takes first: the context, or the part of it the service needs, under the same names, so every
 * service is `doThing(ctx, actor, input)` and a route passes `app.context` whole.
 */
export type ServiceContext<Needs extends keyof AppContext> = Pick<AppContext, Needs>;
