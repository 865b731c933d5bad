// Draws the demo catalogue's pictures into this machine's texture cache (apps/api/src/modules/seed/seed-images.ts),
// so servers that seed the demo at the same moment (the browser tests' workers) copy them instead of each drawing
// them: a throwaway catalogue in an in-memory database, its files in a temporary folder removed after.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.js';
import { seedCatalogue } from '../apps/api/src/modules/seed/seed-catalogue.js';
import { LocalStorage } from '../apps/api/src/platform/storage.js';

const started = Date.now();
const folder = await mkdtemp(join(tmpdir(), 'samplebank-demo-images-'));
const handle = await openDatabase({});
try {
  const storage = new LocalStorage(folder, 'only-for-this-throwaway-folder-0000000');
  const { files } = await seedCatalogue(handle.db, storage);
  console.log(`demo pictures: ${files} textures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
}
