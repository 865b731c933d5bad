// Material swatches drawn as SVG: filters (turbulence, lighting, colour matrices) do the texture, a few shapes do
// the structure (planks, tiles, chips, slats). Every picture is a pure function of (kind, colour, seed).

export type MaterialKind =
  | 'wood'
  | 'decking'
  | 'parquet'
  | 'laminate'
  | 'marble'
  | 'granite'
  | 'terrazzo'
  | 'concrete'
  | 'plaster'
  | 'tile'
  | 'mosaic'
  | 'brick'
  | 'fabric'
  | 'carpet'
  | 'leather'
  | 'metal'
  | 'perforated'
  | 'acoustic'
  | 'slats'
  | 'timber-slats'
  | 'fluted'
  | 'moulding'
  | 'glass'
  | 'frosted-glass'
  | 'fluted-glass'
  | 'film';

export const MATERIAL_KINDS: readonly MaterialKind[] = [
  'wood',
  'decking',
  'parquet',
  'laminate',
  'marble',
  'granite',
  'terrazzo',
  'concrete',
  'plaster',
  'tile',
  'mosaic',
  'brick',
  'fabric',
  'carpet',
  'leather',
  'metal',
  'perforated',
  'acoustic',
  'slats',
  'timber-slats',
  'fluted',
  'moulding',
  'glass',
  'frosted-glass',
  'fluted-glass',
  'film',
];

export type Rng = () => number;

/** A small, fast, seeded PRNG (mulberry32): the same seed always gives the same sequence. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rgb = [number, number, number];
type Ctx = { w: number; h: number; c: Rgb; r: Rng; seed: number };

const n1 = (value: number) => String(Math.round(value * 10) / 10);
const n3 = (value: number) => String(Math.round(value * 1000) / 1000);
const clamp = (value: number) => Math.min(1, Math.max(0, value));
const between = (r: Rng, min: number, max: number) => min + (max - min) * r();

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const value = match ? Number.parseInt(match[1]!, 16) : 0x999999;
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

const toHex = (c: Rgb) =>
  `#${c
    .map((channel) =>
      Math.round(clamp(channel) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const shade = (c: Rgb, amount: number): Rgb =>
  c.map((channel) => (amount >= 0 ? channel + (1 - channel) * amount : channel * (1 + amount))) as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((channel, i) => channel + (b[i]! - channel) * t) as Rgb;
const luminance = (c: Rgb) => 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
/** WCAG contrast ratio of a colour against a background luminance (an sRGB approximation, fine for picking ink). */
const contrast = (c: Rgb, ground: number) => {
  const linear = (value: number) => value ** 2.2;
  const l1 = 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2]);
  const l2 = ground ** 2.2;
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
};

/** A colour matrix that turns a noise channel (red) into the tint: 0.5 gives the colour, 0 and 1 darker and lighter. */
function tintMatrix(c: Rgb, strength: number): string {
  const rows = c.map((channel) => {
    const k = 2 * strength * (channel * 0.8 + 0.12);
    return `${n3(k)} 0 0 0 ${n3(channel - k / 2)}`;
  });
  return `${rows.join(' ')} 0 0 0 0 1`;
}

/** A colour matrix that paints one flat colour and moves the noise's red channel to alpha. */
const alphaFromRed = (c: Rgb, gain = 1, bias = 0) =>
  `0 0 0 0 ${n3(c[0])} 0 0 0 0 ${n3(c[1])} 0 0 0 0 ${n3(c[2])} ${n3(gain)} 0 0 0 ${n3(bias)}`;

/** Like alphaFromRed, reading the noise's alpha channel (which is not premultiplied). */
const alphaFromAlpha = (c: Rgb, gain = 1, bias = 0) =>
  `0 0 0 0 ${n3(c[0])} 0 0 0 0 ${n3(c[1])} 0 0 0 0 ${n3(c[2])} 0 0 0 ${n3(gain)} ${n3(bias)}`;

const turbulence = (ctx: Ctx, frequency: string, octaves: number, type = 'fractalNoise', seedOffset = 0) =>
  `<feTurbulence type="${type}" baseFrequency="${frequency}" numOctaves="${octaves}" seed="${(ctx.seed + seedOffset) % 997}"/>`;

const filter = (id: string, body: string) =>
  `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">${body}</filter>`;

const rect = (w: number, h: number, attrs: string) => `<rect width="${w}" height="${h}" ${attrs}/>`;

/** A soft light falling across the swatch, so a flat colour reads as a lit surface. */
function sheen(ctx: Ctx, strength = 0.16): { defs: string; body: string } {
  const angle = between(ctx.r, 0, 1);
  return {
    defs: `<linearGradient id="sh" x1="0" y1="${n3(angle)}" x2="1" y2="${n3(1 - angle)}"><stop offset="0" stop-color="#fff" stop-opacity="${strength}"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength * 0.9}"/></linearGradient>`,
    body: rect(ctx.w, ctx.h, 'fill="url(#sh)"'),
  };
}

type Art = { defs: string; body: string };

