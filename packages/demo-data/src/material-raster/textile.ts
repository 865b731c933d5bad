// Soft surfaces: a woven fabric (warp and weft threads over and under), carpet pile (tufts lit from above) and
// leather (a pebbled grain of raised cells with creases between them).
import {
  cells,
  clamp01,
  fbm,
  hash2,
  light,
  lit,
  mix,
  mixInto,
  type ReliefSampler,
  type Sampler,
  type Surface,
  shade,
  smoothstep,
} from './field.js';

/** Plain weave: threads 0.45 mm apart, each round in section, twisted, a little uneven, crossing over and under. */
export function fabric(s: Surface): Sampler {
  const pitch = 0.045;
  const [slub, twist, fold] = [s.noise(), s.noise(), s.noise()];
  const warpColour = s.colour;
  const weftColour = mix(s.colour, shade(s.colour, 0.25), 0.6);
  const shadow = shade(s.colour, -0.65);
  return (x, y, out) => {
    const i = Math.floor(x / pitch);
    const j = Math.floor(y / pitch);
    const fx = x / pitch - i;
    const fy = y / pitch - j;
    // a warp thread runs down column i, a weft thread across row j; in a plain weave they take turns on top
    const warpOnTop = (i + j) % 2 === 0;
    const along = warpOnTop ? fy : fx;
    const across = warpOnTop ? fx : fy;
    // the thread dips at both ends of its float, where it goes under the crossing one
    const lift = Math.sin(along * Math.PI);
    const profile = Math.sin(clamp01((across - 0.04) / 0.92) * Math.PI);
    const inThread = across > 0.04 && across < 0.96;
    const colour = warpOnTop ? warpColour : weftColour;
    const thread = warpOnTop ? i : j;
    const slubbed =
      0.08 * fbm(slub, thread * 0.37, (warpOnTop ? y : x) * 0.6, 2) +
      (hash2(thread, warpOnTop ? 1 : 2, s.seed) - 0.5) * 0.1;
    // the fibres twisted along the thread: fine diagonal lines
    const fibres = Math.sin((along * 4 + across * 3) * Math.PI * 2 + twist(x * 6, y * 6) * 2.5);
    out[0] = colour[0];
    out[1] = colour[1];
    out[2] = colour[2];
    const shading = inThread ? 0.55 + 0.5 * profile * (0.55 + 0.45 * lift) : 0.35;
    light(out, shading * (1 + slubbed) * (1 + 0.12 * fibres * profile));
    if (!inThread) mixInto(out, out, shadow, 0.5);
    // the cloth lies in soft undulations
    light(out, 1 + 0.07 * fbm(fold, x * 0.12, y * 0.12, 2));
  };
}

/** Cut-pile carpet: tufts about 2.5 mm apart seen from above, each a lit dome of fibres, the pile tracking a little. */
export function carpet(s: Surface): ReliefSampler {
  const tufts = cells(0.24, s.seed, 0.9);
  const [fibre, tracking, heather] = [s.noise(), s.noise(), s.noise()];
  const deep = shade(s.colour, -0.6);
  const fleck = shade(s.colour, 0.22);
  const shadeOfTuft = (id: number) => 0.9 + 0.2 * id;
  const broad = s.smooth((x, y) => fbm(tracking, x * 0.08, y * 0.08, 3), 8);
  const heathered = s.smooth((x, y) => fbm(heather, x * 1.5, y * 1.5, 2), 2);
  return {
    height: (x, y) => {
      const tuft = tufts(x, y);
      // each tuft a dome of fibre ends, splayed: the fibres' noise breaks its outline
      return Math.max(0, 1 - tuft.f1 * 1.4) ** 0.7 + 0.35 * fibre(x * 14, y * 14) + 0.15 * fibre(x * 30 + 7, y * 30);
    },
    sample: (x, y, out, dhdx, dhdy) => {
      const tuft = tufts(x, y);
      const h = Math.max(0, 1 - tuft.f1 * 1.4);
      mixInto(out, s.colour, fleck, clamp01(0.3 + heathered(x + tuft.id * 3, y)) * 0.35);
      light(out, (0.7 + 0.3 * lit(dhdx * 0.03, dhdy * 0.03, 1)) * shadeOfTuft(tuft.id));
      mixInto(out, out, deep, (1 - smoothstep(0.05, 0.5, h)) * 0.55);
      light(out, 1 + 0.07 * broad(x, y));
    },
  };
}

/** Pebbled leather: raised cells of 2-4 mm with creases between them, lit, with a faint sheen on the tops. */
export function leather(s: Surface): ReliefSampler {
  const pebbles = cells(0.3, s.seed, 0.95);
  const large = cells(1.1, s.seed + 5, 0.95);
  const [mottle, pores] = [s.noise(), s.noise()];
  const crease = shade(s.colour, -0.45);
  const mottled = s.smooth((x, y) => fbm(mottle, x * 0.15, y * 0.15, 3), 8);
  const heightOf = (x: number, y: number) => {
    const a = pebbles(x, y);
    const b = large(x, y);
    // a pebble is a dome (rounded by its distance to its centre) cut off by the creases at its borders
    const dome = (1 - Math.min(1, a.f1 * 1.1) ** 2) * smoothstep(0, 0.22, a.f2 - a.f1) ** 0.5;
    return dome * 0.8 + smoothstep(0, 0.2, b.f2 - b.f1) * 0.2;
  };
  return {
    height: (x, y) => heightOf(x, y) * 0.04 + 0.002 * pores(x * 40, y * 40),
    sample: (x, y, out, dhdx, dhdy) => {
      const h = heightOf(x, y);
      mixInto(out, s.colour, shade(s.colour, -0.15), 0.5 + 0.5 * mottled(x, y));
      const shading = lit(dhdx, dhdy, 1);
      light(out, 0.8 + 0.22 * shading);
      mixInto(out, out, crease, (1 - smoothstep(0.05, 0.45, h)) * 0.5);
      // a waxed top catches the light where the grain faces it
      light(out, 1 + 0.12 * smoothstep(1.02, 1.25, shading) * h);
    },
  };
}
