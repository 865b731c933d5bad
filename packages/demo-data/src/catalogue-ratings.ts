// The Malaysian specifications of the demo catalogue (issue 17): which certificates, fire and slip ratings, emission
// classes, recycled content, origin, lead times and published prices each kind of product believably has. A family
// holds only the certificates that fit it (FSC on timber alone; GBI, MyHIJAU and SIRIM QAS on a minority of local
// products), slip ratings only on what is walked on, BS 476 classes on boards, wall finishes and fire-retardant
// fabrics, Euroclasses where a product is EU-made or its brand quotes one. Pure: the seed (seed-catalogue.ts) gives it
// its random numbers and writes what it answers.

import { BRANDS } from './catalogue-data.js';
import type { Rng } from './textures.js';

type Scheme =
  | 'gbi'
  | 'myhijau'
  | 'sirim-qas'
  | 'sg-green-label'
  | 'fsc'
  | 'greenguard'
  | 'cradle-to-cradle'
  | 'declare'
  | 'epd';
type Bs476 = 'class-0' | 'class-1' | 'class-2' | 'class-3' | 'class-4';
type Slip = 'R9' | 'R10' | 'R11' | 'R12' | 'R13';
type Voc = 'a-plus' | 'a' | 'b' | 'c';

/** How a kind of product is rated; each share is the part of its samples that publish that value. */
export type RatingProfile = {
  /** the certificates the family may hold, each with the share of samples holding one (local-only schemes aside) */
  certifications?: Partial<Record<Scheme, number>>;
  /** BS 476 Parts 6/7 classes the family reaches, best first, and the share that publish one */
  bs476?: { classes: readonly Bs476[]; share: number };
  /** a Euroclass for EU-made samples: its designations (floors with "fl") */
  euroclass?: readonly string[];
  /** walked on: rated R9-R13 by where it is laid, with a pendulum value */
  slip?: boolean;
  /** emits VOCs (paints, adhesives, vinyl, carpet): the share that publish a class */
  voc?: number;
  /** recycled content, in %, and the share that publish it */
  recycled?: { range: readonly [number, number]; share: number };
  /** days from order to delivery of the product itself */
  leadTime: readonly [number, number];
  /** the published price of the product (RM) per m² or per unit */
  unitPrice: { unit: 'm2' | 'unit'; range: readonly [number, number] };
};

// certificates local products may hold, over what their family holds
const LOCAL_SCHEMES = { gbi: 0.18, myhijau: 0.2, 'sirim-qas': 0.22 } as const;
const GREEN_INTERIOR = { greenguard: 0.3, 'sg-green-label': 0.08, epd: 0.12 } as const;

const FLOOR_TIMBER: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { fsc: 0.45, epd: 0.1 },
  euroclass: ['Cfl-s1', 'Dfl-s1'],
  voc: 0.6,
  leadTime: [14, 56],
};
const TIMBER_PANEL: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { fsc: 0.35, greenguard: 0.1 },
  bs476: { classes: ['class-0', 'class-1'], share: 0.7 },
  euroclass: ['B-s1,d0', 'C-s2,d0'],
  voc: 0.35,
  leadTime: [10, 35],
};
const DECKING_TIMBER: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { fsc: 0.5 },
  slip: true,
  leadTime: [14, 42],
};
const STONE: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { epd: 0.08 },
  euroclass: ['A1fl'],
  slip: true,
  leadTime: [28, 84],
};
const METAL: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { epd: 0.25, 'cradle-to-cradle': 0.05 },
  bs476: { classes: ['class-0'], share: 0.5 },
  euroclass: ['A1', 'A2-s1,d0'],
  recycled: { range: [30, 85], share: 0.75 },
  leadTime: [14, 42],
};
const GLASS: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { epd: 0.15 },
  euroclass: ['A1'],
  recycled: { range: [10, 35], share: 0.6 },
  leadTime: [10, 28],
};
const WALLCOVERING: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { ...GREEN_INTERIOR, declare: 0.05 },
  bs476: { classes: ['class-0', 'class-1'], share: 0.6 },
  euroclass: ['B-s1,d0'],
  voc: 0.6,
  leadTime: [14, 42],
};
const FILM: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { greenguard: 0.2 },
  bs476: { classes: ['class-0', 'class-1'], share: 0.55 },
  voc: 0.4,
  leadTime: [7, 21],
};
const MOULDING: Omit<RatingProfile, 'unitPrice'> = {
  bs476: { classes: ['class-1', 'class-2'], share: 0.4 },
  voc: 0.3,
  leadTime: [7, 21],
};
const LEATHER: Omit<RatingProfile, 'unitPrice'> = { voc: 0.2, leadTime: [21, 70] };
const VINYL_FLOOR: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { greenguard: 0.4, 'sg-green-label': 0.1, epd: 0.15 },
  euroclass: ['Bfl-s1', 'Cfl-s1'],
  slip: true,
  voc: 0.8,
  recycled: { range: [10, 40], share: 0.3 },
  leadTime: [14, 42],
};
const CARPET: Omit<RatingProfile, 'unitPrice'> = {
  certifications: { greenguard: 0.35, 'cradle-to-cradle': 0.15, declare: 0.1, epd: 0.25 },
  euroclass: ['Bfl-s1', 'Cfl-s1'],
  voc: 0.85,
  recycled: { range: [25, 80], share: 0.6 },
  leadTime: [21, 56],
};

