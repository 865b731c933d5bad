import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage.js';
import type { CatalogueOptions, SeedLog } from './seed.types.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedContent } from './seed-content.js';
import { seedDataSheets } from './seed-data-sheets.js';
import { seedReferenceData } from './seed-reference.js';

const write = (log: SeedLog | undefined, message: string) => {
  if (typeof log === 'function') log(message);
  else log?.info(message);
};

/** The demo's technical data sheets, one PDF a sample (seed-data-sheets.ts; not the bench's large catalogues). */
async function writeDataSheets(db: Database, storage: Storage, log: SeedLog | undefined) {
  const started = Date.now();
  const sheets = await seedDataSheets(db, storage);
  if (sheets > 0) write(log, `seed: ${sheets} technical data sheets in ${Date.now() - started} ms`);
}

/** Seeds a fresh database once with the demo catalogue (reference data, catalogue, content); later calls do nothing. */
export async function seedDemo(
  db: Database,
  storage: Storage,
  log?: SeedLog,
  catalogueOptions: Pick<CatalogueOptions, 'rasterImages'> = {},
): Promise<void> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, 'seed.demo')).limit(1);
  // a demo seeded before the data sheets existed gets them now, once
  if (marker) return void (await writeDataSheets(db, storage, log));
  const started = Date.now();
  const reference = await seedReferenceData(db);
  write(log, `seed: ${reference.states} states, ${reference.cities} cities, ${reference.postcodes} postcodes`);
  if (catalogueOptions.rasterImages !== false)
    write(
      log,
      'seed: drawing the sample images (WebP and JPEG, made once on this machine; a first start takes a few minutes)',
    );
  const catalogue = await seedCatalogue(db, storage, catalogueOptions);
  write(
    log,
    `seed: ${catalogue.categories} categories, ${catalogue.brands} brands, ${catalogue.samples} samples, ${catalogue.files} image files`,
  );
  await writeDataSheets(db, storage, log);
  await seedContent(db);
  await db
    .insert(settings)
    .values({ key: 'seed.demo', value: { version: 1, at: new Date().toISOString() } })
    .onConflictDoNothing();
  write(log, `seed: demo data ready in ${Date.now() - started} ms`);
}
