// Raster pictures of the demo's materials, drawn pixel by pixel from seeded noise and cells (material-raster/*): a
// main view of a swatch and a close-up of the same surface four times nearer, each with the length of a scale bar
// that fits it. Every picture is a pure function of (kind, colour, seed, view).

import { brick, fluted, moulding, slats, tiles } from './material-raster/built.js';
import {
  parseHex,
  type ReliefSampler,
  type Rgb,
  type Sampler,
  type Surface,
  surfaceOf,
} from './material-raster/field.js';
import { film, glass, metal, perforated } from './material-raster/metal-glass.js';
import { concrete, granite, marble, terrazzo } from './material-raster/stone.js';
import { carpet, fabric, leather } from './material-raster/textile.js';
import { boards, parquet } from './material-raster/wood.js';
import type { MaterialKind } from './textures.js';

/** Bumped whenever a drawing changes, so a machine's cache of pictures made before is not reused. */
export const MATERIAL_PICTURES_VERSION = 4;

/** The side of a material picture in pixels. */
export const MATERIAL_PICTURE_SIZE = 1600;

/** How much nearer the close-up is than the main view. */
export const CLOSE_UP_MAGNIFICATION = 4;

export type MaterialView = 'main' | 'close-up';

type Material = {
  /** the width of the main view in centimetres: what a sample of it plausibly shows */
  span: number;
  draw: (surface: Surface) => Sampler | ReliefSampler;
  /** where the close-up looks, as a fraction of the main view (its top left corner) */
  closeUp?: [number, number];
};

const MATERIALS: Record<MaterialKind, Material> = {
  wood: { span: 60, draw: (s) => boards(s, 'wood') },
  decking: { span: 70, draw: (s) => boards(s, 'decking') },
  parquet: { span: 60, draw: parquet },
  laminate: { span: 60, draw: (s) => boards(s, 'laminate') },
  'timber-slats': { span: 40, draw: (s) => slats(s, true) },
  marble: { span: 60, draw: marble },
  granite: { span: 30, draw: granite },
  terrazzo: { span: 40, draw: terrazzo },
  concrete: { span: 50, draw: (s) => concrete(s, false) },
  plaster: { span: 50, draw: (s) => concrete(s, true) },
  tile: { span: 60, draw: (s) => tiles(s, s.random() < 0.5 ? 30 : 15, 0.3, 0.05) },
  mosaic: { span: 30, draw: (s) => tiles(s, 2.5, 0.25, 0.16) },
  brick: { span: 90, draw: brick },
  fabric: { span: 10, draw: fabric },
  carpet: { span: 20, draw: carpet },
  leather: { span: 15, draw: leather },
  metal: { span: 30, draw: metal },
  perforated: { span: 30, draw: (s) => perforated(s, true) },
  acoustic: { span: 40, draw: (s) => perforated(s, false) },
  slats: { span: 40, draw: (s) => slats(s, false) },
  fluted: { span: 30, draw: fluted },
  moulding: { span: 40, draw: moulding },
  glass: { span: 40, draw: (s) => glass(s, 'clear'), closeUp: [0.03, 0.03] },
  'frosted-glass': { span: 40, draw: (s) => glass(s, 'frosted'), closeUp: [0.03, 0.03] },
  'fluted-glass': { span: 40, draw: (s) => glass(s, 'fluted'), closeUp: [0.03, 0.03] },
  film: { span: 30, draw: film, closeUp: [0.72, 0.72] },
};

/** A scale bar: how long it is on the picture and what it says. */
export type ScaleBar = { pixels: number; label: string };

/** The longest round length (1, 2 or 5 times a power of ten) no longer than a fifth of the view. */
export function scaleBarFor(spanCm: number, size: number): ScaleBar {
  const target = spanCm / 5;
  let best = 0.1;
  for (const cm of [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100]) if (cm <= target) best = cm;
  const label = best < 1 ? `${Math.round(best * 10)} mm` : `${best} cm`;
  return { pixels: Math.round((best / spanCm) * size), label };
}

/** A material picture: RGB pixels, three bytes each, row by row, and its scale bar. */
export type MaterialPicture = { width: number; height: number; pixels: Uint8Array; scaleBar: ScaleBar };

