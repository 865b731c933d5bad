import { join } from 'node:path';
import type { App } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { seedDemo } from './modules/seed/seed.service.js';
import { ensureAdmin } from './modules/seed/seed-accounts.js';
import { LocalStorage } from './platform/storage.js';

/** At start: the demo catalogue and accounts in demo mode, and the configured admin in any mode. */
export async function prepareData(app: App, config: Config, database: DatabaseHandle, secret: string) {
  if (config.demo) {
    const storage = new LocalStorage(join(config.dataDir, 'uploads'), secret);
    const started = Date.now();
    const accounts = await seedDemo(database.db, storage, (message: string) => app.log.info(message));
    app.log.info(`demo data ready in ${Date.now() - started} ms`);
    const lines = accounts.map(
      (account: { label: string; email: string; password: string }) =>
        `  ${account.label.padEnd(28)} ${account.email.padEnd(30)} ${account.password}`,
    );
    console.log(`\nDemo accounts (demo mode):\n${lines.join('\n')}\n`);
  }
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
}
