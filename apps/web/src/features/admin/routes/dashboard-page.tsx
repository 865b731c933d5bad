import { formatDate } from '@samplebank/domain/format';
import { ORDER_STATUSES } from '@samplebank/domain/order-status';
import { ArrowRight, Boxes, ClipboardCheck, Inbox, MessageSquare, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Panel } from '../../../components/ui/panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { PageHeader } from '../components/page-header';
import { OrderStatusBadge } from '../components/status-badge';
import { useAdminDashboard } from '../dashboard-api';

/** /admin: what needs attention today, each figure a link to its list. */
export function DashboardPage() {
  const t = useT('admin');
  const dashboard = useAdminDashboard();
  const data = dashboard.data;

  return (
    <div>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      {dashboard.isError && <ErrorMessage className="mb-6">{t('dashboard.loadFailed')}</ErrorMessage>}

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          to={adminPaths.approvals.to()}
          icon={<ClipboardCheck className="size-5" />}
          label={t('dashboard.awaitingReview')}
          value={data?.accountsAwaitingReview}
          highlight={Boolean(data?.accountsAwaitingReview)}
        />
        <StatCard
          to={adminPaths.sampleRequests.to()}
          icon={<Inbox className="size-5" />}
          label={t('dashboard.newRequests')}
          value={data?.newSampleRequests}
        />
        <StatCard
          to={adminPaths.contactInquiries.to()}
          icon={<MessageSquare className="size-5" />}
          label={t('dashboard.newInquiries')}
          value={data?.newContactInquiries}
        />
        <StatCard
          to={`${adminPaths.samples.to()}?stock=low`}
          icon={<Boxes className="size-5" />}
          label={t('dashboard.lowStockSamples')}
          value={data?.lowStock.count}
          highlight={Boolean(data?.lowStock.count)}
        />
      </div>

      {/* minmax(0, ...): a long sample name is cut short, not widening the page on a phone */}
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <Panel
          title={t('dashboard.ordersByStatus')}
          actions={
            <Link to={adminPaths.orders.to()} className="text-sm font-medium text-brand hover:underline">
              {t('dashboard.allOrders')}
            </Link>
          }
        >
          <ul className="divide-y divide-line">
            {ORDER_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={adminPaths.orders.to(status)}
                  className="group flex items-center justify-between gap-3 py-2.5 text-sm"
                >
                  <OrderStatusBadge status={status} />
                  <span className="flex items-center gap-2 font-semibold text-ink tabular-nums">
                    {data ? (data.ordersByStatus[status] ?? 0) : <Skeleton className="h-4 w-8" />}
                    <ArrowRight aria-hidden="true" className="size-4 text-subtle group-hover:text-ink" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel
          title={t('dashboard.lowStock')}
          description={data ? t('dashboard.lowStockDescription', { threshold: data.lowStock.threshold }) : undefined}
          actions={
            <Link
              to={`${adminPaths.samples.to()}?stock=low`}
              className="text-sm font-medium text-brand hover:underline"
            >
              {t('dashboard.seeAll')}
            </Link>
          }
        >
          {!data ? (
            <div className="space-y-3">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} className="h-8 w-full" />
              ))}
            </div>
          ) : data.lowStock.samples.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">{t('dashboard.wellStocked')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {data.lowStock.samples.map((sample) => (
                <li key={sample._id}>
                  <Link to={adminPaths.sample.to(sample._id)} className="flex items-center gap-3 py-2.5 text-sm group">
                    <span className="min-w-0 flex-1">
                      <span translate="no" className="block truncate font-medium text-ink group-hover:underline">
                        {sample.name}
                      </span>
                      <span translate="no" className="block truncate text-xs text-muted">
                        {sample.brandName} · {sample.sku}
                      </span>
                    </span>
                    <span
                      className={
                        sample.stock === 0
                          ? 'flex items-center gap-1 font-semibold text-danger'
                          : 'font-semibold text-warning'
                      }
                    >
                      {sample.stock === 0 && <TriangleAlert aria-hidden="true" className="size-4" />}
                      {sample.stock === 0
                        ? t('dashboard.outOfStock')
                        : t('dashboard.unitsLeft', { count: sample.stock })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <Panel
        className="mt-6"
        title={t('dashboard.missedSearches')}
        description={t('dashboard.missedSearchesDescription')}
      >
        {!data ? (
          <div className="space-y-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-8 w-full" />
            ))}
          </div>
        ) : data.searchesWithoutResults.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('dashboard.noMissedSearches')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {data.searchesWithoutResults.map((miss) => (
              <li key={miss.search} className="flex items-center gap-3 py-2.5 text-sm">
                <SearchX aria-hidden="true" className="size-4 shrink-0 text-subtle" />
                <Link
                  to={`/samples?${new URLSearchParams({ search: miss.search })}`}
                  translate="no"
                  className="min-w-0 flex-1 truncate font-medium text-ink hover:underline"
                >
                  {miss.search}
                </Link>
                <span className="shrink-0 text-muted tabular-nums">
                  {t('dashboard.searchCount', { count: miss.searches })}
                </span>
                <span className="hidden shrink-0 text-xs text-muted sm:inline">
                  {t('dashboard.lastSearched', { date: formatDate(miss.lastAt) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function StatCard({
  to,
  icon,
  label,
  value,
  highlight,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  value: number | undefined;
  highlight?: boolean;
}) {
  return (
    <Link
      to={to}
      className="group flex flex-col rounded-2xl border border-line bg-white p-5 shadow-card transition-colors hover:border-ink"
    >
      <span className="flex items-center justify-between">
        <span
          aria-hidden="true"
          className={
            highlight
              ? 'flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand'
              : 'flex size-10 items-center justify-center rounded-xl bg-surface text-ink'
          }
        >
          {icon}
        </span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 text-subtle transition-transform group-hover:translate-x-0.5"
        />
      </span>
      <span className="mt-4 text-3xl font-semibold tracking-tight text-ink tabular-nums">
        {value === undefined ? <Skeleton className="h-9 w-12" /> : value}
      </span>
      <span className="mt-1 text-sm text-muted">{label}</span>
    </Link>
  );
}
