import type { TCatalogueSize, TPartnerApplication } from '@samplebank/contracts/partner-applications';
import type { PartnerApplicationListRow } from './partner-applications.repository.js';
import { normalisedSsm } from './partner-applications.repository.js';

type CategoryNames = Map<string, { name: string; nameMs: string | null }>;
type MatchingBrand = { id: string; name: string; ssmNumber: string | null };

/** The brand already on Samplebank that may be the applying company: the same SSM number first, else the same name. */
function matchingBrandOf(row: PartnerApplicationListRow, brands: MatchingBrand[]) {
  const { application } = row;
  const ssm = normalisedSsm(application.ssmNumber);
  const name = application.companyName.trim().toLowerCase();
  const found =
    brands.find((brand) => brand.ssmNumber && normalisedSsm(brand.ssmNumber) === ssm) ??
    brands.find((brand) => brand.name.trim().toLowerCase() === name);
  return found ? { _id: found.id, name: found.name } : null;
}

/** An application as staff read it; the reviewer's and brand's names come from their rows, as they are now. */
export function presentApplication(
  row: PartnerApplicationListRow,
  lookups: { categories: CategoryNames; matchingBrands: MatchingBrand[] },
): TPartnerApplication {
  const { application, brand, reviewer } = row;
  return {
    _id: application.id,
    companyName: application.companyName,
    ssmNumber: application.ssmNumber,
    contactName: application.contactName,
    email: application.email,
    phone: application.phone,
    website: application.website,
    categories: application.categories.map((slug) => {
      const category = lookups.categories.get(slug);
      return { slug, name: category?.name ?? null, nameMs: category?.nameMs ?? null };
    }),
    catalogueSize: application.catalogueSize as TCatalogueSize,
    message: application.message,
    locale: application.locale,
    status: application.status as TPartnerApplication['status'],
    brand: brand ? { _id: brand.id, name: brand.name } : null,
    // a reviewed application has its answer: a match is only a hint for deciding
    matchingBrand: application.status === 'pending' ? matchingBrandOf(row, lookups.matchingBrands) : null,
    reviewedBy: reviewer ? { _id: reviewer.id, name: reviewer.name, email: reviewer.email } : null,
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    decisionNote: application.decisionNote,
    createdAt: application.createdAt.toISOString(),
  };
}
