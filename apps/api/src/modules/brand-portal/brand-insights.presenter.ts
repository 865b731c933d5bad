import type { TInsightsSample } from '@samplebank/contracts/brand-insights';
import { spreadsheetCell } from '@samplebank/contracts/csv';
import type { EventCounts } from '@samplebank/domain/insights';
import type { SampleImage } from '../../db/schema/index.js';
import { presentPicture } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';

type SampleCountsRow = EventCounts & { id: string; name: string; sku: string; images: SampleImage[] };

/** A sample's row of the insights: what identifies it to its brand, its first picture and its counts. */
export function presentInsightsSample(storage: Storage, row: SampleCountsRow): TInsightsSample {
  const image = row.images[0];
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    imageUrl: image ? imageUrl(storage, image) : null,
    picture: image ? presentPicture(storage, image) : null,
    view: row.view,
    wishlist: row.wishlist,
    board: row.board,
    request: row.request,
    order: row.order,
  };
}

/** The per-sample table as CSV, a header line first. */
export function samplesCsv(rows: SampleCountsRow[]): string {
  const header = ['SKU', 'Name', 'Views', 'Wishlist adds', 'Board adds', 'Requests', 'Orders'];
  const lines = rows.map((row) =>
    [row.sku, row.name, row.view, row.wishlist, row.board, row.request, row.order].map(spreadsheetCell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