function woodGrainFilter(ctx: Ctx, id: string, fine = false): string {
  const fx = fine ? between(ctx.r, 0.012, 0.018) : between(ctx.r, 0.006, 0.011);
  const fy = fine ? 0.0025 : between(ctx.r, 0.0009, 0.0016);
  // a see-saw table turns the noise into bands: the growth rings cut by the saw
  const rings = Array.from({ length: 15 }, (_, i) => n3(i % 2 ? 0.3 + ctx.r() * 0.15 : 0.62 + ctx.r() * 0.25));
  return filter(
    id,
    `${turbulence(ctx, `${n3(fx)} ${n3(fy)}`, 3)}<feComponentTransfer><feFuncR type="table" tableValues="${rings.join(' ')}"/></feComponentTransfer>` +
      `<feColorMatrix type="matrix" values="${tintMatrix(ctx.c, 0.42)}" result="g"/>` +
      `${turbulence(ctx, '0.5 0.008', 2, 'fractalNoise', 7)}<feColorMatrix type="matrix" values="${alphaFromRed(shade(ctx.c, -0.5), 1.2, -0.62)}"/>` +
      '<feComposite in2="g" operator="over"/>',
  );
}

/** Boards side by side, each cut at random joints; the grain filter is read at a different place for each piece. */
function boards(ctx: Ctx, count: number, gap: number, grooves: boolean, fine = false): Art {
  const width = ctx.w / count;
  let body = '';
  for (let i = 0; i < count; i++) {
    let y = -between(ctx.r, 0, ctx.h * 0.8);
    while (y < ctx.h) {
      const length = between(ctx.r, ctx.h * 0.55, ctx.h * 1.3);
      const ox = Math.floor(ctx.r() * 4000);
      const x = i * width;
      body += `<g transform="translate(${n1(x - ox)} ${n1(y)})"><rect x="${ox}" width="${n1(width - gap)}" height="${n1(length - gap)}" filter="url(#wg)"/></g>`;
      const tone = between(ctx.r, -0.1, 0.1);
      body += `<rect x="${n1(x)}" y="${n1(y)}" width="${n1(width - gap)}" height="${n1(length - gap)}" fill="${tone > 0 ? '#fff' : '#000'}" opacity="${n3(Math.abs(tone))}"/>`;
      y += length;
    }
  }
  const groove = grooves
    ? `<pattern id="gr" width="${n1(width / 6)}" height="10" patternUnits="userSpaceOnUse"><rect width="3" height="10" fill="#000" opacity=".28"/><rect x="3" width="2" height="10" fill="#fff" opacity=".12"/></pattern>`
    : '';
  const seams = `<pattern id="sm" width="${n1(width)}" height="10" patternUnits="userSpaceOnUse"><rect x="${n1(width - gap - 2)}" width="2" height="10" fill="#fff" opacity=".18"/></pattern>`;
  return {
    defs: woodGrainFilter(ctx, 'wg', fine) + groove + seams,
    body:
      rect(ctx.w, ctx.h, `fill="${toHex(shade(ctx.c, -0.75))}"`) +
      body +
      rect(ctx.w, ctx.h, 'fill="url(#sm)"') +
      (grooves ? rect(ctx.w, ctx.h, 'fill="url(#gr)"') : ''),
  };
}

const wood = (ctx: Ctx): Art => boards(ctx, 4 + Math.floor(ctx.r() * 2), 3, false);
const laminate = (ctx: Ctx): Art => {
  const art = boards(ctx, 3, 2, false, true);
  const light = sheen(ctx, 0.22);
  return { defs: art.defs + light.defs, body: art.body + light.body };
};
const decking = (ctx: Ctx): Art => {
  const art = boards({ ...ctx, w: ctx.h, h: ctx.w }, 5, 10, true);
  return { defs: art.defs, body: `<g transform="translate(${ctx.w} 0) rotate(90)">${art.body}</g>` };
};

/** Basket-weave parquet: squares of four short blocks, turning a quarter each square. */
function parquet(ctx: Ctx): Art {
  const cell = 200;
  let body = rect(ctx.w, ctx.h, `fill="${toHex(shade(ctx.c, -0.7))}"`);
  for (let y = 0; y < ctx.h; y += cell) {
    for (let x = 0; x < ctx.w; x += cell) {
      const turned = (x / cell + y / cell) % 2 === 1;
      let blocks = '';
      for (let k = 0; k < 4; k++) {
        const ox = Math.floor(ctx.r() * 3000);
        blocks += `<g transform="translate(${k * 50 - ox} 0)"><rect x="${ox}" width="48" height="198" filter="url(#wg)"/></g>`;
      }
      const tone = between(ctx.r, -0.1, 0.1);
      blocks += `<rect width="198" height="198" fill="${tone > 0 ? '#fff' : '#000'}" opacity="${n3(Math.abs(tone))}"/>`;
      body += `<g transform="translate(${x} ${y})${turned ? ' rotate(90 100 100)' : ''}">${blocks}</g>`;
    }
  }
  return { defs: woodGrainFilter(ctx, 'wg', true), body };
}