/** Draws one view of a material tinted in `colorHex`, `size` pixels square; the same arguments give the same pixels. */
export function materialPicture(
  kind: MaterialKind,
  colorHex: string,
  seed: number,
  view: MaterialView,
  size = MATERIAL_PICTURE_SIZE,
): MaterialPicture {
  const material = MATERIALS[kind];
  const span = view === 'main' ? material.span : material.span / CLOSE_UP_MAGNIFICATION;
  const [fx, fy] = material.closeUp ?? [0.4, 0.35];
  const originX = view === 'main' ? 0 : material.span * fx;
  const originY = view === 'main' ? 0 : material.span * fy;
  const drawn = material.draw(surfaceOf(parseHex(colorHex), seed, { x: originX, y: originY, span, size }));
  const pixels = new Uint8Array(size * size * 3);
  const out: Rgb = [0, 0, 0];
  const pixel = span / size;
  const relief = typeof drawn === 'function' ? undefined : drawn;
  // a relief's heights one row ahead: the slope at a pixel is read from the heights around it
  const heights = relief ? new Float64Array((size + 2) * 3) : undefined;
  const heightRow = (row: number) => {
    const target = ((row + 3) % 3) * (size + 2);
    const y = originY + (row + 0.5) * pixel;
    for (let column = -1; column <= size; column++)
      heights![target + column + 1] = relief!.height(originX + (column + 0.5) * pixel, y);
  };
  if (relief) {
    heightRow(-1);
    heightRow(0);
  }
  let offset = 0;
  for (let row = 0; row < size; row++) {
    const y = originY + (row + 0.5) * pixel;
    if (relief) heightRow(row + 1);
    const above = ((row + 2) % 3) * (size + 2) + 1;
    const below = ((row + 1) % 3) * (size + 2) + 1;
    const here = (row % 3) * (size + 2) + 1;
    for (let column = 0; column < size; column++) {
      const x = originX + (column + 0.5) * pixel;
      if (relief) {
        const h = heights!;
        const dhdx = (h[here + column + 1]! - h[here + column - 1]!) / (2 * pixel);
        const dhdy = (h[below + column]! - h[above + column]!) / (2 * pixel);
        relief.sample(x, y, out, dhdx, dhdy);
      } else (drawn as Sampler)(x, y, out);
      pixels[offset++] = Math.round(Math.min(1, Math.max(0, out[0])) * 255);
      pixels[offset++] = Math.round(Math.min(1, Math.max(0, out[1])) * 255);
      pixels[offset++] = Math.round(Math.min(1, Math.max(0, out[2])) * 255);
    }
  }
  return { width: size, height: size, pixels, scaleBar: scaleBarFor(span, size) };
}

/**
 * The scale bar drawn over a picture `size` pixels square, at its bottom left: a bar of the given length with end
 * ticks and its length written above, on a light plate that reads on any material.
 */
export function scaleBarSvg(size: number, bar: ScaleBar): string {
  const unit = size / 1600;
  const margin = Math.round(48 * unit);
  const padding = Math.round(22 * unit);
  const fontSize = Math.round(38 * unit);
  const thickness = Math.max(2, Math.round(8 * unit));
  const plateWidth = bar.pixels + 2 * padding;
  const plateHeight = Math.round(fontSize + 3 * padding + thickness);
  const x = margin;
  const y = size - margin - plateHeight;
  const barY = y + plateHeight - padding - thickness;
  const tick = Math.round(16 * unit);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect x="${x}" y="${y}" width="${plateWidth}" height="${plateHeight}" rx="${Math.round(10 * unit)}" fill="#fff" fill-opacity=".82"/>` +
    `<rect x="${x + padding}" y="${barY}" width="${bar.pixels}" height="${thickness}" fill="#111"/>` +
    `<rect x="${x + padding}" y="${barY - tick + thickness}" width="${thickness}" height="${tick}" fill="#111"/>` +
    `<rect x="${x + padding + bar.pixels - thickness}" y="${barY - tick + thickness}" width="${thickness}" height="${tick}" fill="#111"/>` +
    `<text x="${x + plateWidth / 2}" y="${barY - padding * 0.9}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#111">${bar.label}</text>` +
    '</svg>'
  );
}
