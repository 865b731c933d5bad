import type { TSampleDetail, TSampleSpecs, TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TCertificationScheme } from '@samplebank/contracts/material-specs';
import type { SampleImage } from '../../db/schema/index.js';
import { presentPicture } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';
import type { BrandRef, CertificationRow, SampleRow, SampleSummaryRow } from './catalogue.repository.js';

/** The URL of a catalogue image: from its storage key when it has one, so a move to S3 needs no data change. */
export function imageUrl(storage: Storage, image: SampleImage): string {
  return image.key ? storage.publicUrl(image.key) : image.url;
}

export function presentBrandRef(storage: Storage, brand: BrandRef) {
  return { _id: brand.id, name: brand.name, logoUrl: brand.logo ? storage.publicUrl(brand.logo.key) : brand.logoUrl };
}

/** A sample as listings show it. */
export function presentSampleSummary(storage: Storage, sample: SampleSummaryRow, brand: BrandRef): TSampleSummary {
  const imageUrls = sample.images.map((image) => imageUrl(storage, image));
  return {
    _id: sample.id,
    name: sample.name,
    price: Number(sample.price),
    stock: sample.stock,
    sku: sample.sku,
    imageUrls,
    mainImageUrl: imageUrls[0] ?? null,
    mainPicture: sample.images[0] ? presentPicture(storage, sample.images[0]) : null,
    manufacturerId: presentBrandRef(storage, brand),
    color: { label: sample.colorLabel, colorHex: sample.colorHex },
    space: { usage: sample.usage, architectural: sample.architectural },
    specifications: sample.specifications,
    logistic: sample.logistic,
    categoryId: sample.categoryId,
    createdAt: sample.createdAt.toISOString(),
    ...(sample.status === 'published' ? {} : { status: sample.status as 'draft' | 'discontinued' }),
  };
}

/** A sample as its details page shows it. */
export function presentSampleDetail(
  storage: Storage,
  sample: SampleRow,
  brand: BrandRef,
  category: { id: string; name: string; nameMs: string | null } | null,
  certifications: CertificationRow[],
): TSampleDetail {
  const summary = presentSampleSummary(storage, sample, brand);
  const images = sample.images.map((image) => {
    const url = imageUrl(storage, image);
    return { url, presignedUrl: url, alt: image.alt, picture: presentPicture(storage, image) };
  });
  return {
    ...summary,
    description: sample.description,
    material: sample.material,
    images,
    firstImage: summary.mainImageUrl,
    image: summary.mainImageUrl ? { url: summary.mainImageUrl } : null,
    category: category ? { _id: category.id, name: category.name, nameMs: category.nameMs } : null,
    specs: presentSpecs(sample, certifications),
  };
}

/** The specifications of issue 17; the database's checks keep each column to the contracts' values. */
export function presentSpecs(sample: SampleRow, certifications: CertificationRow[]): TSampleSpecs {
  return {
    certifications: certifications.map((certification) => ({
      scheme: certification.scheme as TCertificationScheme,
      certificateNumber: certification.certificateNumber,
      expiresOn: certification.expiresOn,
      valid: certification.valid,
    })),
    fireBs476: sample.fireBs476 as TSampleSpecs['fireBs476'],
    fireEuroclass: sample.fireEuroclass,
    slipRating: sample.slipRating as TSampleSpecs['slipRating'],
    slipPtv: sample.slipPtv,
    vocLevel: sample.vocLevel as TSampleSpecs['vocLevel'],
    recycledPercent: sample.recycledPercent,
    madeInMalaysia: sample.madeInMalaysia,
    leadTimeDays: sample.leadTimeDays,
    unitPrice:
      sample.unitPrice !== null && sample.priceUnit
        ? { amount: Number(sample.unitPrice), unit: sample.priceUnit as 'm2' | 'unit' }
        : null,
  };
}
