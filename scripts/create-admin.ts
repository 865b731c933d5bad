// `npm run create-admin`: ensures the ADMIN named by ADMIN_EMAIL and ADMIN_PASSWORD, in any mode.
import { ConfigError, loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { ensureAdmin } from '../apps/api/src/modules/seed/seed-accounts.js';

try {
  const config = loadConfig();
  if (!config.admin) {
    console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (8-25 characters) to create an admin.');
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureAdmin(database.db, config.admin.email, config.admin.password);
  await database.close();
  console.log(`Admin ${config.admin.email} is ready.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
