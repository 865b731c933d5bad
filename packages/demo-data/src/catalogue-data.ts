// The demo catalogue's vocabulary: the category tree, what each leaf sells (its lines), brand partners, colours and
// usages. Every sample is built from one line of its leaf: the line names it, says what it is made of and which
// colours it comes in, so no sample contradicts itself. Brand and line names are invented or generic trade names; any
// likeness to a real company's product is an accident.
import { COLOUR_FAMILIES } from '@samplebank/domain/colour-families';
import { SPECS, type SpecOptions } from './catalogue-specs.js';
import type { BrandPalette, MaterialKind } from './textures.js';

export type { SpecOptions } from './catalogue-specs.js';

/** A colour family the demo can paint: every one that a single colour stands for (domain/colour-families.ts). */
export type ColorLabel = Extract<(typeof COLOUR_FAMILIES)[number], { hex: string }>['label'];
/** Each paintable colour family's reference colour: the colours the demo's samples are shades of. */
export const COLORS = Object.fromEntries(
  COLOUR_FAMILIES.flatMap((family) => (family.hex ? [[family.label, family.hex]] : [])),
) as Record<ColorLabel, string>;

export const USAGES = [
  'Residential',
  'Commercial',
  'Hospitality',
  'Healthcare',
  'Retail',
  'Education',
  'Outdoor',
] as const;
export type Usage = (typeof USAGES)[number];
/** Where each usage puts a sample, for its description. */
export const USAGE_PLACES: Record<Usage, string> = {
  Residential: 'homes',
  Commercial: 'offices and commercial buildings',
  Hospitality: 'hotels and restaurants',
  Healthcare: 'clinics and hospitals',
  Retail: 'shops and showrooms',
  Education: 'schools and universities',
  Outdoor: 'outdoor spaces',
};
export const ARCHITECTURAL_STYLES = [
  'Modern',
  'Minimalist',
  'Industrial',
  'Scandinavian',
  'Tropical',
  'Classic',
  'Contemporary',
  'Japandi',
];

/** One product line of a leaf: a stone, a species, a fabric, a glass type. */
export type SampleLine = {
  /** the words that open a sample's name: 'Carrara', 'Smoked', 'Bronze Tinted' */
  name: string;
  /** the sample's material, also its `material` specification */
  material: string;
  /** the colours the line really comes in */
  colors: readonly ColorLabel[];
  /** what it looks like and is made of, for the description: 'Italian marble with soft grey veining on white' */
  look: string;
  /** specifications the line fixes (composition, species, origin, light transmission) */
  specs?: Readonly<Record<string, string>>;
  /** where the line may be used, when narrower or wider than its leaf */
  usages?: readonly Usage[];
};

/** What a leaf category sells: the picture, its lines, the last words of a name, the price band and specifications. */
export type LeafSpec = {
  kind: MaterialKind;
  lines: readonly SampleLine[];
  /** the words that end a sample's name: 'Marble Tile', 'Marble Slab' */
  nouns: readonly string[];
  price: readonly [number, number];
  specs: SpecOptions;
  usages: readonly Usage[];
  /** what the product is used for, for the description: 'floors, walls and vanity tops' */
  use: string;
  /** a specification said in the name before the noun: the finish of 'Carrara Honed Marble Tile' */
  namedSpec?: string;
  /** manufactured goods open their name with a range name ('Kyoto Oak SPC Click Plank'); quarried stone does not */
  ranged?: boolean;
};

export type CategoryNode = { name: string; code?: string; children?: CategoryNode[]; leaf?: LeafSpec };

const INTERIOR: Usage[] = ['Residential', 'Commercial', 'Hospitality', 'Healthcare', 'Retail', 'Education'];
const CONTRACT: Usage[] = ['Commercial', 'Hospitality', 'Healthcare', 'Retail', 'Education'];
const HOMES_AND_HOSPITALITY: Usage[] = ['Residential', 'Hospitality', 'Commercial', 'Retail'];
const EXTERIOR: Usage[] = ['Outdoor', 'Residential', 'Commercial', 'Hospitality'];

const line = (
  name: string,
  material: string,
  colors: ColorLabel[],
  look: string,
  specs?: Record<string, string>,
  usages?: Usage[],
): SampleLine => ({ name, material, colors, look, ...(specs ? { specs } : {}), ...(usages ? { usages } : {}) });

const leaf = (name: string, spec: LeafSpec): CategoryNode => ({ name, leaf: spec });

// lines shared by more than one leaf
const WOOD_DECORS = (base: string): SampleLine[] => [
  line('Oak', base, ['Natural Oak', 'Honey', 'Beige', 'Grey'], 'an oak grain print with knots and cathedral figure', {
    design: 'Oak grain',
  }),
  line('Walnut', base, ['Walnut'], 'a deep brown walnut grain print', { design: 'Walnut grain' }),
  line('Teak', base, ['Teak'], 'a golden-brown teak grain print', { design: 'Teak grain' }),
  line('Ash', base, ['Beige', 'Light Grey', 'Sand'], 'a pale ash grain print with long straight lines', {
    design: 'Ash grain',
  }),
  line('Hickory', base, ['Honey', 'Cognac'], 'a warm hickory grain print with strong colour variation', {
    design: 'Hickory grain',
  }),
];
const SAFETY_GLASSES = (kind: string): SampleLine[] => [
  line('Clear', `Clear ${kind} Glass`, ['Clear'], `clear float glass, ${kind.toLowerCase()} for safety`, {
    lightTransmission: '88%',
    solarFactor: '0.80',
  }),
  line('Low-iron', `Low-iron ${kind} Glass`, ['Clear'], 'low-iron glass without the green edge of ordinary float', {
    lightTransmission: '91%',
    solarFactor: '0.86',
  }),
  line('Bronze Tinted', `Bronze Tinted ${kind} Glass`, ['Bronze'], 'body-tinted bronze glass that softens glare', {
    lightTransmission: '52%',
    solarFactor: '0.62',
  }),
  line('Grey Tinted', `Grey Tinted ${kind} Glass`, ['Grey'], 'body-tinted grey glass that cuts glare and heat', {
    lightTransmission: '44%',
    solarFactor: '0.58',
  }),
];
const HIDES: ColorLabel[] = [
  'Cognac',
  'Espresso',
  'Black',
  'Charcoal',
  'Burgundy',
  'Honey',
  'Forest Green',
  'Navy Blue',
];
const METAL_FINISHES = (base: string): SampleLine[] => [
  line('Powder-coated', base, ['White', 'Black', 'Charcoal', 'Grey'], 'aluminium with a durable powder-coated finish', {
    finish: 'Powder Coated',
  }),
  line('Anodised', base, ['Silver', 'Champagne Gold', 'Bronze', 'Black'], 'anodised aluminium with a metallic sheen', {
    finish: 'Anodised 20 µm',
  }),
];

