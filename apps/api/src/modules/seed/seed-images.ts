import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageVariants } from '../../db/schema/index.js';
import { type DerivedFile, deriveImage, PICTURE_WIDTHS, storeDerivedFiles } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';

// The demo textures are SVGs drawn with filters: small, but slow for a phone to paint. Each is rasterised into the
// picture variants once; since a texture is a pure function of its SVG, the variants are kept in a cache on this
// machine keyed by the SVG's hash, so a second demo database (a test worker, a reset) copies them instead.

/** The width a texture is rasterised at: it is a swatch, shown at most about 640 px wide. */
export const TEXTURE_RASTER_WIDTH = 640;
// the filters' finest grain falls on single pixels at that width: softened a little, a carpet's swatch is 110 KB -> 70 KB
// at 480 px and looks the same at its size on the page
const TEXTURE_SOFTEN = 0.7;
// part of every cache key: a change to how variants are made must not reuse older files
const PIPELINE = `v3:${TEXTURE_RASTER_WIDTH}:${TEXTURE_SOFTEN}:${PICTURE_WIDTHS.join(',')}`;

/** The machine's texture cache: beside the installed packages, where tools keep their caches. */
export const DEFAULT_TEXTURE_CACHE = join(
  import.meta.dirname,
  '../../../../../node_modules/.cache/samplebank-textures',
);

type Cached = { variants: ImageVariants; files: DerivedFile[] };

async function readCached(dir: string): Promise<Cached | undefined> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as {
      variants: ImageVariants;
      files: { suffix: string; contentType: string }[];
    };
    const files = await Promise.all(
      manifest.files.map(async (file) => ({
        ...file,
        body: await readFile(join(dir, encodeURIComponent(file.suffix))),
      })),
    );
    return { variants: manifest.variants, files };
  } catch {
    return undefined;
  }
}

async function writeCached(dir: string, cached: Cached): Promise<void> {
  // written aside and renamed into place, so a second process never reads half an entry
  const partial = `${dir}.${process.pid}.${Date.now()}.partial`;
  try {
    await mkdir(partial, { recursive: true });
    await Promise.all(cached.files.map((file) => writeFile(join(partial, encodeURIComponent(file.suffix)), file.body)));
    const files = cached.files.map(({ suffix, contentType }) => ({ suffix, contentType }));
    await writeFile(join(partial, 'manifest.json'), JSON.stringify({ variants: cached.variants, files }));
    await rename(partial, dir);
  } catch {
    // another process wrote it first, or the cache cannot be written: the variants are stored all the same
    await rm(partial, { recursive: true, force: true });
  }
}

/** Removes what a stopped run left half written. */
async function sweepPartials(cacheDir: string) {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.endsWith('.partial'))
      .map((name) => rm(join(cacheDir, name), { recursive: true, force: true })),
  );
}

/**
 * Stores a texture's SVG and its picture variants under `key`, and says what the variants are. The variants come
 * from the cache when this machine made them before.
 */
export function textureWriter(storage: Storage, cacheDir = DEFAULT_TEXTURE_CACHE) {
  const swept = sweepPartials(cacheDir);
  return async (key: string, svg: Buffer): Promise<ImageVariants> => {
    await swept;
    const hash = createHash('sha256').update(PIPELINE).update('\0').update(svg).digest('hex');
    const dir = join(cacheDir, hash.slice(0, 2), hash);
    let entry = await readCached(dir);
    if (!entry) {
      entry = await deriveImage(svg, { rasterWidth: TEXTURE_RASTER_WIDTH, soften: TEXTURE_SOFTEN });
      await mkdir(join(cacheDir, hash.slice(0, 2)), { recursive: true }).catch(() => undefined);
      await writeCached(dir, entry);
    }
    await storage.put(key, svg, 'image/svg+xml');
    await storeDerivedFiles(storage, key, entry);
    return entry.variants;
  };
}
