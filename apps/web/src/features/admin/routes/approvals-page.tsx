import { formatDate } from '@samplebank/domain/format';
import { Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { useReviewQueue } from '../api';
import { AccountReview } from '../components/account-review';
import { labelOf } from '../lib/labels';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /admin/approvals: accounts waiting for review, each with its profile and documents, to approve or reject. */
export function ApprovalsPage() {
  const t = useT('admin');
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const queue = useReviewQueue(page);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const users = queue.data?.users ?? [];
  const selected = users.find((user) => user._id === selectedId) ?? users[0];

  return (
    <div>
      <title>{t('pageTitle', { title: t('approvals.title') })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('approvals.title')}</h1>
          <p className="mt-1 text-sm text-muted">
            {queue.data ? t('approvals.waitingCount', { count: queue.data.totalUsers }) : t('approvals.waiting')}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
          <RefreshCw aria-hidden="true" className={cn('size-4', queue.isFetching && 'animate-spin')} />
          {t('approvals.refresh')}
        </Button>
      </div>

      {queue.isError && (
        <ErrorMessage
          className="mt-6"
          action={
            <Button variant="secondary" size="sm" onClick={() => void queue.refetch()}>
              {t('approvals.retry')}
            </Button>
          }
        >
          {t('accounts.loadFailed')}
        </ErrorMessage>
      )}

      {queue.isPending && (
        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <div className="space-y-2">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-18 w-full rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      )}

      {queue.isSuccess && users.length === 0 && (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-line-strong py-20 text-center">
          <Inbox aria-hidden="true" className="size-8 text-subtle" />
          <p className="mt-3 font-medium text-ink">{t('approvals.empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('approvals.emptyHint')}</p>
        </div>
      )}

      {users.length > 0 && selected && (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
          <nav aria-label={t('approvals.waiting')}>
            <ul className="flex flex-col gap-2">
              {users.map((user) => {
                const isSelected = user._id === selected._id;
                return (
                  <li key={user._id}>
                    <button
                      type="button"
                      aria-current={isSelected ? 'true' : undefined}
                      onClick={() => setSelectedId(user._id)}
                      className={cn(
                        'w-full rounded-xl border px-4 py-3 text-left transition-colors',
                        isSelected
                          ? 'border-ink bg-white shadow-card ring-1 ring-ink'
                          : 'border-line bg-white hover:border-ink',
                      )}
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span translate="no" className="truncate text-sm font-semibold text-ink">
                          {user.name}
                        </span>
                        <span className="shrink-0 text-xs text-subtle">{formatDate(user.createdAt)}</span>
                      </span>
                      <span className="mt-0.5 block truncate text-xs text-muted">{user.email}</span>
                      <span className="mt-2 inline-block rounded-full bg-surface px-2 py-0.5 text-[11px] font-medium text-ink">
                        {labelOf(t, 'userType', user.userType ?? 'none')}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pagination
              className="mt-4"
              currentPage={queue.data?.currentPage ?? page}
              totalPages={queue.data?.totalPages ?? 1}
              hrefForPage={(target) => `${adminPaths.approvals.to()}${target > 1 ? `?page=${target}` : ''}`}
            />
          </nav>
          <AccountReview key={selected._id} user={selected} onDecided={() => setSelectedId(null)} />
        </div>
      )}
    </div>
  );
}