/** Marble: soft clouds, and veins drawn from the creases of a stretched, rotated turbulence. */
function marble(ctx: Ctx): Art {
  const dark = luminance(ctx.c) < 0.45;
  const vein = dark ? shade(ctx.c, 0.75) : mix(shade(ctx.c, -0.6), [0.35, 0.35, 0.37], 0.5);
  // "turbulence" noise has sharp creases where it folds through zero: inverted and thinned, they are veins
  const frequency = `${n3(between(ctx.r, 0.0018, 0.003))} ${n3(between(ctx.r, 0.004, 0.006))}`;
  const clouds = filter(
    'mc',
    `${turbulence(ctx, '0.004', 4, 'fractalNoise', 11)}<feColorMatrix type="matrix" values="${tintMatrix(ctx.c, dark ? 0.35 : 0.12)}"/>`,
  );
  // one octave of "turbulence" creases along continuous curves; a displacement by finer noise makes them wander
  const network = (seedOffset: number, gain: number, result: string) =>
    // the alpha channel: colour channels come out premultiplied, which would thicken the creases
    `${turbulence(ctx, frequency, 1, 'turbulence', seedOffset)}<feColorMatrix type="matrix" values="${alphaFromAlpha(vein, -gain, 1)}"/>` +
    `<feComponentTransfer><feFuncA type="table" tableValues="0 0 .2 .75 1"/></feComponentTransfer><feGaussianBlur stdDeviation=".6" result="${result}"/>`;
  const veins = filter(
    'mw',
    `${network(0, 32, 'a')}${network(9, 60, 'b')}<feMerge result="v"><feMergeNode in="a"/><feMergeNode in="b"/></feMerge>` +
      '<feGaussianBlur in="v" stdDeviation="8"/><feComponentTransfer result="glow"><feFuncA type="linear" slope=".3"/></feComponentTransfer><feMerge result="all"><feMergeNode in="glow"/><feMergeNode in="v"/></feMerge>' +
      `${turbulence(ctx, '0.015', 3, 'fractalNoise', 21)}<feDisplacementMap in="all" scale="55" xChannelSelector="R" yChannelSelector="G"/>`,
  );
  const angle = Math.round(between(ctx.r, -50, 50));
  const span = Math.max(ctx.w, ctx.h) * 1.5;
  const polish = sheen(ctx, 0.12);
  return {
    defs: `${clouds}${veins}${polish.defs}<clipPath id="mk">${rect(ctx.w, ctx.h, '')}</clipPath>`,
    body: `${rect(ctx.w, ctx.h, 'filter="url(#mc)"')}<g clip-path="url(#mk)"><g transform="rotate(${angle} ${ctx.w / 2} ${ctx.h / 2})"><rect x="${n1(ctx.w / 2 - span / 2)}" y="${n1(ctx.h / 2 - span / 2)}" width="${n1(span)}" height="${n1(span)}" filter="url(#mw)"/></g></g>${polish.body}`,
  };
}

/** Speckle stone: three sparse spot layers (dark, light, mineral colour) on a mottled ground. */
function granite(ctx: Ctx): Art {
  const spots = (id: string, colour: Rgb, frequency: number, threshold: string, offset: number) =>
    filter(
      id,
      `${turbulence(ctx, n3(frequency), 2, 'fractalNoise', offset)}<feColorMatrix type="matrix" values="${alphaFromRed(colour, 1.8, -0.42)}"/><feComponentTransfer><feFuncA type="discrete" tableValues="${threshold}"/></feComponentTransfer>`,
    );
  const ground = filter(
    'gg',
    `${turbulence(ctx, '0.012', 4, 'fractalNoise', 1)}<feColorMatrix type="matrix" values="${tintMatrix(ctx.c, 0.25)}"/>`,
  );
  return {
    defs:
      ground +
      spots('gd', shade(ctx.c, -0.8), 0.07, '0 0 0 0 0 .95 .95', 2) +
      spots('gl', shade(ctx.c, 0.8), 0.08, '0 0 0 0 0 0 .9', 3) +
      spots('gm', mix(ctx.c, [0.55, 0.42, 0.38], 0.5), 0.05, '0 0 0 0 .7 .7', 4) +
      spots('gf', shade(ctx.c, -0.5), 0.3, '0 0 0 0 0 .6', 6),
    body: ['gg', 'gm', 'gd', 'gl', 'gf'].map((id) => rect(ctx.w, ctx.h, `filter="url(#${id})"`)).join(''),
  };
}

const chipPolygon = (r: Rng, x: number, y: number, size: number) => {
  const points = 5 + Math.floor(r() * 3);
  const start = r() * Math.PI * 2;
  return Array.from({ length: points }, (_, i) => {
    const angle = start + (i / points) * Math.PI * 2 + r() * 0.5;
    const radius = size * (0.55 + r() * 0.45);
    return `${Math.round(x + Math.cos(angle) * radius)},${Math.round(y + Math.sin(angle) * radius)}`;
  }).join(' ');
};

