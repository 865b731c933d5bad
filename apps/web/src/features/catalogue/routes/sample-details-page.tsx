import { colourName } from '@samplebank/domain/colour-families';
import { ShoppingBag } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { SamplePrice } from '../../../components/sample-price';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useFacetLabel } from '../../../lib/facet-label';
import { formatKeyLabel } from '../../../lib/format';
import { type Translate, useLocale, useT } from '../../../lib/i18n';
import { PageMeta, useSiteOrigin } from '../../../lib/page-meta';
import { useSample } from '../api';
import { useCategoryName } from '../category-name';
import { CompareToggle } from '../compare/compare-toggle';
import { CompareTrayMount } from '../compare/compare-tray-mount';
import { AddToBoardButton } from '../components/add-to-board-button';
import { MoreLikeThis } from '../components/more-like-this';
import { SampleDocuments } from '../components/sample-documents';
import { SampleGallery } from '../components/sample-gallery';
import { SampleSpecs } from '../components/sample-specs';
import { WishlistButton } from '../components/wishlist-button';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useCountView } from '../hooks/use-count-view';
import { RecentlyViewedStrip, useRecordViewed } from '../recently-viewed/recently-viewed-strip';
import { requestSampleDialogFor } from '../request-sample-dialog';
import { breadcrumbs, sampleDescription, sampleProduct } from '../structured-data';

