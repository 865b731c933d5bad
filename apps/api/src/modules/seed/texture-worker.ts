// A worker thread that draws demo material pictures and makes their picture variants, so drawing (JavaScript, one
// core) goes on beside the server and beside the other worker (seed-images.ts starts one a core).
import { parentPort } from 'node:worker_threads';
import { type TextureRecipe, textureFiles } from './texture-files.js';

parentPort?.on('message', async ({ id, recipe }: { id: number; recipe: TextureRecipe }) => {
  try {
    const made = await textureFiles(recipe);
    parentPort?.postMessage({ id, made });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
