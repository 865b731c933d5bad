import { buildApp } from './app.js';
import { ConfigError, describeDeployment, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startCheckoutExpiry } from './modules/checkout/expire-checkouts.js';
import { loggerOptions } from './platform/logger.js';
import { resolveSecret } from './platform/secret.js';
import { prepareData } from './prepare-data.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const pretty = process.stdout.isTTY && config.env !== 'production';
  const logger = loggerOptions({ level: config.logLevel, pretty });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secret = await resolveSecret(config);
  const app = await buildApp({ config, database, secret, logger });
  await prepareData(app, config, database, secret);
  const stopMailWorker = app.context.mailer.startWorker();
  const stopCheckoutExpiry = startCheckoutExpiry({ ...app.context, logger: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopMailWorker();
    stopCheckoutExpiry();
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
  const deployment = describeDeployment(config);
  app.log.info(deployment.line);
  for (const warning of deployment.warnings) app.log.warn(warning);
  app.log.info(`Samplebank is running at ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
