import { converter, differenceEuclidean, formatHex, parse } from 'culori';

// Colours as people see them (issue 17, ADR 0022): a sample's colour is kept in OKLab, where the straight-line
// distance between two colours (OKLab's delta E) follows how different they look, so "nearest colour" is a nearest
// point. culori does the conversion; none of its maths is written here.

const toOklab = converter('oklab');
const oklabDistance = differenceEuclidean('oklab');

/** A colour in OKLab: lightness 0 (black) to 1 (white), and its green-red (a) and blue-yellow (b) axes. */
export type Oklab = { l: number; a: number; b: number };

/**
 * How far (OKLab delta E) a sample's colour may be from the asked colour and still be listed as matching it. 0.02 is
 * about the smallest difference people notice side by side; a beige and a slightly lighter beige are 0.025 apart, a
 * beige and a mid brown 0.24. At 0.1 a match is the same colour family in a close shade.
 */
export const NEAR_COLOR_MAX_DISTANCE = 0.1;

/** A `#RRGGBB` colour in OKLab; undefined for anything that is not a colour. */
export function oklabOf(hex: string): Oklab | undefined {
  const colour = toOklab(parse(hex));
  if (!colour) return undefined;
  return { l: colour.l, a: colour.a, b: colour.b };
}

/** The colour as the `cube` point the database indexes, "(l, a, b)" (see schema/catalogue.ts); null for none. */
export function colorPointOf(hex: string | null | undefined): string | null {
  const lab = hex ? oklabOf(hex) : undefined;
  if (!lab) return null;
  return `(${round(lab.l)}, ${round(lab.a)}, ${round(lab.b)})`;
}

/** The perceptual distance (OKLab delta E) between two colours. */
export function colorDistance(first: string, second: string): number {
  return oklabDistance(first, second);
}

/** Any colour culori reads ("#abc", "rgb(…)") as lower-case `#rrggbb`; undefined when it is none. */
export function normalizedHex(value: string): string | undefined {
  const colour = parse(value);
  return colour ? formatHex(colour) : undefined;
}

// six decimals: a millionth of OKLab's lightness range, far below what anyone can see
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
