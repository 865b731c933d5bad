// The demo catalogue's vocabulary: the category tree, brand partners, colours, usages and styles.
// Brand names are invented; any likeness to a real company is an accident.
import type { BrandPalette, MaterialKind } from './textures.js';

export const COLORS = {
  White: '#F3F1EC',
  Ivory: '#EDE3CF',
  Beige: '#D9C4A3',
  Sand: '#C8AD85',
  'Natural Oak': '#C19A6B',
  Honey: '#B8803F',
  Teak: '#9A6A3C',
  Walnut: '#6B4A2F',
  Espresso: '#3E2A1E',
  'Light Grey': '#BFC1C2',
  Grey: '#8E9194',
  Charcoal: '#45484B',
  Black: '#1E1F21',
  Terracotta: '#B5573B',
  'Sage Green': '#8A9A7B',
  'Forest Green': '#2F5D46',
  'Navy Blue': '#23395B',
  'Sky Blue': '#8DB6CF',
  Teal: '#2F7F86',
  'Blush Pink': '#D8A7A0',
  Mustard: '#C99A2E',
  Burgundy: '#6E2233',
  Bronze: '#8C6A43',
  'Champagne Gold': '#C9AE73',
  Silver: '#B9BCC0',
  Clear: '#D5E4DF',
  'Green Tint': '#5E8C7A',
} as const satisfies Record<string, string>;
export type ColorLabel = keyof typeof COLORS;

export const USAGES = ['Residential', 'Commercial', 'Hospitality', 'Healthcare', 'Retail', 'Education', 'Outdoor'];
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

/** Specification keys and the values a sample may take; each sample gets `material` and 3-6 of these. */
export type SpecOptions = Record<string, readonly string[]>;

