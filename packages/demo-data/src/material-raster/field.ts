// The building blocks of the raster material pictures: seeded simplex noise (fractal sums, warps), a cell lookup on a
// jittered grid (Voronoi/Worley), colours, and the edge smoothing that keeps a line one pixel soft at any scale.
import alea from 'alea';
import { createNoise2D, type NoiseFunction2D } from 'simplex-noise';

export type Rgb = [number, number, number];
export type Noise = NoiseFunction2D;

/** A material seen at one scale: the colour at (x, y) in centimetres, written into `out` (sRGB, 0-1). */
export type Sampler = (x: number, y: number, out: Rgb) => void;

/**
 * A material with relief: its height at (x, y), and its colour given the slope of that height there (the renderer
 * works the slope out from the heights of neighbouring pixels, so a height is computed once a pixel).
 */
export type ReliefSampler = {
  height: (x: number, y: number) => number;
  sample: (x: number, y: number, out: Rgb, dhdx: number, dhdy: number) => void;
};

/** The part of the material a picture shows: its top left corner and width in cm, and its width in pixels. */
export type Region = { x: number; y: number; span: number; size: number };

/** What a material's drawing gets: its colour, a seeded source of noise and numbers, and the size of a pixel in cm. */
export type Surface = {
  colour: Rgb;
  /** a new noise function, the same for the same seed and call order */
  noise: () => Noise;
  /** a seeded random number in [0, 1) */
  random: () => number;
  seed: number;
  /** centimetres per pixel: lines narrower than this are smoothed over it */
  pixel: number;
  /**
   * A slowly changing field (wider than a few pixels everywhere) sampled once every few pixels over the picture and
   * read back between them: the same look for a fraction of the noise calls.
   */
  smooth: (field: (x: number, y: number) => number, step?: number) => (x: number, y: number) => number;
};

/** A surface for `seed` seen over `region`: every noise comes from one seeded PRNG (Alea), so it is repeatable. */
export function surfaceOf(colour: Rgb, seed: number, region: Region): Surface {
  const random = alea(`samplebank-${seed}`) as () => number;
  const pixel = region.span / region.size;
  const smooth = (field: (x: number, y: number) => number, step = 4) => {
    const spacing = pixel * step;
    // one sample past each side, so every pixel lies between four of them
    const count = Math.ceil(region.size / step) + 3;
    const values = new Float32Array(count * count);
    const x0 = region.x - spacing;
    const y0 = region.y - spacing;
    for (let j = 0; j < count; j++)
      for (let i = 0; i < count; i++) values[j * count + i] = field(x0 + i * spacing, y0 + j * spacing);
    return (x: number, y: number) => {
      const gx = Math.min(count - 1.001, Math.max(0, (x - x0) / spacing));
      const gy = Math.min(count - 1.001, Math.max(0, (y - y0) / spacing));
      const i = gx | 0;
      const j = gy | 0;
      const tx = gx - i;
      const ty = gy - j;
      const k = j * count + i;
      const top = values[k]! + (values[k + 1]! - values[k]!) * tx;
      const bottom = values[k + count]! + (values[k + count + 1]! - values[k + count]!) * tx;
      return top + (bottom - top) * ty;
    };
  };
  return { colour, noise: () => createNoise2D(random), random, seed, pixel, smooth };
}

/** Fractal sum of `octaves` of noise, about -1..1. */
export function fbm(noise: Noise, x: number, y: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amplitude = 1;
  let norm = 0;
  let frequency = 1;
  for (let octave = 0; octave < octaves; octave++) {
    sum += amplitude * noise(x * frequency + octave * 17.3, y * frequency - octave * 9.1);
    norm += amplitude;
    amplitude *= gain;
    frequency *= 2.03;
  }
  return sum / norm;
}

export const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const smoothstep = (edge0: number, edge1: number, value: number) => {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};
export const fract = (value: number) => value - Math.floor(value);

