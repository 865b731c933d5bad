import type { TAccountResponse } from '@samplebank/contracts/users';
import { Lock, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAccount } from '../api';
import { ChangePasswordSection } from '../components/change-password-section';
import { EmailPreferencesSection } from '../components/email-preferences-section';
import { OrganizationSection } from '../components/organization-section';
import { ProfileSection } from '../components/profile-section';
import { ReviewSection } from '../components/review-section';
import { SignOutEverywhereSection } from '../components/sign-out-everywhere-section';

/** The sections of the page, for the list beside them; staff accounts have no buyer or review sections. */
export function accountSections(role: string): { id: string; label: MessageKey<'account'> }[] {
  const isAdmin = role === 'ADMIN';
  return [
    { id: 'profile', label: 'sections.profile' },
    ...(isAdmin
      ? []
      : [
          { id: 'organization', label: 'sections.organization' as const },
          { id: 'review', label: 'sections.review' as const },
        ]),
    { id: 'password', label: 'sections.password' },
    { id: 'emails', label: 'sections.emails' },
    { id: 'sessions', label: 'sections.sessions' },
  ];
}

/** /account: the signed-in user's profile, documents, password, e-mail preferences and sessions. */
export function AccountPage() {
  const t = useT('account');
  const { isAuthenticated } = useSession();
  const { open } = useDialogs();

  useEffect(() => {
    // a no-op onSuccess keeps the visitor on this page after signing in; the page then renders for them
    if (!isAuthenticated) open({ name: 'auth', view: 'login', onSuccess: () => {} });
  }, [isAuthenticated, open]);

  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('page.title')}</title>
      <header className="mb-6 md:mb-8">
        <p className="flex items-center gap-2 text-sm font-medium text-brand">
          <UserRound aria-hidden="true" className="size-4" />
          {t('page.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink md:text-4xl">{t('page.heading')}</h1>
        <p className="mt-3 max-w-2xl text-muted">{t('page.intro')}</p>
      </header>
      {isAuthenticated ? (
        <AccountContent />
      ) : (
        <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <p className="mt-4 max-w-md text-lg font-semibold text-ink">{t('page.signInPrompt')}</p>
          <div className="mt-6">
            <Button variant="dark" onClick={() => open({ name: 'auth', view: 'login', onSuccess: () => {} })}>
              {t('page.signIn')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function AccountContent() {
  const t = useT('account');
  const account = useAccount();
  if (account.isPending) return <AccountLoading />;
  if (account.isError) {
    return (
      <ErrorMessage
        action={
          <Button size="sm" variant="secondary" onClick={() => account.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      >
        {t('page.loadFailed', { message: account.error.message })}
      </ErrorMessage>
    );
  }
  return <AccountSections account={account.data} />;
}

export function AccountSections({ account }: { account: TAccountResponse }) {
  const t = useT('account');
  const { user } = account;
  const isAdmin = user.role === 'ADMIN';
  return (
    <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={t('page.sectionsLabel')} className="hidden lg:block">
        <ul className="sticky top-28 space-y-1">
          {accountSections(user.role).map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex h-10 items-center rounded-lg px-3 text-sm font-medium text-ink transition-colors hover:bg-surface"
              >
                {t(section.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-6">
        <ProfileSection user={user} />
        {isAdmin ? null : <OrganizationSection organization={account.organization} />}
        {isAdmin ? null : <ReviewSection user={user} />}
        <ChangePasswordSection email={user.email} />
        <EmailPreferencesSection preferences={account.emailPreferences} />
        <SignOutEverywhereSection />
      </div>
    </div>
  );
}

function AccountLoading() {
  const t = useT('account');
  return (
    <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12" aria-busy="true">
      <p className="sr-only" role="status">
        {t('page.loading')}
      </p>
      <div className="hidden space-y-2 lg:block">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} className="h-10 w-full rounded-lg" />
        ))}
      </div>
      <div className="space-y-6">
        {[0, 1, 2].map((index) => (
          <div key={index} className="rounded-2xl border border-line bg-white p-5 sm:p-7">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="mt-3 h-4 w-72 max-w-full" />
            <Skeleton className="mt-6 h-24 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
