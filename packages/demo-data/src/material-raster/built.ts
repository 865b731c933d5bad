// Built-up surfaces: tiles and mosaic in grout, brick in running bond, slats over felt, fluted panels and mouldings,
// each piece a little different, each profile shaded as light falls on it from the top left.
import {
  cells,
  clamp01,
  fbm,
  hash2,
  light,
  luminance,
  mix,
  mixInto,
  type Rgb,
  type Sampler,
  type Surface,
  shade,
  smoothstep,
} from './field.js';
import { woodGrain } from './wood.js';

/** Glazed tiles of `size` cm in a grout joint of `joint` cm, each tile's tone off by up to `spread`. */
export function tiles(s: Surface, size: number, joint: number, spread: number): Sampler {
  const [glaze, wave, groutNoise] = [s.noise(), s.noise(), s.noise()];
  const grout = luminance(s.colour) > 0.6 ? shade(s.colour, -0.3) : mix(shade(s.colour, 0.5), [0.75, 0.74, 0.72], 0.5);
  return (x, y, out) => {
    const ix = Math.floor(x / size);
    const iy = Math.floor(y / size);
    const lx = x - ix * size;
    const ly = y - iy * size;
    const tone = (hash2(ix, iy, s.seed) - 0.5) * 2 * spread;
    mixInto(out, s.colour, tone > 0 ? [1, 1, 1] : [0, 0, 0], Math.abs(tone));
    // the glaze: pooled a little darker here and there, and a wide highlight that moves across the tile
    light(out, 1 + 0.05 * fbm(glaze, x * 0.4, y * 0.4, 3));
    const reflection = fbm(wave, x * 0.02 + ix * 0.3, y * 0.02 + iy * 0.3, 2);
    light(out, 1 + 0.05 * smoothstep(0.25, 0.7, reflection));
    // a cushion edge: lit on the top and left, shaded at the bottom and right
    const edge = Math.min(size * 0.06, 0.6);
    const inset = joint / 2;
    light(out, 1 + 0.15 * (1 - smoothstep(inset, inset + edge, Math.min(lx, ly))));
    light(out, 1 - 0.2 * (1 - smoothstep(inset, inset + edge, Math.min(size - lx, size - ly))));
    const toJoint = Math.min(lx, ly, size - lx, size - ly);
    const inJoint = 1 - smoothstep(inset - s.pixel, inset + s.pixel, toJoint);
    if (inJoint > 0) {
      const sand: Rgb = [...grout];
      light(sand, 0.9 + 0.12 * fbm(groutNoise, x * 8, y * 8, 2));
      mixInto(out, out, sand, inJoint);
    }
  };
}

/** Clay bricks (21.5 x 6.5 cm) in running bond with 1 cm mortar joints, each brick fired a little differently. */
export function brick(s: Surface): Sampler {
  const length = 22.5;
  const course = 7.5;
  const [clay, edges, sand] = [s.noise(), s.noise(), s.noise()];
  const pits = cells(0.4, s.seed);
  const mortar: Rgb = mix([0.74, 0.72, 0.67], s.colour, 0.12);
  const clayField = s.smooth((x, y) => fbm(clay, x * 0.3, y * 0.5, 3), 4);
  const edgeField = s.smooth((x, y) => 0.18 * fbm(edges, x * 0.8, y * 0.8, 2), 2);
  return (x, y, out) => {
    const row = Math.floor(y / course);
    const shift = row % 2 ? length / 2 : 0;
    const column = Math.floor((x + shift) / length);
    const lx = x + shift - column * length;
    const ly = y - row * course;
    const fired = hash2(column, row, s.seed);
    const base = shade(s.colour, (fired - 0.6) * 0.45);
    const burnt = mix(base, [0.22, 0.14, 0.12], fired > 0.88 ? 0.45 : 0);
    mixInto(out, burnt, shade(burnt, 0.15), clamp01(0.5 + clayField(x, y)));
    light(out, 1 + 0.12 * sand(x * 4, y * 4));
    const pit = pits(x, y);
    if (pit.id < 0.25) light(out, 1 - 0.35 * (1 - smoothstep(0.1, 0.25, pit.f1)));
    // the joint: recessed mortar, the brick's arris chipped by noise, a shadow under each brick's top edge
    const wobble = edgeField(x, y);
    const toJoint = Math.min(lx, length - lx, ly, course - ly) + wobble;
    const inJoint = 1 - smoothstep(0.5 - s.pixel, 0.5 + s.pixel, toJoint);
    light(out, 1 - 0.15 * (1 - smoothstep(0.5, 1, course - ly)));
    if (inJoint > 0) {
      const joint: Rgb = [...mortar];
      light(joint, 0.85 + 0.2 * sand(x * 6 + 3, y * 6) - 0.25 * (1 - smoothstep(0, 0.5, ly)));
      mixInto(out, out, joint, inJoint);
    }
  };
}