/** A repeatable hash of integer cell coordinates and a salt, in [0, 1). */
export function hash2(ix: number, iy: number, salt = 0): number {
  let h = Math.imul(ix | 0, 0x27d4eb2d) ^ Math.imul(iy | 0, 0x165667b1) ^ Math.imul(salt | 0, 0x9e3779b9);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The nearest and second-nearest feature points of a jittered grid: distances (in cells) and the nearest one's id. */
export type Cell = { f1: number; f2: number; id: number; cx: number; cy: number };

/**
 * A cell lookup on a jittered grid of `size` cm (Worley noise): f2 - f1 is small near the border of two cells, so
 * it cuts stones, chips and pebbles; `id` (0-1) tells the cells apart.
 */
export function cells(size: number, salt: number, jitter = 0.85) {
  const cell: Cell = { f1: 0, f2: 0, id: 0, cx: 0, cy: 0 };
  // the 3 x 3 feature points around the last cell asked for: neighbouring pixels mostly share them
  const points = new Float64Array(27);
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  return (x: number, y: number): Cell => {
    const gx = x / size;
    const gy = y / size;
    const ix = Math.floor(gx);
    const iy = Math.floor(gy);
    if (ix !== lastX || iy !== lastY) {
      lastX = ix;
      lastY = iy;
      let k = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const jx = ix + dx;
          const jy = iy + dy;
          points[k++] = jx + 0.5 + (hash2(jx, jy, salt) - 0.5) * jitter;
          points[k++] = jy + 0.5 + (hash2(jx, jy, salt + 1) - 0.5) * jitter;
          points[k++] = hash2(jx, jy, salt + 2);
        }
      }
    }
    let f1 = 81;
    let f2 = 81;
    let nearest = 0;
    for (let k = 0; k < 27; k += 3) {
      const dx = points[k]! - gx;
      const dy = points[k + 1]! - gy;
      const d = dx * dx + dy * dy;
      if (d < f1) {
        f2 = f1;
        f1 = d;
        nearest = k;
      } else if (d < f2) f2 = d;
    }
    cell.f1 = Math.sqrt(f1);
    cell.f2 = Math.sqrt(f2);
    cell.id = points[nearest + 2]!;
    cell.cx = points[nearest]! * size;
    cell.cy = points[nearest + 1]! * size;
    return cell;
  };
}

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match ? Number.parseInt(match[1]!, 16) : 0x999999;
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export const shade = (c: Rgb, amount: number): Rgb =>
  c.map((channel) => (amount >= 0 ? channel + (1 - channel) * amount : channel * (1 + amount))) as Rgb;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((channel, i) => channel + (b[i]! - channel) * t) as Rgb;
export const luminance = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];

/** Writes `a` mixed towards `b` by t into `out`. */
export function mixInto(out: Rgb, a: Rgb, b: Rgb, t: number): void {
  out[0] = a[0] + (b[0] - a[0]) * t;
  out[1] = a[1] + (b[1] - a[1]) * t;
  out[2] = a[2] + (b[2] - a[2]) * t;
}

/** Multiplies `out` by a brightness (1 keeps it; above 1 lightens towards white without clipping the hue first). */
export function light(out: Rgb, brightness: number): void {
  if (brightness <= 1) {
    out[0] *= brightness;
    out[1] *= brightness;
    out[2] *= brightness;
  } else {
    const t = brightness - 1;
    out[0] += (1 - out[0]) * t;
    out[1] += (1 - out[1]) * t;
    out[2] += (1 - out[2]) * t;
  }
}

/** Blends a colour over `out` with opacity t. */
export function over(out: Rgb, c: Rgb, t: number): void {
  if (t <= 0) return;
  out[0] += (c[0] - out[0]) * t;
  out[1] += (c[1] - out[1]) * t;
  out[2] += (c[2] - out[2]) * t;
}

/**
 * Lambert light from the top left on a height field: the brightness of the slope (dhdx, dhdy), 1 on the flat.
 * Heights and slopes are in the same unit, so `relief` says how steep the surface looks.
 */
export function lit(dhdx: number, dhdy: number, relief: number): number {
  const nx = -dhdx * relief;
  const ny = -dhdy * relief;
  const length = Math.sqrt(nx * nx + ny * ny + 1);
  // light from the top left, 50 degrees up
  const lx = -0.45;
  const ly = -0.45;
  const lz = 0.77;
  return (nx * lx + ny * ly + lz) / length / lz;
}
