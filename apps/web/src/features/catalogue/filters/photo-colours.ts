// A photo's dominant colours, found in the browser (issue 17): the photo is drawn small on a canvas, colorthief's
// median cut (MMCQ) finds its five main colour groups, and each is then taken as the mean of the photo's own pixels
// nearest to it (the median cut gives a group's colour to 8 levels in 256). The photo never leaves the device. This
// module and its library load with the photo dialog only.
import { getPaletteSync } from 'colorthief';

/** How many colours a photo offers. */
export const PHOTO_COLOUR_COUNT = 5;
// the longest side a photo is read at: plenty for its main colours, quick on a phone
const READ_SIZE = 200;

/** Draws the photo at a reading size; throws when the browser cannot decode it. */
async function pixelsOf(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, READ_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No canvas');
  // flat areas stay flat: no smoothing blends the edges of two colours into a third
  context.imageSmoothingEnabled = false;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas;
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** The photo's main colours as `#RRGGBB`, the most present first; empty for a photo of no colour (transparent). */
export async function photoColours(file: Blob): Promise<string[]> {
  const canvas = await pixelsOf(file);
  const palette = getPaletteSync(canvas, { colorCount: PHOTO_COLOUR_COUNT, quality: 1, ignoreWhite: false });
  if (!palette?.length) return [];
  const centres = palette.slice(0, PHOTO_COLOUR_COUNT).map((colour) => colour.array());
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const data = context?.getImageData(0, 0, canvas.width, canvas.height).data;
  if (!data) return centres.map(toHex);
  // each pixel joins its nearest group; a group's colour is its pixels' mean
  const sums = centres.map(() => [0, 0, 0, 0]);
  for (let index = 0; index < data.length; index += 4) {
    if ((data[index + 3] ?? 0) < 125) continue;
    const r = data[index] ?? 0;
    const g = data[index + 1] ?? 0;
    const b = data[index + 2] ?? 0;
    let nearest = 0;
    let nearestDistance = Number.POSITIVE_INFINITY;
    centres.forEach(([cr = 0, cg = 0, cb = 0], group) => {
      const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
      if (distance < nearestDistance) {
        nearest = group;
        nearestDistance = distance;
      }
    });
    const sum = sums[nearest];
    if (!sum) continue;
    sum[0] = (sum[0] ?? 0) + r;
    sum[1] = (sum[1] ?? 0) + g;
    sum[2] = (sum[2] ?? 0) + b;
    sum[3] = (sum[3] ?? 0) + 1;
  }
  const groups = centres.map((centre, group) => {
    const [r = 0, g = 0, b = 0, count = 0] = sums[group] ?? [];
    return { hex: toHex(count ? [r / count, g / count, b / count] : centre), count };
  });
  // the most present first, each colour once
  return [...new Set(groups.sort((a, b) => b.count - a.count).map((group) => group.hex))];
}
