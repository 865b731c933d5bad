import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BS476_CLASSES,
  CERTIFICATION_SCHEMES,
  EUROCLASS_PATTERN,
  SLIP_RATINGS,
  VOC_LEVELS,
} from '@samplebank/contracts/material-specs';
import { ZOrganizationRequestSchema } from '@samplebank/contracts/organizations';
import { CATEGORY_TREE, type CategoryNode, COLORS, type LeafSpec } from '@samplebank/demo-data/catalogue-data';
import { RATING_PROFILES } from '@samplebank/demo-data/catalogue-ratings';
import { colorDistance } from '@samplebank/domain/colour';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { organizations, sampleCategories, sampleCertifications, samples } from '../../db/schema/index.js';
import { LocalStorage } from '../../platform/storage.js';
import { seedCatalogue } from './seed-catalogue.js';

type Seeded = {
  name: string;
  brand: string;
  category: string;
  path: string[];
  leaf: LeafSpec;
  color: string;
  material: string;
  usage: string;
  specifications: Record<string, string | number>;
  description: string;
  sample: typeof samples.$inferSelect;
  certifications: (typeof sampleCertifications.$inferSelect)[];
};

let handle: DatabaseHandle;
let root: string;
let catalogue: Seeded[];

const leaves = new Map<string, { spec: LeafSpec; path: string[] }>();
const walk = (node: CategoryNode, path: string[]) => {
  if (node.leaf) leaves.set(node.name, { spec: node.leaf, path: [...path, node.name] });
  for (const child of node.children ?? []) walk(child, [...path, node.name]);
};
for (const node of CATEGORY_TREE) walk(node, []);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** What a sample says it is made of: its material and every specification. */
const madeOf = (sample: Seeded) => wordsOf([sample.material, ...Object.values(sample.specifications)].join(' '));
/** The samples a search finds: every word of it begins a word of the name, material, colour or category. */
const search = (text: string) =>
  catalogue.filter((sample) => {
    const words = wordsOf([sample.name, sample.material, sample.color, sample.category].join(' '));
    return wordsOf(text).every((typed) => words.some((word) => word.startsWith(typed)));
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'samplebank-catalogue-'));
  handle = await openDatabase({});
  await seedCatalogue(handle.db, new LocalStorage(root, 'test-secret-test-secret-test-secret'), {
    rasterImages: false,
  });
  const rows = await handle.db
    .select({ sample: samples, brand: organizations.name, category: sampleCategories.name })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .innerJoin(sampleCategories, eq(sampleCategories.id, samples.categoryId));
  const certificates = await handle.db.select().from(sampleCertifications);
  catalogue = rows.map(({ sample, brand, category }) => ({
    sample,
    certifications: certificates.filter((certificate) => certificate.sampleId === sample.id),
    name: sample.name,
    brand,
    category,
    path: leaves.get(category)!.path,
    leaf: leaves.get(category)!.spec,
    color: sample.colorLabel ?? '',
    material: sample.material ?? '',
    usage: sample.usage ?? '',
    specifications: sample.specifications,
    description: sample.description ?? '',
  }));
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await rm(root, { recursive: true, force: true });
});

// words that name what a thing is made of: said in a name, the material or a specification must say them too
const MATERIAL_WORDS = [
  'linen',
  'wool',
  'boucle',
  'nylon',
  'polypropylene',
  'polyester',
  'cotton',
  'oak',
  'walnut',
  'teak',
  'ash',
  'hickory',
  'merbau',
  'chengal',
  'balau',
  'kempas',
  'acacia',
  'bamboo',
  'marble',
  'granite',
  'travertine',
  'slate',
  'sandstone',
  'quartzite',
  'terrazzo',
  'porcelain',
  'vinyl',
  'leather',
  'nubuck',
  'aluminium',
  'brass',
  'stainless',
  'glass',
  'gypsum',
  'mdf',
  'terracotta',
  'microcement',
  'sisal',
  'jute',
  'seagrass',
];

