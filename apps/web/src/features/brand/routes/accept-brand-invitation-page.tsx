import type { TBrandInvitationView } from '@samplebank/contracts/brand-portal';
import { formatLongDate } from '@samplebank/domain/format';
import { CircleAlert, LogIn, Store, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAcceptBrandInvitation, useBrandInvitation } from '../api';
import { brandPaths } from '../brand-paths';

/** /brand-invitation/{token}: an invitation to work for a brand, behind an e-mailed link. */
export function AcceptBrandInvitationPage() {
  const t = useT('brand');
  const { token = '' } = useParams();
  const invitation = useBrandInvitation(token);
  return (
    <div className="container-page flex justify-center py-10 md:py-16">
      <title>{t('layout.documentTitle', { title: t('invitation.documentTitle') })}</title>
      <div className="w-full max-w-lg rounded-2xl border border-line bg-white p-6 shadow-card md:p-8">
        {invitation.isPending ? (
          <div role="status">
            <span className="sr-only">{t('layout.loading')}</span>
            <Skeleton className="mx-auto size-14 rounded-2xl" />
            <Skeleton className="mx-auto mt-5 h-6 w-3/4" />
            <Skeleton className="mt-8 h-24 w-full rounded-xl" />
          </div>
        ) : invitation.isError ? (
          <InvitationProblem
            message={
              invitation.error instanceof ApiError && [404, 409].includes(invitation.error.status)
                ? invitation.error.message
                : t('invitation.loadFailed')
            }
          />
        ) : (
          <InvitationCard token={token} invitation={invitation.data} />
        )}
      </div>
    </div>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-surface">
      {children}
    </span>
  );
}

function InvitationProblem({ message }: { message: string }) {
  const t = useT('brand');
  return (
    <div className="text-center">
      <Icon>
        <CircleAlert className="size-6 text-danger" />
      </Icon>
      <h1 className="mt-5 text-xl font-semibold text-ink">{t('invitation.problemTitle')}</h1>
      <p role="alert" className="mt-2 text-sm text-muted">
        {message}
      </p>
      <ButtonLink to={paths.home.to()} variant="dark" className="mt-8 w-full">
        {t('invitation.goHome')}
      </ButtonLink>
    </div>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: TBrandInvitationView }) {
  const t = useT('brand');
  const { user, isAuthenticated, signOut } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const accept = useAcceptBrandInvitation(token);
  const signedInEmail = isAuthenticated && user ? user.email : null;
  const isInvitee = signedInEmail?.trim().toLowerCase() === invitation.email.trim().toLowerCase();
  // after signing in (or signing up) the visitor comes back to this page, which then offers to join
  const signIn = (view: 'login' | 'signup') =>
    open({ name: 'auth', view, email: invitation.email, onSuccess: () => {} });

  return (
    <div>
      <Icon>
        <Store className="size-6 text-ink" />
      </Icon>
      <p className="mt-5 text-center text-sm text-muted">
        {invitation.invitedByName
          ? t('invitation.invitedBy', { name: invitation.invitedByName })
          : t('invitation.invited')}
      </p>
      <h1 translate="no" className="mt-1 text-center text-2xl font-semibold tracking-tight break-words text-ink">
        {invitation.brand.name}
      </h1>
      <dl className="mt-6 divide-y divide-line rounded-xl border border-line text-sm">
        <div className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-3">
          <dt className="text-muted">{t('invitation.role')}</dt>
          <dd>
            <span className="font-semibold text-ink">{t(`role.${invitation.role}`)}</span>
            <span className="mt-0.5 block text-xs text-muted">{t(`roleDescription.${invitation.role}`)}</span>
          </dd>
        </div>
        <div className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-3">
          <dt className="text-muted">{t('invitation.email')}</dt>
          <dd className="font-medium break-all text-ink">{invitation.email}</dd>
        </div>
        <div className="grid grid-cols-[7rem_1fr] gap-3 px-4 py-3">
          <dt className="text-muted">{t('invitation.expires')}</dt>
          <dd className="font-medium text-ink">{formatLongDate(invitation.expiresAt)}</dd>
        </div>
      </dl>
      {!signedInEmail ? (
        <div className="mt-6 grid gap-3">
          <p className="text-center text-sm text-muted">{t('invitation.signInAs', { email: invitation.email })}</p>
          <Button variant="dark" className="w-full" onClick={() => signIn('login')}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('invitation.signIn')}
          </Button>
          <Button variant="secondary" className="w-full" onClick={() => signIn('signup')}>
            {t('invitation.signUp')}
          </Button>
        </div>
      ) : !isInvitee ? (
        <div className="mt-6">
          <div role="alert" className="flex items-start gap-3 rounded-xl bg-warning-soft px-4 py-3 text-sm text-ink">
            <UserRoundX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <p>
              <span className="font-semibold">{t('invitation.wrongAccount')}</span>
              <span className="mt-0.5 block text-muted">
                {t('invitation.signedInAs', { current: signedInEmail, email: invitation.email })}
              </span>
            </p>
          </div>
          <Button variant="dark" className="mt-4 w-full" onClick={() => signOut()}>
            {t('invitation.switchAccount')}
          </Button>
        </div>
      ) : (
        <div className="mt-6">
          {accept.isError && (
            <p role="alert" className="mb-3 text-sm text-danger">
              {accept.error instanceof ApiError ? accept.error.message : t('invitation.acceptFailed')}
            </p>
          )}
          <Button
            variant="dark"
            className="w-full"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: ({ brandId }) => {
                  toast.success(t('invitation.joined', { brand: invitation.brand.name }));
                  navigate(brandPaths.brand.to(brandId));
                },
              })
            }
          >
            {accept.isPending ? t('invitation.joining') : t('invitation.accept', { brand: invitation.brand.name })}
          </Button>
        </div>
      )}
    </div>
  );
}
