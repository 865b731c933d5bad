import type { TSampleDetail, TSampleSummary } from '@samplebank/contracts/catalogue';
import { samplePagePath } from '@samplebank/contracts/public-pages';
import { facetKeyOf } from '../../lib/facet-label';
import type { Translate } from '../../lib/i18n';
import { absoluteUrl, type StructuredData } from '../../lib/page-meta';

/** A sample's description for search results and shared links, from its own words or else its facts. */
export function sampleDescription(sample: TSampleDetail, t: Translate<'catalogue'>): string {
  if (sample.description?.trim()) {
    const text = sample.description.trim().replace(/\s+/g, ' ');
    return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}...` : text;
  }
  const colour = sample.color.label && t('meta.colourFact', { colour: sample.color.label });
  const usageKey = sample.space.usage ? facetKeyOf(sample.space.usage) : '';
  const usage = t.has(usageKey) ? t(usageKey) : sample.space.usage;
  const facts = [sample.material, colour, usage].filter(Boolean).join(', ');
  return t('meta.sample', {
    name: sample.name,
    brand: sample.manufacturerId.name,
    hasFacts: facts ? 'yes' : 'no',
    facts,
  });
}

/** A listing's description: what it holds (a search, a brand, categories) and how many samples. */
export function listingDescription(
  listing: {
    search: string;
    brandName?: string | undefined;
    categoryNames: string[];
    total?: { count: number; isEstimate: boolean } | undefined;
  },
  t: Translate<'catalogue'>,
): string {
  const kind = listing.categoryNames.length ? listing.categoryNames.join(', ') : t('meta.anyMaterial');
  const subject = !listing.total
    ? t('meta.listingSubject', { kind })
    : t(listing.total.isEstimate ? 'meta.listingSubjectEstimate' : 'meta.listingSubjectCounted', {
        kind,
        count: listing.total.count,
      });
  const sentence = t('meta.listing', {
    subject,
    hasSearch: listing.search ? 'yes' : 'no',
    search: listing.search,
    hasBrand: listing.brandName ? 'yes' : 'no',
    brand: listing.brandName ?? '',
  });
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/** schema.org `Product` for a sample's page; an `Offer` in ringgit only where the page shows the price. */
export function sampleProduct(
  sample: TSampleDetail,
  { origin, showPrice }: { origin: string; showPrice: boolean },
): StructuredData {
  // search engines read raster images: each image's JPEG or PNG fallback where the server made one
  const images = sample.images.length
    ? sample.images.map((image) => image.picture?.src ?? image.url)
    : sample.imageUrls.length
      ? sample.imageUrls
      : sample.mainImageUrl
        ? [sample.mainImageUrl]
        : [];
  const url = absoluteUrl(origin, samplePagePath(sample._id));
  return {
    '@type': 'Product',
    name: sample.name,
    sku: sample.sku,
    url,
    brand: { '@type': 'Brand', name: sample.manufacturerId.name },
    ...(images.length ? { image: images.map((image) => absoluteUrl(origin, image)) } : {}),
    ...(sample.description ? { description: sample.description } : {}),
    ...(sample.material ? { material: sample.material } : {}),
    ...(sample.color.label ? { color: sample.color.label } : {}),
    ...(sample.category ? { category: sample.category.name } : {}),
    ...(showPrice
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: sample.price.toFixed(2),
            priceCurrency: 'MYR',
            availability: `https://schema.org/${sample.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          },
        }
      : {}),
  };
}

/** schema.org `BreadcrumbList`: each step's name and address, the last one the page itself. */
export function breadcrumbs(origin: string, steps: { name: string; path: string }[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

/** schema.org `ItemList` of a listing page's samples, numbered from the page's first place in the whole list. */
export function sampleItemList(
  origin: string,
  samples: TSampleSummary[],
  { firstPosition }: { firstPosition: number },
): StructuredData {
  return {
    '@type': 'ItemList',
    itemListElement: samples.map((sample, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(origin, samplePagePath(sample._id)),
      name: sample.name,
    })),
  };
}

/** schema.org `Organization` for a brand. */
export function brandOrganization(
  origin: string,
  brand: { _id: string; name: string; logoUrl: string | null },
  path: string,
): StructuredData {
  return {
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl(origin, path),
    ...(brand.logoUrl ? { logo: absoluteUrl(origin, brand.logoUrl) } : {}),
  };
}