/** Terrazzo: a cement ground with fine aggregate, and stone chips in four colours. */
function terrazzo(ctx: Ctx): Art {
  const dark = luminance(ctx.c) < 0.4;
  const palette = [
    shade(ctx.c, dark ? 0.6 : -0.45),
    dark ? ([0.93, 0.92, 0.9] as Rgb) : ([0.2, 0.2, 0.21] as Rgb),
    mix(ctx.c, [0.75, 0.45, 0.35], 0.55),
    shade(ctx.c, dark ? 0.3 : 0.55),
    mix(ctx.c, [0.55, 0.6, 0.55], 0.6),
  ].map(toHex);
  const ground = filter(
    'tg',
    `${turbulence(ctx, '0.02', 3)}<feColorMatrix type="matrix" values="${tintMatrix(ctx.c, 0.12)}" result="b"/>` +
      `${turbulence(ctx, '0.3', 2, 'fractalNoise', 4)}<feColorMatrix type="matrix" values="${alphaFromRed(shade(ctx.c, -0.4))}"/><feComponentTransfer><feFuncA type="discrete" tableValues="0 0 0 0 0 0 .8 .8"/></feComponentTransfer><feComposite in2="b" operator="over"/>`,
  );
  let chips = '';
  const groups: string[] = palette.map(() => '');
  for (let i = 0; i < 110; i++) {
    const size = ctx.r() < 0.25 ? between(ctx.r, 18, 34) : between(ctx.r, 5, 15);
    const group = Math.floor(ctx.r() * palette.length);
    groups[group] += `<polygon points="${chipPolygon(ctx.r, ctx.r() * ctx.w, ctx.r() * ctx.h, size)}"/>`;
  }
  chips = groups.map((polygons, i) => `<g fill="${palette[i]}">${polygons}</g>`).join('');
  const polish = sheen(ctx, 0.1);
  return {
    defs: ground + polish.defs,
    body: `${rect(ctx.w, ctx.h, 'filter="url(#tg)"')}${chips}${polish.body}`,
  };
}

/** Concrete (pits, mottling) and plaster (smooth, trowel marks) share one recipe with different strengths. */
function concrete(ctx: Ctx, smooth = false): Art {
  const body = filter(
    'cc',
    `${turbulence(ctx, smooth ? '0.004 0.012' : '0.014', smooth ? 5 : 4)}<feColorMatrix type="matrix" values="${tintMatrix(ctx.c, smooth ? 0.22 : 0.2)}" result="b"/>` +
      `${turbulence(ctx, '0.7', 2, 'fractalNoise', 2)}<feColorMatrix type="matrix" values="${alphaFromRed(shade(ctx.c, -0.4), 1, -0.3)}"/><feComposite in2="b" operator="over" result="f"/>` +
      (smooth
        ? ''
        : `${turbulence(ctx, '0.08', 1, 'fractalNoise', 3)}<feColorMatrix type="matrix" values="${alphaFromRed(shade(ctx.c, -0.55), 2.2, -0.72)}"/><feComponentTransfer><feFuncA type="discrete" tableValues="0 0 0 0 0 0 0 0 0 .8"/></feComponentTransfer><feComposite in2="f" operator="over"/>`),
  );
  const light = sheen(ctx, 0.08);
  return { defs: body + light.defs, body: rect(ctx.w, ctx.h, 'filter="url(#cc)"') + light.body };
}

/** Glazed tiles: grout, tiles of slightly different tone (one path per tone), each with its own glaze highlight. */
function tiles(ctx: Ctx, count: number, grout: number): Art {
  const size = ctx.w / count;
  const groutColour = toHex(luminance(ctx.c) > 0.6 ? shade(ctx.c, -0.25) : shade(ctx.c, 0.45));
  const spread = count > 8 ? 0.22 : 0.07;
  const tones = Array.from({ length: 5 }, (_, i) => toHex(shade(ctx.c, -spread + (2 * spread * i) / 4)));
  const paths = tones.map(() => '');
  const side = n1(size - grout);
  for (let y = 0; y < ctx.h; y += size) {
    for (let x = 0; x < ctx.w; x += size) {
      paths[Math.floor(ctx.r() * tones.length)] +=
        `M${n1(x + grout / 2)} ${n1(y + grout / 2)}h${side}v${side}h-${side}z`;
    }
  }
  const body =
    rect(ctx.w, ctx.h, `fill="${groutColour}"`) +
    paths.map((d, i) => (d ? `<path d="${d}" fill="${tones[i]}"/>` : '')).join('');
  const glaze = `<linearGradient id="gz" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient><pattern id="gp" width="${n1(size)}" height="${n1(size)}" patternUnits="userSpaceOnUse"><rect x="${grout / 2}" y="${grout / 2}" width="${n1(size - grout)}" height="${n1(size - grout)}" fill="url(#gz)"/></pattern>`;
  const surface = filter(
    'ts',
    `${turbulence(ctx, '0.01', 3)}<feColorMatrix type="matrix" values="${alphaFromRed([1, 1, 1], 0.5, -0.2)}"/>`,
  );
  return {
    defs: glaze + surface,
    body: `${body}${rect(ctx.w, ctx.h, 'fill="url(#gp)"')}${rect(ctx.w, ctx.h, 'filter="url(#ts)"')}`,
  };
}

