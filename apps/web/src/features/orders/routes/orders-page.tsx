// i18n: not yet translated (issue 16)
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
import { useOrderHistory } from '../api';
import { OrdersList, type OrdersTab } from '../components/orders-list';
import { splitOrders } from '../lib/order-format';

const DATE_FILTER_LABELS: Record<TOrderDateFilter, string> = {
  all: 'All Orders',
  '30days': 'Last 30 Days',
  '3months': 'Last 3 Months',
  '6months': 'Last 6 Months',
};

const EMPTY_TEXT: Record<OrdersTab, string> = {
  active: 'No active orders found. All your orders have been delivered!',
  history: 'No order history found. Your delivered and cancelled orders will appear here.',
};

/** /orders: the signed-in user's orders in two tabs, searchable by number (or id) and filtered by date. */
export function OrdersPage() {
  return (
    <div className="container-page py-8 md:py-12">
      <title>My orders — Samplebank</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">My orders</h1>
      <p className="mt-2 text-sm text-muted">Follow your sample orders from checkout to your door.</p>
      <div className="mt-8">
        <AccountGate signedOutMessage="Not Authorized, Please log in to view orders.">
          <OrdersBrowser />
        </AccountGate>
      </div>
    </div>
  );
}

export function OrdersBrowser() {
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
            Search by order number
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
              placeholder="e.g. SB-2611-4F7K"
              autoComplete="off"
              maxLength={100}
              className="pl-10"
            />
          </div>
        </div>
        <div className="sm:w-52">
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium text-ink">
            Date
          </label>
          <SelectInput
            id={filterId}
            value={dateFilter}
            onChange={(event) => setDateFilter(event.target.value as TOrderDateFilter)}
          >
            {ORDER_DATE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {DATE_FILTER_LABELS[filter]}
              </option>
            ))}
          </SelectInput>
        </div>
      </div>

      <div className="mt-8">
        {orders.isPending ? (
          <OrdersLoading />
        ) : orders.isError ? (
          <ErrorMessage>Error: {orders.error.message}</ErrorMessage>
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
  const split = splitOrders(orders, search);
  const shown = split[tab];
  const isSearching = search.trim() !== '';
  return (
    <Tabs
      label="Orders"
      tabs={[
        { value: 'active', label: 'Active Orders', count: split.active.length },
        { value: 'history', label: 'Order History', count: split.history.length },
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
          <p className="mt-4 max-w-md font-medium text-ink">{EMPTY_TEXT[tab]}</p>
          {isSearching ? (
            <p className="mt-2 text-sm text-muted">Try adjusting your search criteria or date filter.</p>
          ) : orders.length === 0 ? (
            <ButtonLink to={paths.samples.to()} className="mt-6">
              Browse samples
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
  return (
    <div role="status" aria-live="polite">
      <p className="text-sm text-muted">Loading orders...</p>
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
