import { describe, expect, it } from 'vitest';
import { normalizedHex } from './colour.js';
import {
  COLOUR_FAMILIES,
  canonicalColourLabel,
  colourFamilyOf,
  colourName,
  isAllowedColourLabel,
} from './colour-families.js';
import { nearestColourFamily } from './colour-family-nearest.js';

describe('colour families', () => {
  it('has one family per name, English or Malay, each with a colour or none at all', () => {
    const keys = COLOUR_FAMILIES.flatMap((family) => [family.label, family.ms].map((name) => name.toLowerCase()));
    const ownKeys = COLOUR_FAMILIES.flatMap((family) =>
      family.label.toLowerCase() === family.ms.toLowerCase() ? [family.label.toLowerCase()] : [],
    );
    // a name said alike in both languages ("Walnut") is one family's twice, never two families'
    expect(new Set(keys).size).toBe(keys.length - ownKeys.length);
    for (const family of COLOUR_FAMILIES) {
      expect(family.label.length, family.label).toBeLessThanOrEqual(60);
      if (family.hex !== null) expect(normalizedHex(family.hex), family.label).toBe(family.hex.toLowerCase());
    }
  });

  it('finds a family by its name whatever the case and spacing, in English or Malay', () => {
    expect(colourFamilyOf('Light Grey')?.label).toBe('Light Grey');
    expect(colourFamilyOf('  light   GREY ')?.label).toBe('Light Grey');
    expect(colourFamilyOf('lightgrey')?.label).toBe('Light Grey');
    expect(colourFamilyOf('Kelabu Muda')?.label).toBe('Light Grey');
    expect(colourFamilyOf('biru laut')?.label).toBe('Navy Blue');
  });

  it('finds no family for a free name or for nothing', () => {
    expect(colourFamilyOf('Sparkle')).toBeUndefined();
    expect(colourFamilyOf('Light')).toBeUndefined();
    expect(colourFamilyOf('')).toBeUndefined();
    expect(colourFamilyOf(null)).toBeUndefined();
  });

  it('stores a family in its canonical spelling and any other name as given', () => {
    expect(canonicalColourLabel('navy blue')).toBe('Navy Blue');
    expect(canonicalColourLabel('Pelbagai Warna')).toBe('Multicolour');
    expect(canonicalColourLabel('Sparkle')).toBe('Sparkle');
  });

  it('says a family in Malay on a Malay page, and any other name as stored', () => {
    expect(colourName('Light Grey', 'ms')).toBe('Kelabu Muda');
    expect(colourName('light grey', 'ms')).toBe('Kelabu Muda');
    expect(colourName('Light Grey', 'en')).toBe('Light Grey');
    expect(colourName('Sparkle', 'ms')).toBe('Sparkle');
  });

  it('names the family nearest to a colour', () => {
    expect(nearestColourFamily('#D9C4A3')?.label).toBe('Beige');
    expect(nearestColourFamily('#8f9295')?.label).toBe('Grey');
    expect(nearestColourFamily('#000000')?.label).toBe('Black');
    expect(nearestColourFamily('#ff0000')?.label).toBe('Red');
    expect(nearestColourFamily('#1F3A5F')?.label).toBe('Navy Blue');
  });

  it('never names a family no one colour stands for, and none for what is no colour', () => {
    const hexes = ['#ffffff', '#808080', '#ff00ff', '#00ff00', '#123456'];
    for (const hex of hexes) expect(nearestColourFamily(hex)?.label, hex).not.toBe('Multicolour');
    expect(nearestColourFamily('not a colour')).toBeUndefined();
  });

  it('allows a family, no colour name, or the label a sample has now unchanged', () => {
    expect(isAllowedColourLabel('grey')).toBe(true);
    expect(isAllowedColourLabel(undefined)).toBe(true);
    expect(isAllowedColourLabel('')).toBe(true);
    expect(isAllowedColourLabel('Sparkle')).toBe(false);
    expect(isAllowedColourLabel('Sparkle', 'Sparkle')).toBe(true);
    expect(isAllowedColourLabel('Glitter', 'Sparkle')).toBe(false);
    expect(isAllowedColourLabel('sparkle', 'Sparkle')).toBe(false);
  });
});