/** The category tree: two roots, then families, sub-families and the leaves samples belong to. */
export const CATEGORY_TREE: CategoryNode[] = [
  {
    name: 'Architectural',
    children: [
      {
        name: 'Ceiling',
        code: 'CEI',
        children: [
          {
            name: 'Acoustic Ceiling',
            children: [
              leaf('Mineral Fibre Tile', {
                kind: 'acoustic',
                lines: [
                  line(
                    'Fine Fissured',
                    'Mineral Fibre',
                    ['White', 'Light Grey'],
                    'a mineral fibre tile with a fine fissured face',
                  ),
                  line('Smooth', 'Mineral Fibre', ['White'], 'a mineral fibre tile with a smooth, bright white face'),
                  line(
                    'Micro-textured',
                    'Mineral Fibre',
                    ['White', 'Light Grey'],
                    'a mineral fibre tile with a sand-like micro texture',
                  ),
                ],
                nouns: ['Mineral Fibre Ceiling Tile'],
                price: [18, 60],
                specs: SPECS.acousticCeiling,
                usages: CONTRACT,
                use: 'suspended ceilings',
              }),
              leaf('PET Felt Baffle', {
                kind: 'fabric',
                lines: [
                  line(
                    'Straight',
                    'Recycled PET Felt',
                    ['Sage Green', 'Mustard', 'Navy Blue', 'Grey', 'Charcoal'],
                    'a straight-edged felt baffle pressed from recycled bottles',
                    { composition: '60% recycled PET, 40% PET' },
                  ),
                  line(
                    'Wave',
                    'Recycled PET Felt',
                    ['Sage Green', 'Teal', 'Grey', 'Charcoal', 'White'],
                    'a wave-cut felt baffle pressed from recycled bottles',
                    { composition: '60% recycled PET, 40% PET' },
                  ),
                  line(
                    'Grooved',
                    'Recycled PET Felt',
                    ['Mustard', 'Navy Blue', 'Grey', 'Blush Pink'],
                    'a V-grooved felt panel pressed from recycled bottles',
                    { composition: '60% recycled PET, 40% PET' },
                  ),
                ],
                nouns: ['PET Felt Baffle', 'PET Felt Ceiling Panel'],
                price: [45, 160],
                specs: SPECS.petFelt,
                usages: CONTRACT,
                use: 'open ceilings and noisy open-plan rooms',
                ranged: true,
              }),
              leaf('Perforated Gypsum', {
                kind: 'acoustic',
                lines: [
                  line(
                    'Round-hole',
                    'Gypsum Board',
                    ['White', 'Ivory'],
                    'gypsum board with a regular grid of round holes and an acoustic fleece behind',
                  ),
                  line(
                    'Square-hole',
                    'Gypsum Board',
                    ['White', 'Light Grey'],
                    'gypsum board with a grid of square holes and an acoustic fleece behind',
                  ),
                  line(
                    'Slotted',
                    'Gypsum Board',
                    ['White'],
                    'gypsum board with fine slots and an acoustic fleece behind',
                  ),
                ],
                nouns: ['Perforated Gypsum Acoustic Board'],
                price: [22, 75],
                specs: SPECS.perforatedGypsum,
                usages: INTERIOR,
                use: 'seamless acoustic ceilings',
              }),
            ],
          },
          {
            name: 'Metal Ceiling',
            children: [
              leaf('Aluminium Clip-In Tile', {
                kind: 'perforated',
                lines: [
                  line(
                    'Perforated',
                    'Aluminium',
                    ['White', 'Silver', 'Grey'],
                    'a perforated aluminium tile backed with acoustic fleece',
                    { finish: 'Powder Coated' },
                  ),
                  line(
                    'Micro-perforated',
                    'Aluminium',
                    ['White', 'Black', 'Champagne Gold'],
                    'a micro-perforated aluminium tile that reads as plain from below',
                    { finish: 'Powder Coated' },
                  ),
                ],
                nouns: ['Aluminium Clip-In Ceiling Tile'],
                price: [35, 140],
                specs: SPECS.metalCeiling,
                usages: CONTRACT,
                use: 'accessible corridor and lobby ceilings',
              }),
              leaf('Linear Strip Ceiling', {
                kind: 'metal',
                lines: [
                  ...METAL_FINISHES('Aluminium'),
                  line(
                    'Woodgrain',
                    'Aluminium',
                    ['Honey', 'Cognac'],
                    'aluminium strips with a printed woodgrain coating',
                    { finish: 'Woodgrain Transfer' },
                  ),
                ],
                nouns: ['Aluminium Linear Strip Ceiling'],
                price: [30, 120],
                specs: SPECS.linearCeiling,
                usages: [...CONTRACT, 'Outdoor'],
                use: 'long linear ceilings and covered walkways',
              }),
            ],
          },
          {
            name: 'Timber Ceiling',
            children: [
              leaf('Timber Slat Panel', {
                kind: 'timber-slats',
                lines: [
                  line(
                    'Oak Veneer',
                    'Oak Veneer on MDF',
                    ['Natural Oak', 'Honey'],
                    'oak-veneered slats on a black acoustic felt',
                    { species: 'European Oak' },
                  ),
                  line(
                    'Walnut Veneer',
                    'Walnut Veneer on MDF',
                    ['Walnut'],
                    'walnut-veneered slats on a black acoustic felt',
                    { species: 'American Walnut' },
                  ),
                  line('Teak Veneer', 'Teak Veneer on MDF', ['Teak'], 'teak-veneered slats on a black acoustic felt', {
                    species: 'Teak',
                  }),
                  line(
                    'Black Ash Veneer',
                    'Stained Ash Veneer on MDF',
                    ['Black'],
                    'black-stained ash slats with the grain still showing',
                    { species: 'Ash' },
                  ),
                  line(
                    'Strand-woven Bamboo',
                    'Strand-woven Bamboo',
                    ['Honey', 'Cognac'],
                    'slats of compressed bamboo fibre, harder than most hardwoods',
                    { species: 'Moso bamboo' },
                  ),
                ],
                nouns: ['Slat Panel', 'Acoustic Slat Panel'],
                price: [55, 220],
                specs: SPECS.timberPanel,
                usages: INTERIOR,
                use: 'feature ceilings and walls',
              }),
              leaf('Veneered Grille', {
                kind: 'timber-slats',
                lines: [
                  line(
                    'Oak Veneer',
                    'Oak Veneer on MDF',
                    ['Natural Oak', 'Honey'],
                    'an open grille of oak-veneered battens',
                    { species: 'European Oak' },
                  ),
                  line(
                    'Walnut Veneer',
                    'Walnut Veneer on MDF',
                    ['Walnut'],
                    'an open grille of walnut-veneered battens',
                    { species: 'American Walnut' },
                  ),
                  line('Teak Veneer', 'Teak Veneer on MDF', ['Teak'], 'an open grille of teak-veneered battens', {
                    species: 'Teak',
                  }),
                ],
                nouns: ['Ceiling Grille', 'Baffle Grille'],
                price: [60, 240],
                specs: SPECS.timberPanel,
                usages: INTERIOR,
                use: 'open grille ceilings',
              }),
            ],
          },
        ],
      },
      {
        name: 'Decking',
        code: 'DEC',
        children: [
          {
            name: 'Timber Decking',
            children: [
              leaf('Chengal Decking', {
                kind: 'decking',
                lines: [
                  line(
                    'Chengal',
                    'Chengal Hardwood',
                    ['Honey', 'Cognac'],
                    'Malaysian chengal, a dense golden-brown hardwood that silvers if left unoiled',
                    { species: 'Chengal (Neobalanocarpus heimii)', origin: 'Malaysia' },
                  ),
                ],
                nouns: ['Deck Board', 'Decking Board'],
                price: [40, 180],
                specs: SPECS.hardwoodDecking,
                usages: EXTERIOR,
                use: 'decks, terraces and pool surrounds',
                namedSpec: 'profile',
              }),
              leaf('Balau Decking', {
                kind: 'decking',
                lines: [
                  line(
                    'Balau',
                    'Balau Hardwood',
                    ['Honey', 'Cognac', 'Espresso'],
                    'balau, a heavy yellow-brown hardwood that darkens with oil',
                    { species: 'Balau (Shorea spp.)', origin: 'Malaysia' },
                  ),
                ],
                nouns: ['Deck Board', 'Decking Board'],
                price: [35, 150],
                specs: SPECS.hardwoodDecking,
                usages: EXTERIOR,
                use: 'decks, boardwalks and terraces',
                namedSpec: 'profile',
              }),
              leaf('Merbau Decking', {
                kind: 'decking',
                lines: [
                  line(
                    'Merbau',
                    'Merbau Hardwood',
                    ['Cognac', 'Espresso'],
                    'merbau, a reddish-brown hardwood with fine gold flecks',
                    { species: 'Merbau (Intsia bijuga)', origin: 'Indonesia' },
                  ),
                ],
                nouns: ['Deck Board'],
                price: [38, 160],
                specs: SPECS.hardwoodDecking,
                usages: EXTERIOR,
                use: 'decks, terraces and pool surrounds',
                namedSpec: 'profile',
              }),
            ],
          },
          {
            name: 'Composite Decking',
            children: [
              leaf('Capped WPC Board', {
                kind: 'decking',
                lines: [
                  line(
                    'Capped',
                    'Wood Plastic Composite',
                    ['Grey', 'Charcoal', 'Sand', 'Cognac', 'Espresso'],
                    'a wood-plastic core wrapped in a stain-resistant polymer cap',
                    { composition: '60% wood fibre, 30% HDPE, 10% additives' },
                  ),
                ],
                nouns: ['Composite Deck Board'],
                price: [25, 120],
                specs: SPECS.compositeDecking,
                usages: EXTERIOR,
                use: 'decks and balconies',
                ranged: true,
              }),
              leaf('Hollow WPC Board', {
                kind: 'decking',
                lines: [
                  line(
                    'Hollow-core',
                    'Wood Plastic Composite',
                    ['Grey', 'Charcoal', 'Cognac', 'Espresso'],
                    'a light hollow-core board of wood fibre and recycled polyethylene',
                    { composition: '55% wood fibre, 35% HDPE, 10% additives' },
                  ),
                ],
                nouns: ['Composite Deck Board'],
                price: [18, 90],
                specs: SPECS.compositeDecking,
                usages: EXTERIOR,
                use: 'balconies, roof terraces and garden paths',
                ranged: true,
              }),
            ],
          },
          {
            name: 'Deck Tiles',
            children: [
              leaf('Interlocking Deck Tile', {
                kind: 'parquet',
                lines: [
                  line(
                    'Acacia',
                    'Acacia Hardwood',
                    ['Honey', 'Cognac'],
                    'oiled acacia slats on a clip-together plastic base',
                    { species: 'Acacia' },
                  ),
                  line('Teak', 'Plantation Teak', ['Teak'], 'plantation teak slats on a clip-together plastic base', {
                    species: 'Teak',
                  }),
                  line(
                    'Strand-woven Bamboo',
                    'Strand-woven Bamboo',
                    ['Honey', 'Espresso'],
                    'compressed bamboo slats on a clip-together plastic base',
                    { species: 'Moso bamboo' },
                  ),
                ],
                nouns: ['Interlocking Deck Tile'],
                price: [15, 70],
                specs: SPECS.deckTile,
                usages: EXTERIOR,
                use: 'balconies and roof terraces',
              }),
              leaf('Porcelain Paver', {
                kind: 'granite',
                lines: [
                  line(
                    'Stone-look',
                    'Porcelain',
                    ['Grey', 'Charcoal', 'Beige', 'Light Grey'],
                    '20 mm porcelain printed with a natural stone face',
                  ),
                  line(
                    'Concrete-look',
                    'Porcelain',
                    ['Light Grey', 'Grey', 'Charcoal'],
                    '20 mm porcelain with a soft concrete face',
                  ),
                  line(
                    'Speckled',
                    'Porcelain',
                    ['Grey', 'Black', 'Sand'],
                    '20 mm porcelain with a speckled salt-and-pepper face',
                  ),
                ],
                nouns: ['Porcelain Paver', 'Outdoor Porcelain Tile'],
                price: [20, 95],
                specs: SPECS.paver,
                usages: EXTERIOR,
                use: 'terraces, paths and pool decks',
                ranged: true,
              }),
            ],
          },
        ],
      },
      {
        name: 'Facade',
        code: 'FAC',
        children: [
          {
            name: 'Cladding',
            children: [
              leaf('Aluminium Composite Panel', {
                kind: 'metal',
                lines: [
                  line(
                    'Solid Colour',
                    'Aluminium Composite',
                    ['White', 'Grey', 'Charcoal', 'Black'],
                    'two aluminium skins on a fire-rated mineral core, in a flat PVDF colour',
                    { finish: 'Solid PVDF' },
                  ),
                  line(
                    'Metallic',
                    'Aluminium Composite',
                    ['Silver', 'Champagne Gold', 'Bronze'],
                    'two aluminium skins on a fire-rated mineral core, in a metallic PVDF coat',
                    { finish: 'Metallic PVDF' },
                  ),
                  line(
                    'Brushed',
                    'Aluminium Composite',
                    ['Silver'],
                    'two aluminium skins on a fire-rated mineral core, the face brushed and clear-coated',
                    { finish: 'Brushed' },
                  ),
                ],
                nouns: ['Aluminium Composite Panel'],
                price: [45, 200],
                specs: SPECS.compositePanel,
                usages: EXTERIOR,
                use: 'rainscreen facades, canopies and signage',
              }),
              leaf('Fibre Cement Board', {
                kind: 'concrete',
                lines: [
                  line(
                    'Through-coloured',
                    'Fibre Cement',
                    ['Light Grey', 'Grey', 'Charcoal', 'Sand'],
                    'fibre cement coloured through its thickness, so cut edges match',
                  ),
                  line(
                    'Smooth',
                    'Fibre Cement',
                    ['White', 'Light Grey', 'Beige'],
                    'fibre cement with a smooth, factory-primed face',
                  ),
                  line(
                    'Woodgrain',
                    'Fibre Cement',
                    ['Sand', 'Beige', 'Grey'],
                    'fibre cement embossed with a cedar-like grain',
                  ),
                ],
                nouns: ['Fibre Cement Cladding Board', 'Fibre Cement Facade Board'],
                price: [30, 140],
                specs: SPECS.fibreCement,
                usages: EXTERIOR,
                use: 'ventilated facades and soffits',
              }),
              leaf('Terracotta Baguette', {
                kind: 'slats',
                lines: [
                  line(
                    'Natural Red',
                    'Extruded Terracotta',
                    ['Terracotta'],
                    'extruded clay fired to a warm natural red',
                    { finish: 'Natural' },
                  ),
                  line('Buff', 'Extruded Terracotta', ['Sand', 'Beige'], 'extruded clay fired to a pale buff', {
                    finish: 'Natural',
                  }),
                  line(
                    'Anthracite Glazed',
                    'Extruded Terracotta',
                    ['Charcoal'],
                    'extruded clay under a satin anthracite glaze',
                    { finish: 'Glazed' },
                  ),
                ],
                nouns: ['Terracotta Baguette', 'Terracotta Louvre'],
                price: [50, 220],
                specs: SPECS.baguette,
                usages: EXTERIOR,
                use: 'sun screens and ventilated facades',
              }),
            ],
          },
          {
            name: 'Brick & Stone',
            children: [
              leaf('Clay Face Brick', {
                kind: 'brick',
                lines: [
                  line(
                    'Red Multi',
                    'Fired Clay',
                    ['Terracotta', 'Burgundy'],
                    'clay fired to mixed reds with darker flashes',
                    { finish: 'Wire Cut' },
                  ),
                  line('Buff', 'Fired Clay', ['Sand', 'Beige'], 'pale buff clay with a sand-faced texture', {
                    finish: 'Sand Faced',
                  }),
                  line('Smoked', 'Fired Clay', ['Charcoal', 'Grey'], 'clay reduction-fired to smoky greys', {
                    finish: 'Tumbled',
                  }),
                ],
                nouns: ['Face Brick', 'Brick Slip'],
                price: [12, 60],
                specs: SPECS.brick,
                usages: EXTERIOR,
                use: 'facades, garden walls and feature walls',
              }),
              leaf('Natural Stone Veneer', {
                kind: 'granite',
                lines: [
                  line(
                    'Roman Travertine',
                    'Travertine',
                    ['Beige', 'Ivory'],
                    'Italian travertine with its open pores and soft banding',
                    { origin: 'Italy', finish: 'Honed' },
                  ),
                  line('Indian Slate', 'Slate', ['Charcoal', 'Grey'], 'layered slate with a natural cleft face', {
                    origin: 'India',
                    finish: 'Natural Cleft',
                  }),
                  line('Golden Sandstone', 'Sandstone', ['Sand', 'Beige'], 'warm sandstone with gentle ochre bands', {
                    origin: 'India',
                    finish: 'Split Face',
                  }),
                  line(
                    'Quartzite',
                    'Quartzite',
                    ['Light Grey', 'Sand'],
                    'glittering quartzite split into thin ledgestone strips',
                    { origin: 'India', finish: 'Split Face' },
                  ),
                  line(
                    'Granite Ledgestone',
                    'Granite',
                    ['Grey', 'Charcoal'],
                    'split granite strips stacked as ledgestone',
                    { origin: 'Malaysia', finish: 'Split Face' },
                  ),
                ],
                nouns: ['Stone Veneer', 'Cladding Stone'],
                price: [40, 190],
                specs: SPECS.stoneVeneer,
                usages: EXTERIOR,
                use: 'facades, feature walls and garden walls',
              }),
            ],
          },
          {
            name: 'Screens & Louvres',
            children: [
              leaf('Aluminium Louvre', {
                kind: 'slats',
                lines: [
                  line(
                    'Aerofoil',
                    'Extruded Aluminium',
                    ['Silver', 'Charcoal', 'Black', 'Bronze'],
                    'an aerofoil-section aluminium blade that sheds rain and sun',
                  ),
                  line(
                    'Z-section',
                    'Extruded Aluminium',
                    ['Silver', 'Charcoal', 'Black'],
                    'a Z-section aluminium blade that keeps driving rain out',
                  ),
                  line(
                    'Box-section',
                    'Extruded Aluminium',
                    ['Charcoal', 'Black', 'Bronze', 'White'],
                    'a rectangular hollow aluminium blade for crisp screens',
                  ),
                ],
                nouns: ['Aluminium Louvre Blade', 'Aluminium Louvre'],
                price: [45, 210],
                specs: SPECS.louvre,
                usages: EXTERIOR,
                use: 'sun shading, plant screens and ventilation',
              }),
              leaf('Perforated Metal Screen', {
                kind: 'perforated',
                lines: [
                  line(
                    'Perforated Aluminium',
                    'Aluminium',
                    ['Silver', 'Charcoal', 'Black', 'White'],
                    'powder-coated aluminium sheet punched with a regular pattern',
                    { finish: 'Powder Coated', alloy: 'AA 5005' },
                  ),
                  line(
                    'Perforated Stainless Steel',
                    'Stainless Steel',
                    ['Silver'],
                    'brushed stainless steel sheet punched with a regular pattern',
                    { finish: 'Brushed No. 4', alloy: 'SS 316' },
                  ),
                  line(
                    'Perforated Brass',
                    'Brass',
                    ['Champagne Gold'],
                    'solid brass sheet punched with a regular pattern, left to patinate',
                    { finish: 'Brushed', alloy: 'CuZn37' },
                  ),
                  line(
                    'Bronze Anodised Perforated',
                    'Aluminium',
                    ['Bronze'],
                    'aluminium sheet anodised bronze and punched with a regular pattern',
                    { finish: 'Anodised 25 µm', alloy: 'AA 5005' },
                  ),
                ],
                nouns: ['Screen Panel', 'Facade Screen'],
                price: [55, 260],
                specs: SPECS.perforatedMetal,
                usages: [...EXTERIOR, 'Retail'],
                use: 'facade screens, balustrades and car park walls',
              }),
            ],
          },
        ],
      },
      {
        name: 'Moulding & Trim',
        code: 'MLD',
        children: [
          {
            name: 'Cornice',
            children: [
              leaf('PU Cornice', {
                kind: 'moulding',
                lines: [
                  line(
                    'Classic Ogee',
                    'Polyurethane',
                    ['White', 'Ivory'],
                    'a lightweight polyurethane cornice with an ogee profile, primed for paint',
                  ),
                  line(
                    'Egg-and-dart',
                    'Polyurethane',
                    ['White', 'Ivory'],
                    'a polyurethane cornice with a carved egg-and-dart band, primed for paint',
                  ),
                  line(
                    'Stepped',
                    'Polyurethane',
                    ['White', 'Light Grey', 'Charcoal'],
                    'a polyurethane cornice with crisp stepped lines',
                  ),
                ],
                nouns: ['PU Cornice', 'PU Crown Moulding'],
                price: [12, 75],
                specs: SPECS.cornice,
                usages: INTERIOR,
                use: 'ceiling edges',
              }),
              leaf('Gypsum Cornice', {
                kind: 'moulding',
                lines: [
                  line('Cove', 'Gypsum', ['White'], 'a cast gypsum cornice with a simple quarter-round cove'),
                  line('Victorian', 'Gypsum', ['White', 'Ivory'], 'a cast gypsum cornice with layered period detail'),
                ],
                nouns: ['Gypsum Cornice'],
                price: [8, 45],
                specs: SPECS.cornice,
                usages: ['Residential', 'Hospitality'],
                use: 'ceiling edges',
              }),
            ],
          },
          {
            name: 'Skirting',
            children: [
              leaf('MDF Skirting', {
                kind: 'moulding',
                lines: [
                  line(
                    'Bullnose',
                    'Moisture-resistant MDF',
                    ['White', 'Ivory', 'Light Grey'],
                    'moisture-resistant MDF with a rounded top edge',
                  ),
                  line(
                    'Ogee',
                    'Moisture-resistant MDF',
                    ['White', 'Ivory'],
                    'moisture-resistant MDF with a classic ogee profile',
                  ),
                  line(
                    'Square-edge',
                    'Moisture-resistant MDF',
                    ['White', 'Charcoal', 'Sage Green', 'Beige'],
                    'moisture-resistant MDF with a flat modern face',
                  ),
                ],
                nouns: ['MDF Skirting'],
                price: [9, 45],
                specs: SPECS.mdfSkirting,
                usages: INTERIOR,
                use: 'wall bases',
              }),
              leaf('Aluminium Skirting', {
                kind: 'metal',
                lines: METAL_FINISHES('Aluminium'),
                nouns: ['Aluminium Skirting Profile', 'Aluminium Skirting'],
                price: [15, 80],
                specs: SPECS.skirtingProfile,
                usages: CONTRACT,
                use: 'flush wall bases',
              }),
            ],
          },
          {
            name: 'Profiles & Edging',
            children: [
              leaf('Tile Trim', {
                kind: 'metal',
                lines: [
                  line(
                    'Anodised Aluminium',
                    'Aluminium',
                    ['Silver', 'Black', 'Champagne Gold'],
                    'an anodised aluminium L-profile for tile edges',
                    { finish: 'Anodised' },
                  ),
                  line(
                    'Brushed Brass',
                    'Solid Brass',
                    ['Champagne Gold'],
                    'a solid brass L-profile with a brushed face',
                    { finish: 'Brushed' },
                  ),
                  line(
                    'Brushed Stainless Steel',
                    'Stainless Steel',
                    ['Silver'],
                    'a stainless steel L-profile with a brushed face',
                    { finish: 'Brushed No. 4', grade: 'SS 304' },
                  ),
                ],
                nouns: ['Tile Trim', 'Tile Edge Profile'],
                price: [8, 40],
                specs: SPECS.trim,
                usages: INTERIOR,
                use: 'tile edges and corners',
              }),
              leaf('Stair Nosing', {
                kind: 'metal',
                lines: [
                  line('Anodised Aluminium', 'Aluminium', ['Silver', 'Black'], 'an anodised aluminium stair nosing', {
                    finish: 'Anodised',
                  }),
                  line(
                    'Brushed Brass',
                    'Solid Brass',
                    ['Champagne Gold'],
                    'a solid brass stair nosing with a brushed face',
                    { finish: 'Brushed' },
                  ),
                ],
                nouns: ['Stair Nosing'],
                price: [14, 70],
                specs: SPECS.stairNosing,
                usages: INTERIOR,
                use: 'stair edges',
              }),
            ],
          },
        ],
      },
      {
        name: 'Wall System',
        code: 'WAL',
        children: [
          {
            name: 'Wall Panels',
            children: [
              leaf('Fluted Wall Panel', {
                kind: 'fluted',
                lines: [
                  line('Primed', 'MDF', ['White', 'Ivory'], 'fluted MDF, primed and ready for paint', {
                    finish: 'Primed',
                  }),
                  line(
                    'Painted',
                    'MDF',
                    ['Sage Green', 'Charcoal', 'Ivory', 'Black'],
                    'fluted MDF, factory-painted in a matt colour',
                    { finish: 'Pre-painted' },
                  ),
                  line('Oak Veneer', 'Oak Veneer on MDF', ['Natural Oak'], 'fluted MDF faced with oak veneer', {
                    finish: 'Natural Oil',
                  }),
                  line('Walnut Veneer', 'Walnut Veneer on MDF', ['Walnut'], 'fluted MDF faced with walnut veneer', {
                    finish: 'Matt Lacquer',
                  }),
                ],
                nouns: ['Fluted Panel', 'Fluted Wall Panel'],
                price: [40, 180],
                specs: SPECS.flutedPanel,
                usages: INTERIOR,
                use: 'feature walls, reception desks and bed heads',
              }),
              leaf('WPC Wall Panel', {
                kind: 'fluted',
                lines: [
                  line(
                    'Woodgrain',
                    'Wood Plastic Composite',
                    ['Honey', 'Cognac', 'Espresso', 'Grey'],
                    'a grooved wood-plastic panel with a woodgrain film',
                  ),
                  line(
                    'Solid Colour',
                    'Wood Plastic Composite',
                    ['White', 'Charcoal', 'Black'],
                    'a grooved wood-plastic panel in a flat matt colour',
                  ),
                ],
                nouns: ['WPC Wall Panel'],
                price: [30, 140],
                specs: SPECS.wpcPanel,
                usages: INTERIOR,
                use: 'bathroom and kitchen feature walls',
                ranged: true,
              }),
              leaf('Acoustic Fabric Panel', {
                kind: 'fabric',
                lines: [
                  line(
                    'Linen',
                    'Linen-wrapped Glasswool',
                    ['Ivory', 'Beige', 'Sand', 'Sage Green', 'Grey'],
                    'a glasswool core wrapped in a slubby natural linen',
                    { composition: 'Face 100% linen' },
                  ),
                  line(
                    'Wool',
                    'Wool-wrapped Glasswool',
                    ['Charcoal', 'Navy Blue', 'Mustard', 'Burgundy', 'Teal', 'Grey'],
                    'a glasswool core wrapped in a dense woven wool',
                    { composition: 'Face 90% wool, 10% polyamide' },
                  ),
                  line(
                    'Bouclé',
                    'Bouclé-wrapped Glasswool',
                    ['Ivory', 'Beige', 'Sand', 'Taupe'],
                    'a glasswool core wrapped in a looped wool bouclé',
                    { composition: 'Face 80% wool, 20% polyamide bouclé' },
                  ),
                  line(
                    'Polyester',
                    'Polyester-wrapped Glasswool',
                    ['Sage Green', 'Navy Blue', 'Mustard', 'Teal', 'Charcoal', 'Blush Pink'],
                    'a glasswool core wrapped in a flame-retardant polyester weave',
                    { composition: 'Face 100% FR polyester' },
                  ),
                ],
                nouns: ['Acoustic Wall Panel'],
                price: [60, 250],
                specs: SPECS.acousticFabricPanel,
                usages: INTERIOR,
                use: 'meeting rooms, studios and lobbies',
              }),
            ],
          },
          {
            name: 'Wall Finishes',
            children: [
              leaf('Decorative Plaster', {
                kind: 'plaster',
                lines: [
                  line(
                    'Lime Plaster',
                    'Lime Plaster',
                    ['White', 'Ivory', 'Beige', 'Sand', 'Blush Pink', 'Sage Green'],
                    'a breathable lime plaster trowelled to a soft cloudy matt',
                    { finish: 'Trowelled' },
                  ),
                  line(
                    'Venetian Plaster',
                    'Lime Plaster',
                    ['White', 'Ivory', 'Light Grey', 'Charcoal'],
                    'a lime plaster burnished to a deep polished sheen',
                    { finish: 'Polished' },
                  ),
                  line(
                    'Tadelakt',
                    'Lime Plaster',
                    ['Ivory', 'Sand', 'Rust', 'Blush Pink'],
                    'a Moroccan-style lime plaster polished with stone and soap, fit for wet walls',
                    { finish: 'Burnished' },
                  ),
                ],
                nouns: ['Wall Finish'],
                price: [25, 110],
                specs: SPECS.wallFinish,
                usages: INTERIOR,
                use: 'walls, bathrooms and feature surfaces',
              }),
              leaf('Microcement', {
                kind: 'concrete',
                lines: [
                  line(
                    'Fine',
                    'Microcement',
                    ['Light Grey', 'Grey', 'White', 'Sand'],
                    'a fine-grain microcement with a smooth, silky face',
                    { finish: 'Sealed Matt' },
                  ),
                  line(
                    'Coarse',
                    'Microcement',
                    ['Grey', 'Charcoal', 'Beige'],
                    'a coarse-grain microcement with a raw concrete look',
                    { finish: 'Sealed Matt' },
                  ),
                ],
                nouns: ['Microcement', 'Microcement Coating'],
                price: [30, 130],
                specs: SPECS.microcement,
                usages: INTERIOR,
                use: 'jointless floors, walls and showers',
              }),
            ],
          },
          {
            name: 'Wallcovering',
            children: [
              leaf('Vinyl Wallcovering', {
                kind: 'fabric',
                lines: [
                  line(
                    'Embossed',
                    'Type II Vinyl',
                    ['Beige', 'Grey', 'Sage Green', 'Navy Blue', 'Charcoal'],
                    'a heavy-duty vinyl embossed with a fine woven texture',
                    { composition: 'Vinyl on non-woven' },
                  ),
                  line(
                    'Stripe',
                    'Type II Vinyl',
                    ['Beige', 'Mustard', 'Teal', 'Burgundy'],
                    'a heavy-duty vinyl with a tonal vertical stripe',
                    { composition: 'Vinyl on non-woven' },
                  ),
                  line(
                    'Metallic',
                    'Type II Vinyl',
                    ['Champagne Gold', 'Silver', 'Bronze'],
                    'a heavy-duty vinyl with a soft metallic shimmer',
                    { composition: 'Vinyl on non-woven' },
                  ),
                ],
                nouns: ['Vinyl Wallcovering'],
                price: [15, 80],
                specs: SPECS.vinylWallcovering,
                usages: CONTRACT,
                use: 'corridors, guest rooms and lift lobbies',
                ranged: true,
              }),
              leaf('Grasscloth', {
                kind: 'fabric',
                lines: [
                  line('Sisal', 'Natural Sisal', ['Beige', 'Sand', 'Honey'], 'hand-laid sisal fibres on a paper back', {
                    composition: '100% sisal on paper',
                  }),
                  line(
                    'Jute',
                    'Natural Jute',
                    ['Sand', 'Honey', 'Charcoal'],
                    'hand-laid jute strands on a paper back',
                    { composition: '100% jute on paper' },
                  ),
                  line('Seagrass', 'Natural Seagrass', ['Sage Green', 'Beige'], 'woven seagrass on a paper back', {
                    composition: '100% seagrass on paper',
                  }),
                  line(
                    'Arrowroot',
                    'Natural Arrowroot',
                    ['Sand', 'Beige', 'Charcoal'],
                    'knotted arrowroot fibre on a paper back',
                    { composition: '100% arrowroot on paper' },
                  ),
                ],
                nouns: ['Grasscloth', 'Grasscloth Wallcovering'],
                price: [35, 160],
                specs: SPECS.grasscloth,
                usages: ['Residential', 'Hospitality', 'Retail'],
                use: 'feature walls and guest rooms',
              }),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Materials',
    children: [
      {
        name: 'Film',
        code: 'FLM',
        children: [
          {
            name: 'Architectural Film',
            children: [
              leaf('Wood Grain Film', {
                kind: 'laminate',
                lines: WOOD_DECORS('PVC Film'),
                nouns: ['Wood Grain Film', 'Wood Grain Wrap'],
                price: [12, 60],
                specs: SPECS.architecturalFilm,
                usages: INTERIOR,
                use: 'refinishing doors, joinery and lift cars',
                ranged: true,
              }),
              leaf('Stone Effect Film', {
                kind: 'marble',
                lines: [
                  line('White Veined', 'PVC Film', ['White', 'Ivory'], 'a white stone print with soft grey veins', {
                    design: 'Veined stone',
                  }),
                  line('Grey Veined', 'PVC Film', ['Grey', 'Light Grey'], 'a grey stone print with white veins', {
                    design: 'Veined stone',
                  }),
                  line('Black Veined', 'PVC Film', ['Black'], 'a black stone print with bright white veins', {
                    design: 'Veined stone',
                  }),
                  line('Green Veined', 'PVC Film', ['Forest Green'], 'a deep green stone print with pale veins', {
                    design: 'Veined stone',
                  }),
                ],
                nouns: ['Stone Effect Film'],
                price: [14, 65],
                specs: SPECS.architecturalFilm,
                usages: INTERIOR,
                use: 'refinishing counters, walls and columns',
                ranged: true,
              }),
              leaf('Solid Colour Film', {
                kind: 'film',
                lines: [
                  line(
                    'Matt',
                    'PVC Film',
                    ['Navy Blue', 'Forest Green', 'Black', 'White', 'Rust', 'Charcoal'],
                    'a flat matt colour film',
                    { design: 'Solid colour' },
                  ),
                  line(
                    'Gloss',
                    'PVC Film',
                    ['Mustard', 'Burgundy', 'Black', 'White', 'Navy Blue'],
                    'a high-gloss colour film',
                    { design: 'Solid colour' },
                  ),
                ],
                nouns: ['Solid Colour Film'],
                price: [10, 50],
                specs: SPECS.architecturalFilm,
                usages: INTERIOR,
                use: 'refinishing doors, cabinets and walls',
                ranged: true,
              }),
            ],
          },
          {
            name: 'Window Film',
            children: [
              leaf('Frosted Privacy Film', {
                kind: 'frosted-glass',
                lines: [
                  line(
                    'Frosted',
                    'Polyester Film',
                    ['White', 'Light Grey'],
                    'a frosted film that lets light in and keeps eyes out',
                    { visibleLightTransmission: '80%' },
                  ),
                  line(
                    'Gradient Frosted',
                    'Polyester Film',
                    ['White'],
                    'a frosted film that fades from opaque to clear',
                    { visibleLightTransmission: '70-90%' },
                  ),
                  line(
                    'Banded Frosted',
                    'Polyester Film',
                    ['White', 'Light Grey'],
                    'a film of frosted bands between clear lines',
                    { visibleLightTransmission: '75%' },
                  ),
                ],
                nouns: ['Privacy Window Film'],
                price: [10, 55],
                specs: SPECS.windowFilm,
                usages: INTERIOR,
                use: 'meeting rooms, bathrooms and shop fronts',
              }),
              leaf('Solar Control Film', {
                kind: 'glass',
                lines: [
                  line('Neutral Grey', 'Polyester Film', ['Grey'], 'a neutral grey film that cuts heat and glare', {
                    visibleLightTransmission: '35%',
                  }),
                  line('Bronze', 'Polyester Film', ['Bronze'], 'a warm bronze film that cuts heat and glare', {
                    visibleLightTransmission: '30%',
                  }),
                  line('Green', 'Polyester Film', ['Green Tint'], 'a light green film that cuts heat and keeps views', {
                    visibleLightTransmission: '60%',
                  }),
                  line(
                    'Silver Reflective',
                    'Polyester Film',
                    ['Silver'],
                    'a mirrored film that reflects most of the sun',
                    { visibleLightTransmission: '18%' },
                  ),
                ],
                nouns: ['Solar Control Film'],
                price: [15, 70],
                specs: SPECS.windowFilm,
                usages: ['Residential', 'Commercial', 'Retail', 'Education'],
                use: 'west-facing windows and glazed facades',
              }),
            ],
          },
        ],
      },
      {
        name: 'Flooring',
        code: 'FLR',
        children: [
          {
            name: 'Timber',
            children: [
              leaf('Engineered Oak', {
                kind: 'wood',
                lines: [
                  line(
                    'Natural',
                    'Engineered European Oak',
                    ['Natural Oak', 'Honey'],
                    'European oak over a birch ply core, its grain left natural',
                    { species: 'European Oak' },
                  ),
                  line(
                    'Smoked',
                    'Engineered European Oak',
                    ['Espresso', 'Cognac'],
                    'European oak fumed to a deep brown over a birch ply core',
                    { species: 'European Oak' },
                  ),
                  line(
                    'White-oiled',
                    'Engineered European Oak',
                    ['Beige', 'Sand'],
                    'European oak with a pale white oil over a birch ply core',
                    { species: 'European Oak' },
                  ),
                  line(
                    'Grey-washed',
                    'Engineered European Oak',
                    ['Grey', 'Light Grey'],
                    'European oak with a soft grey wash over a birch ply core',
                    { species: 'European Oak' },
                  ),
                ],
                nouns: ['Engineered Oak Plank', 'Engineered Oak Wide Plank'],
                price: [25, 140],
                specs: SPECS.engineeredWood,
                usages: HOMES_AND_HOSPITALITY,
                use: 'floors',
              }),
              leaf('Solid Hardwood', {
                kind: 'wood',
                lines: [
                  line(
                    'American Walnut',
                    'Solid American Walnut',
                    ['Walnut'],
                    'American black walnut with chocolate heartwood and lively grain',
                    { species: 'American Black Walnut' },
                  ),
                  line(
                    'Burmese Teak',
                    'Solid Burmese Teak',
                    ['Teak', 'Honey'],
                    'oily golden teak that shrugs off humidity',
                    { species: 'Teak (Tectona grandis)' },
                  ),
                  line(
                    'European Oak',
                    'Solid European Oak',
                    ['Natural Oak', 'Honey'],
                    'solid European oak with a straight, even grain',
                    { species: 'European Oak' },
                  ),
                  line(
                    'Merbau',
                    'Solid Merbau',
                    ['Cognac', 'Espresso'],
                    'reddish-brown merbau with fine golden flecks',
                    { species: 'Merbau (Intsia bijuga)' },
                  ),
                  line(
                    'Chengal',
                    'Solid Chengal',
                    ['Honey', 'Cognac'],
                    'dense Malaysian chengal in warm golden browns',
                    { species: 'Chengal (Neobalanocarpus heimii)' },
                  ),
                  line('Kempas', 'Solid Kempas', ['Cognac'], 'hard, coarse-grained kempas in deep orange-browns', {
                    species: 'Kempas (Koompassia malaccensis)',
                  }),
                ],
                nouns: ['Solid Hardwood Strip', 'Solid Hardwood Plank'],
                price: [35, 180],
                specs: SPECS.solidWood,
                usages: HOMES_AND_HOSPITALITY,
                use: 'floors',
              }),
              leaf('Parquet', {
                kind: 'parquet',
                lines: [
                  line(
                    'Oak Herringbone',
                    'Solid European Oak',
                    ['Natural Oak', 'Honey'],
                    'European oak blocks laid in herringbone',
                    { species: 'European Oak', pattern: 'Herringbone' },
                  ),
                  line(
                    'Smoked Oak Chevron',
                    'Solid European Oak',
                    ['Espresso'],
                    'fumed European oak blocks laid in chevron',
                    { species: 'European Oak', pattern: 'Chevron' },
                  ),
                  line(
                    'Oak Basketweave',
                    'Solid European Oak',
                    ['Natural Oak', 'Beige'],
                    'European oak blocks laid in basketweave squares',
                    { species: 'European Oak', pattern: 'Basketweave' },
                  ),
                  line(
                    'Walnut Herringbone',
                    'Solid American Walnut',
                    ['Walnut'],
                    'American walnut blocks laid in herringbone',
                    { species: 'American Black Walnut', pattern: 'Herringbone' },
                  ),
                  line(
                    'Reclaimed Teak Block',
                    'Reclaimed Burmese Teak',
                    ['Teak'],
                    'old-growth teak reclaimed and recut into blocks',
                    { species: 'Teak (Tectona grandis)', pattern: 'Block' },
                  ),
                  line(
                    'Strand-woven Bamboo Herringbone',
                    'Strand-woven Bamboo',
                    ['Honey', 'Cognac'],
                    'blocks of compressed bamboo fibre, harder than most hardwoods, laid in herringbone',
                    { species: 'Moso bamboo', pattern: 'Herringbone' },
                  ),
                ],
                nouns: ['Parquet'],
                price: [30, 160],
                specs: SPECS.parquet,
                usages: HOMES_AND_HOSPITALITY,
                use: 'floors',
              }),
            ],
          },
          {
            name: 'Vinyl',
            children: [
              leaf('SPC Click', {
                kind: 'wood',
                lines: WOOD_DECORS('SPC Rigid Vinyl'),
                nouns: ['SPC Click Plank'],
                price: [12, 70],
                specs: SPECS.spc,
                usages: INTERIOR,
                use: 'kitchens, bathrooms and living areas',
                ranged: true,
              }),
              leaf('LVT Glue Down', {
                kind: 'laminate',
                lines: WOOD_DECORS('Luxury Vinyl Tile'),
                nouns: ['LVT Plank'],
                price: [10, 60],
                specs: SPECS.lvt,
                usages: INTERIOR,
                use: 'busy corridors and quiet rooms',
                ranged: true,
              }),
              leaf('Vinyl Sheet', {
                kind: 'terrazzo',
                lines: [
                  line(
                    'Speckled',
                    'Homogeneous Vinyl',
                    ['White', 'Ivory', 'Light Grey', 'Grey', 'Blush Pink', 'Sage Green'],
                    'a homogeneous vinyl with coloured chips through its thickness',
                    { installation: 'Heat-welded seams' },
                  ),
                  line(
                    'Plain',
                    'Homogeneous Vinyl',
                    ['Light Grey', 'Grey', 'Charcoal', 'Sky Blue'],
                    'a homogeneous vinyl in a calm even tone',
                    { installation: 'Heat-welded seams' },
                  ),
                ],
                nouns: ['Vinyl Sheet', 'Vinyl Floor Roll'],
                price: [8, 45],
                specs: SPECS.vinylSheet,
                usages: ['Healthcare', 'Education', 'Commercial', 'Retail'],
                use: 'corridors, wet areas and hygienic floors',
                ranged: true,
              }),
            ],
          },
          {
            name: 'Laminate',
            children: [
              leaf('AC4 Laminate', {
                kind: 'laminate',
                lines: WOOD_DECORS('HDF Laminate'),
                nouns: ['AC4 Laminate Plank'],
                price: [10, 55],
                specs: { ...SPECS.laminate, abrasionClass: ['AC4'], waterResistance: ['Standard'] },
                usages: ['Residential', 'Commercial', 'Retail'],
                use: 'budget-friendly floors',
                ranged: true,
              }),
              leaf('Water-resistant Laminate', {
                kind: 'laminate',
                lines: WOOD_DECORS('HDF Laminate'),
                nouns: ['Water-resistant Laminate Plank'],
                price: [14, 65],
                specs: { ...SPECS.laminate, abrasionClass: ['AC4', 'AC5'], waterResistance: ['72 h surface water'] },
                usages: ['Residential', 'Commercial', 'Retail', 'Hospitality'],
                use: 'kitchens and hallways',
                ranged: true,
              }),
            ],
          },
          {
            name: 'Stone & Tile',
            children: [
              leaf('Porcelain Tile', {
                kind: 'tile',
                lines: [
                  line(
                    'Glazed',
                    'Glazed Porcelain',
                    ['White', 'Ivory', 'Sky Blue', 'Sage Green', 'Rust', 'Mustard', 'Navy Blue', 'Teal'],
                    'porcelain under a hand-mixed glaze with soft tonal variation',
                  ),
                  line(
                    'Concrete-look',
                    'Porcelain',
                    ['Light Grey', 'Grey', 'Charcoal', 'Beige'],
                    'through-body porcelain with a soft concrete face',
                  ),
                  line(
                    'Stone-look',
                    'Porcelain',
                    ['Ivory', 'Beige', 'Grey'],
                    'through-body porcelain with a limestone-like face',
                  ),
                ],
                nouns: ['Porcelain Tile', 'Porcelain Floor Tile', 'Porcelain Wall Tile'],
                price: [12, 90],
                specs: SPECS.porcelain,
                usages: INTERIOR,
                use: 'floors and walls',
                ranged: true,
              }),
              leaf('Marble', {
                kind: 'marble',
                lines: [
                  line(
                    'Carrara',
                    'Carrara Marble',
                    ['White', 'Light Grey'],
                    'Italian marble with soft grey veining on a white ground',
                    { origin: 'Italy' },
                  ),
                  line(
                    'Calacatta Oro',
                    'Calacatta Marble',
                    ['White', 'Ivory'],
                    'Italian marble with bold grey and gold veins on a bright white ground',
                    { origin: 'Italy' },
                  ),
                  line(
                    'Statuario',
                    'Statuario Marble',
                    ['White'],
                    'Italian marble with dramatic grey veins on a pure white ground',
                    { origin: 'Italy' },
                  ),
                  line(
                    'Bardiglio',
                    'Bardiglio Marble',
                    ['Grey', 'Light Grey'],
                    'Italian grey marble with darker wavy bands',
                    { origin: 'Italy' },
                  ),
                  line(
                    'Pietra Grey',
                    'Pietra Grey Marble',
                    ['Charcoal', 'Grey'],
                    'dark grey marble with fine white lines',
                    { origin: 'Iran' },
                  ),
                  line(
                    'Nero Marquina',
                    'Nero Marquina Marble',
                    ['Black'],
                    'Spanish black marble with crisp white veins',
                    { origin: 'Spain' },
                  ),
                  line(
                    'Emperador Dark',
                    'Emperador Marble',
                    ['Espresso'],
                    'Spanish marble in deep browns with a web of pale veins',
                    { origin: 'Spain' },
                  ),
                  line(
                    'Crema Marfil',
                    'Crema Marfil Marble',
                    ['Beige', 'Ivory'],
                    'Spanish cream marble with a calm, even ground',
                    { origin: 'Spain' },
                  ),
                  line(
                    'Verde Guatemala',
                    'Verde Guatemala Marble',
                    ['Forest Green'],
                    'deep green marble with white and pale green veins',
                    { origin: 'India' },
                  ),
                  line(
                    'Rosa Portogallo',
                    'Rosa Portogallo Marble',
                    ['Blush Pink'],
                    'Portuguese marble in soft pinks with cloudy veins',
                    { origin: 'Portugal' },
                  ),
                ],
                nouns: ['Marble Tile', 'Marble Slab'],
                price: [40, 320],
                specs: SPECS.stone,
                usages: ['Residential', 'Hospitality', 'Commercial', 'Retail'],
                use: 'floors, walls and vanity tops',
                namedSpec: 'finish',
              }),
              leaf('Terrazzo', {
                kind: 'terrazzo',
                lines: [
                  line(
                    'Bianco',
                    'Cement Terrazzo',
                    ['White', 'Ivory'],
                    'white cement set with pale stone chips, ground smooth',
                    { binder: 'White cement' },
                  ),
                  line(
                    'Grigio',
                    'Cement Terrazzo',
                    ['Light Grey', 'Grey'],
                    'grey cement set with mixed stone chips, ground smooth',
                    { binder: 'Grey cement' },
                  ),
                  line(
                    'Nero',
                    'Cement Terrazzo',
                    ['Charcoal'],
                    'charcoal cement set with white and grey chips, ground smooth',
                    { binder: 'Pigmented cement' },
                  ),
                  line(
                    'Rosa',
                    'Resin Terrazzo',
                    ['Blush Pink'],
                    'pink resin set with stone and glass chips, ground smooth',
                    { binder: 'Epoxy resin' },
                  ),
                  line(
                    'Salvia',
                    'Resin Terrazzo',
                    ['Sage Green'],
                    'sage resin set with stone and glass chips, ground smooth',
                    { binder: 'Epoxy resin' },
                  ),
                ],
                nouns: ['Terrazzo Tile', 'Terrazzo Slab'],
                price: [35, 220],
                specs: SPECS.terrazzo,
                usages: INTERIOR,
                use: 'floors, stairs and counters',
                namedSpec: 'finish',
              }),
              leaf('Granite', {
                kind: 'granite',
                lines: [
                  line('Absolute Black', 'Black Granite', ['Black'], 'a fine-grained, nearly uniform black granite', {
                    origin: 'India',
                  }),
                  line('Black Galaxy', 'Black Granite', ['Black'], 'black granite sparkling with golden flecks', {
                    origin: 'India',
                  }),
                  line(
                    'Kashmir White',
                    'White Granite',
                    ['White', 'Light Grey'],
                    'white granite speckled with grey and garnet-red dots',
                    { origin: 'India' },
                  ),
                  line(
                    'Bianco Sardo',
                    'Grey Granite',
                    ['Light Grey', 'Grey'],
                    'light grey granite with an even salt-and-pepper grain',
                    { origin: 'Italy' },
                  ),
                  line(
                    'Padang Dark',
                    'Grey Granite',
                    ['Charcoal', 'Grey'],
                    'dark grey granite with a fine, even grain',
                    { origin: 'China' },
                  ),
                  line(
                    'Tan Brown',
                    'Brown Granite',
                    ['Espresso'],
                    'brown granite with large dark and copper crystals',
                    { origin: 'India' },
                  ),
                  line('Imperial Red', 'Red Granite', ['Burgundy'], 'red granite with black mica flecks', {
                    origin: 'India',
                  }),
                ],
                nouns: ['Granite Tile', 'Granite Slab'],
                price: [30, 200],
                specs: SPECS.granite,
                usages: HOMES_AND_HOSPITALITY,
                use: 'floors, steps and counters',
                namedSpec: 'finish',
              }),
            ],
          },
          {
            name: 'Carpet',
            children: [
              leaf('Carpet Tile', {
                kind: 'carpet',
                lines: [
                  line(
                    'Nylon Loop',
                    'Nylon Carpet',
                    ['Charcoal', 'Grey', 'Navy Blue', 'Beige', 'Burgundy', 'Forest Green'],
                    'a tight level loop of solution-dyed nylon',
                    { composition: '100% solution-dyed nylon', pileConstruction: 'Level loop' },
                  ),
                  line(
                    'Recycled Nylon Textured',
                    'Nylon Carpet',
                    ['Charcoal', 'Grey', 'Sage Green', 'Navy Blue'],
                    'a multi-level loop of regenerated nylon yarn',
                    { composition: '100% recycled nylon', pileConstruction: 'Multi-level loop' },
                  ),
                  line(
                    'Polypropylene Loop',
                    'Polypropylene Carpet',
                    ['Grey', 'Charcoal', 'Beige'],
                    'a hard-wearing polypropylene loop for busy floors',
                    { composition: '100% polypropylene', pileConstruction: 'Level loop' },
                  ),
                  line(
                    'Wool Loop',
                    'Wool Carpet',
                    ['Beige', 'Grey', 'Charcoal', 'Sand'],
                    'a wool-rich loop pile with natural flecks',
                    { composition: '80% wool, 20% nylon', pileConstruction: 'Level loop' },
                  ),
                ],
                nouns: ['Carpet Tile'],
                price: [12, 80],
                specs: SPECS.carpetTile,
                usages: ['Commercial', 'Hospitality', 'Education', 'Retail'],
                use: 'open-plan floors and corridors',
                ranged: true,
              }),
              leaf('Broadloom', {
                kind: 'carpet',
                lines: [
                  line(
                    'Wool Velvet',
                    'Wool Carpet',
                    ['Beige', 'Sand', 'Charcoal', 'Burgundy', 'Navy Blue'],
                    'a dense cut pile of New Zealand wool',
                    { composition: '100% wool', pileConstruction: 'Cut pile' },
                  ),
                  line(
                    'Wool Berber Loop',
                    'Wool Carpet',
                    ['Beige', 'Sand', 'Grey'],
                    'a chunky loop pile of undyed wool with natural flecks',
                    { composition: '100% wool', pileConstruction: 'Level loop' },
                  ),
                  line(
                    'Wool-rich Twist',
                    'Wool Blend Carpet',
                    ['Charcoal', 'Beige', 'Burgundy', 'Navy Blue'],
                    'a twisted cut pile of wool and nylon',
                    { composition: '80% wool, 20% nylon', pileConstruction: 'Twist pile' },
                  ),
                  line(
                    'Nylon Twist',
                    'Nylon Carpet',
                    ['Charcoal', 'Grey', 'Beige', 'Navy Blue'],
                    'a stain-resistant twisted nylon cut pile',
                    { composition: '100% nylon', pileConstruction: 'Twist pile' },
                  ),
                  line(
                    'Polypropylene Loop',
                    'Polypropylene Carpet',
                    ['Grey', 'Beige', 'Charcoal'],
                    'a bleach-cleanable polypropylene loop pile',
                    { composition: '100% polypropylene', pileConstruction: 'Level loop' },
                  ),
                ],
                nouns: ['Broadloom Carpet'],
                price: [20, 120],
                specs: SPECS.broadloom,
                usages: ['Residential', 'Hospitality', 'Commercial'],
                use: 'bedrooms, lounges and corridors',
                ranged: true,
              }),
            ],
          },
        ],
      },
      {
        name: 'Glass',
        code: 'GLS',
        children: [
          {
            name: 'Decorative Glass',
            children: [
              leaf('Fluted Glass', {
                kind: 'fluted-glass',
                lines: [
                  line(
                    'Clear',
                    'Fluted Patterned Glass',
                    ['Clear'],
                    'clear glass rolled with fine vertical flutes that blur what is behind',
                    { lightTransmission: '85%' },
                  ),
                  line(
                    'Low-iron',
                    'Fluted Patterned Glass',
                    ['Clear'],
                    'extra-clear low-iron glass rolled with fine vertical flutes',
                    { lightTransmission: '89%' },
                  ),
                  line(
                    'Bronze Tinted',
                    'Fluted Patterned Glass',
                    ['Bronze'],
                    'bronze-tinted glass rolled with fine vertical flutes',
                    { lightTransmission: '50%' },
                  ),
                  line(
                    'Grey Tinted',
                    'Fluted Patterned Glass',
                    ['Grey'],
                    'grey-tinted glass rolled with fine vertical flutes',
                    { lightTransmission: '45%' },
                  ),
                ],
                nouns: ['Fluted Glass Panel', 'Reeded Glass Panel'],
                price: [45, 220],
                specs: { ...SPECS.glass, safetyClass: ['Tempered EN 12150', 'Laminated EN 14449'] },
                usages: INTERIOR,
                use: 'partitions, shower screens and cabinet doors',
              }),
              leaf('Tinted Glass', {
                kind: 'glass',
                lines: [
                  line(
                    'Bronze',
                    'Bronze Tinted Float Glass',
                    ['Bronze'],
                    'float glass tinted bronze through its body',
                    { lightTransmission: '52%', solarFactor: '0.62' },
                  ),
                  line('Grey', 'Grey Tinted Float Glass', ['Grey'], 'float glass tinted grey through its body', {
                    lightTransmission: '44%',
                    solarFactor: '0.58',
                  }),
                  line(
                    'Green',
                    'Green Tinted Float Glass',
                    ['Green Tint'],
                    'float glass tinted green through its body',
                    { lightTransmission: '72%', solarFactor: '0.55' },
                  ),
                  line('Blue', 'Blue Tinted Float Glass', ['Sky Blue'], 'float glass tinted blue through its body', {
                    lightTransmission: '55%',
                    solarFactor: '0.60',
                  }),
                ],
                nouns: ['Tinted Glass Panel', 'Tinted Float Glass'],
                price: [35, 180],
                specs: { ...SPECS.glass, safetyClass: ['Tempered EN 12150', 'Annealed'] },
                usages: ['Residential', 'Commercial', 'Retail', 'Hospitality'],
                use: 'windows, partitions and table tops',
              }),
              leaf('Frosted Glass', {
                kind: 'frosted-glass',
                lines: [
                  line(
                    'Acid-etched',
                    'Acid-etched Float Glass',
                    ['White', 'Light Grey'],
                    'float glass etched with acid to an even satin face',
                    { lightTransmission: '82%' },
                  ),
                  line(
                    'Low-iron Acid-etched',
                    'Acid-etched Low-iron Glass',
                    ['White'],
                    'low-iron glass etched to a bright white satin face',
                    { lightTransmission: '86%' },
                  ),
                  line(
                    'Sandblasted',
                    'Sandblasted Float Glass',
                    ['White', 'Light Grey'],
                    'float glass sandblasted to a soft frosted face',
                    { lightTransmission: '78%' },
                  ),
                ],
                nouns: ['Frosted Glass Panel', 'Frosted Glass'],
                price: [40, 200],
                specs: { ...SPECS.glass, safetyClass: ['Tempered EN 12150', 'Laminated EN 14449'] },
                usages: INTERIOR,
                use: 'bathrooms, partitions and doors',
              }),
            ],
          },
          {
            name: 'Safety Glass',
            children: [
              leaf('Laminated Glass', {
                kind: 'glass',
                lines: SAFETY_GLASSES('Laminated'),
                nouns: ['Laminated Safety Glass', 'Laminated Glass Panel'],
                price: [50, 260],
                specs: { ...SPECS.laminatedGlass, safetyClass: ['Laminated EN 14449'] },
                usages: [...INTERIOR, 'Outdoor'],
                use: 'balustrades, skylights and shop fronts',
              }),
              leaf('Tempered Glass', {
                kind: 'glass',
                lines: SAFETY_GLASSES('Tempered'),
                nouns: ['Tempered Safety Glass', 'Tempered Glass Panel'],
                price: [40, 210],
                specs: { ...SPECS.glass, safetyClass: ['Tempered EN 12150'] },
                usages: [...INTERIOR, 'Outdoor'],
                use: 'doors, shower screens and balustrades',
              }),
            ],
          },
          {
            name: 'Glass Mosaic',
            children: [
              leaf('Pool Mosaic', {
                kind: 'mosaic',
                lines: [
                  line(
                    'Crystal',
                    'Glass Mosaic',
                    ['Teal', 'Sky Blue', 'Navy Blue', 'White'],
                    'translucent glass chips that glow under water',
                    { finish: 'Glossy' },
                  ),
                  line(
                    'Iridescent',
                    'Glass Mosaic',
                    ['Teal', 'Sky Blue', 'Forest Green'],
                    'glass chips with a pearly iridescent coat',
                    { finish: 'Iridescent' },
                  ),
                  line(
                    'Blended',
                    'Glass Mosaic',
                    ['Sky Blue', 'Teal', 'Navy Blue'],
                    'three tones of glass chips mixed on one sheet',
                    { finish: 'Glossy' },
                  ),
                ],
                nouns: ['Glass Pool Mosaic'],
                price: [25, 120],
                specs: SPECS.glassMosaic,
                usages: ['Outdoor', 'Residential', 'Hospitality'],
                use: 'swimming pools, spas and water features',
                ranged: true,
              }),
              leaf('Kitchen Mosaic', {
                kind: 'mosaic',
                lines: [
                  line(
                    'Square',
                    'Glass Mosaic',
                    ['White', 'Sage Green', 'Mustard', 'Charcoal', 'Blush Pink'],
                    'small square glass chips on a mesh sheet',
                    { finish: 'Glossy' },
                  ),
                  line(
                    'Hexagon',
                    'Glass Mosaic',
                    ['White', 'Sage Green', 'Charcoal'],
                    'hexagonal glass chips on a mesh sheet',
                    { finish: 'Matt' },
                  ),
                  line(
                    'Penny Round',
                    'Glass Mosaic',
                    ['White', 'Blush Pink', 'Mustard'],
                    'round glass chips on a mesh sheet',
                    { finish: 'Glossy' },
                  ),
                ],
                nouns: ['Glass Mosaic Sheet'],
                price: [25, 140],
                specs: SPECS.glassMosaic,
                usages: ['Residential', 'Hospitality', 'Retail'],
                use: 'kitchen splashbacks and bathroom walls',
              }),
            ],
          },
        ],
      },
      {
        name: 'Leather',
        code: 'LTH',
        children: [
          {
            name: 'Upholstery Leather',
            children: [
              leaf('Full Grain', {
                kind: 'leather',
                lines: [
                  line(
                    'Aniline',
                    'Full Grain Leather',
                    HIDES,
                    'full grain cowhide dyed through with no top coat, so it ages with use',
                    { finish: 'Aniline', hide: 'Cowhide' },
                  ),
                  line(
                    'Semi-aniline',
                    'Full Grain Leather',
                    HIDES,
                    'full grain cowhide with a light protective coat over the dye',
                    { finish: 'Semi-aniline', hide: 'Cowhide' },
                  ),
                  line(
                    'Pull-up',
                    'Full Grain Leather',
                    ['Cognac', 'Espresso', 'Honey', 'Burgundy'],
                    'oiled full grain cowhide that lightens where it is stretched',
                    { finish: 'Waxed pull-up', hide: 'Cowhide' },
                  ),
                ],
                nouns: ['Full Grain Upholstery Leather'],
                price: [80, 380],
                specs: SPECS.leather,
                usages: HOMES_AND_HOSPITALITY,
                use: 'indoor sofas, chairs and headboards',
              }),
              leaf('Nubuck', {
                kind: 'leather',
                lines: [
                  line(
                    'Classic',
                    'Nubuck Leather',
                    ['Taupe', 'Sand', 'Charcoal', 'Navy Blue', 'Cognac', 'Forest Green'],
                    'cowhide buffed on the grain side to a fine velvety nap',
                    { finish: 'Nubuck', hide: 'Cowhide' },
                  ),
                  line(
                    'Oiled',
                    'Nubuck Leather',
                    ['Cognac', 'Espresso', 'Taupe'],
                    'buffed cowhide fed with oil for a soft, darker nap',
                    { finish: 'Oiled nubuck', hide: 'Cowhide' },
                  ),
                ],
                nouns: ['Nubuck Upholstery Leather'],
                price: [90, 400],
                specs: SPECS.leather,
                usages: ['Residential', 'Hospitality'],
                use: 'indoor lounge chairs and headboards',
              }),
            ],
          },
          {
            name: 'Wall Leather',
            children: [
              leaf('Leather Wall Tile', {
                kind: 'leather',
                lines: [
                  line(
                    'Stitched',
                    'Full Grain Leather on MDF',
                    ['Cognac', 'Espresso', 'Black', 'Ivory'],
                    'full grain leather wrapped over MDF with a saddle-stitched edge',
                    { finish: 'Semi-aniline' },
                  ),
                  line(
                    'Quilted',
                    'Full Grain Leather on MDF',
                    ['Ivory', 'Taupe', 'Charcoal', 'Burgundy'],
                    'full grain leather quilted over foam on an MDF back',
                    { finish: 'Semi-aniline' },
                  ),
                ],
                nouns: ['Leather Wall Tile'],
                price: [60, 260],
                specs: SPECS.leatherTile,
                usages: ['Residential', 'Hospitality', 'Retail'],
                use: 'bed heads, lift lobbies and feature walls',
              }),
            ],
          },
          {
            name: 'Faux Leather',
            children: [
              leaf('PU Leather', {
                kind: 'leather',
                lines: [
                  line(
                    'Soft-touch',
                    'PU Faux Leather',
                    ['Cognac', 'Espresso', 'Black', 'Ivory', 'Navy Blue'],
                    'a supple polyurethane coat on a stretch polyester knit',
                    { composition: '70% polyurethane, 30% polyester' },
                  ),
                  line(
                    'Pebble Grain',
                    'PU Faux Leather',
                    ['Black', 'Charcoal', 'Taupe', 'Burgundy'],
                    'a polyurethane coat embossed with a pebbled grain',
                    { composition: '70% polyurethane, 30% polyester' },
                  ),
                ],
                nouns: ['PU Faux Leather'],
                price: [25, 120],
                specs: SPECS.fauxLeather,
                usages: INTERIOR,
                use: 'wipe-clean upholstery',
                ranged: true,
              }),
              leaf('Vinyl Leatherette', {
                kind: 'leather',
                lines: [
                  line(
                    'Contract',
                    'PVC Vinyl on Cotton Backing',
                    ['Black', 'Charcoal', 'Navy Blue', 'Burgundy', 'Forest Green'],
                    'a tough PVC coat on a cotton-blend back',
                    { composition: '85% PVC, 15% cotton-polyester' },
                  ),
                  line(
                    'Marine-grade',
                    'PVC Vinyl on Polyester Backing',
                    ['White', 'Ivory', 'Navy Blue'],
                    'a UV- and mildew-resistant PVC coat made for boats and patios',
                    { composition: '85% PVC, 15% polyester' },
                    ['Outdoor', 'Hospitality', 'Residential'],
                  ),
                ],
                nouns: ['Vinyl Leatherette'],
                price: [18, 90],
                specs: SPECS.fauxLeather,
                usages: CONTRACT,
                use: 'booth seating, waiting-room chairs and benches',
                ranged: true,
              }),
            ],
          },
        ],
      },
    ],
  },
];

/** A brand partner: the words of its profile, its colours and the categories it makes. */
export type BrandSeed = {
  name: string;
  description: string;
  palette: BrandPalette;
  /** names of category nodes (any level) whose leaves this brand supplies */
  focus: readonly string[];
  kind: MaterialKind;
};

const brand = (
  name: string,
  description: string,
  palette: BrandPalette,
  focus: string[],
  kind: MaterialKind,
): BrandSeed => ({ name, description, palette, focus, kind });

export const BRANDS: BrandSeed[] = [
  brand(
    '3D Surface Co',
    'Sculpted wall panels and fluted surfaces, made in Shah Alam.',
    ['#1E1F21', '#EDE3CF', '#C9AE73'],
    ['Wall Panels', 'Wall Finishes'],
    'fluted',
  ),
  brand(
    '8th Avenue Interiors',
    'Contract carpets and acoustic fabric panels for offices and hotels.',
    ['#23395B', '#8A9A7B', '#EDE3CF'],
    ['Carpet', 'Acoustic Fabric Panel', 'Wallcovering'],
    'carpet',
  ),
  brand(
    '99 Stoneworks',
    'Granite and stone veneer quarried and cut for tropical facades.',
    ['#45484B', '#8E9194', '#C8AD85'],
    ['Granite', 'Natural Stone Veneer'],
    'granite',
  ),
  brand(
    'Amara Timberworks',
    'Engineered and solid timber floors from plantation hardwoods.',
    ['#2F3B2E', '#B07A45', '#C9AE73'],
    ['Timber', 'Timber Decking'],
    'wood',
  ),
  brand(
    'Alor Ceramics',
    'Glazed porcelain floor and wall tiles in earthy glazes, and 20 mm porcelain pavers.',
    ['#B5573B', '#EDE3CF', '#2F5D46'],
    ['Porcelain Tile', 'Porcelain Paver'],
    'tile',
  ),
  brand(
    'Atelier Kaca',
    'Decorative glass studio: fluted, tinted and satin-etched panels.',
    ['#2F7F86', '#D5E4DF', '#F3F1EC'],
    ['Decorative Glass'],
    'fluted-glass',
  ),
  brand(
    'Banyan Decking Co',
    'Composite and hardwood decking built for sun and monsoon rain.',
    ['#3E2A1E', '#9A6A3C', '#C8AD85'],
    ['Decking'],
    'decking',
  ),
  brand(
    'Bukit Granite Works',
    'Family-run granite fabricator supplying slabs since 1987.',
    ['#1E1F21', '#BFC1C2', '#B5573B'],
    ['Granite'],
    'granite',
  ),
  brand(
    'Cempaka Leatherhouse',
    'Upholstery hides tanned for humid climates, chrome-free options.',
    ['#6B4A2F', '#EDE3CF', '#C9AE73'],
    ['Upholstery Leather', 'Wall Leather'],
    'leather',
  ),
  brand(
    'Cove Acoustics',
    'Acoustic ceilings and baffles that make open spaces quiet.',
    ['#F3F1EC', '#45484B', '#2F7F86'],
    ['Acoustic Ceiling', 'Acoustic Fabric Panel'],
    'acoustic',
  ),
  brand(
    'Damar Laminates',
    'Laminate floors for budget-smart interiors.',
    ['#C19A6B', '#1E1F21', '#F3F1EC'],
    ['Laminate'],
    'laminate',
  ),
  brand(
    'Duta Facade Systems',
    'Aluminium cladding, louvres and screens engineered to Malaysian codes.',
    ['#23395B', '#B9BCC0', '#C99A2E'],
    ['Cladding', 'Screens & Louvres'],
    'metal',
  ),
  brand(
    'Emerald Bay Tiles',
    'Pool and kitchen mosaics in glass and glazed porcelain.',
    ['#2F5D46', '#8DB6CF', '#F3F1EC'],
    ['Glass Mosaic', 'Porcelain Tile'],
    'mosaic',
  ),
  brand(
    'Equator Glassworks',
    'Tempered and laminated safety glass, cut to size in Penang.',
    ['#1E1F21', '#8DB6CF', '#D5E4DF'],
    ['Safety Glass', 'Tinted Glass'],
    'glass',
  ),
  brand(
    'Flint & Fern Surfaces',
    'Terrazzo, microcement, lime plaster and vinyl sheet for calm, hard-wearing rooms.',
    ['#8A9A7B', '#F3F1EC', '#B5573B'],
    ['Terrazzo', 'Wall Finishes', 'Vinyl Sheet'],
    'terrazzo',
  ),
  brand(
    'Gemilang Mouldings',
    'Cornices, skirtings and trims in PU, gypsum and MDF.',
    ['#F3F1EC', '#6E2233', '#C9AE73'],
    ['Moulding & Trim'],
    'moulding',
  ),
  brand(
    'Galang Metalcraft',
    'Brushed and anodised metal ceilings, trims and profiles.',
    ['#45484B', '#B9BCC0', '#C99A2E'],
    ['Metal Ceiling', 'Profiles & Edging', 'Aluminium Skirting'],
    'metal',
  ),
  brand(
    'Harbourline Vinyl',
    'SPC and LVT flooring, waterproof from the click joint up.',
    ['#23395B', '#C19A6B', '#F3F1EC'],
    ['Vinyl'],
    'wood',
  ),
  brand(
    'Hijau Wall Systems',
    'Fluted and WPC wall panels with concealed-clip installation.',
    ['#2F5D46', '#EDE3CF', '#C19A6B'],
    ['Wall Panels'],
    'fluted',
  ),
  brand(
    'Indera Terrazzo',
    'Cast-in-place and precast terrazzo with local aggregates.',
    ['#EDE3CF', '#B5573B', '#45484B'],
    ['Terrazzo'],
    'terrazzo',
  ),
  brand(
    'Jentayu Heritage Flooring',
    'Parquet and solid hardwood, reclaimed and new.',
    ['#3E2A1E', '#C9AE73', '#EDE3CF'],
    ['Parquet', 'Solid Hardwood', 'Engineered Oak'],
    'parquet',
  ),
  brand(
    'Kenanga Textiles',
    'Grasscloth, vinyl wallcoverings and upholstery fabrics.',
    ['#C99A2E', '#2F5D46', '#F3F1EC'],
    ['Wallcovering', 'Acoustic Fabric Panel'],
    'fabric',
  ),
  brand(
    'Kinabalu Stone',
    'Marble and granite slabs, book-matched on request.',
    ['#1E1F21', '#F3F1EC', '#C9AE73'],
    ['Marble', 'Granite'],
    'marble',
  ),
  brand(
    'Lumen Film Studio',
    'Architectural films that refinish doors, walls and joinery.',
    ['#1E1F21', '#D8A7A0', '#F3F1EC'],
    ['Architectural Film'],
    'film',
  ),
  brand(
    'Lantern & Loom',
    'Woven wallcoverings and acoustic textiles for hospitality.',
    ['#6E2233', '#EDE3CF', '#C99A2E'],
    ['Wallcovering', 'PET Felt Baffle', 'Carpet'],
    'fabric',
  ),
  brand(
    'Merbok Mills',
    'Timber ceilings, slat panels, grilles and fluted wall panels, made in Johor.',
    ['#6B4A2F', '#EDE3CF', '#8A9A7B'],
    ['Timber Ceiling', 'Fluted Wall Panel', 'WPC Wall Panel'],
    'timber-slats',
  ),
  brand(
    'Monsoon Facades',
    'Fibre cement and terracotta cladding for the tropics.',
    ['#B5573B', '#45484B', '#EDE3CF'],
    ['Cladding', 'Brick & Stone'],
    'concrete',
  ),
  brand(
    'Nusa Ceiling Co',
    'Mineral fibre, gypsum and metal ceiling systems.',
    ['#F3F1EC', '#23395B', '#8DB6CF'],
    ['Ceiling'],
    'acoustic',
  ),
  brand(
    'Northlight Glass',
    'Low-iron, tinted and frosted glass for facades and partitions.',
    ['#23395B', '#D5E4DF', '#B9BCC0'],
    ['Glass'],
    'glass',
  ),
  brand(
    'Orkid Leather Atelier',
    'Nubuck and full grain hides for bespoke furniture makers.',
    ['#3E2A1E', '#D8A7A0', '#C9AE73'],
    ['Leather'],
    'leather',
  ),
  brand(
    'Pelangi Films',
    'Solid-colour, frosted and solar control films.',
    ['#2F7F86', '#C99A2E', '#F3F1EC'],
    ['Film'],
    'film',
  ),
  brand(
    'Pinnacle Trim Works',
    'Stair nosings, tile trims and skirtings in aluminium and brass.',
    ['#1E1F21', '#C9AE73', '#B9BCC0'],
    ['Profiles & Edging', 'Skirting'],
    'metal',
  ),
  brand(
    'Quayline Surfaces',
    'Porcelain, marble, granite and terrazzo for floors and walls.',
    ['#F3F1EC', '#8E9194', '#2F7F86'],
    ['Stone & Tile'],
    'marble',
  ),
  brand(
    'Rimba Timber Co',
    'Certified Malaysian hardwoods for floors and decks.',
    ['#2F3B2E', '#F3EBDD', '#C8A15A'],
    ['Timber', 'Timber Decking', 'Timber Ceiling'],
    'wood',
  ),
  brand(
    'Ridgeway Cladding',
    'Rainscreen cladding in aluminium, fibre cement and terracotta, supplied and installed.',
    ['#45484B', '#C8AD85', '#B5573B'],
    ['Cladding'],
    'perforated',
  ),
  brand(
    'Saujana Stone & Marble',
    'Importer of Italian, Spanish and Portuguese marble for hotels and homes.',
    ['#F3F1EC', '#6B4A2F', '#C9AE73'],
    ['Marble'],
    'marble',
  ),
  brand(
    'Suria Fabrics',
    'Wallcoverings and fabric-wrapped acoustic panels in soft, natural colours.',
    ['#D8A7A0', '#45484B', '#F3F1EC'],
    ['Wallcovering', 'Acoustic Fabric Panel'],
    'fabric',
  ),
  brand(
    'Teluk Decking',
    'Composite deck boards and deck tiles with hidden clips.',
    ['#45484B', '#9A6A3C', '#8A9A7B'],
    ['Composite Decking', 'Deck Tiles'],
    'decking',
  ),
  brand(
    'Tanjung Brickworks',
    'Face bricks and terracotta baguettes fired in Perak.',
    ['#6E2233', '#B5573B', '#EDE3CF'],
    ['Clay Face Brick', 'Terracotta Baguette'],
    'brick',
  ),
  brand(
    'Ulu Craft Panels',
    'Handcrafted fluted and slatted panels from offcut timber.',
    ['#3E2A1E', '#C19A6B', '#8A9A7B'],
    ['Wall Panels', 'Timber Slat Panel'],
    'timber-slats',
  ),
  brand(
    'Vista Kaca Glass',
    'Laminated, tinted and fluted glass processing.',
    ['#8DB6CF', '#23395B', '#F3F1EC'],
    ['Glass'],
    'fluted-glass',
  ),
  brand(
    'Warisan Parquet',
    'Herringbone, chevron and block parquet, finished by hand.',
    ['#6B4A2F', '#EDE3CF', '#B8803F'],
    ['Parquet'],
    'parquet',
  ),
  brand(
    'Wawasan Ceilings',
    'Metal and acoustic ceilings for airports, malls and hospitals.',
    ['#23395B', '#F3F1EC', '#C99A2E'],
    ['Ceiling'],
    'perforated',
  ),
  brand(
    'Xenia Metal Studio',
    'Brushed, bronzed and perforated metal for ceilings, screens and facades.',
    ['#1E1F21', '#8C6A43', '#C9AE73'],
    ['Metal Ceiling', 'Screens & Louvres', 'Aluminium Composite Panel'],
    'metal',
  ),
  brand(
    'Yarra Loom',
    'Carpet tiles and broadloom with recycled yarns.',
    ['#2F5D46', '#C8AD85', '#F3F1EC'],
    ['Carpet'],
    'carpet',
  ),
  brand(
    'Zenith Acoustic Panels',
    'PET felt baffles and fabric panels in forty colours.',
    ['#C99A2E', '#1E1F21', '#F3F1EC'],
    ['PET Felt Baffle', 'Acoustic Fabric Panel', 'Acoustic Ceiling'],
    'fabric',
  ),
  brand(
    'Kirana Floors',
    'Engineered oak and SPC floors for modern homes.',
    ['#C19A6B', '#2F3B2E', '#F3F1EC'],
    ['Engineered Oak', 'SPC Click', 'Laminate'],
    'wood',
  ),
  brand(
    'Selatan Leather Co',
    'Faux and genuine leathers for upholstery and wall tiles.',
    ['#6E2233', '#EDE3CF', '#1E1F21'],
    ['Leather'],
    'leather',
  ),
];

const EXTRA_FIRST = [
  'Angsana',
  'Bayu',
  'Cahaya',
  'Delima',
  'Embun',
  'Fajar',
  'Gading',
  'Harmoni',
  'Intan',
  'Jelita',
  'Kasturi',
  'Laman',
  'Mutiara',
  'Nilam',
  'Omega',
  'Perdana',
  'Qirana',
  'Ratna',
  'Seri',
  'Tiara',
  'Utama',
  'Venus',
  'Wira',
  'Zamrud',
  'Aster',
  'Coral',
  'Lotus',
  'Melur',
  'Orchid',
  'Summit',
];
const EXTRA_SECOND = [
  'Surfaces',
  'Interiors',
  'Materials',
  'Studio',
  'Works',
  'Supply',
  'Trading',
  'Industries',
  'Design',
  'Living',
];

/** The brand list for a catalogue of `count` brands: the hand-written ones first, then generated, all distinct. */
export function brandSeeds(count: number): BrandSeed[] {
  const list = BRANDS.slice(0, count);
  const names = new Set(list.map((item) => item.name));
  const families = CATEGORY_TREE.flatMap((root) => root.children ?? []);
  for (let i = 0; list.length < count; i++) {
    const first = EXTRA_FIRST[i % EXTRA_FIRST.length]!;
    const second = EXTRA_SECOND[Math.floor(i / EXTRA_FIRST.length) % EXTRA_SECOND.length]!;
    const round = Math.floor(i / (EXTRA_FIRST.length * EXTRA_SECOND.length));
    const name = round ? `${first} ${second} ${round + 1}` : `${first} ${second}`;
    if (names.has(name)) continue;
    names.add(name);
    const template = BRANDS[i % BRANDS.length]!;
    const family = families[i % families.length]!;
    list.push({
      name,
      description: `${family.name} and related materials for Malaysian projects.`,
      palette: template.palette,
      focus: [family.name],
      kind: template.kind,
    });
  }
  return list;
}

/** Range names that open a manufactured sample's name: places and moods, never a material, colour or brand word. */
export const COLLECTIONS = [
  'Nordic',
  'Borneo',
  'Cameron',
  'Langkawi',
  'Tioman',
  'Redang',
  'Urban',
  'Coastal',
  'Meridian',
  'Aurora',
  'Serene',
  'Loft',
  'Sentosa',
  'Pavilion',
  'Kyoto',
  'Como',
  'Alpine',
  'Riviera',
  'Orchard',
  'Lumina',
  'Tasik',
  'Horizon',
];

export const SAMPLE_SIZES = ['100 x 100 mm', '150 x 100 mm', '200 x 150 mm', '300 x 300 mm', '200 x 200 mm'];
export const PACKAGING = ['Boxed sample', 'Swatch card', 'Sample bag', 'Sample tube'];
export const SHIPS_FROM = [
  'Shah Alam, Selangor',
  'Petaling Jaya, Selangor',
  'Johor Bahru, Johor',
  'Bayan Lepas, Pulau Pinang',
  'Ipoh, Perak',
  'Kuching, Sarawak',
];
