// Wood: growth rings cut by the saw (a warped distance to the log's centre), pores along the grain, boards and joints.
import {
  clamp01,
  fbm,
  fract,
  hash2,
  light,
  mix,
  mixInto,
  type Noise,
  type Rgb,
  type Sampler,
  type Surface,
  shade,
  smoothstep,
} from './field.js';

type Grain = (along: number, across: number, board: number, out: Rgb) => void;

/**
 * The grain of one board at (along, across) in cm: a board is a slice of a log at a random distance from its pith, so
 * the rings show as long flames (flat sawn) or near-straight lines; `board` makes each piece its own.
 */
export function woodGrain(s: Surface, fine = false): Grain {
  const [ringNoise, poreNoise, toneNoise, figureNoise] = [s.noise(), s.noise(), s.noise(), s.noise()];
  const late = shade(s.colour, -0.32);
  const early = shade(s.colour, 0.1);
  const ringSpacing = fine ? 0.22 : 0.38;
  return (along, across, board, out) => {
    const depth = 4 + 14 * hash2(board, 1, s.seed);
    const offset = 40 * hash2(board, 2, s.seed);
    // the log's rings warped by slow noise: a flat-sawn board shows flames where a ring's cone leaves the cut
    const a = along * 0.012 + offset;
    const warp =
      0.9 * fbm(ringNoise, a, across * 0.04 + board * 3.1, 2) + 0.08 * figureNoise(along * 0.08, across * 0.4);
    const radius = Math.sqrt((across + warp * 2.5) ** 2 + depth * depth) + 0.6 * Math.sin(a * 1.7 + board) + warp;
    const ring = fract(radius / ringSpacing);
    // latewood is a sharp dark band at the end of each year's growth
    const band = smoothstep(0.6, 0.86, ring) * (1 - smoothstep(0.92, 1, ring));
    mixInto(out, early, late, band * 0.65);
    // pores: short dark dashes along the grain
    const pore = poreNoise(along * 0.5 + board * 13, across * 14);
    light(out, 1 - 0.14 * smoothstep(0.45, 0.85, pore) - 0.05 * poreNoise(along * 0.05, across * 40));
    // each board a little lighter or darker, with a soft tone along it
    const tone = (hash2(board, 3, s.seed) - 0.5) * 0.18 + 0.06 * toneNoise(along * 0.01, across * 0.04 + board);
    light(out, 1 + tone);
  };
}

/** Boards of wood: solid flooring, decking (grooved, wide gaps) or laminate (fine grain, bevelled, a little glossy). */
export function boards(s: Surface, style: 'wood' | 'decking' | 'laminate'): Sampler {
  const grain = woodGrain(s, style === 'laminate');
  const width = style === 'decking' ? 14 : style === 'laminate' ? 19.5 : 12;
  const gap = style === 'decking' ? 0.6 : 0.08;
  const joint = style === 'decking' ? 240 : 120;
  const gapColour = style === 'decking' ? ([0.06, 0.05, 0.05] as Rgb) : shade(s.colour, -0.6);
  const sheen: Noise = s.noise();
  // decking runs across the picture, the floors down it
  const across = style === 'decking';
  return (x, y, out) => {
    const u = across ? x : y;
    const v = across ? y : x;
    const lane = Math.floor(v / width);
    const local = v - lane * width;
    const shift = hash2(lane, 7, s.seed) * joint;
    const piece = Math.floor((u + shift) / joint);
    const along = u + shift - piece * joint;
    const board = lane * 131 + piece;
    grain(along, local - width / 2, board, out);
    if (style === 'decking') {
      // grooves along the board: a shallow ridge every 0.6 cm, lit from above
      const ridge = Math.cos(((local % 0.6) / 0.6) * Math.PI * 2);
      light(out, 1 + 0.07 * ridge);
    }
    // the edge of a board catches the light on one side and falls into shadow on the other
    const bevel = style === 'laminate' ? 0.25 : 0.15;
    light(out, 1 + 0.12 * (1 - smoothstep(0, bevel, local)) - 0.2 * (1 - smoothstep(0, bevel, width - local)));
    const end = Math.min(along, joint - along);
    light(out, 1 - 0.18 * (1 - smoothstep(0, bevel, end)));
    const inGap = Math.min(local, width - local, end) < gap / 2;
    if (inGap) mixInto(out, out, gapColour, 0.9);
    if (style === 'laminate') light(out, 1 + 0.06 * clamp01(fbm(sheen, x * 0.01, y * 0.01, 2) + 0.3));
  };
}

/** Basket-weave parquet: squares of four short blocks, each square turned a quarter from its neighbours. */
export function parquet(s: Surface): Sampler {
  const grain = woodGrain(s, true);
  const block = 7;
  const square = block * 4;
  const seam = mix(shade(s.colour, -0.55), [0.1, 0.08, 0.06], 0.3);
  return (x, y, out) => {
    const sx = Math.floor(x / square);
    const sy = Math.floor(y / square);
    const lx = x - sx * square;
    const ly = y - sy * square;
    const turned = (sx + sy) % 2 !== 0;
    const u = turned ? lx : ly;
    const v = turned ? ly : lx;
    const strip = Math.floor(v / block);
    const local = v - strip * block;
    const board = (sx * 31 + sy * 17) * 4 + strip;
    grain(u, local - block / 2, board, out);
    light(out, 1 + 0.1 * (1 - smoothstep(0, 0.12, local)) - 0.14 * (1 - smoothstep(0, 0.12, block - local)));
    const edge = Math.min(local, block - local, u, square - u);
    if (edge < 0.05 + s.pixel / 2) mixInto(out, out, seam, 0.85);
  };
}