describe('the demo brands', () => {
  it('carry contacts the organization form accepts, so staff can save a seeded brand as it is', async () => {
    const brands = await handle.db.select().from(organizations).where(eq(organizations.type, 'BRAND'));
    expect(brands.length).toBeGreaterThan(10);
    for (const brand of brands) {
      const { name, type, ssmNumber, contactNumber, orgEmail, personInCharge, description, website } = brand;
      const parsed = ZOrganizationRequestSchema.safeParse({
        ...{ name, type, ssmNumber, contactNumber, orgEmail, personInCharge, description, website },
      });
      expect({ brand: name, issues: parsed.error?.issues ?? [] }).toEqual({ brand: name, issues: [] });
      expect(ssmNumber).toBeTruthy();
    }
  });
});

describe('the demo catalogue reads true', () => {
  it('never repeats a word in a sample name, and gives every sample a name of its own', () => {
    for (const { name } of catalogue) {
      const words = wordsOf(name);
      expect(new Set(words).size, name).toBe(words.length);
    }
    expect(new Set(catalogue.map((sample) => sample.name)).size).toBe(catalogue.length);
  });

  it('makes every sample of what its name says, and never clear and tinted at once', () => {
    for (const sample of catalogue) {
      const made = madeOf(sample);
      for (const word of wordsOf(sample.name).filter((word) => MATERIAL_WORDS.includes(word)))
        expect(made, `${sample.name} says ${word}`).toContain(word);
      const said = wordsOf([sample.name, sample.material, sample.description].join(' '));
      expect(said.includes('clear') && said.includes('tinted'), sample.name).toBe(false);
    }
  });

  it('gives each sample a colour, usage and specifications its family has', () => {
    for (const sample of catalogue) {
      const lines = sample.leaf.lines;
      expect(
        lines.some((line) => line.colors.includes(sample.color as never)),
        sample.name,
      ).toBe(true);
      const usages = new Set([...sample.leaf.usages, ...lines.flatMap((line) => line.usages ?? [])]);
      expect([...usages], sample.name).toContain(sample.usage);
      const keys = new Set([
        'material',
        ...Object.keys(sample.leaf.specs),
        ...lines.flatMap((line) => Object.keys(line.specs ?? {})),
      ]);
      for (const key of Object.keys(sample.specifications)) expect([...keys], `${sample.name}: ${key}`).toContain(key);
      // a colour named after a wood is only worn by that wood (or its print)
      for (const species of ['oak', 'teak', 'walnut'])
        if (wordsOf(sample.color).includes(species)) expect(wordsOf(sample.name), sample.name).toContain(species);
    }
  });

  it('keeps genuine leather indoors and sells it for upholstery and walls only', () => {
    const genuine = catalogue.filter((sample) => ['Upholstery Leather', 'Wall Leather'].includes(sample.path[2]!));
    expect(genuine.length).toBeGreaterThan(10);
    for (const sample of genuine) {
      expect(sample.usage, sample.name).not.toBe('Outdoor');
      expect(wordsOf(sample.description), sample.name).not.toContain('outdoor');
    }
  });

  it('names no brand after a material family unless that family is all it sells', () => {
    const families = [
      'marble',
      'granite',
      'terrazzo',
      'glass',
      'leather',
      'vinyl',
      'carpet',
      'timber',
      'stone',
      'film',
    ];
    const brands = new Map<string, Seeded[]>();
    for (const sample of catalogue) brands.set(sample.brand, [...(brands.get(sample.brand) ?? []), sample]);
    for (const [brand, sold] of brands) {
      const words = wordsOf(brand).map((word) => word.replace(/s$/, ''));
      for (const family of families.filter((family) => words.includes(family)))
        for (const sample of sold)
          expect(wordsOf([...sample.path, sample.material].join(' ')), `${brand} sells ${sample.name}`).toContain(
            family,
          );
      // nor with a colour or wood at the start of a word, which a search by prefix would find ("Greyline")
      for (const word of wordsOf(brand))
        for (const start of ['grey', 'black', 'white', 'oak', 'teak', 'walnut', 'linen', 'wool', 'brass', 'carrara'])
          expect(word.startsWith(start), brand).toBe(false);
    }
  });

  it.each([
    ['carrara', (sample: Seeded) => sample.category === 'Marble' && ['White', 'Light Grey'].includes(sample.color)],
    ['calacatta', (sample: Seeded) => sample.category === 'Marble'],
    ['grey marble', (sample: Seeded) => sample.category === 'Marble'],
    ['charcoal leather', (sample: Seeded) => sample.path[1] === 'Leather' && sample.color === 'Charcoal'],
    ['linen', (sample: Seeded) => madeOf(sample).includes('linen')],
    ['terrazzo', (sample: Seeded) => sample.category === 'Terrazzo'],
    ['oak', (sample: Seeded) => madeOf(sample).includes('oak')],
    ['walnut', (sample: Seeded) => madeOf(sample).includes('walnut')],
    ['teak', (sample: Seeded) => madeOf(sample).includes('teak')],
    ['bouclé', (sample: Seeded) => madeOf(sample).includes('boucle')],
    ['boucle', (sample: Seeded) => madeOf(sample).includes('boucle')],
    ['wool carpet', (sample: Seeded) => sample.path[2] === 'Carpet' && madeOf(sample).includes('wool')],
    ['frosted glass', (sample: Seeded) => sample.category === 'Frosted Glass'],
    ['brushed brass', (sample: Seeded) => madeOf(sample).includes('brass')],
    ['perforated', (sample: Seeded) => wordsOf(sample.name + sample.category).some((w) => w.includes('perforated'))],
    ['acoustic', (sample: Seeded) => wordsOf(`${sample.name} ${sample.description}`).includes('acoustic')],
    ['fluted glass', (sample: Seeded) => sample.category === 'Fluted Glass'],
    ['travertine', (sample: Seeded) => sample.material === 'Travertine'],
    ['porcelain tile', (sample: Seeded) => madeOf(sample).includes('porcelain')],
    ['vinyl', (sample: Seeded) => madeOf(sample).includes('vinyl')],
    ['bamboo', (sample: Seeded) => madeOf(sample).includes('bamboo')],
  ])('finds only fitting samples for "%s"', (text, fits) => {
    const found = search(text);
    expect(found.length).toBeGreaterThan(0);
    for (const sample of found) expect(fits(sample), `${text}: ${sample.name} (${sample.category})`).toBe(true);
  });
});

