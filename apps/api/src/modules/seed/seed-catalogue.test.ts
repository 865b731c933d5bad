import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_TREE, type CategoryNode, type LeafSpec } from '@samplebank/demo-data/catalogue-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { organizations, sampleCategories, samples } from '../../db/schema/index.js';
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
  catalogue = rows.map(({ sample, brand, category }) => ({
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
