import { join } from 'node:path';
import type { App } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { fillColourPoints } from './modules/catalogue/colour-points.js';
import { demoPasswordsPath, loadDemoPasswords } from './modules/seed/demo-passwords.js';
import { seedDemo } from './modules/seed/seed.service.js';
import { DEMO_EMAILS, ensureAdmin, ensureDemoAccounts, lockDemoAccounts } from './modules/seed/seed-accounts.js';
import { LocalStorage } from './platform/storage.js';

/**
 * At start: every colour's OKLab point; the demo catalogue when asked; the demo accounts only outside production, with passwords generated into
 * DATA_DIR and printed at every start; in production, demo accounts left in the database locked; the configured
 * admin in any mode.
 */
export async function prepareData(app: App, config: Config, database: DatabaseHandle, secret: string) {
  // samples written before colours had their OKLab points (migration 0012) get them once
  const filled = await fillColourPoints(database.db);
  if (filled) app.log.info(`gave ${filled} samples the OKLab point of their colour`);
  if (config.demo) {
    const storage = new LocalStorage(join(config.dataDir, 'uploads'), secret);
    const started = Date.now();
    await seedDemo(database.db, storage, (message: string) => app.log.info(message));
    app.log.info(`demo catalogue ready in ${Date.now() - started} ms`);
    if (config.demoAccounts) {
      const passwords = await loadDemoPasswords(config.dataDir, DEMO_EMAILS);
      const accounts = await ensureDemoAccounts(database.db, passwords, storage);
      const lines = accounts.map(
        (account) => `  ${account.label.padEnd(32)} ${account.email.padEnd(26)} ${account.password}`,
      );
      console.log(
        `\nDemo accounts (not in production; passwords kept in ${demoPasswordsPath(config.dataDir)}):\n${lines.join('\n')}\n`,
      );
    }
  }
  if (config.env === 'production') {
    const locked = await lockDemoAccounts(database.db);
    if (locked.length)
      app.log.warn({ accounts: locked }, 'production: demo accounts found in the database were locked');
  }
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);
}
