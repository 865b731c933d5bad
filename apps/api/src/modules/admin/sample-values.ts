import type { TAdminSampleInput } from '@samplebank/contracts/admin-catalogue';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { colorPointOf } from '@samplebank/domain/colour';
import { canonicalColourLabel } from '@samplebank/domain/colour-families';
import type { Database } from '../../db/client.js';
import type { SampleImage } from '../../db/schema/index.js';
import { isSafeKey, type Storage } from '../../platform/storage.js';
import { findUnusableImageKeys } from '../uploads/uploads.service.js';
import { findAdminImageUploadKeys, type NewSample } from './admin-samples.repository.js';

/** The one text the catalogue search reads: name, brand, material, colour and category, lower case. */
export function buildSearchText(parts: {
  name: string;
  brandName: string;
  material?: string | null;
  colorLabel?: string | null;
  categoryName?: string | null;
}): string {
  return [parts.name, parts.brandName, parts.material, parts.colorLabel, parts.categoryName]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim())
    .join(' ')
    .toLowerCase();
}

/**
 * The columns a sample save writes; material and search text always follow the other fields, and a colour family is
 * written in its canonical spelling ("light grey" is stored "Light Grey").
 */
export function sampleColumns(
  input: TAdminSampleInput,
  names: { brandName: string; categoryName: string | null },
  images: SampleImage[],
): NewSample {
  const material = String(input.specifications.material);
  const colorLabel = input.colorLabel ? canonicalColourLabel(input.colorLabel) : null;
  return {
    name: input.name,
    description: input.description || null,
    manufacturerId: input.manufacturerId,
    categoryId: input.categoryId,
    price: input.price,
    stock: input.stock,
    sku: input.sku,
    colorLabel,
    colorHex: input.colorHex ? input.colorHex.toUpperCase() : null,
    colorLab: colorPointOf(input.colorHex),
    usage: input.usage || null,
    architectural: input.architectural || null,
    material,
    logistic: input.logistic,
    specifications: { ...input.specifications, material },
    images,
    searchText: buildSearchText({ name: input.name, material, colorLabel, ...names }),
    ...specColumns(input),
  };
}

/** The specification columns of a save (issue 17): each null where the form or file gave none. */
function specColumns(input: TAdminSampleInput) {
  return {
    fireBs476: input.fireBs476 ?? null,
    fireEuroclass: input.fireEuroclass || null,
    slipRating: input.slipRating ?? null,
    slipPtv: input.slipPtv ?? null,
    vocLevel: input.vocLevel ?? null,
    recycledPercent: input.recycledPercent ?? null,
    madeInMalaysia: input.madeInMalaysia,
    leadTimeDays: input.leadTimeDays ?? null,
    unitPrice: input.unitPrice ?? null,
    priceUnit: input.unitPrice === null || input.unitPrice === undefined ? null : (input.priceUnit ?? null),
  } satisfies Partial<NewSample>;
}

/** The certificates a save keeps, for `replaceCertifications`. */
export function certificationRows(input: TAdminSampleInput) {
  return input.certifications.map((certification) => ({
    scheme: certification.scheme,
    certificateNumber: certification.certificateNumber,
    expiresOn: certification.expiresOn,
  }));
}

const exists = async (storage: Storage, key: string) => {
  const object = await storage.get(key);
  object?.body.destroy();
  return Boolean(object);
};

/**
 * The keys of the list a sample may not show: a key already on the sample stays; a new one must be an image an
 * ADMIN uploaded (checked like any upload) or an object of the catalogue that exists.
 */
export async function findUnusableSampleImageKeys(
  db: Database,
  storage: Storage,
  keys: string[],
  keptKeys: ReadonlySet<string> = new Set(),
  /** a brand member saving: their own image uploads are usable too, beside staff's */
  uploaderId?: string,
): Promise<string[]> {
  const fresh = [...new Set(keys)].filter((key) => !keptKeys.has(key));
  const bad = fresh.filter((key) => !isSafeKey(key));
  const catalogue = fresh.filter((key) => isSafeKey(key) && key.startsWith('catalogue/'));
  const uploaded = fresh.filter((key) => isSafeKey(key) && key.startsWith('public/'));
  bad.push(...fresh.filter((key) => isSafeKey(key) && !key.startsWith('catalogue/') && !key.startsWith('public/')));
  for (const key of catalogue) if (!(await exists(storage, key))) bad.push(key);
  const byAdmins = await findAdminImageUploadKeys(db, uploaded);
  const usable = (upload: { key: string; ownerId: string | null }) =>
    byAdmins.has(upload.key) || (uploaderId !== undefined && upload.ownerId === uploaderId);
  bad.push(...(await findUnusableImageKeys(db, storage, uploaded, usable)));
  return bad;
}

/** The images a sample stores, in the order given: the first is the main image. */
export function sampleImages(storage: Storage, images: { key: string; alt?: string }[]): SampleImage[] {
  return images.map((image) => ({
    key: image.key,
    url: storage.publicUrl(image.key),
    ...(image.alt ? { alt: image.alt } : {}),
  }));
}

export const imageProblem = (key: string) => `${ADMIN_MESSAGES.imageNotUploaded}: ${key}`;
