import type { TAddress, TBrand, TOrganization, TOrganizationListItem } from '@samplebank/contracts/organizations';
import type { StoredFile } from '../../db/schema/index.js';
import { isPublicKey, type Storage } from '../../platform/storage.js';
import type { AddressRow, OrganizationRow } from './organizations.repository.js';

// long enough for a page to load its images, short enough that a leaked link soon dies
const SIGNED_URL_SECONDS = 60 * 60;

/** A logo or banner URL: public keys get a lasting URL, private ones a signed one; rows without a key keep their URL. */
async function fileUrl(storage: Storage, file: StoredFile | null, storedUrl: string | null): Promise<string | null> {
  if (!file?.key) return storedUrl;
  return isPublicKey(file.key) ? storage.publicUrl(file.key) : storage.signedDownloadUrl(file.key, SIGNED_URL_SECONDS);
}

/** An address as forms and the cart show it, with its city and state named. */
export function presentAddress(row: AddressRow): TAddress {
  return {
    _id: row.id,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postcode: row.postcode,
    district: row.district,
    city: { _id: String(row.cityId), name: row.cityName },
    state: { _id: String(row.stateId), name: row.stateName },
  };
}

/** The fields anyone may read of a brand partner. */
export async function presentBrand(
  storage: Storage,
  row: OrganizationRow,
  sampleCount?: number | null,
): Promise<TBrand> {
  const [logoUrl, bannerUrl] = await Promise.all([
    fileUrl(storage, row.logo, row.logoUrl),
    fileUrl(storage, row.banner, row.bannerUrl),
  ]);
  const brand: TBrand = {
    _id: row.id,
    name: row.name,
    type: row.type as TBrand['type'],
    logoUrl,
    bannerUrl,
    description: row.description,
    website: row.website,
  };
  if (typeof sampleCount === 'number') brand.sampleCount = sampleCount;
  return brand;
}

/** A list row; the contact fields only for a reader who may manage the organization. */
export async function presentListItem(
  storage: Storage,
  row: OrganizationRow,
  options: { withContacts: boolean; sampleCount?: number | null },
): Promise<TOrganizationListItem> {
  const brand = await presentBrand(storage, row, options.sampleCount);
  if (!options.withContacts) return brand;
  return {
    ...brand,
    ssmNumber: row.ssmNumber,
    contactNumber: row.contactNumber,
    orgEmail: row.orgEmail,
    personInCharge: row.personInCharge,
  };
}

/** The spec's Organization, for its members and ADMIN. */
export async function presentOrganization(
  storage: Storage,
  row: OrganizationRow,
  addresses: AddressRow[],
): Promise<TOrganization> {
  return {
    ...(await presentBrand(storage, row)),
    ssmNumber: row.ssmNumber,
    contactNumber: row.contactNumber,
    orgEmail: row.orgEmail,
    personInCharge: row.personInCharge,
    logo: row.logo,
    banner: row.banner,
    billingAddress: addresses.filter((address) => address.kind === 'billing').map(presentAddress),
    shippingAddress: addresses.filter((address) => address.kind === 'shipping').map(presentAddress),
    shareWithBrands: row.shareWithBrands,
    tin: row.tin,
    sstNumber: row.sstNumber,
    idNumber: row.idNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
