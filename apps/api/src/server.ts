import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { type Config, ConfigError, describeDeployment, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DECISION_ROUND_SECONDS, sendDecisionRounds } from './modules/board-sharing/board-decisions.job.js';
import { STOCK_ALERT_SECONDS, sendStockAlerts } from './modules/brand-portal/stock-alerts.job.js';
import { warmFacetCounts } from './modules/catalogue/catalogue-facets.js';
import { upgradeOlderPictures } from './modules/catalogue/older-pictures.job.js';
import { expireAbandonedCheckouts } from './modules/checkout/expire-checkouts.js';
import { myInvoisClientOf, runEinvoiceTurn } from './modules/einvoice/einvoice-job.js';
import { scheduleJob } from './platform/jobs.js';
import { loggerOptions } from './platform/logger.js';
import { resolveSecret } from './platform/secret.js';
import { prepareData } from './prepare-data.js';
import { runWorkers } from './workers.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One server process: the app on the port, and its share of the background jobs. */
async function serve(config: Config) {
  const pretty = process.stdout.isTTY && config.env !== 'production';
  const logger = loggerOptions({ level: config.logLevel, pretty });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secret = await resolveSecret(config);
  const app = await buildApp({ config, database, secret, logger });
  await prepareData(app, config, database, secret);
  // every process ticks; each turn of a job runs in one process only (platform/jobs.ts)
  const context = app.context;
  const myinvois = myInvoisClientOf(config);
  const stopJobs = [
    scheduleJob(
      database.db,
      {
        name: 'checkout-expiry',
        everySeconds: config.jobSeconds.checkoutExpiry,
        run: () => expireAbandonedCheckouts({ ...context, logger: app.log }),
      },
      app.log,
    ),
    scheduleJob(
      database.db,
      {
        name: 'older-pictures',
        everySeconds: config.jobSeconds.olderPictures,
        run: async () => {
          const turn = await upgradeOlderPictures(context);
          if (turn.samplesUpgraded) app.log.info(turn, 'older pictures: samples given their current variants');
        },
      },
      app.log,
    ),
    scheduleJob(
      database.db,
      {
        name: 'einvoice',
        everySeconds: config.jobSeconds.einvoice,
        run: () => runEinvoiceTurn({ ...context, logger: app.log, myinvois }),
      },
      app.log,
    ),
    scheduleJob(
      database.db,
      { name: 'stock-alerts', everySeconds: STOCK_ALERT_SECONDS, run: () => sendStockAlerts(context) },
      app.log,
    ),
    scheduleJob(
      database.db,
      { name: 'board-decisions', everySeconds: DECISION_ROUND_SECONDS, run: () => sendDecisionRounds(context) },
      app.log,
    ),
    ...(context.mailer.delivers
      ? [
          scheduleJob(
            database.db,
            { name: 'mail-retry', everySeconds: config.jobSeconds.mailRetry, run: () => context.mailer.deliverDue() },
            app.log,
          ),
        ]
      : []),
  ];

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    for (const stop of stopJobs) stop();
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // the whole catalogue's facet counts, counted once now rather than on a visitor's request
  warmFacetCounts(context.catalogueDb).catch((error: unknown) =>
    app.log.warn({ err: error }, "could not count the catalogue's filter options at start"),
  );
  // a worker's start is the primary's to announce
  if (!cluster.isWorker) {
    const deployment = describeDeployment(config);
    app.log.info(deployment.line);
    for (const warning of deployment.warnings) app.log.warn(warning);
    app.log.info(`Samplebank is running at ${config.publicUrl}`);
  }
}

const config = readConfig();
const started = config.workers > 1 && cluster.isPrimary ? runWorkers(config) : serve(config);
started.catch((error) => {
  console.error(error);
  process.exit(1);
});
