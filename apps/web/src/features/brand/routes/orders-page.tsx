import { BRAND_ORDER_FILTERS, type TBrandOrderFilter } from '@samplebank/contracts/brand-fulfilment';
import { PackageCheck } from 'lucide-react';
import { useOutletContext, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { type MessageKey, useT } from '../../../lib/i18n';
import type { BrandOutletContext } from '../components/brand-layout';
import { BrandOrderCard } from '../components/brand-order-card';
import { useBrandOrders } from '../fulfilment-api';

const TAB_LABELS: Record<TBrandOrderFilter, MessageKey<'brand'>> = {
  'to-ship': 'fulfilment.tab.toShip',
  shipped: 'fulfilment.tab.shipped',
  all: 'fulfilment.tab.all',
};

const EMPTY: Record<TBrandOrderFilter, { title: MessageKey<'brand'>; text: MessageKey<'brand'> }> = {
  'to-ship': { title: 'fulfilment.empty.toShip.title', text: 'fulfilment.empty.toShip.text' },
  shipped: { title: 'fulfilment.empty.shipped.title', text: 'fulfilment.empty.shipped.text' },
  all: { title: 'fulfilment.empty.all.title', text: 'fulfilment.empty.all.text' },
};

const isFilter = (value: string | null): value is TBrandOrderFilter =>
  (BRAND_ORDER_FILTERS as readonly (string | null)[]).includes(value);

/** /brand/{brandId}/orders: the orders that hold the brand's samples, to pack and ship, shipped, or all. */
export function OrdersPage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const brandId = access.brand._id;
  // the list and its page live in the address, so a list can be reloaded, linked to and gone back to
  const [params, setParams] = useSearchParams();
  const requested = params.get('state');
  const state: TBrandOrderFilter = isFilter(requested) ? requested : 'to-ship';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useBrandOrders(brandId, state, page);
  const counts = orders.data?.counts;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('state', state);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  return (
    <div>
      <title>{t('layout.documentTitle', { title: t('fulfilment.title') })}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('fulfilment.title')}</h1>
      <p className="mt-1 max-w-2xl text-muted">{t('fulfilment.intro')}</p>
      <Tabs
        className="mt-6"
        label={t('fulfilment.tabsLabel')}
        value={state}
        onChange={(next) => setParams({ state: next }, { replace: true })}
        tabs={BRAND_ORDER_FILTERS.map((value) => ({ value, label: t(TAB_LABELS[value]), count: counts?.[value] }))}
        panelClassName="pt-5"
      >
        {orders.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('fulfilment.loading')}</span>
            <Skeleton className="h-56 w-full rounded-2xl" />
            <Skeleton className="h-56 w-full rounded-2xl" />
          </div>
        ) : orders.isError ? (
          <ErrorMessage
            action={
              <Button variant="secondary" size="sm" onClick={() => orders.refetch()}>
                {t('layout.loadFailed.retry')}
              </Button>
            }
          >
            {t('fulfilment.loadFailed')}
          </ErrorMessage>
        ) : orders.data.orders.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white text-ink shadow-card">
              <PackageCheck aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-ink">{t(EMPTY[state].title)}</h2>
            <p className="mt-1 max-w-md text-sm text-muted">{t(EMPTY[state].text)}</p>
          </div>
        ) : (
          <div aria-busy={orders.isPlaceholderData} className="space-y-4">
            {orders.data.orders.map((order) => (
              <BrandOrderCard key={order._id} brandId={brandId} order={order} />
            ))}
            <Pagination
              className="pt-2"
              currentPage={orders.data.currentPage}
              totalPages={orders.data.totalPages}
              hrefForPage={hrefFor}
            />
          </div>
        )}
      </Tabs>
    </div>
  );
}
