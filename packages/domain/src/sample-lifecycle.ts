// A sample's place in the catalogue (issue 18), the same rules for staff and brands: a draft is seen only by its
// brand and staff; a published sample is listed and sold; a discontinued one is no longer listed or sold, but stays on
// the boards, wishlists and orders that hold it, marked "no longer available". Nothing is deleted silently.

export const SAMPLE_STATUSES = ['draft', 'published', 'discontinued'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];

/** What a sample lacks before it may be published, each a field a person can fix. */
export const PUBLISH_REQUIREMENTS = ['image', 'category', 'description', 'colour'] as const;
export type PublishRequirement = (typeof PUBLISH_REQUIREMENTS)[number];

type Publishable = {
  images: readonly unknown[];
  categoryId?: string | null;
  description?: string | null;
  colorHex?: string | null;
};

/** What keeps a sample from being published: an image, a category, a description and a colour; none when ready. */
export function publishProblems(sample: Publishable): PublishRequirement[] {
  const problems: PublishRequirement[] = [];
  if (sample.images.length === 0) problems.push('image');
  if (!sample.categoryId) problems.push('category');
  if (!sample.description?.trim()) problems.push('description');
  if (!sample.colorHex) problems.push('colour');
  return problems;
}

/** The moves between statuses: a draft is published (or deleted, never discontinued); anything else goes anywhere. */
export function canMoveSample(from: SampleStatus, to: SampleStatus): boolean {
  if (from === to) return false;
  return !(from === 'draft' && to === 'discontinued');
}

/** Whether designers may add the sample to a cart, wishlist or board now. */
export const isOnSale = (status: SampleStatus) => status === 'published';