/** Clay bricks in running bond, each a little different, on a mortar bed, with a rough surface over all. */
function brick(ctx: Ctx): Art {
  const rowHeight = 66;
  const length = 200;
  let body = rect(ctx.w, ctx.h, `fill="${toHex(mix([0.78, 0.76, 0.72], ctx.c, 0.15))}"`);
  for (let row = 0; row * rowHeight < ctx.h; row++) {
    const offset = row % 2 ? -length / 2 : 0;
    for (let x = offset; x < ctx.w; x += length) {
      const tone = mix(shade(ctx.c, between(ctx.r, -0.3, 0.15)), [0.3, 0.22, 0.2], ctx.r() < 0.12 ? 0.35 : 0);
      body += `<rect x="${n1(x + 5)}" y="${row * rowHeight + 5}" width="${length - 10}" height="${rowHeight - 10}" rx="2" fill="${toHex(tone)}"/>`;
    }
  }
  const rough = filter(
    'br',
    `${turbulence(ctx, '0.09', 3)}<feColorMatrix type="matrix" values="${alphaFromRed([0, 0, 0], 1.4, -0.55)}"/>`,
  );
  return { defs: rough, body: `${body}${rect(ctx.w, ctx.h, 'filter="url(#br)" opacity=".8"')}` };
}

/** A plain weave: warp and weft threads shaded like little cylinders, with slub (uneven thread) noise over it. */
function fabric(ctx: Ctx): Art {
  const s = 10;
  const light = toHex(shade(ctx.c, 0.18));
  const dark = toHex(shade(ctx.c, -0.35));
  const base = toHex(ctx.c);
  const defs =
    `<linearGradient id="fh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset=".45" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="fv" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset=".5" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<pattern id="fw" width="${2 * s}" height="${2 * s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="url(#fh)"/><rect x="${s}" width="${s}" height="${s}" fill="url(#fv)"/><rect y="${s}" width="${s}" height="${s}" fill="url(#fv)"/><rect x="${s}" y="${s}" width="${s}" height="${s}" fill="url(#fh)"/></pattern>` +
    filter(
      'fs',
      `${turbulence(ctx, '0.004 0.09', 3)}<feColorMatrix type="matrix" values="${alphaFromRed(shade(ctx.c, -0.5), 1.6, -0.7)}" result="a"/>` +
        `${turbulence(ctx, '0.09 0.004', 3, 'fractalNoise', 2)}<feColorMatrix type="matrix" values="${alphaFromRed(shade(ctx.c, 0.5), 1.4, -0.65)}"/><feComposite in2="a" operator="over"/>`,
    );
  const fold = sheen(ctx, 0.14);
  return {
    defs: defs + fold.defs,
    body: `${rect(ctx.w, ctx.h, 'fill="url(#fw)"')}${rect(ctx.w, ctx.h, 'filter="url(#fs)"')}${fold.body}`,
  };
}

/** A bumpy surface lit from the top left: the lighting turns the noise into relief, the colour multiplies it. */
function relief(ctx: Ctx, frequency: string, octaves: number, type: string, scale: number, specular: number): Art {
  const defs = filter(
    'rl',
    `${turbulence(ctx, frequency, octaves, type)}<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 0 0 0 1" result="h"/>` +
      `<feDiffuseLighting in="h" surfaceScale="${scale}" diffuseConstant="1.1" lighting-color="#fff" result="d"><feDistantLight azimuth="225" elevation="55"/></feDiffuseLighting>` +
      `<feFlood flood-color="${toHex(shade(ctx.c, 0.12))}"/><feComposite in2="d" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" result="t"/>` +
      (specular > 0
        ? `<feSpecularLighting in="h" surfaceScale="${scale}" specularConstant="${specular}" specularExponent="18" lighting-color="#fff" result="s"><feDistantLight azimuth="225" elevation="45"/></feSpecularLighting><feComposite in="s" in2="t" operator="arithmetic" k1="0" k2=".35" k3="1" k4="0"/>`
        : ''),
  );
  return { defs, body: rect(ctx.w, ctx.h, 'filter="url(#rl)"') };
}

function leather(ctx: Ctx): Art {
  const art = relief(ctx, n3(between(ctx.r, 0.045, 0.07)), 3, 'turbulence', 2.2, 0.6);
  const light = sheen(ctx, 0.18);
  return { defs: art.defs + light.defs, body: art.body + light.body };
}

const carpet = (ctx: Ctx): Art => relief(ctx, '0.22', 3, 'turbulence', 6, 0);

/** Brushed metal: fine streaks along one direction and broad bands of reflected light. */
function metal(ctx: Ctx): Art {
  const stops = Array.from({ length: 6 }, (_, i) => {
    const tone = shade(ctx.c, between(ctx.r, -0.3, 0.35));
    return `<stop offset="${n3(i / 5)}" stop-color="${toHex(tone)}"/>`;
  }).join('');
  const defs =
    `<linearGradient id="mb" x1="0" y1="0" x2="1" y2="${n3(between(ctx.r, 0.1, 0.4))}">${stops}</linearGradient>` +
    filter(
      'ms',
      `${turbulence(ctx, '0.002 0.6', 2)}<feColorMatrix type="matrix" values="${alphaFromRed([1, 1, 1], 1.4, -0.55)}" result="l"/>` +
        `${turbulence(ctx, '0.003 0.9', 2, 'fractalNoise', 5)}<feColorMatrix type="matrix" values="${alphaFromRed([0, 0, 0], 1.5, -0.6)}"/><feComposite in2="l" operator="over"/>`,
    );
  return { defs, body: `${rect(ctx.w, ctx.h, 'fill="url(#mb)"')}${rect(ctx.w, ctx.h, 'filter="url(#ms)"')}` };
}