// what a certificate, a rating or a price says must fit what the sample is (issue 17)
const TIMBER_WORDS =
  /timber|wood|oak|walnut|teak|ash|hickory|hardwood|parquet|deck|mdf|hdf|veneer|acacia|bamboo|chengal|balau|merbau|kempas|laminate/;
const WALKED_ON = ['Flooring', 'Decking', 'Deck Tiles', 'Pool Mosaic', 'Stair Nosing'];
const share = (part: Seeded[], all: Seeded[]) => part.length / all.length;

describe('the demo catalogue states the specifications Malaysian specifiers look for', () => {
  it('writes only values the contracts know', () => {
    for (const { sample, name } of catalogue) {
      if (sample.fireBs476) expect(BS476_CLASSES, name).toContain(sample.fireBs476);
      if (sample.fireEuroclass) expect(sample.fireEuroclass, name).toMatch(EUROCLASS_PATTERN);
      if (sample.slipRating) expect(SLIP_RATINGS, name).toContain(sample.slipRating);
      if (sample.vocLevel) expect(VOC_LEVELS, name).toContain(sample.vocLevel);
    }
    const schemes = new Set(catalogue.flatMap((sample) => sample.certifications.map((c) => c.scheme)));
    for (const scheme of schemes) expect(CERTIFICATION_SCHEMES).toContain(scheme);
    // every leaf of the tree has its profile
    for (const leaf of leaves.keys()) expect(RATING_PROFILES[leaf], leaf).toBeDefined();
  });

  it('certifies some samples and not all: FSC on timber only, local schemes on local products only', () => {
    const certified = catalogue.filter((sample) => sample.certifications.length > 0);
    expect(share(certified, catalogue)).toBeGreaterThan(0.15);
    expect(share(certified, catalogue)).toBeLessThan(0.7);
    const fsc = catalogue.filter((sample) => sample.certifications.some((c) => c.scheme === 'fsc'));
    expect(fsc.length).toBeGreaterThan(5);
    for (const sample of fsc)
      expect(wordsOf([...sample.path, sample.material].join(' ')).join(' '), sample.name).toMatch(TIMBER_WORDS);
    const local = catalogue.filter((sample) =>
      sample.certifications.some((c) => ['gbi', 'myhijau', 'sirim-qas'].includes(c.scheme)),
    );
    expect(local.length).toBeGreaterThan(5);
    for (const sample of local) expect(sample.sample.madeInMalaysia, sample.name).toBe(true);
    const madeHere = catalogue.filter((sample) => sample.sample.madeInMalaysia);
    expect(share(madeHere, catalogue)).toBeGreaterThan(0.1);
    expect(share(madeHere, catalogue)).toBeLessThan(0.6);
    // a line quarried abroad is never made in Malaysia; Malaysian chengal always is
    for (const sample of catalogue) {
      const origin = sample.specifications.origin;
      if (origin) expect(sample.sample.madeInMalaysia, sample.name).toBe(origin === 'Malaysia');
    }
  });

  it('gives certificates numbers in their schemes forms, a few expired and most valid for years', () => {
    const certificates = catalogue.flatMap((sample) => sample.certifications);
    const forms: Record<string, RegExp> = {
      gbi: /^GBI-PC-\d{2}-\d{4}$/,
      myhijau: /^MyHIJAU-P-\d{2}-\d{2}-\d{4}$/,
      'sirim-qas': /^PC\d{6}$/,
      'sg-green-label': /^SGL-\d{2}-\d{4}$/,
      fsc: /^FSC-C\d{6}$/,
      greenguard: /^GG-\d{5}-\d{3}$/,
      'cradle-to-cradle': /^C2C-\d{4}$/,
      declare: /^[A-Z]{3}-\d{4}$/,
      epd: /^S-P-\d{5}$/,
    };
    for (const certificate of certificates) expect(certificate.certificateNumber).toMatch(forms[certificate.scheme]!);
    const today = new Date().toISOString().slice(0, 10);
    const expired = certificates.filter((certificate) => certificate.expiresOn! < today);
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.length / certificates.length).toBeLessThan(0.25);
  });

  it('rates slip only what is walked on, by where it is laid, with a pendulum value to match', () => {
    const rated = catalogue.filter((sample) => sample.sample.slipRating);
    expect(rated.length).toBeGreaterThan(20);
    const ptvRange: Record<string, [number, number]> = {
      R9: [25, 35],
      R10: [36, 44],
      R11: [45, 54],
      R12: [55, 64],
      R13: [65, 75],
    };
    for (const sample of rated) {
      expect(
        sample.path.some((name) => WALKED_ON.includes(name)) ||
          ['Porcelain Tile', 'Marble', 'Granite', 'Terrazzo', 'Porcelain Paver'].includes(sample.category),
        `${sample.name} (${sample.category})`,
      ).toBe(true);
      const rating = sample.sample.slipRating!;
      if (sample.usage === 'Outdoor') expect(['R12', 'R13'], sample.name).toContain(rating);
      else expect(['R9', 'R10', 'R11'], sample.name).toContain(rating);
      const ptv = sample.sample.slipPtv;
      if (ptv !== null) expect(ptv).toBeGreaterThanOrEqual(ptvRange[rating]![0]);
      if (ptv !== null) expect(ptv).toBeLessThanOrEqual(ptvRange[rating]![1]);
      // the specifications table says the same
      if (sample.specifications.slipResistance) expect(sample.specifications.slipResistance).toBe(rating);
    }
    const neverWalkedOn = catalogue.filter(
      (sample) => ['Wallcovering', 'Ceiling', 'Glass'].includes(sample.path[1]!) && sample.category !== 'Pool Mosaic',
    );
    for (const sample of neverWalkedOn) expect(sample.sample.slipRating, sample.name).toBeNull();
  });

  it('gives fire classes to boards and wall finishes, VOC classes to what emits, recycled content to what holds it', () => {
    const bs476 = catalogue.filter((sample) => sample.sample.fireBs476);
    expect(bs476.length).toBeGreaterThan(10);
    for (const sample of bs476) expect(['Architectural', 'Materials'], sample.name).toContain(sample.path[0]);
    for (const sample of catalogue.filter((sample) => ['Stone & Tile', 'Glass', 'Leather'].includes(sample.path[1]!)))
      if (sample.category !== 'Leather Wall Tile') expect(sample.sample.fireBs476, sample.name).toBeNull();
    for (const sample of catalogue.filter((sample) => ['Marble', 'Granite'].includes(sample.category)))
      expect(sample.sample.vocLevel, sample.name).toBeNull();
    expect(catalogue.filter((sample) => sample.path[2] === 'Carpet' && sample.sample.vocLevel).length).toBeGreaterThan(
      0,
    );
    const recycled = catalogue.filter((sample) => sample.sample.recycledPercent !== null);
    expect(recycled.length).toBeGreaterThan(10);
    for (const sample of recycled)
      expect(wordsOf([...sample.path, sample.material].join(' ')).join(' '), sample.name).toMatch(
        /metal|aluminium|glass|carpet|broadloom|terrazzo|felt|pet|wpc|composite|mineral|gypsum|vinyl|porcelain|mosaic|trim|nosing|skirting|louvre|screen|ceiling|leatherette/,
      );
    // a fabric sold as fire-retardant says its class
    for (const sample of catalogue.filter((sample) => /\bFR\b/.test(String(sample.specifications.composition ?? ''))))
      expect(sample.sample.fireBs476 ?? sample.specifications.fireRating, sample.name).toBeTruthy();
  });

  it('publishes a lead time for every sample and a unit price for about 70%, per m² or per unit', () => {
    for (const { sample, name } of catalogue) {
      expect(sample.leadTimeDays, name).toBeGreaterThanOrEqual(7);
      expect(sample.leadTimeDays, name).toBeLessThanOrEqual(84);
      expect(sample.unitPrice === null, name).toBe(sample.priceUnit === null);
    }
    const priced = catalogue.filter((sample) => sample.sample.unitPrice !== null);
    expect(share(priced, catalogue)).toBeGreaterThan(0.6);
    expect(share(priced, catalogue)).toBeLessThan(0.8);
    for (const sample of priced.filter((sample) => sample.path[0] === 'Flooring' || sample.path[1] === 'Flooring'))
      if (sample.category !== 'Interlocking Deck Tile') expect(sample.sample.priceUnit, sample.name).toBe('m2');
    for (const sample of priced.filter((sample) => ['Clay Face Brick', 'Fibre Cement Board'].includes(sample.category)))
      expect(sample.sample.priceUnit, sample.name).toBe('unit');
  });

  it('gives samples of one named colour shades of it, within 0.03 of it in OKLab', () => {
    for (const { sample, name } of catalogue) {
      const named = COLORS[sample.colorLabel as keyof typeof COLORS];
      expect(colorDistance(sample.colorHex!, named), name).toBeLessThanOrEqual(0.03);
      expect(sample.colorLab, name).toBeTruthy();
    }
    const beiges = new Set(
      catalogue.filter((sample) => sample.color === 'Beige').map((sample) => sample.sample.colorHex),
    );
    expect(beiges.size).toBeGreaterThan(1);
  });
});