const FIRE = ['Class 0', 'Class 1', 'EN 13501-1 B-s1,d0', 'EN 13501-1 A2-s1,d0'];
const SPECS = {
  timber: {
    finish: ['Matt Lacquer', 'Natural Oil', 'UV Oil', 'Brushed Matt', 'Satin Lacquer'],
    thickness: ['14 mm', '15 mm', '18 mm', '20 mm'],
    wearLayer: ['3 mm', '4 mm', '6 mm'],
    grade: ['Rustic', 'Natural', 'Select', 'Prime'],
    edgeProfile: ['Micro Bevel', 'Square Edge', '4-Side Bevel'],
    installation: ['Click', 'Glue Down', 'Floating', 'Tongue & Groove'],
    plankWidth: ['150 mm', '190 mm', '220 mm', '240 mm'],
  },
  resilient: {
    thickness: ['5 mm', '6 mm', '8 mm', '12 mm'],
    wearLayer: ['0.3 mm', '0.5 mm', '0.55 mm'],
    abrasionClass: ['AC3', 'AC4', 'AC5'],
    waterResistance: ['Waterproof', '72 h Water Resistant'],
    installation: ['Click', 'Glue Down', 'Loose Lay'],
    underlay: ['Attached IXPE', 'None'],
    slipResistance: ['R9', 'R10'],
    warranty: ['15 years', '20 years', '25 years'],
  },
  stone: {
    finish: ['Polished', 'Honed', 'Leathered', 'Flamed', 'Sandblasted'],
    thickness: ['10 mm', '12 mm', '18 mm', '20 mm', '30 mm'],
    slipResistance: ['R9', 'R10', 'R11', 'R12'],
    origin: ['Italy', 'Spain', 'Turkey', 'India', 'Vietnam', 'Malaysia'],
    waterAbsorption: ['< 0.5%', '0.2%', '0.1%'],
    format: ['600 x 600 mm', '600 x 1200 mm', '800 x 800 mm', '300 x 600 mm'],
    sealing: ['Pre-sealed', 'Seal after installation'],
  },
  tile: {
    finish: ['Glossy', 'Matt', 'Satin', 'Lappato', 'Structured'],
    format: ['200 x 200 mm', '300 x 300 mm', '600 x 600 mm', '25 x 25 mm mosaic sheet'],
    thickness: ['6 mm', '8 mm', '9 mm', '10 mm'],
    slipResistance: ['R9', 'R10', 'R11'],
    waterAbsorption: ['< 0.5%', '< 3%'],
    peiRating: ['PEI 3', 'PEI 4', 'PEI 5'],
    edgeProfile: ['Rectified', 'Pressed', 'Cushion Edge'],
  },
  textile: {
    composition: ['100% Polyester', '80% Wool 20% Nylon', 'Linen Blend', 'Solution-dyed Nylon', 'Recycled PET'],
    weight: ['320 gsm', '450 gsm', '620 gsm', '780 gsm'],
    martindale: ['40,000 rubs', '60,000 rubs', '100,000 rubs'],
    fireRating: ['BS 5852', 'EN 13501-1 Bfl-s1', 'Class 1'],
    pileHeight: ['4 mm', '6 mm', '8 mm'],
    backing: ['Bitumen', 'Felt', 'Action Back'],
    colourFastness: ['Grade 4', 'Grade 5'],
  },
  leather: {
    finish: ['Aniline', 'Semi-aniline', 'Pigmented', 'Nubuck', 'Embossed'],
    thickness: ['0.9-1.1 mm', '1.2-1.4 mm', '1.6 mm'],
    hideSize: ['4.5 m²', '5 m²', '5.5 m²'],
    origin: ['Italy', 'Argentina', 'Brazil', 'Malaysia'],
    abrasion: ['50,000 cycles', '100,000 cycles'],
    fireRating: ['BS 5852 Crib 5', 'CAL 117'],
    tanning: ['Chrome-free', 'Vegetable', 'Chrome'],
  },
  glass: {
    thickness: ['6 mm', '6.38 mm', '8 mm', '10 mm', '12 mm'],
    lightTransmission: ['35%', '52%', '70%', '88%'],
    uValue: ['5.8 W/m²K', '2.8 W/m²K', '1.6 W/m²K'],
    safetyClass: ['Tempered EN 12150', 'Laminated EN 14449', 'Annealed'],
    edgeWork: ['Polished', 'Arrised', 'Bevelled'],
    maxSize: ['2440 x 3660 mm', '2140 x 3300 mm'],
    solarFactor: ['0.42', '0.55', '0.70'],
  },
  film: {
    thickness: ['0.2 mm', '0.25 mm', '0.3 mm'],
    adhesive: ['Pressure-sensitive', 'Air-release'],
    rollWidth: ['1220 mm', '1520 mm'],
    fireRating: FIRE,
    visibleLightTransmission: ['20%', '35%', '50%', '70%'],
    uvRejection: ['95%', '99%'],
    durability: ['Interior 10 years', 'Exterior 5 years'],
  },
  metal: {
    finish: ['Brushed', 'Anodised', 'Powder Coated', 'PVDF Coated', 'Mill'],
    alloy: ['AA 3003', 'AA 5005', 'AA 6063', 'SS 304'],
    thickness: ['0.8 mm', '1.0 mm', '1.5 mm', '3 mm', '4 mm'],
    fireRating: FIRE,
    coating: ['PVDF 70%', 'Polyester', 'Clear Anodised 20 µm'],
    openArea: ['18%', '23%', '33%'],
    warranty: ['10 years', '15 years', '20 years'],
  },
  acoustic: {
    nrc: ['0.55', '0.70', '0.85', '0.95'],
    thickness: ['12 mm', '15 mm', '19 mm', '25 mm'],
    fireRating: FIRE,
    edgeDetail: ['Square Lay-in', 'Tegular', 'Concealed'],
    format: ['600 x 600 mm', '600 x 1200 mm', '1200 x 2400 mm'],
    humidityResistance: ['RH 90%', 'RH 95%'],
    lightReflectance: ['0.85', '0.88'],
  },
  panel: {
    thickness: ['6 mm', '9 mm', '12 mm', '18 mm'],
    density: ['850 kg/m³', '1200 kg/m³', '1400 kg/m³'],
    fireRating: FIRE,
    moistureResistance: ['Standard', 'Moisture Resistant', 'Exterior Grade'],
    finish: ['Primed', 'Pre-painted', 'Laminated', 'Raw'],
    length: ['2400 mm', '2900 mm', '3000 mm'],
    installation: ['Concealed Clip', 'Adhesive', 'Screw Fixed'],
  },
  decking: {
    profile: ['Grooved', 'Smooth', 'Reeded', 'Reversible'],
    thickness: ['20 mm', '22 mm', '25 mm'],
    boardWidth: ['90 mm', '140 mm', '145 mm'],
    durabilityClass: ['Class 1', 'Class 2'],
    fixing: ['Hidden Clip', 'Face Screw'],
    slipResistance: ['R10', 'R11', 'R12'],
    warranty: ['10 years', '20 years', '25 years'],
  },
  masonry: {
    format: ['215 x 102.5 x 65 mm', '290 x 90 x 50 mm', '440 x 100 x 40 mm'],
    compressiveStrength: ['20 N/mm²', '35 N/mm²', '50 N/mm²'],
    waterAbsorption: ['< 7%', '< 10%'],
    finish: ['Wire Cut', 'Smooth', 'Tumbled', 'Sand Faced', 'Split Face'],
    mortarJoint: ['10 mm', '12 mm'],
    fireRating: ['A1 Non-combustible'],
  },
  finish: {
    finish: ['Trowelled', 'Polished', 'Sealed Matt', 'Burnished'],
    thickness: ['2-3 mm', '3 mm', '5 mm'],
    substrate: ['Concrete', 'Plasterboard', 'Existing Tile'],
    voc: ['Low VOC', 'Zero VOC'],
    sealer: ['PU Matt', 'PU Satin', 'Water-based Acrylic'],
    coverage: ['1.5 kg/m²', '2 kg/m²', '3 kg/m²'],
  },
} satisfies Record<string, SpecOptions>;

