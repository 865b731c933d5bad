import type { TPageSettings } from '@samplebank/contracts/content';
import { pictureOfUrl } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';

type ImageLike = { url: string; picture?: unknown };
const isImage = (value: unknown): value is ImageLike =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string';

/** A copy of `value` with every image in it (an object with a `url`) changed by `change`. */
async function mapImages<T>(value: T, change: (image: ImageLike) => Promise<ImageLike> | ImageLike): Promise<T> {
  if (Array.isArray(value)) return (await Promise.all(value.map((item) => mapImages(item, change)))) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [key, await mapImages(item, change)]),
  );
  const copy = Object.fromEntries(entries);
  return (isImage(copy) ? await change(copy) : copy) as T;
}

/** The home page document as the shop shows it: each image with its picture when it is one of the catalogue's. */
export function withPictures(storage: Storage, document: TPageSettings): Promise<TPageSettings> {
  return mapImages(document, async (image) => ({ ...image, picture: await pictureOfUrl(storage, image.url) }));
}

/** The home page document as it is kept: pictures are the server's to say, never stored from what an admin sent. */
export function withoutPictures(document: TPageSettings): Promise<TPageSettings> {
  return mapImages(document, ({ picture: _picture, ...image }) => image);
}

/** The URLs of the images in the home page document, each once. */
export async function imageUrlsOf(document: TPageSettings): Promise<string[]> {
  const urls = new Set<string>();
  await mapImages(document, (image) => {
    urls.add(image.url);
    return image;
  });
  return [...urls];
}
