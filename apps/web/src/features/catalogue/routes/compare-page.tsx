import type { TSampleDetail } from '@samplebank/contracts/catalogue';
import { useQueries } from '@tanstack/react-query';
import { GitCompareArrows, Info, ShoppingBag } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { isNotFoundError } from '../../../lib/server-queries';
import { sampleQuery } from '../api';
import { compareIdsOf } from '../compare/compare-ids';
import { COMPARE_LIMIT, removeCompared } from '../compare/compare-store';
import { CompareTable } from '../compare/compare-table';
import { AddToBoardButton } from '../components/add-to-board-button';
import { useAddSamplesToCart } from '../hooks/use-add-samples-to-cart';

/**
 * `/compare?ids=a,b,c,d`: up to four samples side by side (issue 17). The link is the comparison, so it can be shared
 * and opened by anyone; each sample is read as its details page reads it (and shares its cache). A link's entries
 * that are not samples, no longer exist, repeat or pass four are said, and the rest still shown. Client-rendered and
 * kept out of search engines (`/compare` is among the private paths).
 */
export function ComparePage() {
  const t = useT('compare');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const link = compareIdsOf(searchParams.get('ids'));
  const queries = useQueries({
    // a sample that is no more is said at once; a failed load is tried once more
    queries: link.ids.map((id) => ({
      ...sampleQuery(id),
      retry: (failures: number, error: Error) => !isNotFoundError(error) && failures < 1,
    })),
  });
  const { addAllToCart, isAdding } = useAddSamplesToCart();

  const samples = queries.flatMap((query) => (query.data ? [query.data] : []));
  const notFound = queries.filter((query) => query.isError && isNotFoundError(query.error)).length;
  const failed = queries.filter((query) => query.isError && !isNotFoundError(query.error));
  const isLoading = queries.some((query) => query.isPending);

  const remove = (sampleId: string) => {
    removeCompared(sampleId);
    const rest = link.ids.filter((id) => id !== sampleId);
    // the link as the tray writes it (commas as they are), so what is shared next reads the same
    navigate(paths.compare.to(rest), { replace: true });
  };

  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('page.metaTitle')}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('page.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('page.lead', { limit: COMPARE_LIMIT })}</p>

      <LinkNotices
        badCount={link.badCount}
        duplicateCount={link.duplicateCount}
        tooMany={link.tooMany}
        notFound={notFound}
      />
      {failed.length > 0 && (
        <ErrorMessage
          className="mt-4"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                for (const query of failed) query.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('notice.failed', { count: failed.length })}
        </ErrorMessage>
      )}

      <div className="mt-8">
        {link.ids.length === 0 || (!isLoading && samples.length === 0 && failed.length === 0) ? (
          <EmptyComparison />
        ) : isLoading ? (
          <ComparisonSkeleton columns={link.ids.length} />
        ) : (
          <>
            <ComparisonActions samples={samples} isAdding={isAdding} onAddAllToCart={() => addAllToCart(samples)} />
            <div className="mt-6">
              <CompareTable samples={samples} onRemove={remove} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

type LinkNoticesProps = { badCount: number; duplicateCount: number; tooMany: number | null; notFound: number };

/** What the link named that is not shown, and why. */
function LinkNotices({ badCount, duplicateCount, tooMany, notFound }: LinkNoticesProps) {
  const t = useT('compare');
  const notices = [
    tooMany !== null && t('notice.tooMany', { limit: COMPARE_LIMIT, count: tooMany }),
    notFound > 0 && t('notice.notFound', { count: notFound }),
    badCount > 0 && t('notice.badIds', { count: badCount }),
    duplicateCount > 0 && t('notice.duplicates', { count: duplicateCount }),
  ].filter((notice): notice is string => Boolean(notice));
  if (notices.length === 0) return null;
  return (
    <ul
      role="status"
      className="mt-4 space-y-1 rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm text-ink"
    >
      {notices.map((notice) => (
        <li key={notice} className="flex items-start gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          {notice}
        </li>
      ))}
    </ul>
  );
}

type ComparisonActionsProps = {
  samples: readonly TSampleDetail[];
  isAdding: boolean;
  onAddAllToCart: () => void;
};

/** Add every compared sample to a board, or those in stock to the cart. */
function ComparisonActions({ samples, isAdding, onAddAllToCart }: ComparisonActionsProps) {
  const t = useT('compare');
  const [first] = samples;
  if (!first) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button variant="dark" size="lg" disabled={isAdding} onClick={onAddAllToCart} className="sm:w-auto">
        <ShoppingBag aria-hidden="true" className="size-4" />
        {isAdding ? t('addingAll') : t('addAllToCart')}
      </Button>
      <div className="sm:w-64">
        <AddToBoardButton
          sampleId={first._id}
          sampleIds={samples.map((sample) => sample._id)}
          buttonText={t('addAllToBoard')}
          addedMessage={t('addedAllToBoard', { count: samples.length })}
        />
      </div>
    </div>
  );
}

function EmptyComparison() {
  const t = useT('compare');
  return (
    <div className="rounded-xl border border-dashed border-line-strong px-6 py-14 text-center">
      <GitCompareArrows aria-hidden="true" className="mx-auto size-10 text-subtle" strokeWidth={1.5} />
      <h2 className="mt-4 text-lg font-semibold text-ink">{t('page.empty')}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted">{t('page.emptyText', { limit: COMPARE_LIMIT })}</p>
      <ButtonLink to={paths.samples.to()} className="mt-6">
        {t('page.browse')}
      </ButtonLink>
    </div>
  );
}

function ComparisonSkeleton({ columns }: { columns: number }) {
  const t = useT('compare');
  return (
    <div>
      <p role="status" className="sr-only">
        {t('page.loading')}
      </p>
      <div className="grid gap-4" style={{ gridTemplateColumns: `8rem repeat(${columns}, minmax(0, 1fr))` }}>
        <span />
        {Array.from({ length: columns }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} className="aspect-square rounded-lg" />
        ))}
      </div>
      <div className="mt-6 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    </div>
  );
}
