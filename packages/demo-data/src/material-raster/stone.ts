// Stone and mineral surfaces: marble veins from domain-warped noise, granite crystals and terrazzo chips from cells,
// concrete and plaster from mottled noise.
import {
  cells,
  fbm,
  light,
  luminance,
  mix,
  mixInto,
  over,
  type Rgb,
  type Sampler,
  type Surface,
  shade,
  smoothstep,
} from './field.js';

/** Marble: soft clouds and a network of veins, the noise's level lines bent by a warp of itself (domain warping). */
export function marble(s: Surface): Sampler {
  const [warpA, warpB, veinNoise, fineNoise, cloudNoise] = [s.noise(), s.noise(), s.noise(), s.noise(), s.noise()];
  const dark = luminance(s.colour) < 0.4;
  const ground = s.colour;
  const cloud = dark ? shade(s.colour, 0.12) : shade(s.colour, -0.1);
  const vein = dark
    ? mix(shade(s.colour, 0.85), [0.95, 0.94, 0.9], 0.5)
    : mix(shade(s.colour, -0.55), [0.4, 0.4, 0.42], 0.5);
  const angle = s.random() * Math.PI;
  const [ca, sa] = [Math.cos(angle), Math.sin(angle)];
  const warpX = s.smooth((x, y) => fbm(warpA, x * 0.03, y * 0.03, 4), 4);
  const warpY = s.smooth((x, y) => fbm(warpB, x * 0.03 + 5.2, y * 0.03 + 1.3, 4), 4);
  // the main veins: bands of a sine across the slab, bent far by turbulence, kept where a slow noise lets them be
  const veinPhase = s.smooth((x, y) => {
    const wx = x + 7 * warpX(x, y);
    const wy = y + 7 * warpY(x, y);
    return (wx * ca + wy * sa) * 0.3 + 3.2 * fbm(veinNoise, wx * 0.025, wy * 0.025, 6, 0.55);
  }, 2);
  const veinStrength = s.smooth((x, y) => smoothstep(-0.25, 0.35, fbm(warpB, x * 0.02 + 11, y * 0.02, 3)), 8);
  // fine cracks: the ridges of a second warped noise
  const crack = s.smooth((x, y) => fbm(fineNoise, (x + 7 * warpX(x, y)) * 0.06, (y + 7 * warpY(x, y)) * 0.06, 5), 2);
  const clouds = s.smooth((x, y) => fbm(cloudNoise, x * 0.02 + warpX(x, y), y * 0.02 + warpY(x, y), 5), 4);
  return (x, y, out) => {
    const band = Math.abs(Math.sin(veinPhase(x, y)));
    const strength = veinStrength(x, y);
    // a band's core is sharp, its edge bleeds into the stone
    const core = 1 - smoothstep(0.02, 0.07 + s.pixel * 0.6, band);
    const halo = (1 - band) ** 6;
    const fine = 1 - smoothstep(0.006, 0.014 + s.pixel * 0.03, Math.abs(crack(x, y)));
    mixInto(out, ground, cloud, 0.5 + 0.5 * clouds(x, y));
    over(out, vein, halo * 0.35 * strength);
    over(out, vein, core * 0.8 * strength);
    over(out, vein, fine * 0.45 * (0.3 + 0.7 * strength));
    // the polish: a soft reflection across the slab
    light(out, 1 + 0.05 * (1 - Math.abs((x + y) / 120 - 0.6)));
  };
}

/** Granite: crystals of three or four minerals in two sizes, each cut by its neighbours, with a faint sparkle. */
export function granite(s: Surface): Sampler {
  const big = cells(0.45, s.seed);
  const small = cells(0.16, s.seed + 7);
  const mottle = s.noise();
  const grain = s.noise();
  const dark = luminance(s.colour) < 0.35;
  const minerals: Rgb[] = [
    s.colour,
    shade(s.colour, -0.25),
    mix(s.colour, [0.07, 0.07, 0.08], 0.85), // biotite, near black
    mix(s.colour, dark ? [0.75, 0.72, 0.7] : [0.93, 0.92, 0.9], 0.75), // feldspar
    mix(s.colour, [0.62, 0.5, 0.46], 0.4), // a warm mineral
    mix(s.colour, [0.55, 0.57, 0.6], 0.55), // quartz, greyish
  ];
  const weights = [0.3, 0.5, 0.66, 0.8, 0.9, 1];
  const pick = (id: number) => minerals[weights.findIndex((w) => id < w)] ?? minerals[0]!;
  const speckle = s.smooth((x, y) => fbm(mottle, x * 0.15, y * 0.15, 2), 2);
  const broad = s.smooth((x, y) => fbm(mottle, x * 0.01, y * 0.01, 3), 16);
  // crystals grow into each other: their borders wander instead of running straight between cell centres
  const warpX = s.smooth((x, y) => 0.09 * fbm(grain, x * 3, y * 3, 2), 2);
  const warpY = s.smooth((x, y) => 0.09 * fbm(grain, x * 3 + 7.7, y * 3 - 2.1, 2), 2);
  return (x, y, out) => {
    const wx = x + warpX(x, y);
    const wy = y + warpY(x, y);
    const coarse = big(wx, wy);
    const first = pick(coarse.id);
    const fine = small(wx, wy);
    const useFine = fine.id < 0.45;
    const colour = useFine ? pick((fine.id * 7.31) % 1) : first;
    const cell = useFine ? fine : coarse;
    out[0] = colour[0];
    out[1] = colour[1];
    out[2] = colour[2];
    // a crystal is lighter at one side, darker at its boundary
    light(out, 0.92 + 0.14 * cell.id + 0.06 * speckle(x, y));
    light(out, 0.86 + 0.14 * smoothstep(0, 0.1, cell.f2 - cell.f1));
    // inside a crystal: cleavage and inclusions, a fine grain the polish shows
    light(out, 1 + 0.07 * grain(x * 9 + cell.id * 50, y * 9) + 0.04 * grain(x * 30, y * 30));
    light(out, 1 + 0.06 * broad(x, y));
  };
}

