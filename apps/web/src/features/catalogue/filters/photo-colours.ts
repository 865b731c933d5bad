// A photo's dominant colours, found in the browser (issue 17): the photo is drawn small on a canvas, colorthief's
// median cut (MMCQ) proposes a few more colour groups than wanted, a few rounds of k-means then move each to the mean
// of the photo's own pixels nearest to it (the median cut gives a group's colour to 8 levels in 256, and may split one
// colour or blend two), groups that end up alike are merged, and the five most present are kept. The photo never
// leaves the device. This module and its library load with the photo dialog only.
import { getPaletteSync } from 'colorthief';

/** How many colours a photo offers at most. */
export const PHOTO_COLOUR_COUNT = 5;
// the longest side a photo is read at: plenty for its main colours, quick on a phone
const READ_SIZE = 200;
// the groups the median cut proposes, the rounds that settle them, and how alike two groups may be and stay two (RGB
// distance) or how small one may be and stay (share of the pixels)
const PROPOSED = 16;
const ROUNDS = 8;
const MERGE_DISTANCE = 20;
const SMALLEST_SHARE = 0.01;

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

type Group = { rgb: [number, number, number]; count: number };
const distance2 = (a: readonly number[], b: readonly number[]) =>
  ((a[0] ?? 0) - (b[0] ?? 0)) ** 2 + ((a[1] ?? 0) - (b[1] ?? 0)) ** 2 + ((a[2] ?? 0) - (b[2] ?? 0)) ** 2;

/** One k-means round: each opaque pixel joins its nearest group, and a group's colour becomes its pixels' mean. */
function settle(pixels: Uint8ClampedArray, centres: Group[]): Group[] {
  const sums = centres.map(() => [0, 0, 0, 0]);
  for (let index = 0; index < pixels.length; index += 4) {
    if ((pixels[index + 3] ?? 0) < 125) continue;
    const pixel = [pixels[index] ?? 0, pixels[index + 1] ?? 0, pixels[index + 2] ?? 0];
    let nearest = 0;
    let nearestDistance = Number.POSITIVE_INFINITY;
    for (let group = 0; group < centres.length; group++) {
      const distance = distance2(pixel, centres[group]?.rgb ?? []);
      if (distance < nearestDistance) {
        nearest = group;
        nearestDistance = distance;
      }
    }
    const sum = sums[nearest] as number[];
    sum[0] = (sum[0] ?? 0) + (pixel[0] ?? 0);
    sum[1] = (sum[1] ?? 0) + (pixel[1] ?? 0);
    sum[2] = (sum[2] ?? 0) + (pixel[2] ?? 0);
    sum[3] = (sum[3] ?? 0) + 1;
  }
  return centres.map((centre, group) => {
    const [r = 0, g = 0, b = 0, count = 0] = sums[group] ?? [];
    return count ? { rgb: [r / count, g / count, b / count], count } : { ...centre, count: 0 };
  });
}

/** Groups closer than MERGE_DISTANCE become one (their weighted mean), the most present first. */
function merged(groups: Group[]): Group[] {
  const kept: Group[] = [];
  for (const group of [...groups].sort((a, b) => b.count - a.count)) {
    const twin = kept.find((other) => distance2(other.rgb, group.rgb) < MERGE_DISTANCE ** 2);
    if (!twin) {
      kept.push({ rgb: [...group.rgb], count: group.count });
      continue;
    }
    const total = twin.count + group.count;
    if (total === 0) continue;
    twin.rgb = twin.rgb.map((channel, at) => (channel * twin.count + (group.rgb[at] ?? 0) * group.count) / total) as [
      number,
      number,
      number,
    ];
    twin.count = total;
  }
  return kept.sort((a, b) => b.count - a.count);
}

/** The photo's main colours as `#RRGGBB`, the most present first (up to five); empty for a photo of no colour. */
export async function photoColours(file: Blob): Promise<string[]> {
  const canvas = await pixelsOf(file);
  const palette = getPaletteSync(canvas, { colorCount: PROPOSED, quality: 1, ignoreWhite: false });
  if (!palette?.length) return [];
  const pixels = canvas
    .getContext('2d', { willReadFrequently: true })
    ?.getImageData(0, 0, canvas.width, canvas.height).data;
  // each proposal once; merged only once settled (two proposals inside one blend of two colours pull them apart)
  const proposals = [...new Map(palette.map((colour) => [colour.hex(), colour.array()])).values()];
  let groups: Group[] = proposals.map((rgb) => ({ rgb, count: 0 }));
  if (pixels) {
    for (let round = 0; round < ROUNDS; round++) groups = settle(pixels, groups);
  }
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  return [
    ...new Set(
      merged(groups)
        .filter((group) => !pixels || group.count >= total * SMALLEST_SHARE)
        .slice(0, PHOTO_COLOUR_COUNT)
        .map((group) => toHex(group.rgb)),
    ),
  ];
}