const m2 = (min: number, max: number) => ({ unit: 'm2' as const, range: [min, max] as const });
const perUnit = (min: number, max: number) => ({ unit: 'unit' as const, range: [min, max] as const });

/** Every leaf category's profile, by the leaf's name (catalogue-data.ts); a test checks none is missing. */
export const RATING_PROFILES: Readonly<Record<string, RatingProfile>> = {
  'Mineral Fibre Tile': {
    certifications: { ...GREEN_INTERIOR, declare: 0.1 },
    bs476: { classes: ['class-0'], share: 0.8 },
    euroclass: ['A2-s1,d0', 'A1'],
    recycled: { range: [30, 60], share: 0.6 },
    leadTime: [10, 28],
    unitPrice: m2(28, 95),
  },
  'PET Felt Baffle': {
    certifications: { greenguard: 0.3, declare: 0.15, 'sg-green-label': 0.1 },
    bs476: { classes: ['class-0', 'class-1'], share: 0.7 },
    euroclass: ['B-s1,d0'],
    voc: 0.5,
    recycled: { range: [60, 100], share: 1 },
    leadTime: [14, 35],
    unitPrice: perUnit(85, 320),
  },
  'Perforated Gypsum': {
    certifications: { epd: 0.2, greenguard: 0.15 },
    bs476: { classes: ['class-0'], share: 0.85 },
    euroclass: ['A2-s1,d0'],
    recycled: { range: [10, 30], share: 0.4 },
    leadTime: [10, 28],
    unitPrice: m2(45, 130),
  },
  'Aluminium Clip-In Tile': { ...METAL, unitPrice: m2(90, 260) },
  'Linear Strip Ceiling': { ...METAL, unitPrice: m2(110, 320) },
  'Timber Slat Panel': { ...TIMBER_PANEL, unitPrice: perUnit(180, 650) },
  'Veneered Grille': { ...TIMBER_PANEL, unitPrice: m2(220, 680) },
  'Chengal Decking': { ...DECKING_TIMBER, unitPrice: m2(380, 780) },
  'Balau Decking': { ...DECKING_TIMBER, unitPrice: m2(260, 560) },
  'Merbau Decking': { ...DECKING_TIMBER, unitPrice: m2(280, 620) },
  'Capped WPC Board': {
    certifications: { 'sg-green-label': 0.15 },
    slip: true,
    recycled: { range: [50, 95], share: 0.85 },
    leadTime: [14, 35],
    unitPrice: m2(160, 380),
  },
  'Hollow WPC Board': {
    certifications: { 'sg-green-label': 0.1 },
    slip: true,
    recycled: { range: [50, 90], share: 0.85 },
    leadTime: [10, 28],
    unitPrice: m2(110, 260),
  },
  'Interlocking Deck Tile': {
    certifications: { fsc: 0.3 },
    slip: true,
    leadTime: [7, 21],
    unitPrice: perUnit(9, 28),
  },
  'Porcelain Paver': {
    certifications: { epd: 0.2 },
    euroclass: ['A1fl'],
    slip: true,
    leadTime: [21, 56],
    unitPrice: m2(95, 260),
  },
  'Aluminium Composite Panel': {
    ...METAL,
    bs476: { classes: ['class-0'], share: 0.85 },
    euroclass: ['A2-s1,d0', 'B-s1,d0'],
    unitPrice: m2(140, 420),
  },
  'Fibre Cement Board': {
    certifications: { epd: 0.2, 'sg-green-label': 0.1 },
    bs476: { classes: ['class-0'], share: 0.9 },
    euroclass: ['A2-s1,d0'],
    leadTime: [7, 28],
    unitPrice: perUnit(45, 160),
  },
  'Terracotta Baguette': {
    certifications: { epd: 0.15 },
    euroclass: ['A1'],
    leadTime: [28, 70],
    unitPrice: perUnit(38, 140),
  },
  'Clay Face Brick': {
    certifications: { epd: 0.1 },
    euroclass: ['A1'],
    leadTime: [7, 28],
    unitPrice: perUnit(1.2, 4.8),
  },
  'Natural Stone Veneer': { ...STONE, slip: false, euroclass: ['A1'], unitPrice: m2(160, 480) },
  'Aluminium Louvre': { ...METAL, unitPrice: m2(260, 720) },
  'Perforated Metal Screen': { ...METAL, unitPrice: m2(220, 650) },
  'PU Cornice': { ...MOULDING, unitPrice: perUnit(28, 120) },
  'Gypsum Cornice': {
    ...MOULDING,
    bs476: { classes: ['class-0'], share: 0.6 },
    voc: undefined,
    unitPrice: perUnit(15, 60),
  },
  'MDF Skirting': { ...MOULDING, certifications: { fsc: 0.2 }, unitPrice: perUnit(22, 75) },
  'Aluminium Skirting': { ...METAL, bs476: undefined, unitPrice: perUnit(35, 140) },
  'Tile Trim': { ...METAL, bs476: undefined, unitPrice: perUnit(12, 65) },
  'Stair Nosing': { ...METAL, bs476: undefined, slip: true, unitPrice: perUnit(38, 160) },
  'Fluted Wall Panel': { ...TIMBER_PANEL, unitPrice: perUnit(90, 350) },
  'WPC Wall Panel': {
    certifications: { greenguard: 0.15 },
    bs476: { classes: ['class-1', 'class-2'], share: 0.5 },
    recycled: { range: [40, 80], share: 0.7 },
    voc: 0.3,
    leadTime: [7, 28],
    unitPrice: perUnit(45, 180),
  },
  'Acoustic Fabric Panel': {
    certifications: { greenguard: 0.3, declare: 0.1, 'cradle-to-cradle': 0.05 },
    bs476: { classes: ['class-0', 'class-1'], share: 0.6 },
    euroclass: ['B-s1,d0'],
    voc: 0.5,
    leadTime: [14, 42],
    unitPrice: perUnit(180, 650),
  },
  'Decorative Plaster': {
    certifications: { greenguard: 0.25, 'sg-green-label': 0.15, declare: 0.08 },
    bs476: { classes: ['class-0'], share: 0.6 },
    euroclass: ['A2-s1,d0'],
    voc: 0.9,
    leadTime: [7, 21],
    unitPrice: m2(85, 260),
  },
  Microcement: {
    certifications: { greenguard: 0.2, 'sg-green-label': 0.1 },
    bs476: { classes: ['class-0'], share: 0.5 },
    euroclass: ['A2-s1,d0', 'Bfl-s1'],
    voc: 0.9,
    leadTime: [7, 21],
    unitPrice: m2(180, 420),
  },
  'Vinyl Wallcovering': { ...WALLCOVERING, unitPrice: m2(38, 160) },
  Grasscloth: { ...WALLCOVERING, bs476: { classes: ['class-1'], share: 0.4 }, unitPrice: m2(120, 380) },
  'Wood Grain Film': { ...FILM, unitPrice: m2(45, 160) },
  'Stone Effect Film': { ...FILM, unitPrice: m2(50, 170) },
  'Solid Colour Film': { ...FILM, unitPrice: m2(35, 130) },
  'Frosted Privacy Film': { ...FILM, bs476: undefined, unitPrice: m2(40, 140) },
  'Solar Control Film': { ...FILM, bs476: undefined, unitPrice: m2(60, 220) },
  'Engineered Oak': { ...FLOOR_TIMBER, unitPrice: m2(180, 460) },
  'Solid Hardwood': { ...FLOOR_TIMBER, unitPrice: m2(220, 560) },
  Parquet: { ...FLOOR_TIMBER, unitPrice: m2(240, 620) },
  'SPC Click': { ...VINYL_FLOOR, unitPrice: m2(45, 130) },
  'LVT Glue Down': { ...VINYL_FLOOR, unitPrice: m2(38, 110) },
  'Vinyl Sheet': { ...VINYL_FLOOR, unitPrice: m2(30, 95) },
  'AC4 Laminate': {
    certifications: { fsc: 0.15, greenguard: 0.15 },
    bs476: { classes: ['class-1'], share: 0.3 },
    euroclass: ['Cfl-s1', 'Bfl-s1'],
    voc: 0.6,
    leadTime: [7, 28],
    unitPrice: m2(35, 90),
  },
  'Water-resistant Laminate': {
    certifications: { fsc: 0.15, greenguard: 0.2 },
    bs476: { classes: ['class-1'], share: 0.3 },
    euroclass: ['Cfl-s1', 'Bfl-s1'],
    voc: 0.6,
    leadTime: [7, 28],
    unitPrice: m2(48, 120),
  },
  'Porcelain Tile': {
    certifications: { epd: 0.2, greenguard: 0.05 },
    euroclass: ['A1fl'],
    slip: true,
    recycled: { range: [5, 40], share: 0.2 },
    leadTime: [14, 56],
    unitPrice: m2(40, 180),
  },
  Marble: { ...STONE, unitPrice: m2(280, 1200) },
  Terrazzo: {
    certifications: { epd: 0.1, greenguard: 0.1 },
    euroclass: ['A1fl', 'A2fl-s1'],
    slip: true,
    recycled: { range: [20, 70], share: 0.35 },
    leadTime: [21, 56],
    unitPrice: m2(180, 520),
  },
  Granite: { ...STONE, unitPrice: m2(150, 620) },
  'Carpet Tile': { ...CARPET, unitPrice: m2(60, 180) },
  Broadloom: { ...CARPET, unitPrice: m2(85, 320) },
  'Fluted Glass': { ...GLASS, unitPrice: m2(260, 680) },
  'Tinted Glass': { ...GLASS, unitPrice: m2(140, 420) },
  'Frosted Glass': { ...GLASS, unitPrice: m2(180, 460) },
  'Laminated Glass': { ...GLASS, unitPrice: m2(220, 620) },
  'Tempered Glass': { ...GLASS, unitPrice: m2(160, 480) },
  'Pool Mosaic': {
    ...GLASS,
    slip: true,
    recycled: { range: [40, 100], share: 0.5 },
    leadTime: [21, 56],
    unitPrice: m2(140, 460),
  },
  'Kitchen Mosaic': {
    ...GLASS,
    recycled: { range: [40, 100], share: 0.5 },
    leadTime: [21, 56],
    unitPrice: m2(160, 520),
  },
  'Full Grain': { ...LEATHER, unitPrice: perUnit(650, 2200) },
  Nubuck: { ...LEATHER, unitPrice: perUnit(720, 2400) },
  'Leather Wall Tile': {
    ...LEATHER,
    bs476: { classes: ['class-1'], share: 0.5 },
    euroclass: ['B-s2,d0'],
    unitPrice: perUnit(45, 160),
  },
  'PU Leather': { ...LEATHER, voc: 0.5, leadTime: [14, 42], unitPrice: perUnit(45, 140) },
  'Vinyl Leatherette': {
    ...LEATHER,
    voc: 0.6,
    recycled: { range: [10, 30], share: 0.15 },
    leadTime: [14, 42],
    unitPrice: perUnit(35, 110),
  },
};