export function SampleDetailsPage() {
  const t = useT('catalogue');
  const locale = useLocale();
  const categoryName = useCategoryName();
  const { sampleId = '' } = useParams();
  const sampleQuery = useSample(sampleId);
  const { addToCart, isAdding } = useAddToCart();
  const dialogs = useDialogs();
  const origin = useSiteOrigin();
  useRecordViewed(sampleQuery.data);
  useCountView(sampleQuery.data?._id);

  if (sampleQuery.isPending) {
    return (
      <div className="container-page grid gap-10 py-8 md:grid-cols-2 md:py-12">
        <p className="sr-only md:col-span-2" role="status">
          {t('loading')}
        </p>
        <Skeleton className="aspect-square rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-6 w-1/5" />
          <Skeleton className="mt-8 h-40 w-full" />
        </div>
      </div>
    );
  }

  if (sampleQuery.isError) {
    const isNotFound =
      sampleQuery.error instanceof ApiError && (sampleQuery.error.status === 404 || sampleQuery.error.status === 400);
    return (
      <div className="container-page py-16">
        <title>{t(isNotFound ? 'details.notFoundTitle' : 'details.errorTitle')}</title>
        <meta name="robots" content="noindex" />
        {isNotFound ? (
          <div className="text-center">
            <h1 className="text-2xl font-semibold text-ink">{t('details.notFound')}</h1>
            <Link to={paths.samples.to()} className="mt-4 inline-block font-medium text-brand hover:underline">
              {t('details.browseAll')}
            </Link>
          </div>
        ) : (
          <ErrorMessage>{sampleQuery.error.message || t('details.fetchFailed')}</ErrorMessage>
        )}
      </div>
    );
  }

  const sample = sampleQuery.data;
  const gallery = sample.images.length
    ? sample.images
    : sample.mainImageUrl
      ? [{ url: sample.mainImageUrl, picture: sample.mainPicture }]
      : [];
  const images = gallery.map((image) => image.url);
  // its brand no longer offers it (issue 18): the page stays for those who kept it, but it cannot be had
  const isDiscontinued = sample.status === 'discontinued';
  const isOutOfStock = sample.stock <= 0;
  const details: Array<[string, string | number | null]> = [
    ['colour', sample.color.label && colourName(sample.color.label, locale)],
    ['usage', sample.space.usage],
    ['architectural', sample.space.architectural],
    ['sku', sample.sku],
  ];

  // where the sample sits: the listing, its category's listing, then the sample
  const trail = [
    { name: t('trail.home'), path: paths.home.to() },
    { name: t('trail.samples'), path: paths.samples.to() },
    ...(sample.category
      ? [{ name: categoryName(sample.category), path: paths.samples.to({ categoryId: sample.category._id }) }]
      : []),
    { name: sample.name, path: paths.sampleDetails.to(sample._id), isName: true },
  ];

  return (
    <div className="container-page py-8 md:py-12">
      <PageMeta
        title={`${sample.name} — ${sample.manufacturerId.name}`}
        description={sampleDescription(sample, t)}
        path={paths.sampleDetails.to(sample._id)}
        image={gallery[0]?.picture?.src ?? images[0]}
        type="product"
        // the page as the server renders it, for a visitor: no price, so no Offer that claims one
        structuredData={[sampleProduct(sample, { origin, showPrice: false }), breadcrumbs(origin, trail)]}
      />
      <Breadcrumb trail={trail} />

      <div className="mt-6 grid gap-10 md:grid-cols-2 lg:gap-16">
        <SampleGallery name={sample.name} photos={gallery} />

        <div>
          <p className="text-sm text-muted">
            {t.rich('details.by', {
              brand: sample.manufacturerId.name,
              link: (chunks) => (
                <Link
                  to={paths.supplierStore.to(sample.manufacturerId._id)}
                  translate="no"
                  className="font-semibold text-ink underline-offset-4 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <h1 translate="no" className="mt-2 text-3xl font-semibold tracking-tight text-ink uppercase md:text-4xl">
            {sample.name}
          </h1>
          <div className="mt-4 flex items-center gap-3">
            <p>
              <SamplePrice
                price={sample.price}
                className="font-semibold text-ink"
                priceClassName="text-2xl"
                freeClassName="text-lg"
              />
            </p>
            <span
              className={cn(
                'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
                isOutOfStock || isDiscontinued ? 'bg-surface text-muted' : 'bg-success-soft text-success',
              )}
            >
              {isDiscontinued
                ? t('card.noLongerAvailable')
                : isOutOfStock
                  ? t('card.outOfStock')
                  : t('availability.inStock')}
            </span>
          </div>
          {isDiscontinued && (
            <p role="status" className="mt-4 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink">
              {t.rich('details.discontinued', {
                brand: sample.manufacturerId.name,
                link: (chunks) => (
                  <Link
                    to={paths.supplierStore.to(sample.manufacturerId._id)}
                    className="font-semibold underline underline-offset-4"
                  >
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          {sample.color.label && (
            <p className="mt-6 flex items-center gap-2 text-sm text-ink">
              {sample.color.colorHex && (
                <span
                  aria-hidden="true"
                  className="size-5 rounded-full ring-1 ring-black/15"
                  style={{ backgroundColor: sample.color.colorHex }}
                />
              )}
              <span className="text-muted">{t('details.colourLabel')}</span>{' '}
              <span translate="no">{colourName(sample.color.label, locale)}</span>
            </p>
          )}
          {/* the brand's own words, as it wrote them */}
          {sample.description && (
            <p translate="no" className="mt-6 max-w-prose text-base text-muted">
              {sample.description}
            </p>
          )}

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isDiscontinued ? null : isOutOfStock ? (
              <Button
                variant="dark"
                size="lg"
                className="w-full sm:flex-1"
                onClick={() => dialogs.open(requestSampleDialogFor(sample))}
              >
                {t('details.requestSample')}
              </Button>
            ) : (
              <Button
                variant="dark"
                size="lg"
                className="w-full sm:flex-1"
                disabled={isAdding}
                onClick={() => addToCart(sample._id)}
              >
                <ShoppingBag aria-hidden="true" className="size-4" />
                {isAdding ? t('details.adding') : t('details.addToCart')}
              </Button>
            )}
            <div className="flex gap-3 sm:flex-1">
              {!isDiscontinued && (
                <div className="flex-1">
                  <AddToBoardButton sampleId={sample._id} />
                </div>
              )}
              <WishlistButton sampleId={sample._id} sampleName={sample.name} look="outline" className="shrink-0" />
            </div>
          </div>
          <CompareToggle
            look="details"
            sample={{ _id: sample._id, name: sample.name, imageUrl: gallery[0]?.picture?.src ?? images[0] ?? null }}
            className="mt-2"
          />

          {/* below the fold, each a boundary of its own: React hydrates them after what is above, each in its own
              slices and commit, so no one task hydrates the whole page (ADR 0019) */}
          <Suspense>
            <DetailList title={t('details.details')} entries={details} t={t} />
            <DetailList title={t('details.logistic')} entries={Object.entries(sample.logistic)} t={t} />
            <DetailList title={t('details.specifications')} entries={Object.entries(sample.specifications)} t={t} />
          </Suspense>
          <Suspense>
            <SampleSpecs specs={sample.specs} />
            <SampleDocuments sampleId={sample._id} />
          </Suspense>
        </div>
      </div>
      <Suspense>
        <MoreLikeThis sampleId={sample._id} />
      </Suspense>
      <Suspense>
        <RecentlyViewedStrip exceptId={sample._id} />
      </Suspense>
      <CompareTrayMount />
    </div>
  );
}

type DetailListProps = {
  title: string;
  entries: Array<[string, string | number | null]>;
  t: Translate<'catalogue'>;
};

/**
 * A specification's name: ours for the keys we know, else the key as the brand named it, spelt out ("edgeProfile":
 * "Edge Profile") and left as written.
 */
function DetailLabel({ name }: { name: string }) {
  const specs = useT('specs');
  const messageKey = `spec.${name}`;
  if (specs.has(messageKey)) return <dt className="text-muted">{specs(messageKey)}</dt>;
  return (
    <dt translate="no" className="text-muted">
      {formatKeyLabel(name)}
    </dt>
  );
}

function DetailList({ title, entries, t }: DetailListProps) {
  const facetLabel = useFacetLabel();
  const shown = entries.filter(([, value]) => value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="text-xs font-semibold tracking-wider text-muted uppercase">{title}</h2>
      <dl className="mt-3 divide-y divide-line border-y border-line">
        {shown.map(([key, value]) => (
          <div key={key} className="grid grid-cols-2 gap-4 py-3 text-sm">
            <DetailLabel name={key} />
            <DetailValue name={key} value={value} t={t} facetLabel={facetLabel} />
          </div>
        ))}
      </dl>
    </section>
  );
}

type DetailValueProps = {
  name: string;
  value: string | number | null;
  t: Translate<'catalogue'>;
  facetLabel: (value: string) => string;
};

/** A detail's value: ours in the page's language (a lead time, a usage, a style, a packaging), else as the brand wrote it. */
function DetailValue({ name, value, t, facetLabel }: DetailValueProps) {
  if (name === 'deliveryTime' && typeof value === 'number') {
    return <dd className="text-ink">{t('details.days', { count: value })}</dd>;
  }
  const text = String(value);
  const label = facetLabel(text);
  return (
    <dd translate={label === text ? 'no' : undefined} className="text-ink">
      {label}
    </dd>
  );
}
