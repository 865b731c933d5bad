import type { TCertificationScheme } from '@samplebank/contracts/material-specs';
import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import type { Translate } from '../../../lib/i18n';
import { absoluteUrl, type StructuredData } from '../../../lib/page-meta';

// what search results show of a description
const DESCRIPTION_LENGTH = 160;

/** The text cut at a word to fit a search result, "..." where it was cut. */
function fitted(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DESCRIPTION_LENGTH - 3).replace(/\s+\S*$/, '')}...`;
}

/**
 * A store's description for search results and shared links: its facts (how many samples, which certifications),
 * then the brand's own words, as much as fits.
 */
export function storeDescription(
  store: TSupplierStore,
  { t, schemeName }: { t: Translate<'store'>; schemeName: (scheme: TCertificationScheme) => string },
): string {
  const certified = store.certifications.map((certification) => schemeName(certification.scheme)).join(', ');
  const facts = t('meta.facts', { name: store.name, count: store.sampleCount, certified: certified || 'none' });
  const about = store.description?.trim().replace(/\s+/g, ' ');
  return fitted(about ? `${facts} ${about}` : facts);
}

/** schema.org `Organization` for a brand's store: its name, logo, words and the contacts the page shows. */
export function storeOrganization(origin: string, store: TSupplierStore, path: string): StructuredData {
  const { contact } = store;
  return {
    '@type': 'Organization',
    name: store.name,
    url: absoluteUrl(origin, path),
    ...(store.logoUrl ? { logo: absoluteUrl(origin, store.logoUrl) } : {}),
    ...(store.description ? { description: store.description } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { telephone: contact.phone.dial } : {}),
    ...(contact.website ? { sameAs: [contact.website] } : {}),
    ...(contact.city || contact.state
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(contact.city ? { addressLocality: contact.city } : {}),
            ...(contact.state ? { addressRegion: contact.state } : {}),
            addressCountry: 'MY',
          },
        }
      : {}),
  };
}
