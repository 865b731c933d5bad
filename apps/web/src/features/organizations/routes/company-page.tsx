// i18n: not yet translated (issue 16)
import { INDIVIDUAL_TYPE } from '@samplebank/contracts/organizations';
import { Building2, LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/session';
import { useOrganization } from '../api';
import { DesignWithUsPanel } from '../components/design-with-us-panel';
import { OrganizationForm } from '../components/organization-form';
import { useProfilePrefill } from '../hooks/use-profile-prefill';

/** /company: the company profile form, with the 'Design With Us' panel beside it on wide screens. */
export function CompanyPage() {
  const { user, isAuthenticated } = useSession();
  const organizationId = isAuthenticated ? user?.organizationId : null;
  const organization = useOrganization(organizationId);
  const prefill = useProfilePrefill(isAuthenticated ? user : null);
  const isIndividual = organization.data?.type === INDIVIDUAL_TYPE;

  useEffect(() => {
    document.title = 'Company profile · Samplebank';
  }, []);

  return (
    <div className="container-page py-8 md:py-12">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="min-w-0">
          <header className="mb-6 md:mb-8">
            <p className="flex items-center gap-2 text-sm font-medium text-brand">
              <Building2 aria-hidden="true" className="size-4" />
              Company
            </p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink md:text-4xl">
              {isIndividual ? 'Your ordering details' : 'Company profile'}
            </h1>
            <p className="mt-3 max-w-2xl text-muted">
              {isIndividual
                ? 'You order samples for yourself. Every order ships to your address, and you can change it here at any time, or add a company instead.'
                : 'Who you order samples for: a company, or yourself as a student or for personal use. Every order ships to its address, and you can change it here at any time.'}
            </p>
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
                    Try again
                  </Button>
                }
              >
                {organization.error.message}
              </ErrorMessage>
            ) : organization.data?.type === 'BRAND' ? (
              <p className="text-sm text-muted">
                {organization.data.name} is a brand partner. Please contact us to change its details.
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
      <p className="mt-4 font-semibold text-ink">Please sign in to manage your company.</p>
      <p className="mt-1 max-w-sm text-sm text-muted">Samples are ordered for a company and shipped to its address.</p>
      <Button variant="dark" className="mt-6" onClick={openSignIn}>
        Sign in
      </Button>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">Loading your company...</span>
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
