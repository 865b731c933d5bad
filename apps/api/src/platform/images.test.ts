import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveImage, presentPicture, variantKey, variantsOfStoredImage } from './images.js';
import { LocalStorage } from './storage.js';

let root: string;
let storage: LocalStorage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'samplebank-images-'));
  storage = new LocalStorage(root, 'test-secret-test-secret-test-secret');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const photo = (width: number, height: number, options: { alpha?: boolean } = {}) =>
  sharp({
    create: {
      width,
      height,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? { r: 40, g: 90, b: 60, alpha: 0.5 } : '#5a7d6c',
    },
  });

const formatOf = async (body: Buffer) => (await sharp(body).metadata()).format;

describe('deriveImage', () => {
  it('makes AVIF and WebP in each standard width below the photo’s and at its own, 1280 at most, and a JPEG at the widest', async () => {
    const { variants, files } = await deriveImage(await photo(2000, 1500).jpeg().toBuffer());
    expect(variants).toEqual({ width: 1280, height: 960, widths: [320, 480, 640, 1280], fallback: 'jpg', avif: true });
    expect(files.map((file) => file.suffix)).toEqual([
      '.320w.avif',
      '.480w.avif',
      '.640w.avif',
      '.1280w.avif',
      '.320w.webp',
      '.480w.webp',
      '.640w.webp',
      '.1280w.webp',
      '.1280w.jpg',
    ]);
    for (const file of files) {
      const metadata = await sharp(file.body).metadata();
      expect(metadata.width).toBe(Number(/\.(\d+)w\./.exec(file.suffix)![1]));
      expect(metadata.format).toBe({ 'image/avif': 'heif', 'image/webp': 'webp' }[file.contentType] ?? 'jpeg');
      if (file.contentType === 'image/avif') expect(metadata.compression).toBe('av1');
    }
  });

  it('never enlarges a small image: it is offered at its own width', async () => {
    const { variants, files } = await deriveImage(await photo(200, 100).png().toBuffer());
    expect(variants).toEqual({ width: 200, height: 100, widths: [200], fallback: 'jpg', avif: true });
    expect(files.map((file) => file.suffix)).toEqual(['.200w.avif', '.200w.webp', '.200w.jpg']);
  });

  it('keeps transparency: the fallback of an image with alpha is a PNG', async () => {
    const { variants, files } = await deriveImage(await photo(700, 700, { alpha: true }).png().toBuffer());
    expect(variants.fallback).toBe('png');
    const fallback = files.at(-1)!;
    expect(fallback.suffix).toBe('.700w.png');
    expect(await formatOf(fallback.body)).toBe('png');
    expect((await sharp(fallback.body).metadata()).hasAlpha).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // stored 800 wide and 400 high, shown turned a quarter (orientation 6), with a camera's EXIF block
    const source = await photo(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCo', Model: 'Camera 1' } } })
      .toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const { variants, files } = await deriveImage(source);
    expect(variants).toMatchObject({ width: 400, height: 800, widths: [320, 400] });
    for (const file of files) {
      const metadata = await sharp(file.body).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width!);
    }
  });

  it('renders an SVG at the width asked', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#c96"/></svg>',
    );
    const { variants } = await deriveImage(svg, { rasterWidth: 640 });
    expect(variants).toEqual({ width: 640, height: 640, widths: [320, 480, 640], fallback: 'jpg', avif: true });
  });

  it('refuses a picture that claims more than 50 megapixels, without decoding it', async () => {
    // 10,000 x 6,000 of one colour: a few kilobytes as PNG, 240 MB once decoded
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(deriveImage(bomb)).rejects.toThrow(/pixel limit/i);
  });

  it('refuses bytes that are no image', async () => {
    await expect(deriveImage(Buffer.from('%PDF-1.7 not a picture'))).rejects.toThrow();
  });
});

describe('variantsOfStoredImage', () => {
  it('stores the variants beside the image once, and reads them back the next time', async () => {
    const key = 'public/images/u1/plank.jpg';
    await storage.put(key, await photo(900, 600).jpeg().toBuffer(), 'image/jpeg');
    const first = await variantsOfStoredImage(storage, key);
    expect(first).toEqual({ width: 900, height: 600, widths: [320, 480, 640, 900], fallback: 'jpg', avif: true });
    for (const name of [
      'plank.320w.avif',
      'plank.320w.webp',
      'plank.900w.webp',
      'plank.900w.jpg',
      'plank.variants.json',
    ]) {
      expect(await storage.get(`public/images/u1/${name}`)).not.toBeNull();
    }
    // a later save of the same image reads what was made (the files are not made again)
    await storage.delete(variantKey(key, 320, 'webp'));
    expect(await variantsOfStoredImage(storage, key)).toEqual(first);
    expect(await storage.get(variantKey(key, 320, 'webp'))).toBeNull();
  });

  it('answers nothing for a missing key or bytes that are no image, and stores nothing for them', async () => {
    expect(await variantsOfStoredImage(storage, 'public/images/u1/missing.png')).toBeUndefined();
    await storage.put('public/images/u1/broken.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'image/png');
    expect(await variantsOfStoredImage(storage, 'public/images/u1/broken.png')).toBeUndefined();
    expect(await storage.get('public/images/u1/broken.variants.json')).toBeNull();
  });
});

describe('LocalStorage.keyOfPublicUrl', () => {
  it('reads the public key back from its URL, and no key from a private, unsafe or foreign one', () => {
    const url = storage.publicUrl('public/images/u1/oak-plank.jpg');
    expect(storage.keyOfPublicUrl(url)).toBe('public/images/u1/oak-plank.jpg');
    expect(storage.keyOfPublicUrl('/api/files/documents/u1/id.pdf')).toBeUndefined();
    expect(storage.keyOfPublicUrl('/api/files/catalogue/../documents/u1/id.pdf')).toBeUndefined();
    expect(storage.keyOfPublicUrl('/api/files/catalogue/%E0%A4%A.svg')).toBeUndefined();
    expect(storage.keyOfPublicUrl('https://cdn.example/catalogue/a.svg')).toBeUndefined();
  });
});

describe('presentPicture', () => {
  it('lists the AVIF widths, then the WebP ones, as srcsets and the fallback as src', () => {
    const picture = presentPicture(storage, {
      key: 'catalogue/samples/oak-1.svg',
      url: '/api/files/catalogue/samples/oak-1.svg',
      variants: { width: 640, height: 640, widths: [320, 640], fallback: 'jpg', avif: true },
    });
    expect(picture).toEqual({
      src: '/api/files/catalogue/samples/oak-1.640w.jpg',
      width: 640,
      height: 640,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/api/files/catalogue/samples/oak-1.320w.avif 320w, /api/files/catalogue/samples/oak-1.640w.avif 640w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/api/files/catalogue/samples/oak-1.320w.webp 320w, /api/files/catalogue/samples/oak-1.640w.webp 640w',
        },
      ],
    });
  });

  it('offers WebP alone for variants made before AVIF was', () => {
    const picture = presentPicture(storage, {
      key: 'catalogue/samples/oak-1.svg',
      url: '/api/files/catalogue/samples/oak-1.svg',
      variants: { width: 640, height: 640, widths: [320, 640], fallback: 'jpg' },
    });
    expect(picture?.sources.map((source) => source.type)).toEqual(['image/webp']);
  });

  it('is null for an image stored before variants were made', () => {
    expect(presentPicture(storage, { key: 'catalogue/samples/old.svg', url: '/old.svg' })).toBeNull();
  });
});
