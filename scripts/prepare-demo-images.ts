// Draws the demo catalogue's pictures into this machine's texture cache before the browser tests' workers seed the
// demo at the same moment (apps/api/src/modules/seed/demo-pictures.ts).
import { prepareDemoPictures } from '../apps/api/src/modules/seed/demo-pictures.js';

const started = Date.now();
const textures = await prepareDemoPictures();
console.log(`demo pictures: ${textures} textures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