/** Brands of the hand-written list that make their products in Malaysia (their profiles say where). */
export const LOCAL_BRANDS: ReadonlySet<string> = new Set([
  '3D Surface Co',
  'Amara Timberworks',
  'Bukit Granite Works',
  'Duta Facade Systems',
  'Equator Glassworks',
  'Gemilang Mouldings',
  'Hijau Wall Systems',
  'Indera Terrazzo',
  'Merbok Mills',
  'Rimba Timber Co',
  'Tanjung Brickworks',
  'Ulu Craft Panels',
  'Banyan Decking Co',
]);
/** Of the brands the seed makes up, the share that are local makers. */
const LOCAL_SHARE_OF_GENERATED = 0.35;
// where an EU-made line says it comes from
const EU_ORIGINS = new Set(['Italy', 'Spain', 'Portugal', 'Germany', 'Belgium', 'Netherlands']);

/** The ratings of one sample, as the seed writes them (null: not published). */
export type SampleRatings = {
  fireBs476: Bs476 | null;
  fireEuroclass: string | null;
  slipRating: Slip | null;
  slipPtv: number | null;
  vocLevel: Voc | null;
  recycledPercent: number | null;
  madeInMalaysia: boolean;
  leadTimeDays: number;
  unitPrice: number | null;
  priceUnit: 'm2' | 'unit' | null;
  certifications: { scheme: Scheme; certificateNumber: string; expiresOn: string }[];
};

