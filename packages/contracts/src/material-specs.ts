// What Malaysian specifiers filter a finish by (issue 17): the certifications a green-building target asks for, the fire
// and slip ratings an authority asks for, emissions, recycled content, origin, lead time and the published unit price.
// The database's checks (schema/catalogue.ts), the API's schemas, the seed, the admin editor and the filters read
// these lists; their labels are in the web's catalogues (`specs` keys).

/**
 * The certification schemes a sample can hold: Malaysia's Green Building Index and MyHIJAU mark, SIRIM's quality
 * certification, Singapore's Green Label (common across the causeway), FSC timber, GREENGUARD emissions, Cradle to
 * Cradle, and the Declare label and Environmental Product Declarations.
 */
export const CERTIFICATION_SCHEMES = [
  'gbi',
  'myhijau',
  'sirim-qas',
  'sg-green-label',
  'fsc',
  'greenguard',
  'cradle-to-cradle',
  'declare',
  'epd',
] as const;
export type TCertificationScheme = (typeof CERTIFICATION_SCHEMES)[number];

/** BS 476 Parts 6 and 7: Class 0 (the building regulations' best, Part 6 index and Part 7 Class 1) to Class 4. */
export const BS476_CLASSES = ['class-0', 'class-1', 'class-2', 'class-3', 'class-4'] as const;
export type TBs476Class = (typeof BS476_CLASSES)[number];

/** EN 13501-1 reaction-to-fire main classes, best first (a sample stores its full designation, "B-s1,d0" or "Bfl-s1"). */
export const EUROCLASSES = ['A1', 'A2', 'B', 'C', 'D', 'E', 'F'] as const;
export type TEuroclass = (typeof EUROCLASSES)[number];
/** A full Euroclass designation: main class, "fl" for floorings, smoke (s1-s3) and droplets (d0-d2). */
export const EUROCLASS_PATTERN = /^(A1|A2|B|C|D|E|F)(fl)?(-s[123])?(,d[012])?$/;

/** DIN 51130 ramp test slip ratings, least to most slip resistant. */
export const SLIP_RATINGS = ['R9', 'R10', 'R11', 'R12', 'R13'] as const;
export type TSlipRating = (typeof SLIP_RATINGS)[number];

/** Indoor VOC emission classes (the French A+ to C label), lowest emissions first. */
export const VOC_LEVELS = ['a-plus', 'a', 'b', 'c'] as const;
export type TVocLevel = (typeof VOC_LEVELS)[number];

/** What a published unit price is per: a square metre, or one unit (a tile, a sheet, a roll). */
export const PRICE_UNITS = ['m2', 'unit'] as const;
export type TPriceUnit = (typeof PRICE_UNITS)[number];

/** The files staff attach to a sample. */
export const SAMPLE_DOCUMENT_KINDS = [
  'technical-data-sheet',
  'installation-guide',
  'care-guide',
  'certificate',
  'cad',
  'bim',
] as const;
export type TSampleDocumentKind = (typeof SAMPLE_DOCUMENT_KINDS)[number];
