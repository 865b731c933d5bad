import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client.js';
import { LocalStorage } from '../../platform/storage.js';
import { seedCatalogue } from './seed-catalogue.js';

/**
 * Draws the demo catalogue's pictures into this machine's texture cache (seed-images.ts), so that what seeds the demo
 * next (a server's start, a test, the browser tests' workers at the same moment) copies them instead of drawing them:
 * a throwaway catalogue in an in-memory database, its files in a temporary folder removed after. Answers how many
 * textures the demo has.
 */
export async function prepareDemoPictures(): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'samplebank-demo-pictures-'));
  const handle = await openDatabase({});
  try {
    const storage = new LocalStorage(folder, 'only-for-this-throwaway-folder-0000000');
    return (await seedCatalogue(handle.db, storage)).files;
  } finally {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  }
}