/** What the seed knows of the sample its ratings are for. */
export type RatingSubject = {
  profile: RatingProfile;
  brandName: string;
  /** the sample's specifications (the line's and the chosen ones): a rating they already state is kept */
  specifications: Readonly<Record<string, string>>;
  usage: string;
  /** the seed's day, as a time: expiries spread around it */
  today: number;
};

const DAY_MS = 86_400_000;
const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => Math.floor(rng() * 10)).join('');
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pickOne = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** A certificate number in the form each scheme prints. */
export function certificateNumberOf(rng: Rng, scheme: Scheme, brandName: string): string {
  const year = String(between(rng, 19, 26));
  switch (scheme) {
    case 'gbi':
      return `GBI-PC-${year}-${digits(rng, 4)}`;
    case 'myhijau':
      return `MyHIJAU-P-${digits(rng, 2)}-${year}-${digits(rng, 4)}`;
    case 'sirim-qas':
      return `PC${digits(rng, 6)}`;
    case 'sg-green-label':
      return `SGL-${year}-${digits(rng, 4)}`;
    case 'fsc':
      return `FSC-C${digits(rng, 6)}`;
    case 'greenguard':
      return `GG-${digits(rng, 5)}-${digits(rng, 3)}`;
    case 'cradle-to-cradle':
      return `C2C-${digits(rng, 4)}`;
    case 'declare': {
      const letters = brandName
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()
        .padEnd(3, 'X');
      return `${letters}-${digits(rng, 4)}`;
    }
    case 'epd':
      return `S-P-${digits(rng, 5)}`;
  }
}

