import { PRIVATE_PATH_PREFIXES } from '@samplebank/contracts/public-pages';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { PendingApprovalDialog } from '../../features/approval/components/pending-approval-dialog';
import { AuthDialogMount } from '../../features/auth/components/auth-dialog-mount';
import { SessionRefresh } from '../../features/auth/components/session-refresh';
import { ContactDialog } from '../../features/content/components/contact-dialog';
import { VerificationBanner } from '../../features/onboarding/components/verification-banner';
import { CompanyInfoDialog } from '../../features/organizations/components/company-info-dialog';
import { RequestSampleDialog } from '../../features/requests/components/request-sample-dialog';
import { useT } from '../../lib/i18n';
import { RegistrationWizardMount } from './registration-wizard-mount';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const t = useT('common');
  const { pathname } = useLocation();
  // a cart, orders, boards, the back office, onboarding: kept out of search engines, as robots.txt asks
  const isPrivate = PRIVATE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return (
    <div className="flex min-h-dvh flex-col">
      {isPrivate && <meta name="robots" content="noindex" />}
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {t('layout.skipToContent')}
      </a>
      {/* each part of a server-rendered page in its own boundary hydrates in slices, a tap on one not yet hydrated
          hydrating it first, instead of the whole page in one long task that holds up the phone */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <VerificationBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <ContactDialog />
      <RequestSampleDialog />
      <ScrollRestoration />
      <SessionRefresh />
      <AuthDialogMount />
      <RegistrationWizardMount />
      <CompanyInfoDialog />
      <PendingApprovalDialog />
    </div>
  );
}

// a screen tall, so the footer does not show and then jump down when the page arrives (layout shift)
function PageLoading() {
  const t = useT('common');
  return (
    <div role="status" className="container-page min-h-dvh py-12">
      <span className="sr-only">{t('status.loading')}</span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-4 h-4 w-40" />
      <Skeleton className="mt-10 h-96 w-full rounded-2xl" />
    </div>
  );
}
