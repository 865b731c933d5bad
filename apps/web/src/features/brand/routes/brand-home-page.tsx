import { ArrowRight, Store } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useMyBrands } from '../api';
import { brandPaths } from '../brand-paths';
import { BrandNotice, BrandSignInRequired } from '../components/brand-layout';

/** /brand: opens the one brand the user works for, lets them choose among several, or says how to become one. */
export function BrandHomePage() {
  const { user, isAuthenticated } = useSession();
  if (!user || !isAuthenticated) return <BrandSignInRequired />;
  return <BrandChooser />;
}

function BrandChooser() {
  const t = useT('brand');
  const mine = useMyBrands();
  if (mine.isPending) {
    return (
      <div className="container-page max-w-2xl py-10" role="status">
        <span className="sr-only">{t('layout.loading')}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-6 h-20 w-full rounded-2xl" />
      </div>
    );
  }
  const brands = mine.data?.brands ?? [];
  if (brands.length === 1) return <Navigate replace to={brandPaths.brand.to(brands[0]!.brand._id)} />;
  if (brands.length === 0) {
    return (
      <BrandNotice
        title={t('chooser.none.title')}
        text={t('chooser.none.text')}
        action={
          <ButtonLink to={paths.home.to()} variant="dark">
            {t('chooser.none.action')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="container-page max-w-2xl py-10 md:py-16">
      <title>{t('layout.documentTitle', { title: t('chooser.title') })}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink">{t('chooser.title')}</h1>
      <p className="mt-2 text-muted">{t('chooser.text')}</p>
      <ul className="mt-8 divide-y divide-line rounded-2xl border border-line bg-white">
        {brands.map(({ brand, role }) => (
          <li key={brand._id}>
            <Link
              to={brandPaths.brand.to(brand._id)}
              className="flex items-center gap-4 px-5 py-4 transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface text-ink">
                <Store aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span translate="no" className="block truncate font-semibold text-ink">
                  {brand.name}
                </span>
                <span className="block text-sm text-muted">{t(`role.${role}`)}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
