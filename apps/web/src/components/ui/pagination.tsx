import { formatNumber } from '@samplebank/domain/format';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { getPaginationRange } from '../../lib/pagination-range';

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  /** The address of a page, so every page number is a real link. */
  hrefForPage: (page: number) => string;
  /** the total is an estimate: the last page is "about" */
  totalIsEstimate?: boolean;
  /** Previous and Next's own addresses (keyset cursors), where they differ from the numbered pages' */
  previousHref?: string;
  nextHref?: string;
  className?: string;
};

const itemStyles =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition-colors';

export function Pagination({
  currentPage,
  totalPages,
  hrefForPage,
  totalIsEstimate,
  previousHref,
  nextHref,
  className,
}: PaginationProps) {
  const t = useT('common');
  if (totalPages <= 1) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label={t('pagination.label')} className={cn('flex items-center justify-center gap-1', className)}>
      <PageStep
        to={hasPrevious ? (previousHref ?? hrefForPage(currentPage - 1)) : null}
        label={t('pagination.previous')}
        direction="previous"
      />
      <ol className="hidden items-center gap-1 sm:flex">
        {getPaginationRange(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === currentPage ? 'page' : undefined}
                className={cn(itemStyles, item === currentPage ? 'bg-ink text-white' : 'text-ink hover:bg-surface')}
              >
                {formatNumber(item)}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-subtle">
              …
            </li>
          ),
        )}
      </ol>
      <p className="px-3 text-sm text-muted sm:hidden">
        {t(totalIsEstimate ? 'pagination.pageOfAbout' : 'pagination.pageOf', {
          current: currentPage,
          total: totalPages,
        })}
      </p>
      <PageStep
        to={hasNext ? (nextHref ?? hrefForPage(currentPage + 1)) : null}
        label={t('pagination.next')}
        direction="next"
      />
    </nav>
  );
}

function PageStep({ to, label, direction }: { to: string | null; label: string; direction: 'previous' | 'next' }) {
  const content = (
    <>
      {direction === 'previous' && <ChevronLeft aria-hidden="true" className="size-4" />}
      <span>{label}</span>
      {direction === 'next' && <ChevronRight aria-hidden="true" className="size-4" />}
    </>
  );
  const styles = cn(itemStyles, 'gap-1 border border-line');
  if (!to) {
    return (
      <span aria-disabled="true" className={cn(styles, 'cursor-not-allowed text-subtle opacity-60')}>
        {content}
      </span>
    );
  }
  return (
    <Link to={to} rel={direction === 'next' ? 'next' : 'prev'} className={cn(styles, 'text-ink hover:border-ink')}>
      {content}
    </Link>
  );
}
