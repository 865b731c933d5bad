import { INDIVIDUAL_TYPE } from '@samplebank/contracts/organizations';
import { Building2, LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useOrganization } from '../api';
import { DesignWithUsPanel } from '../components/design-with-us-panel';
import { OrganizationForm } from '../components/organization-form';
import { useProfilePrefill } from '../hooks/use-profile-prefill';

/** /company: the company profile form, with the 'Design With Us' panel beside it on wide screens. */
export function CompanyPage() {
  const t = useT('organizations');
  const { user, isAuthenticated } = useSession();
  const organizationId = isAuthenticated ? user?.organizationId : null;
  const organization = useOrganization(organizationId);
  const prefill = useProfilePrefill(isAuthenticated ? user : null);
  const isIndividual = organization.data?.type === INDIVIDUAL_TYPE;

  useEffect(() => {
    document.title = t('page.documentTitle');
  }, [t]);

  return (
    <div className="container-page py-8 md:py-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0">
          <header className="mb-6 md:mb-8">
            <p className="flex items-center gap-2 text-sm font-medium text-brand">
              <Building2 aria-hidden="true" className="size-4" />
              {t('page.eyebrow')}
            </p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink md:text-4xl">
              {isIndividual ? t('page.titleIndividual') : t('page.title')}
            </h1>
            <p className="mt-3 max-w-2xl text-muted">{isIndividual ? t('page.introIndividual') : t('page.intro')}</p>
          </header>

          <div className="bg-white sm:rounded-2xl sm:border sm:border-line sm:p-8 sm:shadow-card">
            {!isAuthenticated || !user ? (
              <SignInPrompt />
            ) : (organizationId && organization.isPending) || (!organizationId && prefill.isPending) ? (
              <FormSkeleton />
            ) : organizationId && organization.isError ? (
              <ErrorMessage
                action={
                  <Button size="sm" variant="secondary" onClick={() => organization.refetch()}>
                    {t('page.tryAgain')}
                  </Button>
                }
              >
                {organization.error.message}
              </ErrorMessage>
            ) : organization.data?.type === 'BRAND' ? (
              <p className="text-sm text-muted">
                {t.rich('page.brandPartner', {
                  name: organization.data.name,
                  brand: (chunks) => <span translate="no">{chunks}</span>,
                })}
              </p>
            ) : (
              <OrganizationForm
                key={organization.data?._id ?? 'new'}
                organization={organization.data}
                initialValues={prefill.values}
                kindNames={prefill.names}
              />
            )}
          </div>
        </div>
        <DesignWithUsPanel className="lg:sticky lg:top-24 lg:self-start" />
      </div>
    </div>
  );
}

function SignInPrompt() {
  const t = useT('organizations');
  const { open } = useDialogs();
  const openSignIn = () => open({ name: 'auth', view: 'login', onSuccess: () => {} });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the sign-in dialog opens once, when the page first shows
  useEffect(() => {
    openSignIn();
  }, []);

  return (
    <div className="flex flex-col items-center py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-canvas text-brand">
        <LockKeyhole aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-4 font-semibold text-ink">{t('page.signInTitle')}</p>
      <p className="mt-1 max-w-sm text-sm text-muted">{t('page.signInText')}</p>
      <Button variant="dark" className="mt-6" onClick={openSignIn}>
        {t('page.signIn')}
      </Button>
    </div>
  );
}

function FormSkeleton() {
  const t = useT('organizations');
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t('page.loading')}</span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-11 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
