import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageMeta, useSiteOrigin } from '../../../lib/page-meta';
import { useBrands, useSampleCategories } from '../api';
import { useCategoryName } from '../category-name';
import { CompareTrayMount } from '../compare/compare-tray-mount';
import { BrandHeader } from '../components/brand-header';
import { SampleListing } from '../components/sample-listing';
import { SAMPLES_PAGE_SIZE } from '../constants';
import { canonicalListingPath, listingLookups } from '../filters/listing-state';
import { useSampleListing } from '../hooks/use-sample-listing';
import { RecentlyViewedMount } from '../recently-viewed/recently-viewed-mount';
import { breadcrumbs, listingDescription, sampleItemList } from '../structured-data';

export function SamplesPage() {
  const t = useT('catalogue');
  const categoryName = useCategoryName();
  /** Where the listing sits: under the home page. */
  const listingTrail = [
    { name: t('trail.home'), path: paths.home.to() },
    { name: t('trail.samples'), path: paths.samples.to() },
  ];
  const listing = useSampleListing();
  const { committed, samplesQuery } = listing;
  // asked for here only to name the listing by its one category or its brand; the filters ask for them once drawn
  const lookups = listingLookups(committed);
  const categoriesQuery = useSampleCategories({ enabled: lookups.categories });
  const brandsQuery = useBrands({ enabled: lookups.brands });
  const origin = useSiteOrigin();

  const brandName = brandsQuery.data?.find((brand) => brand._id === committed.manufacturer)?.name;
  const categoryNames = committed.categoryIds
    .map((categoryId) => categoriesQuery.data?.categories.find((category) => category._id === categoryId))
    .filter((category) => category !== undefined)
    .map(categoryName);
  const heading = committed.search
    ? samplesQuery.data?.searchMatch === 'similar'
      ? t('results.similarHeading', { search: committed.search })
      : t('results.searchHeading', { search: committed.search })
    : (brandName ?? (categoryNames.length === 1 ? categoryNames[0] : undefined) ?? t('results.allSamples'));

  return (
    <div className="container-page py-6 md:py-10">
      <PageMeta
        title={committed.page > 1 ? t('results.pageTitle', { heading, page: committed.page }) : heading}
        description={listingDescription(
          {
            search: committed.search,
            brandName,
            categoryNames,
            total: samplesQuery.data
              ? { count: samplesQuery.data.totalSamples, isEstimate: samplesQuery.data.totalIsEstimate }
              : undefined,
          },
          t,
        )}
        path={canonicalListingPath(committed)}
        structuredData={[
          breadcrumbs(origin, listingTrail),
          ...(samplesQuery.data?.samples.length
            ? [
                sampleItemList(origin, samplesQuery.data.samples, {
                  firstPosition: (committed.page - 1) * SAMPLES_PAGE_SIZE + 1,
                }),
              ]
            : []),
        ]}
      />
      <Breadcrumb trail={listingTrail} />
      <SampleListing
        listing={listing}
        heading={heading}
        headingLevel="h1"
        // a brand's listing is headed by the brand's name, which stays as written
        isHeadingAName={!committed.search && Boolean(brandName)}
        banner={committed.manufacturer && <BrandHeader brandId={committed.manufacturer} />}
      />
      <RecentlyViewedMount />
      <CompareTrayMount />
    </div>
  );
}
