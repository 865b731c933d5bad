import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZPageSettingsSchema } from '@samplebank/contracts/content';
import { materialPicture } from '@samplebank/demo-data/material-pictures';
import { MATERIAL_KINDS, materialSvg } from '@samplebank/demo-data/textures';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import {
  cities,
  organizationAddresses,
  organizations,
  pageSettings,
  postcodes,
  sampleCategories,
  samples,
  settings,
  states,
  users,
} from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../platform/password.js';
import { LocalStorage } from '../../platform/storage.js';
import { demoPasswordsPath, loadDemoPasswords } from './demo-passwords.js';
import { seedDemo } from './seed.service.js';
import { DEMO_EMAILS, ensureAdmin, ensureDemoAccounts } from './seed-accounts.js';
import { seedCatalogue } from './seed-catalogue.js';
import { textureWriter } from './seed-images.js';
import { textureFiles } from './texture-files.js';

let handle: DatabaseHandle;
let root: string;
let storage: LocalStorage;

const skuNamePrice = (handle: DatabaseHandle) =>
  handle.db
    .select({ sku: samples.sku, name: samples.name, price: samples.price, stock: samples.stock })
    .from(samples)
    .orderBy(asc(samples.sku));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'samplebank-seed-'));
  storage = new LocalStorage(join(root, 'uploads'), 'test-secret-test-secret-test-secret');
  handle = await openDatabase({});
  // the pictures' variants are tested below on a few samples: making them for 640 takes minutes on a cold machine
  await seedDemo(handle.db, storage, undefined, { rasterImages: false });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await rm(root, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('loads 16 states, each with cities and postcodes, and Malaysia', async () => {
    const rows = await handle.db
      .select({
        name: states.name,
        cities: sql<number>`count(distinct ${cities.id})::int`,
        postcodes: sql<number>`count(${postcodes.code})::int`,
      })
      .from(states)
      .leftJoin(cities, eq(cities.stateId, states.id))
      .leftJoin(postcodes, eq(postcodes.cityId, cities.id))
      .groupBy(states.name);
    expect(rows).toHaveLength(16);
    expect(rows.map((row) => row.name)).toContain('W.P. Kuala Lumpur');
    for (const row of rows) {
      expect(row.cities).toBeGreaterThan(0);
      expect(row.postcodes).toBeGreaterThan(0);
    }
  });

  it('writes at least 600 samples with sane prices, stock, colours and specifications', async () => {
    const rows = await handle.db.select().from(samples);
    expect(rows.length).toBeGreaterThanOrEqual(600);
    expect(new Set(rows.map((row) => row.sku)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.price).toBeGreaterThanOrEqual(8);
      expect(row.price).toBeLessThanOrEqual(1000);
      expect(row.colorHex).toMatch(/^#[0-9A-F]{6}$/);
      expect(row.specifications.material).toBe(row.material);
      expect(Object.keys(row.specifications).length).toBeGreaterThanOrEqual(4);
      expect(Number(row.logistic.deliveryTime)).toBeGreaterThanOrEqual(3);
      expect(row.searchText).toContain(row.name.toLowerCase());
    }
    const soldOut = rows.filter((row) => row.stock === 0).length;
    const low = rows.filter((row) => row.stock >= 1 && row.stock <= 4).length;
    expect(soldOut).toBeGreaterThan(rows.length * 0.02);
    expect(soldOut).toBeLessThan(rows.length * 0.12);
    expect(low).toBeGreaterThan(rows.length * 0.04);
  });

  it('gives every sample 2-4 images whose files exist', async () => {
    const rows = await handle.db.select({ images: samples.images }).from(samples);
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(2);
      expect(row.images.length).toBeLessThanOrEqual(4);
      for (const image of row.images) expect(existsSync(join(root, 'uploads', image.key!))).toBe(true);
    }
  });

  it('writes 40+ brands over 18+ first letters, some starting with a digit, with stored logos', async () => {
    const brands = await handle.db.select().from(organizations).where(eq(organizations.type, 'BRAND'));
    expect(brands.length).toBeGreaterThanOrEqual(40);
    const letters = new Set(brands.map((brand) => brand.name[0]!.toUpperCase()));
    expect(letters.size).toBeGreaterThanOrEqual(18);
    expect(brands.filter((brand) => /^\d/.test(brand.name)).length).toBeGreaterThanOrEqual(3);
    for (const brand of brands) {
      expect(existsSync(join(root, 'uploads', brand.logo!.key))).toBe(true);
      expect(existsSync(join(root, 'uploads', brand.banner!.key))).toBe(true);
      expect(brand.logoUrl).toBe(storage.publicUrl(brand.logo!.key));
    }
  });

  it('builds the category tree under Architectural and Materials, at least 3 levels deep', async () => {
    const rows = await handle.db.select().from(sampleCategories);
    const roots = rows.filter((row) => row.parentId === null).map((row) => row.name);
    expect(roots.sort()).toEqual(['Architectural', 'Materials']);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const depth = (id: string | null): number => (id ? 1 + depth(byId.get(id)!.parentId) : 0);
    expect(Math.max(...rows.map((row) => depth(row.id)))).toBeGreaterThanOrEqual(3);
    const [orphans] = await handle.db.select({ n: count() }).from(samples).where(isNull(samples.categoryId));
    expect(orphans!.n).toBe(0);
  });

  it('writes valid home page settings and the platform settings', async () => {
    const [home] = await handle.db.select().from(pageSettings).where(eq(pageSettings.id, 'home'));
    const parsed = ZPageSettingsSchema.parse(home!.data);
    expect(parsed.hero.images).toHaveLength(7);
    expect(parsed.carousel.images).toHaveLength(5);
    expect(parsed.features.features).toHaveLength(3);
    expect(parsed.translations?.ms?.hero?.title).toBe('Setiap sampel bahan, dalam satu kotak');
    expect(parsed.translations?.ms?.testimonials?.items).toHaveLength(parsed.testimonials.items.length);
    const keys = (await handle.db.select().from(settings)).map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(['platformFee', 'deliverySettings', 'seed.demo']));
  });

  it('creates the demo accounts once with the passwords given, and a second run duplicates nothing', async () => {
    const before = await skuNamePrice(handle);
    const passwords = await loadDemoPasswords(root, DEMO_EMAILS);
    const accounts = await ensureDemoAccounts(handle.db, passwords, storage);
    expect(accounts.map((account) => account.email)).toEqual([
      'admin@samplebank.demo',
      'premium@samplebank.demo',
      'standard@samplebank.demo',
      'pending@samplebank.demo',
    ]);
    await seedDemo(handle.db, storage, undefined, { rasterImages: false });
    await ensureDemoAccounts(handle.db, passwords, storage);
    expect(await skuNamePrice(handle)).toHaveLength(before.length);
    const [userCount] = await handle.db.select({ n: count() }).from(users);
    expect(userCount!.n).toBe(4);
    const [addressCount] = await handle.db.select({ n: count() }).from(organizationAddresses);
    expect(addressCount!.n).toBe(4);
    for (const account of accounts) {
      expect(account.password).toBe(passwords[account.email]);
      const [user] = await handle.db.select().from(users).where(eq(users.email, account.email));
      expect(await verifyPassword(account.password, user!.passwordHash)).toBe(true);
      expect(user!.isEmailVerified).toBe(true);
    }
    const [pending] = await handle.db.select().from(users).where(eq(users.email, 'pending@samplebank.demo'));
    expect(pending).toMatchObject({ isApproved: false, reviewStatus: 'pending', isProfileComplete: true });
    expect(pending!.supportingDocuments.length).toBeGreaterThan(2);
  });

  it('generates the demo passwords once into DATA_DIR, private to its owner, and reads the same ones after', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'samplebank-demo-passwords-'));
    try {
      const first = await loadDemoPasswords(dataDir, DEMO_EMAILS);
      expect(Object.keys(first)).toEqual(DEMO_EMAILS);
      for (const password of Object.values(first))
        expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(new Set(Object.values(first)).size).toBe(4);
      expect(await loadDemoPasswords(dataDir, DEMO_EMAILS)).toEqual(first);
      expect(statSync(demoPasswordsPath(dataDir)).mode & 0o777).toBe(0o600);
      const other = await mkdtemp(join(tmpdir(), 'samplebank-demo-passwords-'));
      expect(await loadDemoPasswords(other, DEMO_EMAILS)).not.toEqual(first);
      await rm(other, { recursive: true, force: true });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('replaces a demo password published before they were generated, and ends its sessions', async () => {
    const [before] = await handle.db.select().from(users).where(eq(users.email, 'standard@samplebank.demo'));
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword('Demo-Standard-2026') })
      .where(eq(users.id, before!.id));
    const passwords = await loadDemoPasswords(root, DEMO_EMAILS);
    await ensureDemoAccounts(handle.db, passwords, storage);
    const [after] = await handle.db.select().from(users).where(eq(users.id, before!.id));
    expect(await verifyPassword('Demo-Standard-2026', after!.passwordHash)).toBe(false);
    expect(await verifyPassword(passwords['standard@samplebank.demo']!, after!.passwordHash)).toBe(true);
    expect(after!.tokenVersion).toBe(before!.tokenVersion + 1);
  });

  it('promotes an existing account to admin, matching the e-mail case-insensitively', async () => {
    const result = await ensureAdmin(handle.db, 'Standard@SampleBank.demo', 'Another-Pass-1');
    expect(result.created).toBe(false);
    const [user] = await handle.db.select().from(users).where(eq(users.email, 'standard@samplebank.demo'));
    expect(user).toMatchObject({ role: 'ADMIN', isApproved: true });
    expect(await verifyPassword('Another-Pass-1', user!.passwordHash)).toBe(true);
  });
});

