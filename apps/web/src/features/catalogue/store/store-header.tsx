import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { BrandLogo } from '../components/brand-logo';

/** The top of a brand's store: its banner, its logo over it, its name (the page's h1) and how many samples it lists. */
export function StoreHeader({ store, headingId }: { store: TSupplierStore; headingId: string }) {
  const t = useT('store');
  const tc = useT('catalogue');
  const [bannerFailed, setBannerFailed] = useState(false);
  return (
    <header className="mt-4 overflow-hidden rounded-2xl border border-line bg-white">
      <div className="relative h-32 bg-surface sm:h-40 md:h-56">
        {store.bannerUrl && !bannerFailed && (
          // the brand's picture of itself, decoration beside its name: the first thing the page paints
          <img
            src={store.bannerUrl}
            alt=""
            width={1440}
            height={320}
            fetchPriority="high"
            onError={() => setBannerFailed(true)}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-5 md:flex-row md:items-end md:gap-6 md:px-8 md:pb-6">
        {/* over the banner, which is positioned and would otherwise be painted over it */}
        <div className="relative -mt-10 flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white p-2 shadow-card md:-mt-14 md:size-28">
          <BrandLogo name={store.name} logoUrl={store.logoUrl} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wider text-brand uppercase">{tc('brand.partner')}</p>
          <h1
            id={headingId}
            translate="no"
            className="mt-1 text-3xl font-semibold tracking-tight break-words text-ink md:text-4xl"
          >
            {store.name}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('header.sampleCount', { count: store.sampleCount })}</p>
        </div>
      </div>
    </header>
  );
}

/** The store's place while it loads: its banner, logo, name and contact card as grey blocks. */
export function StoreHeaderSkeleton() {
  const t = useT('store');
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">{t('loading')}</span>
      <div className="overflow-hidden rounded-2xl border border-line bg-white">
        <Skeleton className="h-32 rounded-none sm:h-40 md:h-56" />
        <div className="flex flex-col gap-4 px-5 pb-5 md:flex-row md:items-end md:gap-6 md:px-8 md:pb-6">
          <Skeleton className="relative -mt-10 size-20 shrink-0 rounded-xl border-4 border-white md:-mt-14 md:size-28" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-9 w-2/3 max-w-sm" />
            <Skeleton className="h-4 w-20" />
          </div>
        </div>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="space-y-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full max-w-prose" />
          <Skeleton className="h-4 w-5/6 max-w-prose" />
        </div>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