/** Round holes in a grid, each with a shadowed edge, over metal or a mineral-fibre board. */
function perforated(ctx: Ctx, onMetal: boolean): Art {
  const base = onMetal ? metal(ctx) : paint(ctx);
  const pitch = onMetal ? 40 : 26;
  const radius = onMetal ? 11 : 4;
  const hole = toHex(shade(ctx.c, -0.85));
  const defs = `<pattern id="ph" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${radius + 1}" fill="#fff" opacity=".35"/><circle cx="${pitch / 2 - 0.8}" cy="${pitch / 2 - 0.8}" r="${radius}" fill="${hole}"/></pattern>`;
  return { defs: base.defs + defs, body: `${base.body}${rect(ctx.w, ctx.h, 'fill="url(#ph)"')}` };
}

/** Slats over a dark acoustic felt: wood slats take the grain filter, others a rounded shading. */
function slats(ctx: Ctx, woody: boolean): Art {
  const width = 56;
  const gap = 22;
  const felt = filter(
    'sf',
    `${turbulence(ctx, '0.6', 2)}<feColorMatrix type="matrix" values="${tintMatrix([0.09, 0.09, 0.1], 0.6)}"/>`,
  );
  const round = `<linearGradient id="sr" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".85" stop-color="#000" stop-opacity=".15"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient>`;
  let body = rect(ctx.w, ctx.h, 'filter="url(#sf)"');
  for (let x = gap / 2; x < ctx.w; x += width + gap) {
    if (woody) {
      const ox = Math.floor(ctx.r() * 4000);
      body += `<g transform="translate(${n1(x - ox)} 0)"><rect x="${ox}" width="${width}" height="${ctx.h}" filter="url(#wg)"/></g>`;
    } else {
      body += `<rect x="${n1(x)}" width="${width}" height="${ctx.h}" fill="${toHex(shade(ctx.c, between(ctx.r, -0.06, 0.06)))}"/>`;
    }
    body += `<rect x="${n1(x)}" width="${width}" height="${ctx.h}" fill="url(#sr)"/><rect x="${n1(x + width)}" width="8" height="${ctx.h}" fill="#000" opacity=".35"/>`;
  }
  return { defs: felt + round + (woody ? woodGrainFilter(ctx, 'wg') : ''), body };
}

/** Fluted panels: half-round reeds drawn with a light-to-shadow gradient over a grain or plain ground. */
function fluted(ctx: Ctx): Art {
  const woody = ctx.c[0] > ctx.c[2] + 0.12 && luminance(ctx.c) < 0.7;
  const pitch = 40;
  const ground = woody ? boards(ctx, 2, 0, false, true) : paint(ctx);
  const defs = `<linearGradient id="fl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".4"/><stop offset=".15" stop-color="#000" stop-opacity=".05"/><stop offset=".4" stop-color="#fff" stop-opacity=".28"/><stop offset=".75" stop-color="#000" stop-opacity=".06"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient><pattern id="fp" width="${pitch}" height="10" patternUnits="userSpaceOnUse"><rect width="${pitch}" height="10" fill="url(#fl)"/></pattern>`;
  return { defs: ground.defs + defs, body: `${ground.body}${rect(ctx.w, ctx.h, 'fill="url(#fp)"')}` };
}

/** A painted surface: flat colour with a faint, fine texture (the ground of mouldings and fluted panels). */
function paint(ctx: Ctx): Art {
  return {
    defs: filter(
      'pt',
      `${turbulence(ctx, '0.008', 3)}<feColorMatrix type="matrix" values="${tintMatrix(ctx.c, 0.06)}" result="b"/>${turbulence(ctx, '0.8', 1, 'fractalNoise', 3)}<feColorMatrix type="matrix" values="${alphaFromRed([0, 0, 0], 0.2, -0.05)}"/><feComposite in2="b" operator="over"/>`,
    ),
    body: rect(ctx.w, ctx.h, 'filter="url(#pt)"'),
  };
}

/** A cornice or skirting in elevation: bands of coves, beads and fillets, each a small vertical gradient. */
function moulding(ctx: Ctx): Art {
  const ground = paint(ctx);
  const band = (id: string, top: string, bottom: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}" stop-opacity=".35"/><stop offset=".45" stop-color="${top}" stop-opacity="0"/><stop offset="1" stop-color="${bottom}" stop-opacity=".4"/></linearGradient>`;
  let body = ground.body;
  let y = Math.round(between(ctx.r, -40, 0));
  while (y < ctx.h) {
    const height = Math.round(ctx.r() < 0.3 ? between(ctx.r, 10, 22) : between(ctx.r, 36, 110));
    body += `<rect y="${y}" width="${ctx.w}" height="${height}" fill="url(#${ctx.r() > 0.45 ? 'bx' : 'bv'})"/><rect y="${y + height - 3}" width="${ctx.w}" height="3" fill="#000" opacity=".3"/><rect y="${y + height}" width="${ctx.w}" height="2" fill="#fff" opacity=".4"/>`;
    y += height;
  }
  return { defs: ground.defs + band('bx', '#fff', '#000') + band('bv', '#000', '#fff'), body };
}

