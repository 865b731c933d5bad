import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';
import type { Storage } from '../../platform/storage.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';
import type { AdminSampleRow, SampleRow } from './admin-samples.repository.js';

/** A sample as the back office sees it; the search text stays inside. */
export function presentAdminSample(storage: Storage, { sample, brand, category }: AdminSampleRow): TAdminSample {
  const images = sample.images.map((image) => ({
    key: image.key ?? null,
    url: imageUrl(storage, image),
    alt: image.alt ?? null,
  }));
  return {
    _id: sample.id,
    name: sample.name,
    description: sample.description,
    sku: sample.sku,
    price: Number(sample.price),
    stock: sample.stock,
    manufacturer: { _id: brand.id, name: brand.name },
    category: category?.id ? { _id: category.id, name: category.name, nameMs: category.nameMs ?? null } : null,
    colorLabel: sample.colorLabel,
    colorHex: sample.colorHex,
    usage: sample.usage,
    architectural: sample.architectural,
    material: sample.material,
    logistic: sample.logistic,
    specifications: sample.specifications,
    images,
    mainImageUrl: images[0]?.url ?? null,
    createdAt: sample.createdAt.toISOString(),
    updatedAt: sample.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a sample: every field an admin can change, and nothing derived. */
export function sampleAuditView(sample: SampleRow) {
  const { searchText: _searchText, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = sample;
  return fields;
}
