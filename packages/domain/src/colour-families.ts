// Colour families (issue 18): a sample's colour name is one of a short, fixed list, so the catalogue's colour filter
// groups like with like ("Grey", never "grey", "Gray" and "Dove grey" side by side); the sample's exact colour is
// kept apart as its hex. The English label is what is stored and filtered on; the Malay name is what a Malay page
// shows. A sample saved before the list may keep its own label until someone edits it (`isAllowedColourLabel`).
// This module holds no colour maths (culori, 15 kB on a phone's first load): the nearest family to a colour is in
// `colour-family-nearest`.

/** A colour family: its stored English label, its name in Bahasa Malaysia, and a colour that stands for it. */
export type ColourFamily = {
  readonly label: string;
  readonly ms: string;
  /** `#RRGGBB`; null for a family no one colour stands for (Multicolour) */
  readonly hex: string | null;
};

/**
 * Every colour family. The first thirty are the demo catalogue's colours (packages/demo-data reads them from here);
 * the plain hues after them name what those do not, and Multicolour a pattern of several.
 */
export const COLOUR_FAMILIES = [
  { label: 'White', ms: 'Putih', hex: '#F3F1EC' },
  { label: 'Ivory', ms: 'Gading', hex: '#EDE3CF' },
  { label: 'Beige', ms: 'Kuning Air', hex: '#D9C4A3' },
  { label: 'Sand', ms: 'Pasir', hex: '#C8AD85' },
  { label: 'Natural Oak', ms: 'Oak Asli', hex: '#C19A6B' },
  { label: 'Honey', ms: 'Madu', hex: '#B8803F' },
  { label: 'Teak', ms: 'Jati', hex: '#9A6A3C' },
  { label: 'Cognac', ms: 'Koniak', hex: '#8A4B2A' },
  { label: 'Walnut', ms: 'Walnut', hex: '#6B4A2F' },
  { label: 'Espresso', ms: 'Coklat Espreso', hex: '#3E2A1E' },
  { label: 'Taupe', ms: 'Kelabu Keperangan', hex: '#8B7D6B' },
  { label: 'Light Grey', ms: 'Kelabu Muda', hex: '#BFC1C2' },
  { label: 'Grey', ms: 'Kelabu', hex: '#8E9194' },
  { label: 'Charcoal', ms: 'Kelabu Arang', hex: '#45484B' },
  { label: 'Black', ms: 'Hitam', hex: '#1E1F21' },
  { label: 'Terracotta', ms: 'Terakota', hex: '#B5573B' },
  { label: 'Rust', ms: 'Karat', hex: '#A4502F' },
  { label: 'Sage Green', ms: 'Hijau Sage', hex: '#8A9A7B' },
  { label: 'Forest Green', ms: 'Hijau Hutan', hex: '#2F5D46' },
  { label: 'Navy Blue', ms: 'Biru Laut', hex: '#23395B' },
  { label: 'Sky Blue', ms: 'Biru Langit', hex: '#8DB6CF' },
  { label: 'Teal', ms: 'Hijau Kebiruan', hex: '#2F7F86' },
  { label: 'Blush Pink', ms: 'Merah Jambu Lembut', hex: '#D8A7A0' },
  { label: 'Mustard', ms: 'Kuning Mustard', hex: '#C99A2E' },
  { label: 'Burgundy', ms: 'Merah Burgundi', hex: '#6E2233' },
  { label: 'Bronze', ms: 'Gangsa', hex: '#8C6A43' },
  { label: 'Champagne Gold', ms: 'Emas Sampanye', hex: '#C9AE73' },
  { label: 'Silver', ms: 'Perak', hex: '#B9BCC0' },
  { label: 'Clear', ms: 'Lut Sinar', hex: '#D5E4DF' },
  { label: 'Green Tint', ms: 'Rona Hijau', hex: '#5E8C7A' },
  { label: 'Brown', ms: 'Coklat', hex: '#7B5236' },
  { label: 'Red', ms: 'Merah', hex: '#C8102E' },
  { label: 'Orange', ms: 'Oren', hex: '#E67E22' },
  { label: 'Yellow', ms: 'Kuning', hex: '#E8C547' },
  { label: 'Green', ms: 'Hijau', hex: '#3E8E41' },
  { label: 'Blue', ms: 'Biru', hex: '#2E5FA3' },
  { label: 'Purple', ms: 'Ungu', hex: '#6B4C8A' },
  { label: 'Multicolour', ms: 'Pelbagai Warna', hex: null },
] as const satisfies readonly ColourFamily[];

/** The stored label of a colour family. */
export type ColourFamilyLabel = (typeof COLOUR_FAMILIES)[number]['label'];

// "light grey", " Light  Grey" and "LightGrey" are one name
const lookupKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');

// found by the English label and by the Malay name alike: a Malaysian brand's file may say "Kelabu Muda"
const familyByKey = new Map<string, ColourFamily>(
  COLOUR_FAMILIES.flatMap((family) => [
    [lookupKey(family.label), family],
    [lookupKey(family.ms), family],
  ]),
);

/** The colour family a name means, whatever its case and spacing (English or Malay); undefined when none. */
export function colourFamilyOf(name: string | null | undefined): ColourFamily | undefined {
  return name ? familyByKey.get(lookupKey(name)) : undefined;
}

/** A colour name as a page in `locale` says it: a family's Malay name on a Malay page, any other name as stored. */
export function colourName(label: string, locale: 'en' | 'ms'): string {
  return locale === 'ms' ? (colourFamilyOf(label)?.ms ?? label) : label;
}

/**
 * Whether a sample may be saved with this colour name: none, a colour family, or the label it has now, unchanged
 * (a label from before the families stays until someone edits it).
 */
export function isAllowedColourLabel(label: string | null | undefined, currentLabel?: string | null): boolean {
  return !label || colourFamilyOf(label) !== undefined || label === currentLabel;
}

/** A colour name as it is stored: a colour family's canonical label, any other name as given. */
export function canonicalColourLabel(label: string): string {
  return colourFamilyOf(label)?.label ?? label;
}
