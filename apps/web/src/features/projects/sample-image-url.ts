import type { TSampleSummary } from '@samplebank/contracts/catalogue';

/** The picture a sample's card shows: its main image, else its first. */
export const sampleImageUrl = (sample: Pick<TSampleSummary, 'mainImageUrl' | 'imageUrls'>): string | null =>
  sample.mainImageUrl ?? sample.imageUrls[0] ?? null;
