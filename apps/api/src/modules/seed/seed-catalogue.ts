import {
  ARCHITECTURAL_STYLES,
  type BrandSeed,
  brandSeeds,
  CATEGORY_TREE,
  type CategoryNode,
  COLLECTIONS,
  COLORS,
  type ColorLabel,
  type LeafSpec,
  PACKAGING,
  SAMPLE_SIZES,
  type SampleLine,
  SHIPS_FROM,
  USAGE_PLACES,
  type Usage,
} from '@samplebank/demo-data/catalogue-data';
import { RATING_PROFILES, ratingsOf, type SampleRatings } from '@samplebank/demo-data/catalogue-ratings';
import { CATEGORY_NAMES_MS } from '@samplebank/demo-data/category-names-ms';
import { brandBannerSvg, brandLogoSvg, materialSvg, mulberry32, type Rng } from '@samplebank/demo-data/textures';
import { colorPointOf, normalizedHex, oklabOf } from '@samplebank/domain/colour';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  type ImageVariants,
  organizations,
  type SampleImage,
  sampleCategories,
  sampleCertifications,
  samples,
} from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage.js';
import type { CatalogueOptions, CatalogueResult } from './seed.types.js';
import { textureWriter } from './seed-images.js';
import { CHUNK, chunks, DAY_MS, eachLimited, IMAGE_VARIANTS, slugify } from './seed-utils.js';
import type { TextureRecipe } from './texture-files.js';

type Leaf = { id: string; name: string; slug: string; code: string; spec: LeafSpec; path: string[] };

/** Writes the category tree level by level (re-using rows that exist by slug) and returns its leaves. */
async function writeCategories(db: Database): Promise<{ leaves: Leaf[]; count: number }> {
  type Pending = {
    node: CategoryNode;
    slug: string;
    parentSlug: string | null;
    position: number;
    code: string;
    path: string[];
  };
  let level: Pending[] = CATEGORY_TREE.map((node, position) => ({
    node,
    slug: slugify(node.name),
    parentSlug: null,
    position,
    code: node.code ?? 'GEN',
    path: [node.name],
  }));
  const ids = new Map<string, string>();
  const leaves: Leaf[] = [];
  let count = 0;
  while (level.length > 0) {
    await db
      .insert(sampleCategories)
      .values(
        level.map((item) => ({
          name: item.node.name,
          nameMs: CATEGORY_NAMES_MS[item.node.name] ?? null,
          slug: item.slug,
          parentId: item.parentSlug ? ids.get(item.parentSlug)! : null,
          position: item.position,
        })),
      )
      // a database seeded before the Malay names gets them, without overwriting a name staff have given since
      .onConflictDoUpdate({
        target: sampleCategories.slug,
        set: { nameMs: sql`coalesce(${sampleCategories.nameMs}, excluded.name_ms)` },
      });
    const rows = await db
      .select({ id: sampleCategories.id, slug: sampleCategories.slug })
      .from(sampleCategories)
      .where(
        inArray(
          sampleCategories.slug,
          level.map((item) => item.slug),
        ),
      );
    for (const row of rows) ids.set(row.slug, row.id);
    count += level.length;
    const next: Pending[] = [];
    for (const item of level) {
      if (item.node.leaf) {
        leaves.push({
          id: ids.get(item.slug)!,
          name: item.node.name,
          slug: item.slug,
          code: item.code,
          spec: item.node.leaf,
          path: item.path,
        });
      }
      (item.node.children ?? []).forEach((child, position) => {
        next.push({
          node: child,
          slug: `${item.slug}-${slugify(child.name)}`,
          parentSlug: item.slug,
          position,
          code: child.code ?? item.code,
          path: [...item.path, child.name],
        });
      });
    }
    level = next;
  }
  return { leaves, count };
}

type Brand = { id: string; name: string; leaves: Leaf[] };

function brandLeaves(seed: BrandSeed, leaves: Leaf[]): Leaf[] {
  const matching = leaves.filter((leaf) => leaf.path.some((name) => seed.focus.includes(name)));
  if (matching.length === 0) throw new Error(`brand ${seed.name} supplies no category: ${seed.focus.join(', ')}`);
  return matching;
}

