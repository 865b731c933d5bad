// Metal and glass: brushed streaks and bands of reflected light, perforations with their shaded walls, and a glass
// sample lying on a light table, seen through (tinted, frosted or fluted) with its thick edge and reflections.
import {
  cells,
  clamp01,
  fbm,
  light,
  lit,
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

/** Brushed metal: streaks of every length along one direction, broad soft bands of reflection across them. */
export function metal(s: Surface): Sampler {
  const [streaks, long, bands, scuffs] = [s.noise(), s.noise(), s.noise(), s.noise()];
  const bright = shade(s.colour, 0.35);
  const dim = shade(s.colour, -0.3);
  const slope = 0.15 + 0.25 * s.random();
  return (x, y, out) => {
    // the brush runs along x: noise stretched 400 times along it
    const fine = fbm(streaks, x * 0.06, y * 28, 3);
    const coarse = fbm(long, x * 0.015, y * 3, 2);
    const band = fbm(bands, (x + y * slope) * 0.035, 0.5, 2);
    mixInto(out, dim, bright, clamp01(0.5 + 0.65 * band));
    light(out, 1 + 0.09 * fine + 0.06 * coarse);
    // the finish is never perfectly even: a faint, long-drawn haze along the brush
    light(out, 1 - 0.025 * smoothstep(0.3, 0.8, scuffs(x * 0.02, y * 0.4)));
  };
}

/** A staggered grid of round holes (metal) or small ones in a fleck-textured mineral board (acoustic). */
export function perforated(s: Surface, onMetal: boolean): Sampler {
  const ground = onMetal ? metal(s) : board(s);
  const pitch = onMetal ? 1 : 0.8;
  const radius = onMetal ? 0.3 : 0.11;
  const rowHeight = onMetal ? pitch * 0.866 : pitch;
  const behind: Rgb = onMetal ? [0.04, 0.04, 0.05] : shade(s.colour, -0.8);
  return (x, y, out) => {
    ground(x, y, out);
    const row = Math.floor(y / rowHeight);
    const shift = onMetal && row % 2 !== 0 ? pitch / 2 : 0;
    const cx = (Math.floor((x - shift) / pitch) + 0.5) * pitch + shift;
    const cy = (row + 0.5) * rowHeight;
    const dx = x - cx;
    const dy = y - cy;
    const distance = Math.hypot(dx, dy);
    const soft = Math.max(s.pixel, 0.004);
    const hole = 1 - smoothstep(radius - soft, radius + soft, distance);
    // the hole's wall: lit on the far side (bottom right), in shadow near the light
    if (hole > 0) {
      const wall = smoothstep(radius * 0.72, radius, distance) * (onMetal ? 1 : 0.6);
      const facing = (dx + dy) / (distance * Math.SQRT2 + 1e-6);
      const wallColour = shade(s.colour, facing > 0 ? -0.1 + 0.2 * facing : -0.6);
      const inside: Rgb = [behind[0], behind[1], behind[2]];
      mixInto(inside, inside, wallColour, wall * (onMetal ? 0.9 : 0.5));
      mixInto(out, out, inside, hole);
    }
    // a rim of light pressed around each hole by the punch
    const rim = smoothstep(radius, radius + 0.03, distance) * (1 - smoothstep(radius + 0.03, radius + 0.08, distance));
    if (onMetal) light(out, 1 + 0.12 * rim);
  };
}

/** A painted mineral-fibre board: fine flecks and fissures under a flat paint. */
function board(s: Surface): Sampler {
  const flecks = cells(0.06, s.seed + 11, 1);
  const mottle = s.noise();
  return (x, y, out) => {
    out[0] = s.colour[0];
    out[1] = s.colour[1];
    out[2] = s.colour[2];
    const fleck = flecks(x, y);
    light(out, 1 + 0.08 * (fleck.id - 0.5) - 0.08 * (1 - smoothstep(0, 0.1, fleck.f2 - fleck.f1)));
    light(out, 1 + 0.04 * fbm(mottle, x * 0.1, y * 0.1, 2));
  };
}

/**
 * A glass sample on a light table: the table's grid seen through a tinted pane with a soft shadow under it, the
 * pane darker where it is thicker, its cut edge a green-tinted band with a bright line, and streaks of reflection.
 */
export function glass(s: Surface, style: 'clear' | 'frosted' | 'fluted'): Sampler {
  const [grain, streakNoise, tableNoise] = [s.noise(), s.noise(), s.noise()];
  const margin = 4;
  const size = 40 - 2 * margin;
  const corner = 1.2;
  const edgeWidth = 0.6;
  const tint = s.colour;
  const edgeColour = mix(shade(s.colour, -0.45), [0.25, 0.5, 0.42], 0.45);
  const table: Rgb = [0.93, 0.93, 0.92];
  const lines: Rgb = [0.78, 0.8, 0.81];
  const clarity = luminance(s.colour);
  // signed distance to the pane's rounded rectangle (negative inside)
  const paneDistance = (x: number, y: number, shrink = 0) => {
    const hx = size / 2 - corner - shrink;
    const qx = Math.abs(x - margin - size / 2) - hx;
    const qy = Math.abs(y - margin - size / 2) - hx;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
  };
  const tableAt = (x: number, y: number, out: Rgb, blur = 0) => {
    out[0] = table[0];
    out[1] = table[1];
    out[2] = table[2];
    // a 5 cm grid printed on the table, so the glass has something to be seen through (blurred under frosting)
    const toLine = Math.max(Math.abs(((x + 100) % 5) - 2.5), Math.abs(((y + 100) % 5) - 2.5));
    const line = 1 - smoothstep(0.03, 0.03 + s.pixel + blur, 2.5 - toLine);
    mixInto(out, out, lines, line * (blur > 0 ? 0.35 : 0.9));
    light(out, 1 + 0.02 * fbm(tableNoise, x * 0.5, y * 0.5, 2));
  };
  return (x, y, out) => {
    const d = paneDistance(x, y);
    if (d > 0) {
      tableAt(x, y, out);
      // the pane's shadow, offset away from the light
      const shadow = paneDistance(x - 0.9, y - 1.2);
      light(out, 1 - 0.28 * (1 - smoothstep(-1.5, 2.2, shadow)));
      return;
    }
    // what is seen through: the table, bent by the flutes or scattered by the frosting
    let sx = x;
    if (style === 'fluted') {
      const phase = ((x - margin) % 1.6) / 1.6;
      sx = x - (phase - 0.5) * 1.2;
    }
    tableAt(sx, y, out, style === 'frosted' ? 0.5 : 0);
    if (style === 'frosted') {
      // sandblasted: the grid blurs into a bright, fine-grained diffusion
      mixInto(out, out, [0.96, 0.96, 0.96], 0.55);
      light(out, 1 + 0.06 * grain(x * 60, y * 60));
    }
    // the tint deepens towards the far corner, where the light has crossed more glass
    const depth = 0.55 + 0.35 * clamp01((x + y - 2 * margin) / (2 * size));
    const tinted: Rgb = [out[0] * tint[0], out[1] * tint[1], out[2] * tint[2]];
    mixInto(out, out, tinted, depth * (0.55 + 0.45 * (1 - clarity)) + 0.25);
    if (style === 'fluted') {
      const phase = ((x - margin) % 1.6) / 1.6;
      light(out, 1 + 0.22 * Math.cos(phase * Math.PI * 2 - 0.8) * 0.6);
      light(out, 1 - 0.25 * (1 - smoothstep(0, 0.06, Math.min(phase, 1 - phase))));
    }
    // reflections: soft diagonal streaks of the room's light
    const streak = (x * 0.8 - y) * 0.03 + 0.04 * fbm(streakNoise, x * 0.02, y * 0.02, 2);
    const band =
      Math.max(0, Math.cos(streak * Math.PI * 2)) ** 16 * 0.26 +
      Math.max(0, Math.cos(streak * Math.PI * 2 + 0.5)) ** 90 * 0.2;
    over(out, [1, 1, 1], band * (style === 'frosted' ? 0.5 : 1));
    // the cut edge: the glass seen end-on is darker and greener, with a bright line at its outer rim
    // (d runs from minus half the pane at its middle to 0 at its rim: the band is where d > -edgeWidth)
    const edge = smoothstep(-edgeWidth - s.pixel, -edgeWidth + s.pixel, d);
    mixInto(out, out, edgeColour, edge * 0.75);
    over(out, [1, 1, 1], (1 - smoothstep(0, 0.12 + s.pixel, -d)) * 0.75);
    over(out, [1, 1, 1], (1 - smoothstep(0, 0.08 + s.pixel, Math.abs(d + edgeWidth))) * 0.35);
  };
}

/** Self-adhesive film: satin colour with a fine orange peel, one corner lifted off its white liner. */
export function film(s: Surface): Sampler {
  const peel = s.noise();
  const sheen = s.noise();
  const span = 30;
  const fold = span * 0.78;
  const liner: Rgb = [0.96, 0.96, 0.95];
  const step = 0.004;
  const height = (x: number, y: number) => fbm(peel, x * 6, y * 6, 2);
  return (x, y, out) => {
    const along = x + y;
    if (along > fold * 2 + 2.2) {
      // the liner, in the shadow of the lifted film near the fold
      out[0] = liner[0];
      out[1] = liner[1];
      out[2] = liner[2];
      light(out, 1 - 0.25 * (1 - smoothstep(0, 3, along - fold * 2 - 2.2)));
      return;
    }
    if (along > fold * 2) {
      // the lifted corner seen from behind: its paper-white backing, curling towards the light
      const t = (along - fold * 2) / 2.2;
      out[0] = 0.9;
      out[1] = 0.9;
      out[2] = 0.88;
      light(out, 0.8 + 0.3 * Math.sin(t * Math.PI));
      return;
    }
    const h = height(x, y);
    const dx = (height(x + step, y) - h) / step;
    const dy = (height(x, y + step) - h) / step;
    out[0] = s.colour[0];
    out[1] = s.colour[1];
    out[2] = s.colour[2];
    light(out, 0.92 + 0.08 * lit(dx * 0.004, dy * 0.004, 1));
    light(out, 1 + 0.08 * fbm(sheen, x * 0.03, y * 0.03, 2) + 0.06 * (1 - along / (fold * 2)));
    light(out, 1 - 0.3 * smoothstep(fold * 2 - 0.8, fold * 2, along));
  };
}