/** A glass sample on a light table: a tinted, see-through pane with a thick green-tinted edge and reflections. */
function glass(ctx: Ctx, style: 'clear' | 'frosted' | 'fluted'): Art {
  const { w, h } = ctx;
  const m = Math.round(Math.min(w, h) * 0.09);
  const edge = toHex(mix(shade(ctx.c, -0.35), [0.35, 0.55, 0.45], 0.35));
  const pane = toHex(ctx.c);
  let defs =
    `<pattern id="bg" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#eceeed"/><path d="M0 80L80 0" stroke="#cfd4d6" stroke-width="6"/></pattern>` +
    `<linearGradient id="gt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${toHex(shade(ctx.c, 0.35))}" stop-opacity=".45"/><stop offset="1" stop-color="${pane}" stop-opacity=".8"/></linearGradient>` +
    `<linearGradient id="rf" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    '<filter id="ds" x="-10%" y="-10%" width="130%" height="130%"><feGaussianBlur stdDeviation="14"/></filter>';
  let texture = '';
  if (style === 'frosted') {
    defs += filter(
      'fr',
      `${turbulence(ctx, '0.9', 2)}<feColorMatrix type="matrix" values="${alphaFromRed([1, 1, 1], 0.8, 0.15)}"/>`,
    );
    texture = `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" rx="6" filter="url(#fr)"/>`;
  } else if (style === 'fluted') {
    defs +=
      '<linearGradient id="rd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".35" stop-color="#fff" stop-opacity=".45"/><stop offset=".6" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>' +
      '<pattern id="rp" width="28" height="10" patternUnits="userSpaceOnUse"><rect width="28" height="10" fill="url(#rd)"/></pattern>';
    texture = `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="url(#rp)"/>`;
  }
  const streak = (x: number, width: number, opacity: number) =>
    `<polygon points="${n1(x)},${m} ${n1(x + width)},${m} ${n1(x + width - h * 0.45)},${h - m} ${n1(x - h * 0.45)},${h - m}" fill="url(#rf)" opacity="${opacity}"/>`;
  const x1 = between(ctx.r, w * 0.35, w * 0.6);
  const body =
    rect(w, h, 'fill="url(#bg)"') +
    `<rect x="${m + 18}" y="${m + 26}" width="${w - 2 * m}" height="${h - 2 * m}" rx="8" fill="#000" opacity=".28" filter="url(#ds)"/>` +
    `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" rx="6" fill="url(#gt)"/>` +
    texture +
    `<clipPath id="pc"><rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}"/></clipPath><g clip-path="url(#pc)">${streak(x1, w * 0.12, 0.9)}${streak(x1 + w * 0.16, w * 0.04, 0.7)}${streak(x1 + w * 0.45, w * 0.07, 0.5)}</g>` +
    `<rect x="${m + 5}" y="${m + 5}" width="${w - 2 * m - 10}" height="${h - 2 * m - 10}" rx="4" fill="none" stroke="${edge}" stroke-width="10" opacity=".85"/>` +
    `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" rx="6" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`;
  return { defs, body };
}

/** A self-adhesive film: satin colour with a fine orange-peel texture and one corner peeled back off its liner. */
function film(ctx: Ctx): Art {
  const { w, h } = ctx;
  const peel = Math.round(Math.min(w, h) * 0.22);
  const art = relief({ ...ctx }, '0.25', 1, 'fractalNoise', 0.6, 0.3);
  const light = sheen(ctx, 0.22);
  const defs =
    art.defs +
    light.defs +
    '<linearGradient id="pl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#c9c9c9"/></linearGradient>';
  const body =
    art.body +
    light.body +
    `<polygon points="${w},${h - peel} ${w},${h} ${w - peel},${h}" fill="#f4f4f2"/>` +
    `<path d="M${w - peel} ${h}L${w} ${h - peel}" stroke="#000" stroke-opacity=".25" stroke-width="6"/>` +
    `<polygon points="${w - peel},${h} ${w},${h - peel} ${w - peel * 0.92},${h - peel * 0.92}" fill="url(#pl)"/>`;
  return { defs, body };
}

const generators: Record<MaterialKind, (ctx: Ctx) => Art> = {
  wood,
  decking,
  parquet,
  laminate,
  marble,
  granite,
  terrazzo,
  concrete: (ctx) => concrete(ctx),
  plaster: (ctx) => concrete(ctx, true),
  tile: (ctx) => tiles(ctx, ctx.r() < 0.5 ? 2 : 4, 6),
  mosaic: (ctx) => tiles(ctx, 16, 5),
  brick,
  fabric,
  carpet,
  leather,
  metal,
  perforated: (ctx) => perforated(ctx, true),
  acoustic: (ctx) => perforated(ctx, false),
  slats: (ctx) => slats(ctx, false),
  'timber-slats': (ctx) => slats(ctx, true),
  fluted,
  moulding,
  glass: (ctx) => glass(ctx, 'clear'),
  'frosted-glass': (ctx) => glass(ctx, 'frosted'),
  'fluted-glass': (ctx) => glass(ctx, 'fluted'),
  film,
};

