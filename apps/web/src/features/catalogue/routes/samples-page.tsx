import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { LoaderCircle, Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { PageMeta, useSiteOrigin } from '../../../lib/page-meta';
import { useMatchesAfterHydration } from '../../../lib/use-after-hydration';
import { SAMPLES_FETCH_FAILED, useBrands, useSampleCategories, useSampleFacets, useSamples } from '../api';
import { useCategoryName } from '../category-name';
import { CompareTrayMount } from '../compare/compare-tray-mount';
import { BrandHeader } from '../components/brand-header';
import { SampleCard } from '../components/sample-card';
import { SampleCardSkeleton } from '../components/sample-card-skeleton';
import { SAMPLE_GRID_SIZES, SampleGrid } from '../components/sample-grid';
import { SortSelect } from '../components/sort-select';
import { WishlistButton } from '../components/wishlist-button';
import { SAMPLE_SKELETON_COUNT, SAMPLES_PAGE_SIZE } from '../constants';
import {
  canonicalListingPath,
  clearFilters,
  countActiveFilters,
  listingLookups,
  toSampleFacetsQuery,
  toSampleListQuery,
} from '../filters/listing-state';
import { useListingState } from '../hooks/use-listing-state';
import { useNextPagePrefetch } from '../hooks/use-next-page-prefetch';
import { RecentlyViewedMount } from '../recently-viewed/recently-viewed-mount';
import { requestSampleDialogFor } from '../request-sample-dialog';
import { breadcrumbs, listingDescription, sampleItemList } from '../structured-data';

// the cards a phone shows first (its first row): their images are asked for at once and first. More would split a
// slow link between them and delay the largest paint; a wider screen's further cards load as they are laid out
const FIRST_ROW_SIZE = 2;

// the filters' place before they are drawn: one bar for each of their five sections' headings
const FILTER_PLACEHOLDER_WIDTHS = ['w-3/5', 'w-2/5', 'w-1/2', 'w-1/3', 'w-2/3'];

// the filters are drawn once the page has taken over (below): their code comes then, not with the first page the
// home page shares; the chips of the filters in use, with the specifications' labels, only when a filter is in use
// (a part that cannot be fetched, the network gone or a new version deployed meanwhile, says so in its place)
const FilterPanel = lazy(() =>
  import('../filters/filter-panel').then((module) => ({ default: module.FilterPanel }), partFailed),
);
const ActiveFilterChips = lazy(() =>
  import('../filters/active-filter-chips').then(
    (module) => ({ default: module.ActiveFilterChips }),
    () => ({ default: () => null }),
  ),
);

function PartFailed() {
  const t = useT('errors');
  return (
    <p role="alert" className="mt-3 text-sm text-danger">
      {t('NETWORK_ERROR')}
    </p>
  );
}
const partFailed = () => ({ default: PartFailed });

const isRefusal = (error: Error) => error instanceof ApiError && error.status === 400;

export function SamplesPage() {
  const id = useId();
  const t = useT('catalogue');
  const categoryName = useCategoryName();
  /** Where the listing sits: under the home page. */
  const listingTrail = [
    { name: t('trail.home'), path: paths.home.to() },
    { name: t('trail.samples'), path: paths.samples.to() },
  ];
  const { state, committed, isSettling, update, replace, hrefForPage, leftOut, dismissLeftOut } = useListingState();
  const samplesQuery = useSamples(toSampleListQuery(committed));
  const navigate = useNavigate();
  // the old grid stays, dimmed, while a change waits its turn or its page loads: no blank, no jump
  const isLoadingChange = isSettling || samplesQuery.isPlaceholderData;
  useNextPagePrefetch(committed, samplesQuery.data, samplesQuery.isSuccess && !samplesQuery.isPlaceholderData);
  // a page past the last (an old link, a shrunk catalogue) becomes the last page, in place of this entry
  const lastPage = samplesQuery.data?.totalPages ?? 0;
  const isPastLastPage =
    samplesQuery.isSuccess &&
    !samplesQuery.isPlaceholderData &&
    samplesQuery.data.samples.length === 0 &&
    lastPage > 0 &&
    committed.page > lastPage;
  useEffect(() => {
    if (isPastLastPage) navigate(hrefForPage(lastPage), { replace: true, preventScrollReset: true });
  }, [isPastLastPage, lastPage, hrefForPage, navigate]);
  // asked for here only to name the listing by its one category or its brand; the filters ask for them once drawn
  const lookups = listingLookups(committed);
  const categoriesQuery = useSampleCategories({ enabled: lookups.categories });
  const brandsQuery = useBrands({ enabled: lookups.brands });
  const dialogs = useDialogs();
  const origin = useSiteOrigin();
  const [isFilterPanelOpen, setIsFilterPanelOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(Boolean(state.search));
  // the filters are controls, useless before the script runs, and a third of the page to hydrate: the server sends
  // their place, and the page fills it once it has taken over, in a transition; on a phone, where they are folded
  // away, only when they are opened
  const hasFilters = useMatchesAfterHydration('(min-width: 768px)');
  // asked here so that the options and their counts travel with the server's page and the filters drawn later find
  // them; each query's counts once, the previous ones shown while the next load
  const facetsQuery = useSampleFacets(toSampleFacetsQuery(committed));

  const activeFilterCount = countActiveFilters(state);
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

  const openDialog = dialogs.open;
  const samples = samplesQuery.data?.samples;
  // the cards and the pages' links, made again only when the results change: a click in the filters (a draft of the
  // next query, its results not asked for yet) redraws the filters, not fifteen cards, so it answers within a frame
  const cards = useMemo(
    () =>
      samples?.map((sample, index) => (
        <li key={sample._id}>
          {/* each card a boundary of its own: hydrated in its own slices and commit, not all fifteen in one task */}
          <Suspense>
            <SampleCard
              sample={sample}
              nearColor={committed.nearColor}
              headingLevel="h3"
              priority={index < FIRST_ROW_SIZE}
              imageSizes={SAMPLE_GRID_SIZES.sidebar}
              onRequestSample={(chosen: TSampleSummary) => openDialog(requestSampleDialogFor(chosen))}
              action={<WishlistButton sampleId={sample._id} sampleName={sample.name} />}
            />
          </Suspense>
        </li>
      )),
    [samples, committed.nearColor, openDialog],
  );
  const clearAll = () => replace(clearFilters(state));
  const filterPlaceholder = (
    <div aria-hidden="true" className="space-y-3 pt-4">
      {FILTER_PLACEHOLDER_WIDTHS.map((width) => (
        <Skeleton key={width} className={cn('h-5', width)} />
      ))}
    </div>
  );

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
      {leftOut && (
        <div
          role="status"
          className="mt-4 flex items-start justify-between gap-4 rounded-xl border border-line bg-canvas px-4 py-3 text-sm text-ink"
        >
          <p>{t('results.leftOut')}</p>
          <button
            type="button"
            onClick={dismissLeftOut}
            aria-label={t('results.dismissNotice')}
            className="-m-1 shrink-0 rounded-full p-1 text-muted hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      {committed.manufacturer && (
        <div className="mt-4">
          <BrandHeader brandId={committed.manufacturer} />
        </div>
      )}

      <header className="mt-4 flex flex-col gap-4 border-b border-line pb-5 md:flex-row md:items-end md:justify-between">
        <div>
          {/* a brand's listing is headed by the brand's name, which stays as written */}
          <h1
            translate={!committed.search && brandName ? 'no' : undefined}
            className="text-3xl font-semibold tracking-tight text-ink md:text-4xl"
          >
            {heading}
          </h1>
          <div className="mt-2 text-sm text-muted" aria-live="polite">
            {samplesQuery.data ? (
              t(samplesQuery.data.totalIsEstimate ? 'results.countEstimate' : 'results.count', {
                count: samplesQuery.data.totalSamples,
              })
            ) : samplesQuery.isPending ? (
              <Skeleton className="inline-block h-4 w-24 align-middle" />
            ) : null}
          </div>
        </div>
        <div className="hidden md:block">
          <SortSelect
            value={state.sort}
            hasSearch={Boolean(state.search.trim())}
            hasColor={Boolean(state.nearColor)}
            onChange={(sort) => update({ sort })}
          />
        </div>
      </header>

      {/* phone: FILTERS and SEARCH toggle their panels (spec §2) */}
      <div className="mt-4 grid grid-cols-2 gap-3 md:hidden">
        <Button
          variant={isFilterPanelOpen ? 'dark' : 'secondary'}
          aria-expanded={isFilterPanelOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setIsFilterPanelOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('results.filtersButton', { count: activeFilterCount })}
        </Button>
        <Button
          variant={isSearchOpen ? 'dark' : 'secondary'}
          aria-expanded={isSearchOpen}
          aria-controls={`${id}-search`}
          onClick={() => setIsSearchOpen((open) => !open)}
        >
          <Search aria-hidden="true" className="size-4" />
          {t('results.searchButton')}
        </Button>
      </div>
      <div id={`${id}-search`} hidden={!isSearchOpen} className="mt-3 md:hidden">
        <label htmlFor={`${id}-search-input`} className="sr-only">
          {t('results.searchLabel')}
        </label>
        <input
          id={`${id}-search-input`}
          type="search"
          value={state.search}
          onChange={(event) => update({ search: event.target.value })}
          placeholder={t('results.searchPlaceholder')}
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-line-strong bg-white px-4 text-base text-ink placeholder:text-subtle focus-visible:border-ink focus-visible:outline-none"
        />
      </div>

      <div className="mt-6 md:grid md:grid-cols-[15rem_1fr] md:gap-8 lg:grid-cols-[16.5rem_1fr] lg:gap-10">
        <aside
          id={`${id}-filters`}
          aria-label={t('results.filters')}
          className={cn(
            'mb-6 rounded-xl border border-line p-4 md:sticky md:top-24 md:mb-0 md:block md:max-h-[calc(100dvh-7rem)] md:self-start md:overflow-y-auto md:rounded-none md:border-0 md:p-0 md:pr-2',
            !isFilterPanelOpen && 'hidden',
          )}
        >
          <div className="flex items-center justify-between pb-1">
            <h2 className="text-base font-semibold text-ink">{t('results.filters')}</h2>
            {activeFilterCount > 0 && (
              <button
                type="button"
                onClick={clearAll}
                className="text-sm font-medium text-brand underline-offset-4 hover:underline"
              >
                {t('results.clearAll', { count: activeFilterCount })}
              </button>
            )}
          </div>
          {hasFilters || isFilterPanelOpen ? (
            <Suspense fallback={filterPlaceholder}>
              <FilterPanel state={state} onChange={update} facets={facetsQuery} />
            </Suspense>
          ) : (
            filterPlaceholder
          )}
          <Button variant="dark" className="mt-4 w-full md:hidden" onClick={() => setIsFilterPanelOpen(false)}>
            {t('results.showResults')}
          </Button>
        </aside>

        <section aria-labelledby={`${id}-results`} aria-busy={isLoadingChange} className="min-w-0">
          {/* the cards' h3s need an h2 above them even when the filters (and their h2) are folded away */}
          <h2 id={`${id}-results`} className="sr-only">
            {t('results.heading')}
          </h2>
          {activeFilterCount > 0 && (
            <Suspense fallback={null}>
              <ActiveFilterChips state={state} onChange={update} onClearAll={clearAll} />
            </Suspense>
          )}
          <div className="mb-5 flex justify-end md:hidden">
            <SortSelect
              value={state.sort}
              hasSearch={Boolean(state.search.trim())}
              hasColor={Boolean(state.nearColor)}
              onChange={(sort) => update({ sort })}
            />
          </div>
          <div className="relative">
            {isLoadingChange && !samplesQuery.isPending ? (
              // over the dimmed grid, held in view while it scrolls; it fades in only if the wait lasts
              <div className="pointer-events-none absolute inset-0 z-30 flex justify-center">
                <div
                  role="progressbar"
                  aria-label={t('results.loading')}
                  className="sticky top-24 flex h-9 items-center gap-2 self-start rounded-full bg-ink px-4 text-sm font-medium text-white shadow-card transition-opacity delay-150 duration-200 starting:opacity-0"
                >
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  {t('results.loading')}
                </div>
              </div>
            ) : null}
            {samplesQuery.isPending ? (
              <div role="status" aria-label={t('results.loading')}>
                <SampleGrid layout="sidebar">
                  {Array.from({ length: SAMPLE_SKELETON_COUNT }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                    <li key={index}>
                      <SampleCardSkeleton />
                    </li>
                  ))}
                </SampleGrid>
              </div>
            ) : samplesQuery.isError && committed.cursor && isRefusal(samplesQuery.error) ? (
              // a Next or Previous link kept too long (or from another order): the numbered pages still work
              <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
                <h2 className="text-lg font-semibold text-ink">{t('results.linkExpired')}</h2>
                <p className="mt-2 max-w-md text-sm text-muted">{samplesQuery.error.message}</p>
                <Link
                  to={hrefForPage(1)}
                  className="mt-6 inline-flex h-11 items-center rounded-full border border-line px-5 text-sm font-medium text-ink hover:border-ink"
                >
                  {t('results.firstPage')}
                </Link>
              </div>
            ) : samplesQuery.isError ? (
              <ErrorMessage>
                {samplesQuery.error.message === SAMPLES_FETCH_FAILED
                  ? t('results.fetchFailed')
                  : t('errorWithMessage', { message: samplesQuery.error.message })}
              </ErrorMessage>
            ) : samplesQuery.data.samples.length === 0 && samplesQuery.data.totalPages > 0 ? (
              <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
                <h2 className="text-lg font-semibold text-ink">
                  {t('results.pastLastPage', { page: samplesQuery.data.currentPage })}
                </h2>
                <p className="mt-2 max-w-md text-sm text-muted">
                  {t('results.lastPageIs', { page: samplesQuery.data.totalPages })}
                </p>
                <Link
                  to={hrefForPage(samplesQuery.data.totalPages)}
                  className="mt-6 inline-flex h-11 items-center rounded-full border border-line px-5 text-sm font-medium text-ink hover:border-ink"
                >
                  {t('results.goToPage', { page: samplesQuery.data.totalPages })}
                </Link>
              </div>
            ) : samplesQuery.data.samples.length === 0 ? (
              <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
                <h2 className="text-lg font-semibold text-ink">{t('results.noMatches')}</h2>
                <p className="mt-2 max-w-md text-sm text-muted">{t('results.noMatchesHint')}</p>
                <Button
                  variant="secondary"
                  className="mt-6"
                  onClick={() => replace({ ...clearFilters(state), search: '' })}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t('results.clearAllFilters')}
                </Button>
              </div>
            ) : (
              <>
                <SampleGrid layout="sidebar" className={cn('transition-opacity', isLoadingChange && 'opacity-50')}>
                  {cards}
                </SampleGrid>
                <Pagination
                  className="mt-12 border-t border-line pt-8"
                  currentPage={samplesQuery.data.currentPage}
                  totalPages={samplesQuery.data.totalPages}
                  totalIsEstimate={samplesQuery.data.totalIsEstimate}
                  hrefForPage={hrefForPage}
                  // Next and Previous read on from where the page shown ends or starts (keyset cursors)
                  previousHref={
                    samplesQuery.data.previousCursor
                      ? hrefForPage(samplesQuery.data.currentPage - 1, { before: samplesQuery.data.previousCursor })
                      : undefined
                  }
                  nextHref={
                    samplesQuery.data.nextCursor
                      ? hrefForPage(samplesQuery.data.currentPage + 1, { after: samplesQuery.data.nextCursor })
                      : undefined
                  }
                />
              </>
            )}
          </div>
        </section>
      </div>
      <RecentlyViewedMount />
      <CompareTrayMount />
    </div>
  );
}
