import {
  PARTNER_APPLICATION_STATUSES,
  type TPartnerApplication,
  type TPartnerApplicationStatus,
} from '@samplebank/contracts/partner-applications';
import { formatDateTime } from '@samplebank/domain/format';
import { Handshake } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { PageHeader } from '../components/page-header';
import { PartnerApplicationDetails, PartnerApplicationStatusBadge } from '../components/partner-application-details';
import { useSearchParamState } from '../lib/use-search-param-state';
import { usePartnerApplications } from '../partner-applications-api';

type Filter = TPartnerApplicationStatus | 'all';
const FILTERS: readonly Filter[] = [...PARTNER_APPLICATION_STATUSES, 'all'];

/** /admin/partner-applications: the "Become a brand partner" queue, approved into brands or declined with a note. */
export function PartnerApplicationsPage() {
  const t = useT('admin');
  const { values, page, set, hrefForPage } = useSearchParamState(['status'] as const);
  // a queue opens on what waits; "all" lists the pending first, then the reviewed
  const filter: Filter = (FILTERS as readonly string[]).includes(values.status) ? (values.status as Filter) : 'pending';
  const applications = usePartnerApplications(filter === 'all' ? undefined : filter, page);
  const items = applications.data?.items ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = items.find((item) => item._id === selectedId) ?? items[0];
  const details = useRef<HTMLElement>(null);

  const choose = (item: TPartnerApplication) => {
    setSelectedId(item._id);
    // on a phone the details are below the list: bring them into view
    if (window.matchMedia?.('(min-width: 64rem)').matches === false) {
      requestAnimationFrame(() => details.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  };

  return (
    <div>
      <PageHeader
        title={t('partnerApplications.title')}
        description={
          applications.data
            ? t('partnerApplications.pendingCount', { count: applications.data.pendingCount })
            : t('partnerApplications.description')
        }
      />
      <Tabs
        label={t('partnerApplications.status')}
        tabs={FILTERS.map((status) => ({
          value: status,
          label: t(`partnerApplications.filter.${status}`),
          ...(status === 'pending' && applications.data ? { count: applications.data.pendingCount } : {}),
        }))}
        value={filter}
        onChange={(status) => {
          setSelectedId(null);
          set({ status: status === 'pending' ? '' : status });
        }}
        listClassName="mb-4"
      >
        {applications.isError && (
          <ErrorMessage
            className="mb-4"
            action={
              <Button size="sm" variant="secondary" onClick={() => applications.refetch()}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {t('partnerApplications.loadFailed')}
          </ErrorMessage>
        )}
        {applications.isPending && <Skeleton className="h-80 w-full rounded-2xl" />}
        {applications.isSuccess && items.length === 0 && (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong px-6 py-20 text-center">
            <Handshake aria-hidden="true" className="size-8 text-subtle" />
            <p className="mt-3 font-medium text-ink">{t(`partnerApplications.empty.${filter}`)}</p>
          </div>
        )}
        {selected && (
          <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <nav aria-label={t('partnerApplications.list')}>
              <ul className="flex flex-col gap-2">
                {items.map((item) => (
                  <li key={item._id}>
                    <button
                      type="button"
                      aria-current={item._id === selected._id ? 'true' : undefined}
                      onClick={() => choose(item)}
                      className={cn(
                        'w-full rounded-xl border bg-white px-4 py-3 text-left transition-colors',
                        item._id === selected._id
                          ? 'border-ink shadow-card ring-1 ring-ink'
                          : 'border-line hover:border-ink',
                      )}
                    >
                      <span className="flex items-start justify-between gap-2">
                        <span translate="no" className="min-w-0 text-sm font-semibold break-words text-ink">
                          {item.companyName}
                        </span>
                        <PartnerApplicationStatusBadge status={item.status} />
                      </span>
                      <span translate="no" className="mt-0.5 block truncate text-xs text-muted">
                        {item.contactName} · {item.email}
                      </span>
                      <span className="mt-1 block text-[11px] text-subtle">{formatDateTime(item.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pagination
                className="mt-4"
                currentPage={applications.data?.currentPage ?? page}
                totalPages={applications.data?.totalPages ?? 1}
                hrefForPage={hrefForPage}
              />
            </nav>
            <PartnerApplicationDetails key={selected._id} ref={details} application={selected} />
          </div>
        )}
      </Tabs>
    </div>
  );
}