/** Terrazzo: a cement binder with fine aggregate and stone chips of several colours, cut from cells of two sizes. */
export function terrazzo(s: Surface): Sampler {
  const chips = cells(2.2, s.seed, 0.9);
  const grit = cells(0.7, s.seed + 3, 0.9);
  const dust = cells(0.14, s.seed + 5, 1);
  const [mottle, edgeNoise] = [s.noise(), s.noise()];
  const dark = luminance(s.colour) < 0.4;
  const binder = s.colour;
  const palette: Rgb[] = [
    shade(s.colour, dark ? 0.55 : -0.45),
    dark ? [0.92, 0.91, 0.88] : [0.22, 0.22, 0.23],
    mix(s.colour, [0.74, 0.42, 0.33], 0.6),
    shade(s.colour, dark ? 0.3 : 0.5),
    mix(s.colour, [0.5, 0.58, 0.52], 0.6),
    mix(s.colour, [0.85, 0.8, 0.7], 0.5),
  ];
  const wobbleField = s.smooth((x, y) => 0.05 * fbm(edgeNoise, x * 1.5, y * 1.5, 2), 2);
  const mottleField = s.smooth((x, y) => fbm(mottle, x * 0.08, y * 0.08, 3), 8);
  const grainField = s.smooth((x, y) => fbm(mottle, x * 0.9, y * 0.9, 2), 2);
  return (x, y, out) => {
    const wobble = wobbleField(x, y);
    mixInto(out, binder, shade(binder, -0.1), 0.5 + 0.5 * mottleField(x, y));
    const speck = dust(x, y);
    if (speck.id < 0.35)
      over(out, palette[Math.floor(speck.id * 17) % palette.length]!, (1 - smoothstep(0.2, 0.3, speck.f1)) * 0.8);
    for (const [lookup, present, gap] of [
      [grit, 0.5, 0.24],
      [chips, 0.55, 0.2],
    ] as const) {
      const cell = lookup(x, y);
      if (cell.id > present) continue;
      // a chip is the cell shrunk away from its border, so its edges are straight and its corners angular
      const inside = cell.f2 - cell.f1 + wobble - gap;
      const soft = s.pixel / (lookup === chips ? 2.2 : 0.7);
      const cover = smoothstep(-soft, soft, inside);
      if (cover <= 0) continue;
      const colour = palette[Math.floor(cell.id * 97) % palette.length]!;
      const grain = 0.93 + 0.1 * grainField(x, y) + 0.06 * cell.id;
      over(out, [colour[0] * grain, colour[1] * grain, colour[2] * grain], cover);
    }
    light(out, 1 + 0.04 * mottleField(x * 0.2, y * 0.2));
  };
}

/** Concrete (pits, mottling, shuttering stains) and plaster (smooth, with trowel sweeps). */
export function concrete(s: Surface, smooth: boolean): Sampler {
  const [large, medium, fine, sweep] = [s.noise(), s.noise(), s.noise(), s.noise()];
  const pits = cells(smooth ? 0.5 : 0.35, s.seed);
  const dark = shade(s.colour, -0.18);
  const pale = shade(s.colour, 0.12);
  const mottle = s.smooth(
    (x, y) => 0.5 * fbm(large, x * 0.03, y * 0.03, 4) + 0.35 * fbm(medium, x * 0.2, y * 0.2, 3),
    3,
  );
  const sweeps = s.smooth((x, y) => fbm(sweep, x * 0.04 + Math.sin(y * 0.05) * 0.6, y * 0.12, 3), 4);
  return (x, y, out) => {
    mixInto(out, dark, pale, 0.5 + 0.5 * mottle(x, y));
    if (smooth) {
      // trowel sweeps: long arcs of slightly polished plaster
      const arc = sweeps(x, y);
      light(out, 1 + 0.06 * smoothstep(0.1, 0.5, arc) - 0.03 * smoothstep(-0.6, -0.2, arc));
      light(out, 1 + 0.025 * fine(x * 1.5, y * 1.5));
      return;
    }
    light(out, 1 + 0.07 * fine(x * 2.5, y * 2.5));
    const pit = pits(x, y);
    if (pit.id < 0.18) {
      const radius = 0.05 + 0.12 * pit.id;
      const hole = 1 - smoothstep(radius - s.pixel, radius + s.pixel, pit.f1 * (smooth ? 0.5 : 0.35));
      light(out, 1 - 0.45 * hole);
    }
  };
}
