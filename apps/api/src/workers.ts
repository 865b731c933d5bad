import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { type Config, describeDeployment } from './config.js';
import { loggerOptions } from './platform/logger.js';

// a worker that dies is replaced after this pause, so a crash loop does not spin the machine
const RESTART_PAUSE_MS = 1000;

/**
 * WEB_CONCURRENCY=N (PostgreSQL only): this process forks N server processes that share the port, as Node's cluster
 * does, and replaces any that dies. The first starts alone, so the migrations and the first-start data are done once
 * before the others open the database. SIGTERM and SIGINT are passed on; this process ends when they have.
 */
export async function runWorkers(config: Config): Promise<void> {
  const log = pino(
    loggerOptions({ level: config.logLevel, pretty: process.stdout.isTTY && config.env !== 'production' }),
  );
  let stopping = false;

  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`server process ${worker.process.pid} exited with ${code}`)));
    });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'server process died; starting another');
    setTimeout(() => {
      fork().catch((error) => log.error({ err: error }, 'server process could not start'));
    }, RESTART_PAUSE_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await fork();
  await Promise.all(Array.from({ length: config.workers - 1 }, fork));
  const deployment = describeDeployment(config);
  log.info(deployment.line);
  for (const warning of deployment.warnings) log.warn(warning);
  log.info(`Samplebank is running at ${config.publicUrl} in ${config.workers} server processes`);
}
