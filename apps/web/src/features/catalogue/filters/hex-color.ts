// The colour the listing matches (issue 17): a hex code as people type it, and how close a sample's colour is to it.
// No colour library here: this module is on the listing's first page, and the API measures the distances.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A typed hex code as the API takes it, `#RRGGBB` in capitals: "c8b89a", "#C8B89A" and the short "#cba" are read;
 * anything else is undefined.
 */
export function parseHexColor(value: string): string | undefined {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toUpperCase()}`;
}

/** The colour asked for in the address (`nearColor=C8B89A`), or null. */
export function nearColorOf(value: string | null): string | null {
  return value ? (parseHexColor(value) ?? null) : null;
}

/**
 * How close a sample's colour looks to the asked one, by its OKLab delta E (`colorDistance`): under 0.02 people cannot
 * tell them apart side by side, under 0.05 they are shades of one colour, up to the API's 0.1 the same family.
 */
export type Closeness = 'same' | 'veryClose' | 'close' | 'related';

export function closenessOf(distance: number): Closeness {
  if (distance < 0.02) return 'same';
  if (distance < 0.05) return 'veryClose';
  if (distance <= 0.1) return 'close';
  return 'related';
}