/** Inserts the brand organizations that do not exist yet, with their logo and banner stored as SVG. */
async function writeBrands(db: Database, storage: Storage, count: number, leaves: Leaf[]): Promise<Brand[]> {
  const seeds = brandSeeds(count);
  const existing = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.type, 'BRAND'));
  const idsByName = new Map(existing.map((row) => [row.name, row.id]));
  const missing = seeds.filter((seed) => !idsByName.has(seed.name));
  await eachLimited(missing, 16, async (seed) => {
    const slug = slugify(seed.name);
    await storage.put(
      `catalogue/brands/${slug}-logo.svg`,
      Buffer.from(brandLogoSvg(seed.name, seed.palette)),
      'image/svg+xml',
    );
    await storage.put(
      `catalogue/brands/${slug}-banner.svg`,
      Buffer.from(brandBannerSvg(seed.name, seed.palette, seed.kind)),
      'image/svg+xml',
    );
  });
  const rows = missing.map((seed, index) => {
    const slug = slugify(seed.name);
    const logoKey = `catalogue/brands/${slug}-logo.svg`;
    const bannerKey = `catalogue/brands/${slug}-banner.svg`;
    return {
      name: seed.name,
      type: 'BRAND',
      description: seed.description,
      website: `https://${slug}.example.com`,
      orgEmail: `hello@${slug}.example.com`,
      contactNumber: `+60 3-${String(7000 + ((index * 37) % 2999)).padStart(4, '0')} ${String(1000 + ((index * 7919) % 8999))}`,
      // the 2019 form: year, entity type (01, a local company), six digits
      ssmNumber: `201901${String(100000 + index * 7).padStart(6, '0')}`,
      logo: { key: logoKey, originalFilename: `${slug}-logo.svg` },
      banner: { key: bannerKey, originalFilename: `${slug}-banner.svg` },
      logoUrl: storage.publicUrl(logoKey),
      bannerUrl: storage.publicUrl(bannerKey),
    };
  });
  for (const part of chunks(rows, 500)) {
    const inserted = await db
      .insert(organizations)
      .values(part)
      .returning({ id: organizations.id, name: organizations.name });
    for (const row of inserted) idsByName.set(row.name, row.id);
  }
  return seeds.map((seed) => ({ id: idsByName.get(seed.name)!, name: seed.name, leaves: brandLeaves(seed, leaves) }));
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/**
 * Specifications: `material`, 3-6 keys of the leaf's family (always the one its name says) and what the line fixes,
 * so a Carrara tile says Italy and a linen panel says linen.
 */
function specificationsOf(rng: Rng, spec: LeafSpec, line: SampleLine): Record<string, string> {
  const fixed = line.specs ?? {};
  const keys = Object.keys(spec.specs).filter((key) => !(key in fixed));
  const wanted = Math.min(keys.length, intBetween(rng, 3, 6));
  const chosen = new Set<string>();
  if (spec.namedSpec && keys.includes(spec.namedSpec)) chosen.add(spec.namedSpec);
  while (chosen.size < wanted) chosen.add(pick(rng, keys));
  const out: Record<string, string> = { material: line.material };
  for (const key of keys) if (chosen.has(key)) out[key] = pick(rng, spec.specs[key]!);
  return { ...out, ...fixed };
}

/** Where a sample is used: a leaf that lists Outdoor first is mostly outdoor; any other takes one of its usages. */
function usageOf(rng: Rng, spec: LeafSpec, line: SampleLine): Usage {
  const usages = line.usages ?? spec.usages;
  if (usages[0] === 'Outdoor' && rng() < 0.6) return 'Outdoor';
  return pick(rng, usages);
}

/** A name from its parts, each word once whatever its case: "Kyoto", "Oak", "SPC Click Plank". */
export function nameOf(parts: string[]): string {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of parts.join(' ').split(/\s+/)) {
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    words.push(word);
  }
  return words.join(' ');
}

// colour labels that name a material: said in a name they would make a granite read as terracotta
const COLOURS_NOT_NAMED = new Set<ColorLabel>(['Terracotta', 'Natural Oak', 'Teak', 'Walnut']);

/**
 * A name no sample has yet: [range] line [named spec] noun, else with the sample's colour before the line ("Charcoal
 * Wool Acoustic Wall Panel"), else with a range name too; after every range name, the line's name again.
 */
