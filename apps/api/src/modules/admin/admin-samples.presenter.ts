import type { TAdminSample } from '@samplebank/contracts/admin-catalogue';
import type { TSampleSpecs } from '@samplebank/contracts/catalogue';
import { publishProblems, type SampleStatus } from '@samplebank/domain/sample-lifecycle';
import type { Storage } from '../../platform/storage.js';
import { imageUrl, presentSpecs } from '../catalogue/catalogue.presenter.js';
import type { CertificationRow } from '../catalogue/catalogue.repository.js';
import type { AdminSampleRow, CertificationValues, SampleRow } from './admin-samples.repository.js';

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
    status: sample.status as SampleStatus,
    publishProblems: publishProblems(sample),
    createdAt: sample.createdAt.toISOString(),
    updatedAt: sample.updatedAt.toISOString(),
  };
}

/** A sample's specifications as the details page shows them (the same presenter), for the editor to start from. */
export function presentAdminSampleSpecs(sample: SampleRow, certifications: CertificationRow[]): TSampleSpecs {
  return presentSpecs(sample, certifications);
}

/** What the audit log keeps of a sample: every field an admin can change (its certificates too), nothing derived. */
export function sampleAuditView(sample: SampleRow, certifications: CertificationValues[] = []) {
  const {
    searchText: _searchText,
    colorLab: _colorLab,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...fields
  } = sample;
  return { ...fields, certifications };
}
