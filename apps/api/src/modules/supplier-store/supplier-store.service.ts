import { ZIdSchema } from '@samplebank/contracts/common';
import {
  SUPPLIER_STORE_MESSAGES,
  SUPPLIER_STORE_MESSAGES_MS,
  type TSupplierStore,
} from '@samplebank/contracts/supplier-store';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { findAddresses } from '../organizations/organizations.repository.js';
import { presentSupplierStore } from './supplier-store.presenter.js';
import { countPublishedSamples, countValidCertifications, findBrand } from './supplier-store.repository.js';

const brandNotFound = () =>
  new AppError('NOT_FOUND', SUPPLIER_STORE_MESSAGES.brandNotFound, {
    inLanguage: { ms: SUPPLIER_STORE_MESSAGES_MS.brandNotFound },
  });

/**
 * `GET /brands/{id}/store`: a brand's public face, the certificates its published samples hold and how to reach it.
 * Any id that names no brand (unknown, a buyer's company, no id at all) is the same 404, so the store never says
 * what else an id might be.
 */
export async function getSupplierStore(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  { brandId }: { brandId: string },
): Promise<TSupplierStore> {
  // checked here rather than by the schema: a store address with a mistyped id is a missing page, not a bad request
  if (!ZIdSchema.safeParse(brandId).success) throw brandNotFound();
  const brand = await findBrand(db, brandId);
  if (!brand) throw brandNotFound();
  const [sampleCount, certifications, addresses] = await Promise.all([
    countPublishedSamples(db, brandId),
    countValidCertifications(db, brandId),
    findAddresses(db, [brandId]),
  ]);
  return presentSupplierStore(storage, { brand, sampleCount, certifications, address: addresses[0] });
}
