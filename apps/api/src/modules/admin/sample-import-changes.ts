import type { TSampleImportChange } from '@samplebank/contracts/admin-catalogue';
import type { CertificationValues, NewSample, SampleRow } from './admin-samples.repository.js';

// What a re-imported row changes of the brand's sample of its SKU (issue 18: the import upserts by SKU), each field
// named by its column in the file and written as the file writes it, so the preview says "price 12.50 -> 14.00".

type Readable = Pick<SampleRow, keyof NewSample & keyof SampleRow>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const money = (value: unknown) => (value === null || value === undefined ? '' : Number(value).toFixed(2));

/** Each column, and how a sample's value of it reads. */
const FIELDS: [string, (sample: Readable, categoryName: (id: string | null) => string) => string][] = [
  ['name', (sample) => sample.name],
  ['description', (sample) => text(sample.description)],
  ['category', (sample, categoryName) => categoryName(sample.categoryId)],
  ['price', (sample) => money(sample.price)],
  ['stock', (sample) => text(sample.stock)],
  ['colorLabel', (sample) => text(sample.colorLabel)],
  ['colorHex', (sample) => text(sample.colorHex)],
  ['usage', (sample) => text(sample.usage)],
  ['architectural', (sample) => text(sample.architectural)],
  ['material', (sample) => text(sample.material)],
  ['deliveryTime', (sample) => text((sample.logistic as { deliveryTime?: unknown } | null)?.deliveryTime)],
  ['fire_bs476', (sample) => text(sample.fireBs476)],
  ['fire_euroclass', (sample) => text(sample.fireEuroclass)],
  ['slip_rating', (sample) => text(sample.slipRating)],
  ['slip_ptv', (sample) => text(sample.slipPtv)],
  ['voc_level', (sample) => text(sample.vocLevel)],
  ['recycled_percent', (sample) => text(sample.recycledPercent)],
  ['made_in_malaysia', (sample) => (sample.madeInMalaysia ? 'yes' : 'no')],
  ['lead_time_days', (sample) => text(sample.leadTimeDays)],
  ['unit_price', (sample) => money(sample.unitPrice)],
  ['price_unit', (sample) => text(sample.priceUnit)],
  ['spec_*', (sample) => specificationsText(sample.specifications)],
];

/** The specifications besides the material (a column of its own), as `key: value` in the keys' order. */
function specificationsText(specifications: unknown): string {
  const entries = Object.entries((specifications ?? {}) as Record<string, unknown>).filter(
    ([key]) => key !== 'material',
  );
  return entries
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}: ${text(value)}`)
    .join('; ');
}

/** Certificates as the file's cell writes them, in the schemes' order. */
function certificatesText(certifications: CertificationValues[]): string {
  return certifications
    .map((row) => `${row.scheme}:${row.certificateNumber}:${row.expiresOn ?? ''}`)
    .sort()
    .join(';');
}

/**
 * The fields the row changes. A row without an `image_url` keeps the sample's pictures (it has nothing to say of
 * them), so they are compared only when it gives one.
 */
export function importChanges(
  before: { sample: SampleRow; certifications: CertificationValues[] },
  after: { columns: NewSample; certifications: CertificationValues[]; imageKey: string | undefined },
  categoryName: (id: string | null) => string,
): TSampleImportChange[] {
  const changes: TSampleImportChange[] = [];
  const next = after.columns as Readable;
  for (const [field, read] of FIELDS) {
    const from = read(before.sample, categoryName);
    const to = read(next, categoryName);
    if (from !== to) changes.push({ field, from, to });
  }
  const certificatesBefore = certificatesText(before.certifications);
  const certificatesAfter = certificatesText(after.certifications);
  if (certificatesBefore !== certificatesAfter)
    changes.push({ field: 'certifications', from: certificatesBefore, to: certificatesAfter });
  const pictureBefore = before.sample.images[0]?.key ?? '';
  if (after.imageKey && after.imageKey !== pictureBefore)
    changes.push({ field: 'image_url', from: pictureBefore, to: after.imageKey });
  return changes;
}