function distinctName(taken: Set<string>, parts: { range: string; color: ColorLabel; rest: string[] }): string {
  const plain = nameOf([parts.range, ...parts.rest]);
  const colourWords = parts.color.toLowerCase().split(' ');
  const sayable =
    !COLOURS_NOT_NAMED.has(parts.color) && !colourWords.some((word) => plain.toLowerCase().includes(word));
  const color = sayable ? parts.color : '';
  const candidates = [plain, nameOf([parts.range, color, ...parts.rest])];
  for (const range of COLLECTIONS) if (range !== parts.range) candidates.push(nameOf([range, color, ...parts.rest]));
  const name = candidates.find((candidate) => !taken.has(candidate)) ?? plain;
  taken.add(name);
  return name;
}

/** The text a search reads, with accented words also spelled without accents ("bouclé" is found as "boucle"). */
function searchTextOf(parts: string[]): string {
  const text = parts.join(' ').toLowerCase();
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '');
  return plain === text ? text : `${text} ${plain}`;
}

/** Stock like a real shelf: about 6% sold out, about 10% nearly (1-4), the rest 5-500 and mostly small. */
function stockOf(rng: Rng): number {
  const roll = rng();
  if (roll < 0.06) return 0;
  if (roll < 0.16) return intBetween(rng, 1, 4);
  return Math.min(500, 5 + Math.floor(rng() ** 2.2 * 496));
}

/** A price in the leaf's band with a shop-like ending (.00, .50, .90). */
function priceOf(rng: Rng, [min, max]: readonly [number, number]): number {
  const base = Math.floor(min + rng() ** 1.6 * (max - min));
  const cents = pick(rng, [0, 0.5, 0.9, 0]);
  return Math.min(1000, Math.max(8, base + cents));
}

const hashOf = (text: string) => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
};

type SampleRow = typeof samples.$inferInsert;

/**
 * The named colour in a shade of its own: a step of at most 0.02 in OKLab (about what an eye notices side by side),
 * so two "Beige" samples are not the same point and the closest colour comes first. The pictures stay drawn from the
 * named colour (their files are shared by every sample of a material and colour).
 */
function shadeOf(rng: Rng, hex: string): string {
  const lab = oklabOf(hex)!;
  const l = lab.l + (rng() - 0.5) * 0.03;
  const a = lab.a + (rng() - 0.5) * 0.02;
  const b = lab.b + (rng() - 0.5) * 0.02;
  return (normalizedHex(`oklab(${l} ${a} ${b})`) ?? hex).toUpperCase();
}

/** The specification columns of a sample (issue 17), its certificates apart. */
function ratingColumns({ certifications: _certifications, ...ratings }: SampleRatings) {
  return ratings satisfies Partial<SampleRow>;
}

