import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImageVariants, pageSettings, samples, settings } from '../../db/schema/index.js';
import { deriveImage, storeDerivedFiles, variantKey } from '../../platform/images.js';
import { createBrand, createSample, homePageSettings } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { upgradeOlderPictures } from './older-pictures.job.js';

let t: TestContext;
let brandId: string;
beforeAll(async () => {
  t = await createTestApp();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** A photo stored at `key` as an upload was before its variants were made: the original alone. */
async function storeOriginal(key: string, background = '#8a6d4b') {
  await t.storage.put(key, await photo(background), 'image/jpeg');
  return { key, url: t.storage.publicUrl(key) };
}

/** A photo stored with the variants of the first pipeline: WebP by width and the JPEG, no AVIF. */
async function storeWithWebpOnly(key: string) {
  const image = await storeOriginal(key, '#4b6d8a');
  const { variants, files } = await deriveImage(await photo('#4b6d8a'));
  const { avif: _avif, ...older } = variants;
  await storeDerivedFiles(t.storage, key, {
    variants: older,
    files: files.filter((file) => !file.suffix.endsWith('.avif')),
  });
  return { ...image, variants: older as ImageVariants };
}

const imagesOf = async (id: string) =>
  (await t.db.select({ images: samples.images }).from(samples).where(eq(samples.id, id)))[0]!.images;

/** Turns of the job until it says the walk is done (at most `limit`). */
async function walk(limit = 10) {
  const turns = [];
  for (let turn = 0; turn < limit; turn++) {
    const done = await upgradeOlderPictures(t.app.context);
    turns.push(done);
    if (done.done) break;
  }
  return turns;
}

describe('upgradeOlderPictures', () => {
  it('gives older images their current variants, a few samples a turn, and leaves the rest as they were', async () => {
    const bare = await storeOriginal('public/images/u1/bare.jpg');
    const older = await storeWithWebpOnly('public/images/u1/older.jpg');
    // 21 samples share one photo without variants: more than a turn upgrades (20), made once and read back after
    const shared = await storeOriginal('public/images/u1/shared.jpg', '#6b8a4b');
    const sharing = [];
    for (let index = 0; index < 21; index++) sharing.push(await createSample(t.db, brandId, { images: [shared] }));
    const first = await createSample(t.db, brandId, { images: [bare, older] });
    // an image whose file is gone, and bytes that are no picture: kept as they are, and walked past
    const missing = await createSample(t.db, brandId, {
      images: [{ key: 'public/images/u1/gone.jpg', url: '/x.jpg' }],
    });
    await t.storage.put('public/images/u1/broken.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'image/png');
    const broken = await createSample(t.db, brandId, {
      images: [{ key: 'public/images/u1/broken.png', url: t.storage.publicUrl('public/images/u1/broken.png') }],
    });
    // the home page's image, uploaded for it alone before pictures were made
    const hero = await storeOriginal('public/images/u1/hero.jpg', '#8a4b6d');
    const home = homePageSettings();
    await t.db
      .insert(pageSettings)
      .values({ id: 'home', data: { ...home, hero: { ...home.hero, images: [{ url: hero.url, column: 0 }] } } })
      .onConflictDoUpdate({
        target: pageSettings.id,
        set: { data: { ...home, hero: { ...home.hero, images: [{ url: hero.url, column: 0 }] } } },
      });
    const missingBefore = await imagesOf(missing.id);
    const brokenBefore = await imagesOf(broken.id);

    const turns = await walk();
    expect(turns.length).toBeGreaterThanOrEqual(2);
    expect(turns[0]).toEqual({ samplesUpgraded: 20, done: false });
    expect(turns.reduce((sum, turn) => sum + turn.samplesUpgraded, 0)).toBe(22);
    expect(turns.at(-1)?.done).toBe(true);

    const current = { width: 800, height: 600, widths: [320, 480, 640, 800], fallback: 'jpg', avif: true };
    expect((await imagesOf(first.id)).map((image) => image.variants)).toEqual([current, current]);
    for (const sample of sharing) expect((await imagesOf(sample.id))[0]?.variants).toEqual(current);
    for (const key of [bare.key, older.key, shared.key, hero.key]) {
      for (const format of ['avif', 'webp'] as const) {
        expect(await t.storage.get(variantKey(key, 480, format)), `${key} ${format}`).not.toBeNull();
      }
    }
    expect(await imagesOf(missing.id)).toEqual(missingBefore);
    expect(await imagesOf(broken.id)).toEqual(brokenBefore);

    // the public catalogue and the home page offer them at once
    const detail = (await t.app.inject({ method: 'GET', url: `/api/samples/${first.id}` })).json();
    expect(
      detail.images.map((image: { picture: { sources: { type: string }[] } }) => image.picture.sources[0]?.type),
    ).toEqual(['image/avif', 'image/avif']);
    const page = (await t.app.inject({ method: 'GET', url: '/api/page-settings' })).json();
    expect(page.hero.images[0].picture.sources[0].type).toBe('image/avif');

    // done: a later turn reads nothing and changes nothing
    const [progress] = await t.db.select().from(settings).where(eq(settings.key, 'pictures.upgrade'));
    expect(progress?.value).toMatchObject({ version: 2, done: true });
    expect(await upgradeOlderPictures(t.app.context)).toEqual({ samplesUpgraded: 0, done: true });
  });

  it('starts the walk over when the pipeline it was made for is older', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'pictures.upgrade', value: { version: 1, after: null, done: true } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { version: 1, after: null, done: true } } });
    const bare = await storeOriginal('public/images/u2/bare.jpg');
    const sample = await createSample(t.db, brandId, { images: [bare] });
    await walk();
    expect((await imagesOf(sample.id))[0]?.variants?.avif).toBe(true);
  });
});
