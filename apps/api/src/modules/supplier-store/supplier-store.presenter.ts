import { CERTIFICATION_SCHEMES, type TCertificationScheme } from '@samplebank/contracts/material-specs';
import { formatPhoneNumber, normaliseMalaysianPhone } from '@samplebank/contracts/phone';
import type { TStoreCertification, TStoreContact, TSupplierStore } from '@samplebank/contracts/supplier-store';
import type { Storage } from '../../platform/storage.js';
import { presentBrand } from '../organizations/organizations.presenter.js';
import type { AddressRow, OrganizationRow } from '../organizations/organizations.repository.js';
import type { CertificationCountRow } from './supplier-store.repository.js';

/** What the store is made of: the brand's row and what was counted and found for it. */
export type StoreRows = {
  brand: OrganizationRow;
  sampleCount: number;
  certifications: CertificationCountRow[];
  /** the brand's first address (its billing one, as the back office keeps it), if any */
  address: AddressRow | undefined;
};

// a website is shown as a link: only a web address is (the forms take nothing else, but older rows were not checked)
const isWebAddress = (text: string | null): text is string => text !== null && /^https?:\/\/[^\s]+$/i.test(text);

/** A phone number as people read it and as a `tel:` link dials it; none when it holds no digit. */
function presentPhone(stored: string | null): TStoreContact['phone'] {
  if (!stored?.trim()) return null;
  const dial = normaliseMalaysianPhone(stored) ?? stored.replace(/[^\d+]/g, '');
  return /\d/.test(dial) ? { display: formatPhoneNumber(stored), dial } : null;
}

/** The store's contacts: the brand's public ones, and only the city and state of its address. */
export function presentContact(brand: OrganizationRow, address: AddressRow | undefined): TStoreContact {
  return {
    website: isWebAddress(brand.website) ? brand.website : null,
    email: brand.orgEmail?.trim() || null,
    phone: presentPhone(brand.contactNumber),
    city: address?.cityName ?? null,
    state: address?.stateName ?? null,
  };
}

const schemeOrder = (scheme: string) => CERTIFICATION_SCHEMES.indexOf(scheme as TCertificationScheme);

/** The certifications in the schemes' order (the details page's and the filters'). */
export function presentCertifications(rows: CertificationCountRow[]): TStoreCertification[] {
  return rows
    .filter((row) => schemeOrder(row.scheme) >= 0 && row.samples > 0)
    .sort((a, b) => schemeOrder(a.scheme) - schemeOrder(b.scheme))
    .map((row) => ({ scheme: row.scheme as TCertificationScheme, samples: row.samples }));
}

/** `GET /brands/{id}/store`'s answer; nothing of the brand beyond what a visitor may read. */
export async function presentSupplierStore(storage: Storage, rows: StoreRows): Promise<TSupplierStore> {
  const brand = await presentBrand(storage, rows.brand);
  return {
    _id: brand._id,
    name: brand.name,
    logoUrl: brand.logoUrl,
    bannerUrl: brand.bannerUrl,
    description: brand.description,
    sampleCount: rows.sampleCount,
    certifications: presentCertifications(rows.certifications),
    contact: presentContact(rows.brand, rows.address),
  };
}