describe('seedCatalogue', () => {
  it('writes the same catalogue into a fresh database', async () => {
    const other = await openDatabase({});
    try {
      await seedCatalogue(other.db, storage, { rasterImages: false });
      expect(await skuNamePrice(other)).toEqual(await skuNamePrice(handle));
    } finally {
      await other.close();
    }
  }, 120_000);
});

describe('seedCatalogue pictures', () => {
  const webpAt = (bytes: Buffer) =>
    bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';

  it('gives each sample a drawn picture and its close-up, each with AVIF and WebP variants up to 1280 px, a JPEG fallback and the original', async () => {
    const other = await openDatabase({});
    const cache = await mkdtemp(join(tmpdir(), 'samplebank-textures-'));
    try {
      await seedCatalogue(other.db, storage, { samples: 3, brands: 3, textureCache: cache });
      const rows = await other.db.select({ name: samples.name, images: samples.images }).from(samples);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.images.map((image) => image.alt)).toEqual([row.name, `${row.name}, close-up`]);
        expect(row.images[1]!.key).toBe(row.images[0]!.key!.replace(/\.jpg$/, '-close-up.jpg'));
      }
      for (const image of rows.flatMap((row) => row.images)) {
        expect(image.variants).toEqual({
          width: 1280,
          height: 1280,
          widths: [320, 480, 640, 1280],
          fallback: 'jpg',
          avif: true,
        });
        const stem = join(root, 'uploads', image.key!.replace(/\.jpg$/, ''));
        for (const width of [320, 480, 640, 1280]) {
          expect(webpAt(readFileSync(`${stem}.${width}w.webp`))).toBe(true);
          expect(readFileSync(`${stem}.${width}w.avif`).subarray(4, 12).toString('latin1')).toBe('ftypavif');
        }
        expect([...readFileSync(`${stem}.1280w.jpg`).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
        // the original: the main picture at 1,600 px, the close-up at the widest variant's width
        const original = await sharp(readFileSync(`${stem}.jpg`)).metadata();
        expect(original.width).toBe(image.key!.endsWith('-close-up.jpg') ? 1280 : 1600);
      }
    } finally {
      await other.close();
      await rm(cache, { recursive: true, force: true });
    }
  }, 240_000);

  it('writes the drawn pixels themselves, with the scale bar over them', async () => {
    const made = await textureFiles({ kind: 'tile', colorHex: '#3E6E8E', seed: 3, view: 'close-up' });
    const drawn = materialPicture('tile', '#3E6E8E', 3, 'close-up', 1280);
    const original = made.files.find((file) => file.suffix === '.jpg')!;
    const { data, info } = await sharp(original.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([1280, 1280, 3]);
    // far from the bar at the bottom left, the JPEG is the drawing, give or take its compression
    const length = 1280 * 400 * 3;
    let difference = 0;
    for (let i = 0; i < length; i++) difference += Math.abs(data[i]! - drawn.pixels[i]!);
    expect(difference / length).toBeLessThan(4);
  }, 60_000);

  it("copies a picture drawn before from the machine's cache, byte for byte, into another store", async () => {
    const cache = await mkdtemp(join(tmpdir(), 'samplebank-textures-'));
    const stores = [
      await mkdtemp(join(tmpdir(), 'samplebank-store-')),
      await mkdtemp(join(tmpdir(), 'samplebank-store-')),
    ];
    try {
      const recipe = { kind: 'terrazzo', colorHex: '#D9D4C7', seed: 7, view: 'close-up' } as const;
      const key = 'catalogue/samples/terrazzo-test.jpg';
      const made = [];
      for (const dir of stores)
        made.push(
          await textureWriter(new LocalStorage(dir, 'test-secret-test-secret-test-secret'), cache)(key, recipe),
        );
      expect(made[1]).toEqual(made[0]);
      const entries = readdirSync(cache, { recursive: true }).filter((name) => String(name).endsWith('manifest.json'));
      expect(entries).toHaveLength(1);
      for (const name of [
        'terrazzo-test.jpg',
        'terrazzo-test.320w.avif',
        'terrazzo-test.320w.webp',
        'terrazzo-test.1280w.jpg',
        'terrazzo-test.variants.json',
      ]) {
        const [first, second] = stores.map((dir) => readFileSync(join(dir, 'catalogue/samples', name)));
        expect(second!.equals(first!)).toBe(true);
      }
    } finally {
      for (const dir of [cache, ...stores]) await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('materialSvg', () => {
  it('draws every material as a deterministic, compact 800x800 SVG', () => {
    for (const kind of MATERIAL_KINDS) {
      const svg = materialSvg(kind, '#8A9A7B', 42);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 800 800"/);
      expect(svg.length).toBeLessThan(16_000);
      expect(materialSvg(kind, '#8A9A7B', 42)).toBe(svg);
    }
  });
});