const HAND_WRITTEN_BRANDS = new Set(BRANDS.map((brand) => brand.name));

/** Whether a brand makes locally: a hand-written one by its profile (LOCAL_BRANDS), a made-up one by its name. */
export function isLocalBrand(brandName: string): boolean {
  if (HAND_WRITTEN_BRANDS.has(brandName)) return LOCAL_BRANDS.has(brandName);
  let hash = 2166136261;
  for (const char of brandName) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % 100 < LOCAL_SHARE_OF_GENERATED * 100;
}

/** The slip rating a floor laid there needs: ramps and outdoor R12-R13, wet and public areas R10-R11, rooms R9-R10. */
function slipOf(rng: Rng, usage: string): Slip {
  if (usage === 'Outdoor') return rng() < 0.7 ? 'R12' : 'R13';
  if (['Healthcare', 'Hospitality', 'Education'].includes(usage)) return rng() < 0.6 ? 'R10' : 'R11';
  return rng() < 0.6 ? 'R9' : 'R10';
}

// the pendulum values (wet) that go with each ramp rating, low slip potential from 36
const PTV_OF: Record<Slip, readonly [number, number]> = {
  R9: [25, 35],
  R10: [36, 44],
  R11: [45, 54],
  R12: [55, 64],
  R13: [65, 75],
};

const VOC_WEIGHTS: readonly [Voc, number][] = [
  ['a-plus', 0.45],
  ['a', 0.35],
  ['b', 0.15],
  ['c', 0.05],
];

/** The value whose slice of 0..1 the roll falls in. */
function weighted<T>(roll: number, weights: readonly (readonly [T, number])[]): T {
  let rest = roll;
  for (const [value, weight] of weights) {
    if (rest < weight) return value;
    rest -= weight;
  }
  return weights[weights.length - 1]![0];
}

/** What a free-text fire rating says in the contracts' terms: "EN 13501-1 B-s1,d0", "Class 0", "A1 Non-combustible". */
function statedFire(text: string | undefined): { bs476?: Bs476; euroclass?: string } {
  if (!text) return {};
  const bs = /^Class ([0-4])$/.exec(text);
  if (bs) return { bs476: `class-${bs[1]}` as Bs476 };
  const euro = /^(?:EN 13501-1 )?((?:A1|A2|B|C|D|E|F)(?:fl)?(?:-s[123])?(?:,d[012])?)(?: Non-combustible)?$/.exec(text);
  return euro ? { euroclass: euro[1] } : {};
}