/** What a leaf category sells: the picture, the material, the words of a name, the price band and the colours. */
export type LeafSpec = {
  kind: MaterialKind;
  material: string;
  nouns: readonly string[];
  price: readonly [number, number];
  colors: readonly ColorLabel[];
  specs: SpecOptions;
  outdoor?: boolean;
};

export type CategoryNode = { name: string; code?: string; children?: CategoryNode[]; leaf?: LeafSpec };

const WOODS: ColorLabel[] = ['Natural Oak', 'Honey', 'Teak', 'Walnut', 'Espresso', 'Beige', 'Sand', 'Grey'];
const MARBLES: ColorLabel[] = ['White', 'Ivory', 'Beige', 'Grey', 'Black', 'Forest Green', 'Blush Pink'];
const GRANITES: ColorLabel[] = ['Grey', 'Charcoal', 'Black', 'Beige', 'Light Grey', 'Terracotta'];
const CEMENTS: ColorLabel[] = ['Light Grey', 'Grey', 'Charcoal', 'Sand', 'Beige', 'White', 'Terracotta'];
const TERRAZZOS: ColorLabel[] = ['White', 'Ivory', 'Light Grey', 'Grey', 'Charcoal', 'Blush Pink', 'Sage Green'];
const GLAZES: ColorLabel[] = ['White', 'Ivory', 'Sky Blue', 'Sage Green', 'Terracotta', 'Mustard', 'Navy Blue', 'Teal'];
const TEXTILES: ColorLabel[] = ['Sage Green', 'Navy Blue', 'Mustard', 'Burgundy', 'Beige', 'Grey', 'Charcoal', 'Teal'];
const HIDES: ColorLabel[] = ['Walnut', 'Espresso', 'Black', 'Burgundy', 'Honey', 'Forest Green', 'Navy Blue', 'Ivory'];
const METALS: ColorLabel[] = ['Silver', 'Champagne Gold', 'Bronze', 'Charcoal', 'Black', 'Grey'];
const GLASSES: ColorLabel[] = ['Clear', 'Grey', 'Bronze', 'Green Tint', 'Sky Blue'];
const SOLIDS: ColorLabel[] = [
  'Navy Blue',
  'Forest Green',
  'Black',
  'White',
  'Terracotta',
  'Mustard',
  'Charcoal',
  'Burgundy',
];
const PAINTS: ColorLabel[] = ['White', 'Ivory', 'Light Grey', 'Beige', 'Sage Green', 'Charcoal'];

