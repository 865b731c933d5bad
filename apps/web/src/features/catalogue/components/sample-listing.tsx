import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import { LoaderCircle, Search, SlidersHorizontal, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useMatchesAfterHydration } from '../../../lib/use-after-hydration';
import { SAMPLES_FETCH_FAILED } from '../api';
import { SAMPLE_SKELETON_COUNT } from '../constants';
import { chosenFilters } from '../filters/listing-scope';
import { clearFilters, countActiveFilters } from '../filters/listing-state';
import type { SampleListingData } from '../hooks/use-sample-listing';
import { requestSampleDialogFor } from '../request-sample-dialog';
import { SampleCard } from './sample-card';
import { SampleCardSkeleton } from './sample-card-skeleton';
import { SAMPLE_GRID_SIZES, SampleGrid } from './sample-grid';
import { SortSelect } from './sort-select';
import { WishlistButton } from './wishlist-button';

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

type SampleListingProps = {
  listing: SampleListingData;
  /** what the listing shows: all samples, a search, a category, a brand */
  heading: string;
  /** the page's h1 on /samples; in a brand's store an h2, under the brand's own name */
  headingLevel: 'h1' | 'h2';
  /** the heading's id, for a section it names */
  headingId?: string;
  /** the heading is a name (a brand's), which stays as written */
  isHeadingAName?: boolean;
  /** shown above the listing's header (the chosen brand on /samples) */
  banner?: ReactNode;
};

/**
 * The listing below a page's title: its header (heading, count, sort), the filters (a sidebar, folded away on a
 * phone), the search on a phone, the chips of the filters in use, and the cards with their pages. In a brand's store
 * the brand is the store's own: its filter and its chip are left out.
 */
export function SampleListing({
  listing,
  heading,
  headingLevel: Heading,
  headingId,
  isHeadingAName = false,
  banner,
}: SampleListingProps) {
  const id = useId();
  const t = useT('catalogue');
  const { scope, state, committed, update, replace, hrefForPage, leftOut, dismissLeftOut } = listing;
  const { samplesQuery, facetsQuery, isLoadingChange } = listing;
  const dialogs = useDialogs();
  const [isFilterPanelOpen, setIsFilterPanelOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(Boolean(state.search));
  // the filters are controls, useless before the script runs, and a third of the page to hydrate: the server sends
  // their place, and the page fills it once it has taken over, in a transition; on a phone, where they are folded
  // away, only when they are opened
  const hasFilters = useMatchesAfterHydration('(min-width: 768px)');

  const chosen = chosenFilters(scope, state);
  const activeFilterCount = countActiveFilters(chosen);
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
              onRequestSample={(picked: TSampleSummary) => openDialog(requestSampleDialogFor(picked))}
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
    <>
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

      {banner && <div className="mt-4">{banner}</div>}

      <header className="mt-4 flex flex-col gap-4 border-b border-line pb-5 md:flex-row md:items-end md:justify-between">
        <div>
          <Heading
            id={headingId}
            translate={isHeadingAName ? 'no' : undefined}
            className={
              Heading === 'h1'
                ? 'text-3xl font-semibold tracking-tight text-ink md:text-4xl'
                : 'text-2xl font-semibold tracking-tight text-ink md:text-3xl'
            }
          >
            {heading}
          </Heading>
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
              <FilterPanel state={state} onChange={update} facets={facetsQuery} hasBrandFilter={!scope.brandId} />
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
              <ActiveFilterChips state={chosen} onChange={update} onClearAll={clearAll} />
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
    </>
  );
}