/** Slats 4 cm wide, 1.5 cm apart over dark acoustic felt: timber with its grain, or painted with a rounded edge. */
export function slats(s: Surface, woody: boolean): Sampler {
  const width = 4;
  const pitch = 5.5;
  const grain = woodGrain(s, true);
  const felt = s.noise();
  const feltColour: Rgb = [0.1, 0.1, 0.11];
  return (x, y, out) => {
    const index = Math.floor(x / pitch);
    const local = x - index * pitch;
    if (local > width) {
      // the felt between slats, in the shadow of the slat to its left
      mixInto(out, feltColour, shade(feltColour, 0.35), clamp01(0.5 + fbm(felt, x * 6, y * 6, 2)));
      light(out, 0.55 + 0.45 * smoothstep(width, pitch, local));
      return;
    }
    if (woody) grain(y, local - width / 2, index, out);
    else {
      out[0] = s.colour[0];
      out[1] = s.colour[1];
      out[2] = s.colour[2];
      light(out, 1 + (hash2(index, 0, s.seed) - 0.5) * 0.08);
    }
    // a slat's face with eased edges: light on the left arris, shade on the right
    light(out, 1 + 0.18 * (1 - smoothstep(0, 0.25, local)) - 0.3 * (1 - smoothstep(0, 0.35, width - local)));
  };
}

/** Fluted panel: half-round reeds 2 cm wide, shaded by their curve, over timber (warm colours) or paint. */
export function fluted(s: Surface): Sampler {
  const woody = s.colour[0] > s.colour[2] + 0.12 && luminance(s.colour) < 0.7;
  const pitch = 2;
  const grain = woodGrain(s, true);
  const paint = s.noise();
  return (x, y, out) => {
    const index = Math.floor(x / pitch);
    const phase = (x - index * pitch) / pitch;
    if (woody) grain(y, x - 20, 0, out);
    else {
      out[0] = s.colour[0];
      out[1] = s.colour[1];
      out[2] = s.colour[2];
      light(out, 1 + 0.03 * fbm(paint, x * 0.5, y * 0.5, 2));
    }
    // a reed's normal turns from -1 to 1 across it; light from the left
    const normal = phase * 2 - 1;
    const facing = -normal * 0.6 + Math.sqrt(1 - normal * normal) * 0.8;
    light(out, 0.55 + 0.55 * facing);
    light(out, 1 - 0.35 * (1 - smoothstep(0, 0.05, Math.min(phase, 1 - phase))));
  };
}

/** A cornice in elevation: bands of coves, beads and fillets, each shaded by how its profile faces the light. */
export function moulding(s: Surface): Sampler {
  const paint = s.noise();
  // the profile from top to bottom: [height in cm, shape] with shape 1 a convex bead, -1 a cove, 0 a flat fillet
  const profile: [number, number][] = [];
  let total = 0;
  while (total < 40) {
    const height = s.random() < 0.35 ? 0.6 + s.random() : 2 + s.random() * 5;
    const shape = height < 1.6 ? 0 : s.random() < 0.5 ? 1 : -1;
    profile.push([height, shape]);
    total += height;
  }
  return (x, y, out) => {
    let top = 0;
    let band = profile[0]!;
    for (const entry of profile) {
      if (y < top + entry[0]) {
        band = entry;
        break;
      }
      top += entry[0];
    }
    const t = (y - top) / band[0];
    out[0] = s.colour[0];
    out[1] = s.colour[1];
    out[2] = s.colour[2];
    light(out, 1 + 0.025 * fbm(paint, x * 0.6, y * 0.6, 2));
    // slope of the profile: a bead faces up at its top and down at its bottom, a cove the other way round
    const slope = band[1] * (1 - 2 * t);
    light(out, 1 + 0.22 * slope + (band[1] === 0 ? 0.04 : 0));
    // a crisp shadow line under each step, a highlight on the arris above it
    light(out, 1 - 0.3 * (1 - smoothstep(0, 0.12, band[0] - (y - top))) + 0.2 * (1 - smoothstep(0, 0.06, y - top)));
  };
}
