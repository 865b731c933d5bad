import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useBrands } from '../api';

/** Spec §9: the home page names at most 10 brands. */
export const HOME_BRAND_LIMIT = 10;

type BrandNamesSectionProps = { title?: string; description?: string };

/** The home page's materials section: its title and text, and up to ten brand partners by name. */
export function BrandNamesSection({ title, description }: BrandNamesSectionProps) {
  const t = useT('catalogue');
  const brandsQuery = useBrands();

  return (
    <section aria-labelledby="materials-title" className="container-page py-14 md:py-20">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <h2 id="materials-title" className="text-2xl font-semibold tracking-tight text-balance text-ink md:text-3xl">
            {title || t('brandsSection.title')}
          </h2>
          {description && <p className="mt-3 text-muted">{description}</p>}
          <Link
            to={paths.brands.to()}
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-ink hover:text-brand"
          >
            {t('brandsSection.seeAll')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {brandsQuery.isError ? (
          <ErrorMessage>{t('brandsSection.loadFailed')}</ErrorMessage>
        ) : (
          <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-3 md:grid-cols-5">
            {(brandsQuery.data?.slice(0, HOME_BRAND_LIMIT) ?? Array.from({ length: HOME_BRAND_LIMIT }, () => null)).map(
              (brand, index) => (
                <li key={brand?._id ?? index} className="bg-white">
                  {brand ? (
                    <Link
                      to={paths.samples.to({ manufacturer: brand._id })}
                      translate="no"
                      className="flex h-20 items-center justify-center px-3 text-center text-sm font-semibold text-ink transition-colors hover:bg-canvas hover:text-brand"
                    >
                      {brand.name}
                    </Link>
                  ) : (
                    <div className="flex h-20 items-center justify-center px-4">
                      <Skeleton className="h-4 w-full" />
                    </div>
                  )}
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
