import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MATERIAL_PICTURES_VERSION } from '@samplebank/demo-data/material-pictures';
import type { ImageVariants } from '../../db/schema/index.js';
import { type DerivedFile, PICTURE_WIDTHS, storeDerivedFiles } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';
import { type TextureRecipe, textureFiles } from './texture-files.js';

// The demo's material pictures are drawn pixel by pixel (packages/demo-data/src/material-pictures.ts) and made into
// the picture variants once; since a picture is a pure function of its recipe, its files are kept in a cache on this
// machine keyed by the recipe, so a second demo database (a test worker, a reset) copies them instead.

// part of every cache key: a change to the drawings or to how variants are made must not reuse older files
const PIPELINE = `v5:${MATERIAL_PICTURES_VERSION}:${PICTURE_WIDTHS.join(',')}`;

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

type Made = { variants: ImageVariants; files: DerivedFile[] };

// how long a drawing worker waits for more work before it ends
const IDLE_WORKER_MS = 5000;

// a worker thread starts without the TypeScript loader the server runs with (tsx): it registers it, then loads the
// worker's module
const WORKER_BOOTSTRAP = `import(${JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href)})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./texture-worker.ts', import.meta.url).href)}); })`;

/**
 * Draws pictures in worker threads, one a core (drawing is JavaScript on one core, and keeps the server's thread
 * free); where a worker cannot start (a runner without the TypeScript loader), they are drawn on this thread.
 */
function picturePool(threads = Math.max(1, Math.min(4, availableParallelism()))) {
  type Job = { recipe: TextureRecipe; resolve: (made: Made) => void; reject: (error: Error) => void };
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const retire = new Map<Worker, NodeJS.Timeout>();
  let started = 0;
  let broken = false;
  const drawHere = (job: Job) => textureFiles(job.recipe).then(job.resolve, job.reject);
  const next = (worker: Worker) => {
    const job = queue.shift();
    if (!job) {
      busy.delete(worker);
      idle.push(worker);
      // an idle pool does not keep the process alive, and a worker left idle a while gives its memory back
      worker.unref();
      retire.set(
        worker,
        setTimeout(() => {
          idle.splice(idle.indexOf(worker), 1);
          retire.delete(worker);
          started--;
          void worker.terminate();
        }, IDLE_WORKER_MS).unref(),
      );
      return;
    }
    clearTimeout(retire.get(worker));
    retire.delete(worker);
    busy.set(worker, job);
    worker.ref();
    worker.postMessage({ id: 0, recipe: job.recipe });
  };
  const start = () => {
    started++;
    const worker = new Worker(WORKER_BOOTSTRAP, { eval: true });
    worker.on('message', (message: { made?: Made; error?: string }) => {
      const job = busy.get(worker);
      if (job) {
        if (message.made) {
          const files = message.made.files.map((file) => ({ ...file, body: Buffer.from(file.body) }));
          job.resolve({ variants: message.made.variants, files });
        } else job.reject(new Error(message.error ?? 'the picture could not be drawn'));
      }
      next(worker);
    });
    worker.on('error', () => {
      // the loader or the worker failed: what it had and what waits is drawn on this thread from now on
      broken = true;
      const job = busy.get(worker);
      busy.delete(worker);
      if (job) void drawHere(job);
      for (const waiting of queue.splice(0)) void drawHere(waiting);
    });
    next(worker);
  };
  return (recipe: TextureRecipe): Promise<Made> =>
    new Promise<Made>((resolve, reject) => {
      const job = { recipe, resolve, reject };
      if (broken) return void drawHere(job);
      queue.push(job);
      const worker = idle.pop();
      if (worker) next(worker);
      else if (started < threads) start();
    });
}

/**
 * Stores a demo picture's original and its variants under `key` (a `.jpg` key), drawn from `recipe`, and says what the
 * variants are. They come from the cache when this machine made them before.
 */
export function textureWriter(storage: Storage, cacheDir = DEFAULT_TEXTURE_CACHE) {
  const swept = sweepPartials(cacheDir);
  let draw: ((recipe: TextureRecipe) => Promise<Made>) | undefined;
  return async (key: string, recipe: TextureRecipe): Promise<ImageVariants> => {
    await swept;
    const hash = createHash('sha256').update(PIPELINE).update('\0').update(JSON.stringify(recipe)).digest('hex');
    const dir = join(cacheDir, hash.slice(0, 2), hash);
    let entry = await readCached(dir);
    if (!entry) {
      draw ??= picturePool();
      entry = await draw(recipe);
      await mkdir(join(cacheDir, hash.slice(0, 2)), { recursive: true }).catch(() => undefined);
      await writeCached(dir, entry);
    }
    await storeDerivedFiles(storage, key, entry);
    return entry.variants;
  };
}
