// npm run seed [-- --samples N --brands N]: loads reference data, the catalogue, the home page content and (outside
// production) the demo accounts into the configured database (PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { demoPasswordsPath, loadDemoPasswords } from '../apps/api/src/modules/seed/demo-passwords.js';
import { DEMO_EMAILS, ensureDemoAccounts } from '../apps/api/src/modules/seed/seed-accounts.js';
import { seedCatalogue } from '../apps/api/src/modules/seed/seed-catalogue.js';
import { seedContent } from '../apps/api/src/modules/seed/seed-content.js';
import { seedDataSheets } from '../apps/api/src/modules/seed/seed-data-sheets.js';
import { seedReferenceData } from '../apps/api/src/modules/seed/seed-reference.js';
import { resolveSecret } from '../apps/api/src/platform/secret.js';
import { LocalStorage } from '../apps/api/src/platform/storage.js';

/** The largest catalogue the seed writes data sheets for (a PDF a sample, about 10 ms each). */
const DATA_SHEETS_UP_TO = 5000;

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return number;
}

async function main() {
  const { values } = parseArgs({
    options: { samples: { type: 'string' }, brands: { type: 'string' }, seed: { type: 'string' } },
  });
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = new LocalStorage(join(config.dataDir, 'uploads'), await resolveSecret(config));
  const started = Date.now();
  try {
    const reference = await seedReferenceData(handle.db);
    console.log(
      `reference data: ${reference.states} states, ${reference.cities} cities, ${reference.postcodes} postcodes added`,
    );
    const catalogue = await seedCatalogue(handle.db, storage, {
      samples: positiveInteger('samples', values.samples),
      brands: positiveInteger('brands', values.brands),
      seed: positiveInteger('seed', values.seed),
    });
    console.log(
      `catalogue (${handle.kind}): ${catalogue.categories} categories, ${catalogue.brands} brands, ` +
        `${catalogue.samples} samples, ${catalogue.files} image files written`,
    );
    // the demo's technical data sheets (ADR 0018), for a demo-sized catalogue: not a bench's 100,000 samples
    if (catalogue.samples <= DATA_SHEETS_UP_TO) {
      const sheets = await seedDataSheets(handle.db, storage);
      if (sheets > 0) console.log(`${sheets} technical data sheets written`);
    }
    await seedContent(handle.db);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    // production keeps no demo account (DESIGN.md §3); elsewhere their passwords live in DATA_DIR
    if (config.env !== 'production') {
      const passwords = await loadDemoPasswords(config.dataDir, DEMO_EMAILS);
      const accounts = await ensureDemoAccounts(handle.db, passwords, storage);
      console.log(`Demo accounts (passwords kept in ${demoPasswordsPath(config.dataDir)}):`);
      for (const account of accounts)
        console.log(`  ${account.label.padEnd(32)} ${account.email.padEnd(28)} ${account.password}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