/** Writes the demo catalogue: categories, brands with logos and banners, and `samples` samples with their images. */
export async function seedCatalogue(
  db: Database,
  storage: Storage,
  options: CatalogueOptions = {},
): Promise<CatalogueResult> {
  const total = options.samples ?? 640;
  const seed = options.seed ?? 20_240_601;
  const { leaves, count: categoryCount } = await writeCategories(db);
  const brands = await writeBrands(db, storage, options.brands ?? Math.max(48, Math.ceil(total / 300)), leaves);
  const rng = mulberry32(seed);
  // the specifications and the shades draw from streams of their own, so every earlier choice stays as it was
  const ratingRng = mulberry32(seed ^ 0x5bd1e995);
  const shadeRng = mulberry32(seed ^ 0x27d4eb2f);
  // the same day gives the same dates, so two runs on one day write the same rows
  const anchor = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  // what each texture written so far has for variants (none when the seed writes SVGs only)
  const written = new Map<string, ImageVariants | undefined>();
  const writeTexture = options.rasterImages === false ? undefined : textureWriter(storage, options.textureCache);
  let files = 0;
  const names = new Set<string>();

  // a material in one colour has two pictures: a swatch of it and a close-up four times nearer, shared by every
  // sample of that material and colour (drawing them is what a first start spends its time on)
  const imagesOf = (leaf: Leaf, color: ColorLabel, name: string, pending: Map<string, TextureRecipe>) =>
    (['main', 'close-up'] as const).map((view): SampleImage => {
      const stem = `catalogue/samples/${leaf.spec.kind}-${slugify(color)}${view === 'main' ? '' : '-close-up'}`;
      const key = `${stem}.${writeTexture ? 'jpg' : 'svg'}`;
      if (!written.has(key) && !pending.has(key)) {
        const recipe = { kind: leaf.spec.kind, colorHex: COLORS[color], seed: hashOf(stem) % 100_000, view };
        pending.set(key, recipe);
      }
      return { key, url: storage.publicUrl(key), alt: view === 'main' ? name : `${name}, close-up` };
    });

  for (let start = 0; start < total; start += CHUNK) {
    const pending = new Map<string, TextureRecipe>();
    const rows: SampleRow[] = [];
    const certificationsOfSku = new Map<string, SampleRatings['certifications']>();
    for (let index = start; index < Math.min(total, start + CHUNK); index++) {
      const brand = pick(rng, brands);
      const leaf = pick(rng, brand.leaves);
      const spec = leaf.spec;
      // one line of the leaf's table gives the sample its words, material, colours and fixed specifications
      const line = pick(rng, spec.lines);
      const color = pick(rng, line.colors);
      const noun = pick(rng, spec.nouns);
      const range = spec.ranged ? pick(rng, COLLECTIONS) : '';
      const specifications = specificationsOf(rng, spec, line);
      const named = spec.namedSpec ? (specifications[spec.namedSpec] ?? '') : '';
      const name = distinctName(names, { range, color, rest: [line.name, named, noun] });
      const usage = usageOf(rng, spec, line);
      const architectural = pick(rng, ARCHITECTURAL_STYLES);
      const size = pick(rng, SAMPLE_SIZES);
      // the two draws that once chose a sample's views, kept so that every later choice stays as it was
      rng();
      intBetween(rng, 2, IMAGE_VARIANTS);
      const images = imagesOf(leaf, color, name, pending);
      const profile = RATING_PROFILES[leaf.name];
      if (!profile) throw new Error(`no rating profile for the leaf ${leaf.name}`);
      const ratings = ratingsOf(ratingRng, {
        profile,
        brandName: brand.name,
        specifications,
        usage,
        today: anchor,
      });
      // the specifications table says the slip rating the filters read, never another
      if (specifications.slipResistance && ratings.slipRating) specifications.slipResistance = ratings.slipRating;
      const sku = `SB-${leaf.code}-${String(index + 1).padStart(5, '0')}`;
      if (ratings.certifications.length) certificationsOfSku.set(sku, ratings.certifications);
      const colorHex = shadeOf(shadeRng, COLORS[color]);
      rows.push({
        name,
        description: `${name} from ${brand.name}: ${line.look}. For ${spec.use} in ${USAGE_PLACES[usage]}.`,
        manufacturerId: brand.id,
        categoryId: leaf.id,
        price: priceOf(rng, spec.price),
        stock: stockOf(rng),
        sku,
        colorLabel: color,
        colorHex,
        colorLab: colorPointOf(colorHex),
        usage,
        architectural,
        material: line.material,
        logistic: {
          deliveryTime: intBetween(rng, 3, 14),
          weight: `${(0.2 + rng() * 1.8).toFixed(1)} kg`,
          dimensions: size,
          packaging: pick(rng, PACKAGING),
          shipsFrom: pick(rng, SHIPS_FROM),
        },
        specifications,
        images,
        searchText: searchTextOf([name, brand.name, line.material, color, leaf.name]),
        createdAt: new Date(anchor - Math.floor(rng() * 548 * DAY_MS)),
        ...ratingColumns(ratings),
      });
    }
    // drawing is CPU work, done by one worker thread a core (seed-images.ts): a few more in flight keep them all busy
    await eachLimited([...pending.entries()], writeTexture ? 4 : 16, async ([key, recipe]) => {
      if (writeTexture) written.set(key, await writeTexture(key, recipe));
      else {
        const svg = materialSvg(recipe.kind, recipe.colorHex, recipe.seed);
        await storage.put(key, Buffer.from(svg), 'image/svg+xml');
        written.set(key, undefined);
      }
      files++;
    });
    for (const row of rows) {
      row.images = row.images!.map((image) => {
        const variants = written.get(image.key!);
        return variants ? { ...image, variants } : image;
      });
    }
    const inserted = await db
      .insert(samples)
      .values(rows)
      .onConflictDoNothing({ target: samples.sku })
      .returning({ id: samples.id, sku: samples.sku });
    // a sample written by an earlier run keeps the certificates it was given then
    const certifications = inserted.flatMap((row) =>
      (certificationsOfSku.get(row.sku) ?? []).map((certification) => ({ ...certification, sampleId: row.id })),
    );
    for (const part of chunks(certifications, CHUNK))
      await db.insert(sampleCertifications).values(part).onConflictDoNothing();
  }
  return { categories: categoryCount, brands: brands.length, samples: total, files };
}
