import { ORDER_STATUS_VALUES } from '@samplebank/contracts/orders';
import { formatDate, formatDateTime, formatRinggit } from '@samplebank/domain/format';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { inputStyles } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Tabs } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { adminPaths } from '../admin-paths';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter } from '../components/filter-controls';
import { InvoiceExport } from '../components/invoice-export';
import { PageHeader } from '../components/page-header';
import { OrderStatusBadge } from '../components/status-badge';
import { labelOf } from '../lib/labels';
import { useSearchParamState } from '../lib/use-search-param-state';
import { useAdminOrders } from '../orders-api';

const FILTERS = ['status', 'search', 'from', 'to'] as const;
type OrderQuery = Parameters<typeof useAdminOrders>[0];

/** /admin/orders: every order, filtered by status, order number or buyer, and days in Malaysia. */
export function OrdersPage() {
  const t = useT('admin');
  const { values, page, set, hrefForPage } = useSearchParamState(FILTERS);
  const orders = useAdminOrders({
    page,
    status: (values.status || undefined) as OrderQuery['status'],
    search: values.search || undefined,
    from: values.from || undefined,
    to: values.to || undefined,
  });
  const list = orders.data?.orders ?? [];

  return (
    <div>
      <PageHeader
        title={t('orders.title')}
        description={orders.data ? t('orders.count', { count: orders.data.total }) : t('orders.everyOrder')}
        actions={<InvoiceExport />}
      />
      <Tabs
        label={t('orders.statusTabs')}
        tabs={['', ...ORDER_STATUS_VALUES].map((status) => ({
          value: status,
          label: status ? labelOf(t, 'orderStatus', status) : t('filters.all'),
        }))}
        value={values.status}
        onChange={(status) => set({ status })}
        listClassName="mb-4"
      >
        <FilterBar>
          <SearchFilter label={t('orders.search')} value={values.search} onChange={(search) => set({ search })} />
          <label className="flex items-center gap-2 text-sm text-muted">
            {t('orders.from')}
            <input
              type="date"
              value={values.from}
              onChange={(event) => set({ from: event.target.value })}
              className={cn(inputStyles, 'h-10 w-auto')}
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-muted">
            {t('orders.to')}
            <input
              type="date"
              value={values.to}
              onChange={(event) => set({ to: event.target.value })}
              className={cn(inputStyles, 'h-10 w-auto')}
            />
          </label>
        </FilterBar>
        {orders.isError && <ErrorMessage className="mb-4">{t('orders.loadFailed')}</ErrorMessage>}
        <AdminTable aria-label={t('orders.title')}>
          <thead>
            <tr>
              <HeaderCell>{t('orders.order')}</HeaderCell>
              <HeaderCell>{t('orders.buyer')}</HeaderCell>
              <HeaderCell>{t('orders.status')}</HeaderCell>
              <HeaderCell>{t('orders.delivery')}</HeaderCell>
              <HeaderCell className="text-right">{t('orders.items')}</HeaderCell>
              <HeaderCell className="text-right">{t('orders.total')}</HeaderCell>
            </tr>
          </thead>
          <tbody>
            {orders.isPending ? (
              <LoadingRows columns={6} />
            ) : list.length === 0 ? (
              <EmptyRow columns={6}>{t('orders.empty')}</EmptyRow>
            ) : (
              list.map((order) => (
                <tr key={order._id} className="transition-colors hover:bg-canvas">
                  <Cell>
                    <Link to={adminPaths.order.to(order._id)} className="group block">
                      <span className="block font-mono text-sm font-medium whitespace-nowrap text-ink group-hover:underline">
                        {order.number}
                      </span>
                      <span className="block text-xs whitespace-nowrap text-muted">
                        {formatDateTime(order.createdAt)}
                      </span>
                    </Link>
                  </Cell>
                  <Cell>
                    <span translate="no" className="block text-ink">
                      {order.buyer.name}
                    </span>
                    <span className="block text-xs text-muted">{order.buyer.email}</span>
                  </Cell>
                  <Cell>
                    <OrderStatusBadge status={order.status} />
                  </Cell>
                  <Cell className="whitespace-nowrap text-muted">
                    {formatDate(order.deliveryDate)}
                    {order.isExpressDelivery && (
                      <span className="ml-1.5 text-xs font-medium text-brand">{t('orders.express')}</span>
                    )}
                  </Cell>
                  <Cell className="text-right tabular-nums">{order.itemsCount}</Cell>
                  <Cell className="text-right whitespace-nowrap tabular-nums">
                    {order.isPremium ? (
                      formatRinggit(order.totalAmount / 100)
                    ) : (
                      <span className="text-muted">{t('orders.freeRequest')}</span>
                    )}
                  </Cell>
                </tr>
              ))
            )}
          </tbody>
        </AdminTable>
        <Pagination
          className="mt-6"
          currentPage={orders.data?.currentPage ?? page}
          totalPages={orders.data?.totalPages ?? 1}
          hrefForPage={hrefForPage}
        />
      </Tabs>
    </div>
  );
}
