import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import { PackageOpen } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Breadcrumb, type Crumb } from '../../../components/ui/breadcrumb';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { paths } from '../../../config/paths';
import { type MessageKey, useT } from '../../../lib/i18n';
import { PageMeta, useSiteOrigin } from '../../../lib/page-meta';
import { isNotFoundError } from '../../../lib/server-queries';
import { CompareTrayMount } from '../compare/compare-tray-mount';
import { SampleListing } from '../components/sample-listing';
import { brandScope, canonicalAddressIn, type ListingScope, listingStateIn } from '../filters/listing-scope';
import { useSampleListing } from '../hooks/use-sample-listing';
import { RecentlyViewedMount } from '../recently-viewed/recently-viewed-mount';
import { useSupplierStore } from '../store/store-api';
import { StoreHeaderSkeleton } from '../store/store-header';
import { storeDescription, storeOrganization } from '../store/store-meta';
import { StoreProfile } from '../store/store-profile';
import { breadcrumbs } from '../structured-data';

// where the store's samples start: the certifications link here, with the samples they hold
const SAMPLES_ID = 'store-samples';

/**
 * A brand's store (`/supplier-store/{brandId}`): who the brand is, its certifications and contacts, then its samples
 * with the listing's filters, sort and pages, the brand fixed. An id that is no brand's shows `notFound`, the site's
 * not-found page (a 404 from the server).
 */
export function SupplierStorePage({ notFound }: { notFound: ReactNode }) {
  const t = useT('store');
  const tc = useT('catalogue');
  const { brandId = '' } = useParams();
  const scope = useMemo(() => brandScope(brandId), [brandId]);
  const storeQuery = useSupplierStore(brandId);

  if (storeQuery.isError && isNotFoundError(storeQuery.error)) return notFound;
  const store = storeQuery.data;
  // the trail and the page's metadata say the brand's name once it is known
  const trail: Crumb[] = [
    { name: tc('trail.home'), path: paths.home.to() },
    { name: t('trail.brands'), path: paths.brands.to() },
    ...(store ? [{ name: store.name, path: paths.supplierStore.to(store._id), isName: true }] : []),
  ];

  return (
    <div className="container-page py-6 md:py-10">
      {store && <StoreMeta store={store} scope={scope} trail={trail} />}
      <Breadcrumb trail={trail} />
      {store ? (
        <StoreProfile store={store} scope={scope} samplesId={SAMPLES_ID} />
      ) : storeQuery.isError ? (
        <ErrorMessage className="mt-6">{t('loadFailed', { message: storeQuery.error.message })}</ErrorMessage>
      ) : (
        <StoreHeaderSkeleton />
      )}
      {/* the samples are asked for with the store, not after it; a brand found to list none says so instead */}
      {store?.sampleCount === 0 ? (
        <StoreEmpty store={store} />
      ) : storeQuery.isError ? null : (
        <StoreSamples scope={scope} brandName={store?.name} />
      )}
      <RecentlyViewedMount />
      <CompareTrayMount />
    </div>
  );
}

/** The store's title, description, canonical address and structured data (its Organization and trail). */
function StoreMeta({ store, scope, trail }: { store: TSupplierStore; scope: ListingScope; trail: Crumb[] }) {
  const t = useT('store');
  const specs = useT('specs');
  const origin = useSiteOrigin();
  const [searchParams] = useSearchParams();
  const state = listingStateIn(scope, searchParams);
  const schemeName = (scheme: string) => specs(`scheme.${scheme}` as MessageKey<'specs'>);
  return (
    <PageMeta
      title={
        state.page > 1
          ? t('meta.pageTitle', { name: store.name, page: state.page })
          : t('meta.title', { name: store.name })
      }
      description={storeDescription(store, { t, schemeName })}
      path={canonicalAddressIn(scope, state)}
      image={store.bannerUrl ?? store.logoUrl}
      structuredData={[storeOrganization(origin, store, paths.supplierStore.to(store._id)), breadcrumbs(origin, trail)]}
    />
  );
}

/** The brand's samples: the listing with the brand fixed, under its own h2. */
function StoreSamples({ scope, brandName }: { scope: ListingScope; brandName: string | undefined }) {
  const t = useT('store');
  const tc = useT('catalogue');
  const headingId = useId();
  const listing = useSampleListing(scope);
  const { search } = listing.committed;
  return (
    <section id={SAMPLES_ID} aria-labelledby={headingId} className="mt-10 scroll-mt-24 md:mt-14">
      <SampleListing
        listing={listing}
        heading={
          search
            ? tc('results.searchHeading', { search })
            : brandName
              ? t('samples.heading', { name: brandName })
              : tc('results.heading')
        }
        headingLevel="h2"
        headingId={headingId}
      />
    </section>
  );
}

/** A brand that lists no sample yet: said plainly, with the way to the rest of the catalogue. */
function StoreEmpty({ store }: { store: TSupplierStore }) {
  const t = useT('store');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center md:mt-14"
    >
      <PackageOpen aria-hidden="true" className="size-10 text-muted" />
      <h2 id={headingId} className="mt-4 text-lg font-semibold text-ink">
        {t('empty.title')}
      </h2>
      <p className="mt-2 max-w-md text-sm text-muted">{t('empty.body', { name: store.name })}</p>
      <ButtonLink to={paths.samples.to()} variant="secondary" className="mt-6">
        {t('empty.browse')}
      </ButtonLink>
    </section>
  );
}