const leaf = (
  name: string,
  kind: MaterialKind,
  material: string,
  nouns: string[],
  price: [number, number],
  colors: ColorLabel[],
  specs: SpecOptions,
  outdoor = false,
): CategoryNode => ({ name, leaf: { kind, material, nouns, price, colors, specs, outdoor } });

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
              leaf(
                'Mineral Fibre Tile',
                'acoustic',
                'Mineral Fibre',
                ['Ceiling Tile', 'Board'],
                [18, 60],
                ['White', 'Light Grey'],
                SPECS.acoustic,
              ),
              leaf(
                'PET Felt Baffle',
                'fabric',
                'Recycled PET Felt',
                ['Baffle', 'Panel'],
                [45, 160],
                ['Sage Green', 'Mustard', 'Navy Blue', 'Grey', 'Charcoal'],
                SPECS.acoustic,
              ),
              leaf(
                'Perforated Gypsum',
                'acoustic',
                'Gypsum',
                ['Acoustic Board', 'Panel'],
                [22, 75],
                ['White', 'Ivory', 'Light Grey'],
                SPECS.acoustic,
              ),
            ],
          },
          {
            name: 'Metal Ceiling',
            children: [
              leaf(
                'Aluminium Clip-In Tile',
                'perforated',
                'Aluminium',
                ['Clip-In Tile', 'Panel'],
                [35, 140],
                METALS,
                SPECS.metal,
              ),
              leaf(
                'Linear Strip Ceiling',
                'metal',
                'Aluminium',
                ['Strip', 'Linear Panel'],
                [30, 120],
                METALS,
                SPECS.metal,
              ),
            ],
          },
          {
            name: 'Timber Ceiling',
            children: [
              leaf(
                'Timber Slat Panel',
                'timber-slats',
                'Timber Veneer',
                ['Slat Panel', 'Acoustic Slat'],
                [55, 220],
                ['Natural Oak', 'Walnut', 'Teak', 'Black'],
                SPECS.panel,
              ),
              leaf(
                'Veneered Grille',
                'timber-slats',
                'Timber Veneer on MDF',
                ['Grille', 'Baffle Grille'],
                [60, 240],
                ['Natural Oak', 'Walnut', 'Honey'],
                SPECS.panel,
              ),
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
              leaf(
                'Chengal Decking',
                'decking',
                'Chengal Hardwood',
                ['Deck Board', 'Decking Board'],
                [40, 180],
                ['Teak', 'Honey', 'Walnut'],
                SPECS.decking,
                true,
              ),
              leaf(
                'Balau Decking',
                'decking',
                'Balau Hardwood',
                ['Deck Board', 'Decking Board'],
                [35, 150],
                ['Teak', 'Walnut', 'Espresso'],
                SPECS.decking,
                true,
              ),
              leaf(
                'Merbau Decking',
                'decking',
                'Merbau Hardwood',
                ['Deck Board'],
                [38, 160],
                ['Walnut', 'Teak', 'Espresso'],
                SPECS.decking,
                true,
              ),
            ],
          },
          {
            name: 'Composite Decking',
            children: [
              leaf(
                'Capped WPC Board',
                'decking',
                'Wood Plastic Composite',
                ['Deck Board', 'Capped Board'],
                [25, 120],
                ['Grey', 'Charcoal', 'Teak', 'Walnut', 'Sand'],
                SPECS.decking,
                true,
              ),
              leaf(
                'Hollow WPC Board',
                'decking',
                'Wood Plastic Composite',
                ['Deck Board', 'Hollow Board'],
                [18, 90],
                ['Grey', 'Charcoal', 'Teak', 'Espresso'],
                SPECS.decking,
                true,
              ),
            ],
          },
          {
            name: 'Deck Tiles',
            children: [
              leaf(
                'Interlocking Deck Tile',
                'parquet',
                'Acacia Hardwood',
                ['Deck Tile', 'Click Tile'],
                [15, 70],
                ['Teak', 'Honey', 'Grey'],
                SPECS.decking,
                true,
              ),
              leaf(
                'Porcelain Paver',
                'granite',
                'Porcelain',
                ['Paver', 'Outdoor Tile'],
                [20, 95],
                GRANITES,
                SPECS.stone,
                true,
              ),
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
              leaf(
                'Aluminium Composite Panel',
                'metal',
                'Aluminium Composite',
                ['Cladding Panel', 'Panel'],
                [45, 200],
                METALS,
                SPECS.metal,
                true,
              ),
              leaf(
                'Fibre Cement Board',
                'concrete',
                'Fibre Cement',
                ['Cladding Board', 'Facade Board'],
                [30, 140],
                CEMENTS,
                SPECS.panel,
                true,
              ),
              leaf(
                'Terracotta Baguette',
                'slats',
                'Terracotta',
                ['Baguette', 'Louvre'],
                [50, 220],
                ['Terracotta', 'Sand', 'Charcoal', 'Beige'],
                SPECS.masonry,
                true,
              ),
            ],
          },
          {
            name: 'Brick & Stone',
            children: [
              leaf(
                'Clay Face Brick',
                'brick',
                'Fired Clay',
                ['Face Brick', 'Brick Slip'],
                [12, 60],
                ['Terracotta', 'Burgundy', 'Sand', 'Charcoal', 'Beige'],
                SPECS.masonry,
                true,
              ),
              leaf(
                'Natural Stone Veneer',
                'granite',
                'Natural Stone',
                ['Stone Veneer', 'Cladding Stone'],
                [40, 190],
                GRANITES,
                SPECS.stone,
                true,
              ),
            ],
          },
          {
            name: 'Screens & Louvres',
            children: [
              leaf(
                'Aluminium Louvre',
                'slats',
                'Extruded Aluminium',
                ['Louvre Blade', 'Louvre'],
                [45, 210],
                ['Silver', 'Charcoal', 'Black', 'Bronze'],
                SPECS.metal,
                true,
              ),
              leaf(
                'Perforated Metal Screen',
                'perforated',
                'Perforated Aluminium',
                ['Screen Panel', 'Screen'],
                [55, 260],
                METALS,
                SPECS.metal,
                true,
              ),
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
              leaf(
                'PU Cornice',
                'moulding',
                'Polyurethane',
                ['Cornice', 'Crown Moulding'],
                [12, 75],
                PAINTS,
                SPECS.panel,
              ),
              leaf(
                'Gypsum Cornice',
                'moulding',
                'Gypsum',
                ['Cornice', 'Cove'],
                [8, 45],
                ['White', 'Ivory'],
                SPECS.panel,
              ),
            ],
          },
          {
            name: 'Skirting',
            children: [
              leaf(
                'MDF Skirting',
                'moulding',
                'Moisture-resistant MDF',
                ['Skirting', 'Baseboard'],
                [9, 45],
                PAINTS,
                SPECS.panel,
              ),
              leaf(
                'Aluminium Skirting',
                'metal',
                'Aluminium',
                ['Skirting Profile', 'Skirting'],
                [15, 80],
                METALS,
                SPECS.metal,
              ),
            ],
          },
          {
            name: 'Profiles & Edging',
            children: [
              leaf('Tile Trim', 'metal', 'Aluminium', ['Tile Trim', 'Edge Profile'], [8, 40], METALS, SPECS.metal),
              leaf(
                'Stair Nosing',
                'metal',
                'Aluminium',
                ['Stair Nosing', 'Nosing Profile'],
                [14, 70],
                METALS,
                SPECS.metal,
              ),
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
              leaf(
                'Fluted Wall Panel',
                'fluted',
                'MDF',
                ['Fluted Panel', 'Reeded Panel'],
                [40, 180],
                ['White', 'Ivory', 'Natural Oak', 'Walnut', 'Sage Green', 'Charcoal'],
                SPECS.panel,
              ),
              leaf(
                'WPC Wall Panel',
                'fluted',
                'Wood Plastic Composite',
                ['Wall Panel', 'Grille Panel'],
                [30, 140],
                ['Natural Oak', 'Walnut', 'Teak', 'Charcoal', 'White'],
                SPECS.panel,
              ),
              leaf(
                'Acoustic Fabric Panel',
                'fabric',
                'Fabric-wrapped Glasswool',
                ['Acoustic Panel', 'Wall Panel'],
                [60, 250],
                TEXTILES,
                SPECS.acoustic,
              ),
            ],
          },
          {
            name: 'Wall Finishes',
            children: [
              leaf(
                'Decorative Plaster',
                'plaster',
                'Lime Plaster',
                ['Plaster Finish', 'Finish'],
                [25, 110],
                ['White', 'Ivory', 'Beige', 'Sand', 'Terracotta', 'Sage Green'],
                SPECS.finish,
              ),
              leaf('Microcement', 'concrete', 'Microcement', ['Finish', 'Coating'], [30, 130], CEMENTS, SPECS.finish),
            ],
          },
          {
            name: 'Wallcovering',
            children: [
              leaf(
                'Vinyl Wallcovering',
                'fabric',
                'Type II Vinyl',
                ['Wallcovering', 'Wallpaper'],
                [15, 80],
                TEXTILES,
                SPECS.textile,
              ),
              leaf(
                'Grasscloth',
                'fabric',
                'Natural Sisal',
                ['Grasscloth', 'Wallcovering'],
                [35, 160],
                ['Beige', 'Sand', 'Sage Green', 'Honey', 'Charcoal'],
                SPECS.textile,
              ),
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
              leaf('Wood Grain Film', 'laminate', 'PVC Film', ['Surface Film', 'Wrap'], [12, 60], WOODS, SPECS.film),
              leaf('Stone Effect Film', 'marble', 'PVC Film', ['Surface Film', 'Wrap'], [14, 65], MARBLES, SPECS.film),
              leaf('Solid Colour Film', 'film', 'PVC Film', ['Surface Film', 'Wrap'], [10, 50], SOLIDS, SPECS.film),
            ],
          },
          {
            name: 'Window Film',
            children: [
              leaf(
                'Frosted Privacy Film',
                'frosted-glass',
                'Polyester Film',
                ['Window Film', 'Privacy Film'],
                [10, 55],
                ['Clear', 'Light Grey', 'White'],
                SPECS.film,
              ),
              leaf(
                'Solar Control Film',
                'glass',
                'Polyester Film',
                ['Window Film', 'Solar Film'],
                [15, 70],
                ['Grey', 'Bronze', 'Green Tint', 'Sky Blue'],
                SPECS.film,
              ),
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
              leaf(
                'Engineered Oak',
                'wood',
                'Engineered Oak',
                ['Plank', 'Wide Plank', 'Board'],
                [25, 140],
                WOODS,
                SPECS.timber,
              ),
              leaf(
                'Solid Hardwood',
                'wood',
                'Solid Hardwood',
                ['Strip', 'Plank', 'Board'],
                [35, 180],
                ['Teak', 'Walnut', 'Honey', 'Espresso'],
                SPECS.timber,
              ),
              leaf(
                'Parquet',
                'parquet',
                'Oak Parquet',
                ['Parquet Block', 'Basketweave Block'],
                [30, 160],
                WOODS,
                SPECS.timber,
              ),
            ],
          },
          {
            name: 'Vinyl',
            children: [
              leaf(
                'SPC Click',
                'wood',
                'Stone Plastic Composite',
                ['Plank', 'Click Plank'],
                [12, 70],
                WOODS,
                SPECS.resilient,
              ),
              leaf(
                'LVT Glue Down',
                'laminate',
                'Luxury Vinyl Tile',
                ['Plank', 'Tile'],
                [10, 60],
                WOODS,
                SPECS.resilient,
              ),
              leaf(
                'Vinyl Sheet',
                'terrazzo',
                'Homogeneous Vinyl',
                ['Sheet', 'Roll'],
                [8, 45],
                TERRAZZOS,
                SPECS.resilient,
              ),
            ],
          },
          {
            name: 'Laminate',
            children: [
              leaf('AC4 Laminate', 'laminate', 'HDF Laminate', ['Plank', 'Board'], [10, 55], WOODS, SPECS.resilient),
              leaf(
                'Water-resistant Laminate',
                'laminate',
                'HDF Laminate',
                ['Plank', 'Board'],
                [14, 65],
                WOODS,
                SPECS.resilient,
              ),
            ],
          },
          {
            name: 'Stone & Tile',
            children: [
              leaf('Porcelain Tile', 'tile', 'Porcelain', ['Floor Tile', 'Tile'], [12, 90], GLAZES, SPECS.tile),
              leaf('Marble', 'marble', 'Natural Marble', ['Tile', 'Slab'], [40, 320], MARBLES, SPECS.stone),
              leaf('Terrazzo', 'terrazzo', 'Cement Terrazzo', ['Tile', 'Slab'], [35, 220], TERRAZZOS, SPECS.stone),
              leaf('Granite', 'granite', 'Natural Granite', ['Tile', 'Slab'], [30, 200], GRANITES, SPECS.stone),
            ],
          },
          {
            name: 'Carpet',
            children: [
              leaf(
                'Carpet Tile',
                'carpet',
                'Nylon Carpet',
                ['Carpet Tile'],
                [12, 80],
                ['Charcoal', 'Grey', 'Navy Blue', 'Beige', 'Burgundy', 'Forest Green'],
                SPECS.textile,
              ),
              leaf(
                'Broadloom',
                'carpet',
                'Wool Blend Carpet',
                ['Broadloom', 'Carpet'],
                [20, 120],
                ['Charcoal', 'Beige', 'Sand', 'Burgundy', 'Navy Blue'],
                SPECS.textile,
              ),
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
              leaf(
                'Fluted Glass',
                'fluted-glass',
                'Patterned Glass',
                ['Glass Panel', 'Reeded Glass'],
                [45, 220],
                GLASSES,
                SPECS.glass,
              ),
              leaf(
                'Tinted Glass',
                'glass',
                'Float Glass',
                ['Glass Panel', 'Tinted Pane'],
                [35, 180],
                GLASSES,
                SPECS.glass,
              ),
              leaf(
                'Frosted Glass',
                'frosted-glass',
                'Acid-etched Glass',
                ['Glass Panel', 'Satin Glass'],
                [40, 200],
                ['Clear', 'Light Grey', 'Sky Blue'],
                SPECS.glass,
              ),
            ],
          },
          {
            name: 'Safety Glass',
            children: [
              leaf(
                'Laminated Glass',
                'glass',
                'Laminated Glass',
                ['Safety Glass', 'Glass Panel'],
                [50, 260],
                GLASSES,
                SPECS.glass,
              ),
              leaf(
                'Tempered Glass',
                'glass',
                'Tempered Glass',
                ['Safety Glass', 'Glass Panel'],
                [40, 210],
                GLASSES,
                SPECS.glass,
              ),
            ],
          },
          {
            name: 'Glass Mosaic',
            children: [
              leaf(
                'Pool Mosaic',
                'mosaic',
                'Glass Mosaic',
                ['Mosaic Sheet', 'Mosaic'],
                [25, 120],
                ['Teal', 'Sky Blue', 'Navy Blue', 'White', 'Forest Green'],
                SPECS.tile,
              ),
              leaf(
                'Kitchen Mosaic',
                'mosaic',
                'Glass Mosaic',
                ['Mosaic Sheet', 'Mosaic'],
                [25, 140],
                ['White', 'Sage Green', 'Mustard', 'Charcoal', 'Blush Pink'],
                SPECS.tile,
              ),
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
              leaf(
                'Full Grain',
                'leather',
                'Full Grain Cowhide',
                ['Hide', 'Upholstery Leather'],
                [80, 380],
                HIDES,
                SPECS.leather,
              ),
              leaf(
                'Nubuck',
                'leather',
                'Nubuck Cowhide',
                ['Hide', 'Upholstery Leather'],
                [90, 400],
                HIDES,
                SPECS.leather,
              ),
            ],
          },
          {
            name: 'Wall Leather',
            children: [
              leaf(
                'Leather Wall Tile',
                'leather',
                'Bonded Leather',
                ['Wall Tile', 'Panel'],
                [60, 260],
                HIDES,
                SPECS.leather,
              ),
            ],
          },
          {
            name: 'Faux Leather',
            children: [
              leaf(
                'PU Leather',
                'leather',
                'Polyurethane Leather',
                ['Upholstery', 'Fabric'],
                [25, 120],
                HIDES,
                SPECS.leather,
              ),
              leaf(
                'Vinyl Leatherette',
                'leather',
                'PVC Leatherette',
                ['Leatherette', 'Upholstery'],
                [18, 90],
                HIDES,
                SPECS.leather,
              ),
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
    ['Granite', 'Natural Stone Veneer', 'Porcelain Paver'],
    'granite',
  ),
  brand(
    'Acacia Timberworks',
    'Engineered and solid timber floors from plantation hardwoods.',
    ['#2F3B2E', '#B07A45', '#C9AE73'],
    ['Timber', 'Timber Decking'],
    'wood',
  ),
  brand(
    'Alor Ceramics',
    'Glazed porcelain floor and wall tiles in earthy, hand-mixed glazes.',
    ['#B5573B', '#EDE3CF', '#2F5D46'],
    ['Porcelain Tile', 'Glass Mosaic'],
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
    ['Granite', 'Natural Stone Veneer'],
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
    'Laminate and wood-grain film for budget-smart interiors.',
    ['#C19A6B', '#1E1F21', '#F3F1EC'],
    ['Laminate', 'Wood Grain Film'],
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
    'Terrazzo and microcement for calm, hard-wearing floors.',
    ['#8A9A7B', '#F3F1EC', '#B5573B'],
    ['Terrazzo', 'Microcement', 'Vinyl Sheet'],
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
    'Greyline Metalcraft',
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
    ['Terrazzo', 'Wall Finishes'],
    'terrazzo',
  ),
  brand(
    'Jati Heritage Flooring',
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
    ['Marble', 'Granite', 'Stone Effect Film'],
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
    'Meranti Mills',
    'Timber ceilings, slat panels and grilles, kiln-dried in Johor.',
    ['#6B4A2F', '#EDE3CF', '#8A9A7B'],
    ['Timber Ceiling', 'Wall Panels'],
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
    ['Glass', 'Window Film'],
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
    'Quartzline Surfaces',
    'Engineered surfaces: stone-look porcelain, marble and terrazzo.',
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
    'Rainscreen cladding and perforated screens, supplied and installed.',
    ['#45484B', '#C8AD85', '#B5573B'],
    ['Facade'],
    'perforated',
  ),
  brand(
    'Saujana Stone & Marble',
    'Importer of Italian and Turkish marble for hotels and homes.',
    ['#F3F1EC', '#6B4A2F', '#C9AE73'],
    ['Marble', 'Natural Stone Veneer'],
    'marble',
  ),
  brand(
    'Sutera Fabrics',
    'Upholstery and wall fabrics woven in soft, natural colours.',
    ['#D8A7A0', '#45484B', '#F3F1EC'],
    ['Wallcovering', 'Faux Leather'],
    'fabric',
  ),
  brand(
    'Tembusu Decking',
    'Composite deck boards and deck tiles with hidden clips.',
    ['#45484B', '#9A6A3C', '#8A9A7B'],
    ['Composite Decking', 'Deck Tiles'],
    'decking',
  ),
  brand(
    'Terra Batu Brickworks',
    'Wire-cut and tumbled face bricks fired in Perak.',
    ['#6E2233', '#B5573B', '#EDE3CF'],
    ['Brick & Stone', 'Terracotta Baguette'],
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
    'Basketweave and block parquet, finished by hand.',
    ['#6B4A2F', '#EDE3CF', '#B8803F'],
    ['Parquet', 'Interlocking Deck Tile'],
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
    'Brushed, bronzed and perforated metal for feature walls.',
    ['#1E1F21', '#8C6A43', '#C9AE73'],
    ['Metal Ceiling', 'Screens & Louvres', 'Cladding'],
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
    'Kayu Moden',
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
  'Linden',
  'Maple',
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

export const COLLECTIONS = [
  'Nordic',
  'Borneo',
  'Kinabalu',
  'Cameron',
  'Langkawi',
  'Tioman',
  'Heritage',
  'Urban',
  'Coastal',
  'Meridian',
  'Aurora',
  'Serene',
  'Atelier',
  'Loft',
  'Harbour',
  'Monsoon',
  'Rimba',
  'Sentosa',
  'Pavilion',
  'Ember',
  'Dune',
  'Kyoto',
  'Havana',
  'Verona',
  'Como',
  'Alpine',
  'Savanna',
  'Riviera',
  'Orchard',
  'Lumina',
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
