import sharp from 'sharp';
import type { ImageVariants, SampleImage } from '../db/schema/index.js';
import type { Storage } from './storage.js';

export type { ImageVariants };

// Every catalogue image is served as AVIF and WebP in a few widths with a JPEG (or, for an image with transparency, a
// PNG) fallback, made once when the image is written (a seed, an admin's save), never per request (ADR 0018).

/** The widths a picture is offered in, narrowest first; a narrower image is offered up to its own width. */
export const PICTURE_WIDTHS = [320, 480, 640, 1280] as const;

// an upload is at most 10 MB, but a small PNG can claim a huge canvas: past 50 megapixels it is not decoded
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Whether variants are the ones this pipeline makes today. AVIF came after the first WebP-only variants (ADR 0018):
 * an image with older ones has them made again when it is next saved, or by the job that upgrades older pictures.
 */
export const isCurrent = (variants: ImageVariants | undefined): variants is ImageVariants => variants?.avif === true;

/** One file of a derived image: the suffix its key takes after the original's stem, its type and bytes. */
export type DerivedFile = { suffix: string; contentType: string; body: Buffer };

const stemOf = (key: string) => key.replace(/\.[a-z0-9]+$/i, '');

/** The key of one variant: the original's key without its extension, then the width and the format. */
export function variantKey(key: string, width: number, format: 'avif' | 'webp' | 'jpg' | 'png'): string {
  return `${stemOf(key)}.${width}w.${format}`;
}

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

// AVIF at about half WebP's bytes for the same look on grainy materials (a carpet's 640 px: 147 KB -> 76 KB). Its
// encoder is slow at higher efforts (1.2 s for that carpet at effort 4, 0.14 s at 1) for a few percent less
const AVIF = { quality: 50, effort: 1 } as const;
const WEBP = { quality: 72, alphaQuality: 90 } as const;

/** Pixels without a file format around them (three or four bytes each, row by row), as a drawing program makes them. */
export type RawPixels = { width: number; height: number; channels: 3 | 4 };

/**
 * The variants of an image (JPEG, PNG, WebP or SVG bytes, or `raw` pixels): AVIF and WebP in each width up to the image's
 * own, and one fallback at the widest. The pixels are turned upright by their EXIF orientation and no metadata is kept
 * (a phone photo's location stays private). `rasterWidth` renders an SVG at that width; a raster is never enlarged.
 */
export async function deriveImage(
  source: Buffer,
  { rasterWidth, soften, raw }: { rasterWidth?: number; soften?: number; raw?: RawPixels } = {},
): Promise<{ variants: ImageVariants; files: DerivedFile[] }> {
  const metadata = await sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, raw }).metadata();
  const isVector = metadata.format === 'svg';
  const density = isVector && rasterWidth && metadata.width ? (72 * rasterWidth) / metadata.width : undefined;
  // decoded once, upright and at most as wide as the widest variant (a 12 MP photo is not held whole in memory),
  // into raw pixels every variant is cut from
  const decoded = sharp(source, {
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
    raw,
    ...(density ? { density } : {}),
  })
    .rotate()
    .resize({ width: PICTURE_WIDTHS.at(-1), withoutEnlargement: true });
  // `soften` (a blur's sigma) takes the pixel-sized grain off a drawn texture, which no codec compresses
  const { data, info } = await (soften ? decoded.blur(soften) : decoded).raw().toBuffer({ resolveWithObject: true });
  const hasAlpha = info.channels === 4 && (await sharp(data, { raw: info }).stats()).isOpaque === false;
  const fallback = hasAlpha ? 'png' : 'jpg';
  // the standard widths below the image's own, then its own (at most the widest standard one)
  const widest = Math.min(info.width, PICTURE_WIDTHS.at(-1)!);
  const widths = [...PICTURE_WIDTHS.filter((width) => width < widest), widest];
  const pixels = (width: number) => {
    const image = sharp(data, { raw: info });
    return width < info.width ? image.resize({ width }) : image;
  };
  const files = await Promise.all([
    ...widths.map(async (width) => ({
      suffix: `.${width}w.avif`,
      contentType: CONTENT_TYPES.avif,
      body: await pixels(width).avif(AVIF).toBuffer(),
    })),
    ...widths.map(async (width) => ({
      suffix: `.${width}w.webp`,
      contentType: CONTENT_TYPES.webp,
      body: await pixels(width).webp(WEBP).toBuffer(),
    })),
    (async () => ({
      suffix: `.${widest}w.${fallback}`,
      contentType: CONTENT_TYPES[fallback],
      body:
        fallback === 'png'
          ? await pixels(widest).png({ compressionLevel: 9, palette: false }).toBuffer()
          : await pixels(widest).flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
    }))(),
  ]);
  const height = Math.round((info.height * widest) / info.width);
  return { variants: { width: widest, height, widths, fallback, avif: true }, files };
}

// what an image's variants are, kept beside them, so a second sample that shows the same image reads it back
const manifestKey = (key: string) => `${stemOf(key)}.variants.json`;

