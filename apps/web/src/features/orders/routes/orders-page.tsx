import { ORDER_DATE_FILTERS, type TOrder, type TOrderDateFilter } from '@samplebank/contracts/orders';
import { PackageSearch, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { AccountGate } from '../../../components/account-gate';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectInput, TextInput } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useOrderHistory } from '../api';
import { OrdersList, type OrdersTab } from '../components/orders-list';
import { splitOrders } from '../lib/order-format';

const DATE_FILTER_KEYS = {
  all: 'filter.all',
  '30days': 'filter.last30Days',
  '3months': 'filter.last3Months',
  '6months': 'filter.last6Months',
} as const satisfies Record<TOrderDateFilter, MessageKey<'orders'>>;

const EMPTY_TEXT_KEYS = {
  active: 'empty.active',
  history: 'empty.history',
} as const satisfies Record<OrdersTab, MessageKey<'orders'>>;

/** /orders: the signed-in user's orders in two tabs, searchable by number (or id) and filtered by date. */
export function OrdersPage() {
  const t = useT('orders');
  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('page.documentTitle')}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('page.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('page.intro')}</p>
      <div className="mt-8">
        <AccountGate signedOutMessage={t('page.signedOut')}>
          <OrdersBrowser />
        </AccountGate>
      </div>
    </div>
  );
}

export function OrdersBrowser() {
  const t = useT('orders');
  const [search, setSearch] = useState('');
  const [dateFilter, setDateFilter] = useState<TOrderDateFilter>('all');
  const [tab, setTab] = useState<OrdersTab>('active');
  const orders = useOrderHistory(dateFilter);
  const searchId = useId();
  const filterId = useId();

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 sm:max-w-sm">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-ink">
            {t('filter.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-subtle"
            />
            <TextInput
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('filter.searchPlaceholder')}
              autoComplete="off"
              maxLength={100}
              className="pl-10"
            />
          </div>
        </div>
        <div className="sm:w-52">
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-ink">
            {t('filter.date')}
          </label>
          <SelectInput
            id={filterId}
            value={dateFilter}
            onChange={(event) => setDateFilter(event.target.value as TOrderDateFilter)}
          >
            {ORDER_DATE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(DATE_FILTER_KEYS[filter])}
              </option>
            ))}
          </SelectInput>
        </div>
      </div>

      <div className="mt-8">
        {orders.isPending ? (
          <OrdersLoading />
        ) : orders.isError ? (
          <ErrorMessage>{t('page.error', { message: orders.error.message })}</ErrorMessage>
        ) : (
          <OrdersTabsView orders={orders.data} search={search} tab={tab} onTab={setTab} />
        )}
      </div>
    </>
  );
}

type OrdersTabsViewProps = {
  orders: TOrder[];
  search: string;
  tab: OrdersTab;
  onTab: (tab: OrdersTab) => void;
};

export function OrdersTabsView({ orders, search, tab, onTab }: OrdersTabsViewProps) {
  const t = useT('orders');
  const split = splitOrders(orders, search);
  const shown = split[tab];
  const isSearching = search.trim() !== '';
  return (
    <Tabs
      label={t('tabs.label')}
      tabs={[
        { value: 'active', label: t('tabs.active'), count: split.active.length },
        { value: 'history', label: t('tabs.history'), count: split.history.length },
      ]}
      value={tab}
      onChange={onTab}
      panelClassName="mt-6"
    >
      {shown.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <PackageSearch aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-4 max-w-md font-medium text-ink">{t(EMPTY_TEXT_KEYS[tab])}</p>
          {isSearching ? (
            <p className="mt-2 text-sm text-muted">{t('empty.searching')}</p>
          ) : orders.length === 0 ? (
            <ButtonLink to={paths.samples.to()} className="mt-6">
              {t('empty.browse')}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <OrdersList orders={shown} tab={tab} />
      )}
    </Tabs>
  );
}

function OrdersLoading() {
  const t = useT('orders');
  return (
    <div role="status" aria-live="polite">
      <p className="text-sm text-muted">{t('page.loading')}</p>
      <div className="mt-4 space-y-3" aria-hidden="true">
        <Skeleton className="h-11 w-72" />
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
