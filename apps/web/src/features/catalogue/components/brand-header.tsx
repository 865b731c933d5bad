import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useBrands } from '../api';
import { BrandLogo } from './brand-logo';

/** The chosen brand's banner, logo and description above its samples. */
export function BrandHeader({ brandId }: { brandId: string }) {
  const t = useT('catalogue');
  const brandsQuery = useBrands();
  const [bannerFailed, setBannerFailed] = useState(false);
  const brand = brandsQuery.data?.find((candidate) => candidate._id === brandId);

  if (brandsQuery.isPending) return <Skeleton className="h-40 w-full rounded-2xl md:h-52" />;
  if (!brand) return null;

  return (
    <section
      aria-label={t('brand.about', { name: brand.name })}
      className="overflow-hidden rounded-2xl border border-line bg-white"
    >
      <div className="relative h-28 bg-surface md:h-40">
        {brand.bannerUrl && !bannerFailed && (
          <img
            src={brand.bannerUrl}
            alt=""
            width={1440}
            height={320}
            onError={() => setBannerFailed(true)}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-5 md:flex-row md:items-end md:gap-6 md:px-8 md:pb-6">
        <div className="-mt-10 flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white p-2 shadow-card md:-mt-12 md:size-24">
          <BrandLogo name={brand.name} logoUrl={brand.logoUrl} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wider text-brand uppercase">{t('brand.partner')}</p>
          <p translate="no" className="mt-1 text-xl font-semibold text-ink md:text-2xl">
            {brand.name}
          </p>
          {brand.description && (
            <p translate="no" className="mt-1 max-w-2xl text-sm text-muted">
              {brand.description}
            </p>
          )}
        </div>
        {brand.website && (
          <a
            href={brand.website}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-ink hover:text-brand"
          >
            {t('brand.visitWebsite')}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('brand.opensInNewTab')}</span>
          </a>
        )}
      </div>
    </section>
  );
}
