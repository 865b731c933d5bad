import type { TPicture } from '@samplebank/contracts/catalogue';
import { createStoredList, isNamedSample } from '../stored-list';

/** How many samples the browser remembers having seen. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** A sample seen on its details page, with what its card needs. */
export type ViewedSample = { _id: string; name: string; imageUrl: string | null; picture: TPicture | null };

const isViewedSample = (value: unknown): value is ViewedSample => isNamedSample(value);

const list = createStoredList<ViewedSample>('recentlyViewedSamples', isViewedSample);

/** Remembers a sample as just seen: first in the list, once, the oldest beyond 12 forgotten. */
export function recordViewed(sample: ViewedSample): void {
  const rest = list.read().filter((item) => item._id !== sample._id);
  const item = { _id: sample._id, name: sample.name, imageUrl: sample.imageUrl, picture: sample.picture ?? null };
  list.write([item, ...rest].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** Forgets every sample seen. */
export function clearViewed(): void {
  list.write([]);
}

/** The samples seen, newest first; empty on the server. */
export const useViewedSamples = list.useItems;