const wrap = (w: number, h: number, art: Art) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${art.defs}</defs>${art.body}</svg>`;

function draw(kind: MaterialKind, colorHex: string, seed: number, w: number, h: number): Art {
  const ctx: Ctx = { w, h, c: parseHex(colorHex), r: mulberry32(seed * 7919 + 17), seed: (seed % 900) + 1 };
  return generators[kind](ctx);
}

/** An 800x800 swatch of the material, tinted in `colorHex`; the same arguments always give the same SVG. */
export function materialSvg(kind: MaterialKind, colorHex: string, seed: number): string {
  return wrap(800, 800, draw(kind, colorHex, seed, 800, 800));
}

export type BrandPalette = readonly [string, string, string];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** The first letters of up to two words, e.g. "Rimba Timber Co" -> "RT", "3D Surface Co" -> "3D". */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word) && !/^(co|and|&)$/i.test(word));
  if (words[0] && /^\d/.test(words[0])) return words[0].slice(0, 3).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The name on one line, or on two balanced lines when it is long. */
function labelLines(label: string): string[] {
  const words = label.split(' ');
  if (label.length <= 16 || words.length < 2) return [label];
  let best = [label];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const pair = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const length = Math.max(pair[0]!.length, pair[1]!.length);
    if (length < bestLength) [best, bestLength] = [pair, length];
  }
  return best;
}

/** A 400x400 brand logo: a monogram and the name in capitals on a tile in the brand's colours. */
export function brandLogoSvg(name: string, palette: BrandPalette): string {
  const [background, paletteInk, paletteAccent] = palette;
  // the brand's ink only when it reads on the tile; otherwise near-white or near-black
  const ground = luminance(parseHex(background));
  const readable = (colour: string, ratio: number) => contrast(parseHex(colour), ground) >= ratio;
  const fallback = ground > 0.4 ? '#1E1F21' : '#F6F3EC';
  const ink = readable(paletteInk, 4.5) ? paletteInk : fallback;
  const accent = readable(paletteAccent, 2) ? paletteAccent : ink;
  const hash = hashOf(name);
  const serif = hash % 3 === 0;
  const font = serif ? "Georgia,'Times New Roman',serif" : "'Helvetica Neue',Arial,sans-serif";
  const mark = monogram(name);
  const lines = labelLines(name.toUpperCase());
  const longest = Math.max(...lines.map((line) => line.length));
  // about 0.68em per capital plus 4px of letter spacing must fit in 340px
  const labelSize = Math.min(28, Math.floor((340 / longest - 4) / 0.68));
  const frame =
    hash % 2 === 0
      ? `<circle cx="200" cy="150" r="104" fill="none" stroke="${accent}" stroke-width="5"/>`
      : `<rect x="104" y="54" width="192" height="192" fill="none" stroke="${accent}" stroke-width="5" transform="rotate(${hash % 4 === 1 ? 45 : 0} 200 150)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<defs><pattern id="ln" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="1" height="14" fill="${ink}" opacity=".07"/></pattern></defs>` +
    `<rect width="400" height="400" fill="${background}"/><rect width="400" height="400" fill="url(#ln)"/>${frame}` +
    `<text x="200" y="${mark.length > 2 ? 178 : 186}" text-anchor="middle" font-family="${font}" font-size="${mark.length > 2 ? 82 : 104}" font-weight="${serif ? 400 : 700}" fill="${ink}" letter-spacing="2">${escapeXml(mark)}</text>` +
    lines
      .map(
        (line, index) =>
          `<text x="200" y="${(lines.length > 1 ? 318 : 334) + index * (labelSize + 6)}" text-anchor="middle" font-family="${font}" font-size="${labelSize}" fill="${ink}" letter-spacing="4">${escapeXml(line)}</text>`,
      )
      .join('') +
    `<rect x="170" y="366" width="60" height="3" fill="${accent}"/></svg>`
  );
}

/** A 1600x400 banner: a panorama of the brand's main material in its colour, washed with its palette. */
export function brandBannerSvg(name: string, palette: BrandPalette, kind: MaterialKind): string {
  const [background, , accent] = palette;
  const seed = hashOf(name) % 10007;
  const art = draw(kind, palette[1], seed, 1600, 400);
  const wash =
    `<linearGradient id="wash" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${background}" stop-opacity=".92"/>` +
    `<stop offset=".38" stop-color="${background}" stop-opacity=".35"/><stop offset=".7" stop-color="${background}" stop-opacity="0"/></linearGradient>`;
  return wrap(1600, 400, {
    defs: art.defs + wash,
    body: `${art.body}${rect(1600, 400, 'fill="url(#wash)"')}<rect x="96" y="300" width="120" height="6" fill="${accent}"/>`,
  });
}