/** Rounds a price to a shop-like figure: whole ringgit above RM 20, 10 sen below. */
const priceIn = (rng: Rng, [min, max]: readonly [number, number]) => {
  const raw = min + rng() ** 1.4 * (max - min);
  return raw >= 20 ? Math.round(raw) + (rng() < 0.5 ? 0 : 0.9) : Math.round(raw * 10) / 10;
};

/**
 * A sample's ratings: what its specifications already state first (an "EN 13501-1 Bfl-s1" fire rating, "Zero VOC",
 * "60% recycled PET"), then its family's profile, a floor's slip rating by where it is laid; certificates with numbers in their schemes' forms and expiries
 * from a few weeks past to five years ahead.
 */
export function ratingsOf(rng: Rng, subject: RatingSubject): SampleRatings {
  const { profile, specifications } = subject;
  const origin = specifications.origin;
  const madeInMalaysia = origin ? origin === 'Malaysia' : isLocalBrand(subject.brandName);
  const euMade = origin !== undefined && EU_ORIGINS.has(origin);

  const stated = statedFire(specifications.fireRating);
  const frFabric = /\bFR\b/.test(specifications.composition ?? '');
  let fireBs476: Bs476 | null = stated.bs476 ?? null;
  if (!fireBs476 && profile.bs476 && (frFabric || rng() < profile.bs476.share))
    fireBs476 = frFabric ? 'class-0' : pickOne(rng, profile.bs476.classes);
  let fireEuroclass: string | null = stated.euroclass ?? null;
  if (!fireEuroclass && euMade && profile.euroclass) fireEuroclass = pickOne(rng, profile.euroclass);

  // a floor is rated for where it is laid; the seed then says the same in its "slipResistance" specification
  const slipRating: Slip | null = profile.slip ? slipOf(rng, subject.usage) : null;
  const slipPtv = slipRating && rng() < 0.8 ? between(rng, ...PTV_OF[slipRating]) : null;

  const statedVoc = specifications.voc === 'Zero VOC' ? 'a-plus' : specifications.voc === 'Low VOC' ? 'a' : null;
  let vocLevel: Voc | null = statedVoc;
  if (!vocLevel && profile.voc && rng() < profile.voc) {
    vocLevel = weighted(rng(), VOC_WEIGHTS);
  }

  const statedRecycled = /(\d+)% recycled/.exec(specifications.composition ?? '');
  const recycledPercent = statedRecycled
    ? Number(statedRecycled[1])
    : profile.recycled && rng() < profile.recycled.share
      ? between(rng, ...profile.recycled.range)
      : null;

  // a local maker is quicker than an importer
  const [leadMin, leadMax] = profile.leadTime;
  const leadTimeDays = madeInMalaysia
    ? between(rng, Math.max(7, Math.round(leadMin * 0.6)), Math.max(7, Math.round(leadMax * 0.6)))
    : between(rng, Math.max(7, leadMin), Math.min(84, leadMax));

  const hasPrice = rng() < 0.7;
  const unitPrice = hasPrice ? priceIn(rng, profile.unitPrice.range) : null;

  const schemes: Partial<Record<Scheme, number>> = {
    ...profile.certifications,
    ...(madeInMalaysia ? LOCAL_SCHEMES : {}),
  };
  const certifications: SampleRatings['certifications'] = [];
  for (const [scheme, share] of Object.entries(schemes) as [Scheme, number][]) {
    if (rng() >= share) continue;
    // a few weeks to a year past (about one certificate in ten has lapsed) up to five years ahead
    const offset = rng() < 0.1 ? -between(rng, 1, 365) : between(rng, 30, 5 * 365);
    certifications.push({
      scheme,
      certificateNumber: certificateNumberOf(rng, scheme, subject.brandName),
      expiresOn: new Date(subject.today + offset * DAY_MS).toISOString().slice(0, 10),
    });
  }

  return {
    fireBs476,
    fireEuroclass,
    slipRating,
    slipPtv,
    vocLevel,
    recycledPercent,
    madeInMalaysia,
    leadTimeDays,
    unitPrice,
    priceUnit: hasPrice ? profile.unitPrice.unit : null,
    certifications,
  };
}