/** Writes derived files beside the original's key (`{stem}.{width}w.{format}`), and what they are. */
export async function storeDerivedFiles(
  storage: Storage,
  key: string,
  { variants, files }: { variants: ImageVariants; files: DerivedFile[] },
): Promise<void> {
  const stem = stemOf(key);
  await Promise.all(files.map((file) => storage.put(`${stem}${file.suffix}`, file.body, file.contentType)));
  await storage.put(manifestKey(key), Buffer.from(JSON.stringify(variants)), 'application/json');
}

async function readAll(storage: Storage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The variants made of the image at `key` before, as their manifest says; undefined when none were made. */
async function readVariants(storage: Storage, key: string): Promise<ImageVariants | undefined> {
  const manifest = await readAll(storage, manifestKey(key));
  return manifest ? (JSON.parse(manifest.toString('utf8')) as ImageVariants) : undefined;
}

/**
 * The variants of the image stored at `key`: read back when they were made before by this pipeline, made and stored
 * beside it otherwise (older variants are made again); undefined when its bytes are missing or no image sharp can
 * read (it is then shown as it is, or with the older variants it had).
 */
export async function variantsOfStoredImage(storage: Storage, key: string): Promise<ImageVariants | undefined> {
  const made = await readVariants(storage, key);
  if (isCurrent(made)) return made;
  const source = await readAll(storage, key);
  if (!source) return made;
  let derived: Awaited<ReturnType<typeof deriveImage>>;
  try {
    derived = await deriveImage(source);
  } catch {
    return made;
  }
  await storeDerivedFiles(storage, key, derived);
  return derived.variants;
}

/**
 * The images with their picture variants: the sample's own for an image it kept, else read or made beside the
 * stored file (platform/images.ts). An image whose bytes are no picture is kept without.
 */
export async function withPictureVariants(
  storage: Storage,
  images: SampleImage[],
  current: SampleImage[] = [],
): Promise<SampleImage[]> {
  // the sample's own record, unless its variants are older than this pipeline's: those are made again
  const known = new Map(
    current.flatMap((image) => (image.key && isCurrent(image.variants) ? [[image.key, image.variants]] : [])),
  );
  const found = new Map<string, ImageVariants | undefined>();
  // one at a time: making variants takes every core
  for (const { key } of images) {
    if (key && !found.has(key)) found.set(key, known.get(key) ?? (await variantsOfStoredImage(storage, key)));
  }
  return images.map((image) => {
    const variants = image.key ? found.get(image.key) : undefined;
    return variants ? { ...image, variants } : image;
  });
}

/** A picture as the web shows it: modern sources by width, a fallback, and the size that keeps its box. */
export type Picture = {
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
};

/** The picture of a stored image with variants, its best format first; with none, the original alone. */
export function presentPicture(
  storage: Storage,
  image: { key?: string; url: string; variants?: ImageVariants },
): Picture | null {
  const { key, variants } = image;
  if (!key || !variants) return null;
  const srcSet = (format: 'avif' | 'webp') =>
    variants.widths.map((width) => `${storage.publicUrl(variantKey(key, width, format))} ${width}w`).join(', ');
  return {
    src: storage.publicUrl(variantKey(key, variants.width, variants.fallback)),
    width: variants.width,
    height: variants.height,
    sources: [
      // variants made before AVIF was added have WebP alone
      ...(variants.avif ? [{ type: 'image/avif', srcSet: srcSet('avif') }] : []),
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}

// what each public image's variants are, per store: a key's files never change once written (they are served as
// immutable), so a current answer found is kept (bounded, oldest first out); one not found, or older, is asked again,
// since a later save or the upgrade job may make them
const knownVariants = new WeakMap<Storage, Map<string, ImageVariants>>();
const KNOWN_VARIANTS_LIMIT = 2000;

/**
 * The picture of an image named by its URL (the home page's content keeps URLs): the variants made of it when the URL
 * is one of this store's public images and they were made; null otherwise (the URL is shown as it is).
 */
export async function pictureOfUrl(storage: Storage, url: string): Promise<Picture | null> {
  const key = storage.keyOfPublicUrl(url);
  if (!key) return null;
  const known = knownVariants.get(storage) ?? new Map<string, ImageVariants>();
  knownVariants.set(storage, known);
  let variants = known.get(key);
  if (!variants) {
    variants = await readVariants(storage, key);
    if (!variants) return null;
    if (isCurrent(variants)) {
      if (known.size >= KNOWN_VARIANTS_LIMIT) known.delete(known.keys().next().value!);
      known.set(key, variants);
    }
  }
  return presentPicture(storage, { key, url, variants });
}

/**
 * Makes the variants of the image at `url` when it is one of this store's public images and has none, or older ones
 * (an admin's home page image); says whether it has current ones now.
 */
export async function makeVariantsOfUrl(storage: Storage, url: string): Promise<boolean> {
  const key = storage.keyOfPublicUrl(url);
  return key ? isCurrent(await variantsOfStoredImage(storage, key)) : false;
}
