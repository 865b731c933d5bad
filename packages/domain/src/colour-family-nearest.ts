import { colorDistance, normalizedHex } from './colour.js';
import { COLOUR_FAMILIES, type ColourFamily } from './colour-families.js';

/** The colour family whose colour is nearest (OKLab delta E) to a hex; undefined when the hex is no colour. */
export function nearestColourFamily(hex: string): ColourFamily | undefined {
  if (!normalizedHex(hex)) return undefined;
  let nearest: ColourFamily | undefined;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const family of COLOUR_FAMILIES) {
    if (!family.hex) continue;
    const distance = colorDistance(hex, family.hex);
    if (distance < nearestDistance) [nearest, nearestDistance] = [family, distance];
  }
  return nearest;
}
