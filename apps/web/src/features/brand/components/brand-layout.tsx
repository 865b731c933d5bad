import type { TBrandAccess } from '@samplebank/contracts/brand-portal';
import { Store } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { NavLink, Outlet, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { LockedNotice } from '../../../components/ui/locked-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useBrandAccess } from '../api';
import { BRAND_NAVIGATION } from '../brand-nav';
import { brandPaths } from '../brand-paths';
import { BrandSwitcher } from './brand-switcher';

/** What the portal's pages read from their layout: the brand and the caller's role in it, as the server said. */
export type BrandOutletContext = { access: TBrandAccess };

/** /brand/{brandId}: a brand's people and staff. A visitor is asked to sign in; anyone else is told it is not theirs. */
export function BrandLayout() {
  const { user, isAuthenticated } = useSession();
  const { brandId = '' } = useParams();
  if (!user || !isAuthenticated) return <BrandSignInRequired />;
  return <BrandAccessGate brandId={brandId} />;
}

function BrandAccessGate({ brandId }: { brandId: string }) {
  const t = useT('brand');
  const access = useBrandAccess(brandId);
  if (access.isPending) {
    return (
      <div className="container-page py-10" role="status">
        <span className="sr-only">{t('layout.loading')}</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="mt-6 h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (access.isError) {
    const refused = access.error instanceof ApiError && [400, 403, 404].includes(access.error.status);
    return (
      <BrandNotice
        title={refused ? t('layout.notAllowed.title') : t('layout.loadFailed.title')}
        text={refused ? t('layout.notAllowed.text') : t('layout.loadFailed.text')}
        action={
          refused ? (
            <ButtonLink to={brandPaths.root.to()} variant="dark">
              {t('layout.notAllowed.action')}
            </ButtonLink>
          ) : (
            <Button variant="dark" onClick={() => access.refetch()}>
              {t('layout.loadFailed.retry')}
            </Button>
          )
        }
      />
    );
  }
  return <BrandShell access={access.data} />;
}

function BrandShell({ access }: { access: TBrandAccess }) {
  const t = useT('brand');
  const brandId = access.brand._id;
  const isOwner = access.role !== 'editor';
  const items = BRAND_NAVIGATION.filter((item) => isOwner || !item.ownerOnly);
  return (
    <div className="container-page py-6 md:py-10">
      <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:w-56 lg:shrink-0 lg:self-start">
          <p className="mb-2 flex items-center gap-2 px-3 text-xs font-semibold tracking-wider text-muted uppercase">
            <Store aria-hidden="true" className="size-4" />
            {t('layout.heading')}
          </p>
          <BrandSwitcher current={access} />
          <nav
            aria-label={t('layout.navLabel')}
            className="-mx-4 mt-3 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
          >
            <ul className="flex gap-1 lg:flex-col lg:gap-0.5">
              {items.map(({ to, label, icon: Icon, end }) => (
                <li key={label}>
                  <NavLink
                    to={to(brandId)}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        'flex h-9 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                        isActive ? 'bg-ink text-white' : 'text-ink hover:bg-surface',
                      )
                    }
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="min-w-0 flex-1">
          <Outlet context={{ access } satisfies BrandOutletContext} />
        </div>
      </div>
    </div>
  );
}

/** The portal's notice for a signed-out visitor, which opens the sign-in dialog once. */
export function BrandSignInRequired() {
  const t = useT('brand');
  const { open } = useDialogs();
  // stays on the portal after signing in
  const openLogin = () => open({ name: 'auth', view: 'login', onSuccess: () => {} });
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, on arrival
  useEffect(openLogin, []);
  return (
    <BrandNotice
      title={t('layout.signIn.title')}
      text={t('layout.signIn.text')}
      action={
        <Button variant="dark" onClick={openLogin}>
          {t('layout.signIn.action')}
        </Button>
      }
    />
  );
}

export function BrandNotice({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  const t = useT('brand');
  return (
    <LockedNotice documentTitle={t('layout.documentTitle', { title })} title={title} text={text} action={action} />
  );
}
