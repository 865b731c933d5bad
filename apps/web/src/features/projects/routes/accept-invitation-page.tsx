import type { TBoardInvitation } from '@samplebank/contracts/projects';
import { formatLongDate } from '@samplebank/domain/format';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, Eye, LogIn, MailX, PencilLine, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDialogs } from '../../../lib/dialogs';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { projectsApi, useInvalidateProjects, useInvitation } from '../api';
import { projectText, roleKeys } from '../project-text';

/** How the invitation page describes the role it offers (spec §6). */
const roleDescriptions: Record<TBoardInvitation['scope'], Record<TBoardInvitation['role'], MessageKey<'projects'>>> = {
  board: { editor: 'invitation.editorDescription', viewer: 'invitation.viewerDescription' },
  project: { editor: 'invitation.editorDescriptionProject', viewer: 'invitation.viewerDescriptionProject' },
};

/** The message a failed invitation load shows (spec §8). */
export function invitationLoadError(t: Translate<'projects'>, error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return t('contract.invitationNotFound');
  if (error instanceof ApiError && error.status === 400)
    return error.message ? projectText(t, error.message) : t('contract.invitationExpired');
  return t('spec.invitationLoadFailed');
}

export type InvitationView = 'signed-out' | 'expired' | 'accepted' | 'rejected' | 'wrong-account' | 'acceptable';

/** Which state a loaded invitation shows to whoever opened the link (spec §4). */
export function invitationView(
  invitation: Pick<TBoardInvitation, 'status' | 'expiresAt' | 'inviteeEmail'>,
  signedInEmail: string | null,
  now = Date.now(),
): InvitationView {
  if (invitation.status === 'accepted') return 'accepted';
  if (invitation.status === 'rejected') return 'rejected';
  if (new Date(invitation.expiresAt).getTime() <= now) return 'expired';
  if (!signedInEmail) return 'signed-out';
  // the server compares e-mails without case (DESIGN.md §5), so the page does too
  if (signedInEmail.trim().toLowerCase() !== invitation.inviteeEmail.trim().toLowerCase()) return 'wrong-account';
  return 'acceptable';
}

/** /accept-invitation/{token}: the board invitation behind an e-mailed link. */
export function AcceptInvitationPage() {
  const t = useT('projects');
  const { token } = useParams();
  return (
    <div className="container-page flex justify-center py-10 md:py-16">
      <title>{t('invitation.documentTitle')}</title>
      <div className="w-full max-w-lg">
        {token ? <InvitationLoader token={token} /> : <InvitationError message={t('spec.invalidLink')} />}
      </div>
    </div>
  );
}

function InvitationLoader({ token }: { token: string }) {
  const t = useT('projects');
  const invitation = useInvitation(token);
  if (invitation.isPending) {
    return (
      <Card>
        <div role="status">
          <span className="sr-only">{t('invitation.loading')}</span>
          <Skeleton className="mx-auto size-14 rounded-full" />
          <Skeleton className="mx-auto mt-5 h-6 w-3/4" />
          <Skeleton className="mx-auto mt-3 h-4 w-1/2" />
          <Skeleton className="mt-8 h-24 w-full rounded-xl" />
          <Skeleton className="mt-6 h-11 w-full rounded-full" />
        </div>
      </Card>
    );
  }
  // a withdrawn link (or one never issued) answers 404: said as what it is for the person holding it
  if (invitation.isError && invitation.error instanceof ApiError && invitation.error.status === 404) {
    return <InvitationNoLongerValid />;
  }
  if (invitation.isError) return <InvitationError message={invitationLoadError(t, invitation.error)} />;
  return <InvitationCard invitation={invitation.data} />;
}

function InvitationError({ message }: { message: string }) {
  const t = useT('projects');
  return (
    <Card>
      <StateIcon tone="danger">
        <CircleAlert className="size-6" />
      </StateIcon>
      <h1 className="mt-5 text-center text-xl font-semibold text-ink">{t('invitation.openFailed')}</h1>
      <p role="alert" className="mt-2 text-center text-sm text-muted">
        {message}
      </p>
      <ButtonLink to={paths.home.to()} variant="dark" className="mt-8 w-full">
        {t('invitation.goHome')}
      </ButtonLink>
    </Card>
  );
}

function InvitationNoLongerValid() {
  const t = useT('projects');
  const { isAuthenticated } = useSession();
  return (
    <Card>
      <StateIcon tone="muted">
        <MailX className="size-6" />
      </StateIcon>
      <h1 className="mt-5 text-center text-xl font-semibold text-ink">{t('invitation.noLongerValid')}</h1>
      <p role="alert" className="mt-2 text-center text-sm text-muted">
        {t('contract.invitationNotFound')}
      </p>
      <p className="mt-1 text-center text-sm text-muted">{t('invitation.noLongerValidBody')}</p>
      {isAuthenticated ? (
        <ButtonLink to={paths.boards.to()} variant="dark" className="mt-8 w-full">
          {t('invitation.goToProjects')}
        </ButtonLink>
      ) : (
        <ButtonLink to={paths.home.to()} variant="dark" className="mt-8 w-full">
          {t('invitation.goHome')}
        </ButtonLink>
      )}
    </Card>
  );
}

function InvitationCard({ invitation }: { invitation: TBoardInvitation }) {
  const t = useT('projects');
  const { user, isAuthenticated, signOut } = useSession();
  const { open } = useDialogs();
  const navigate = useNavigate();
  const invalidate = useInvalidateProjects();
  const view = invitationView(invitation, isAuthenticated && user ? user.email : null);
  const isWholeProject = invitation.scope === 'project';
  // what the invitation opens, as its sentences name it: the board, or the project all of whose boards it gives
  const opens = isWholeProject ? invitation.projectName : invitation.boardName;
  const nextPath = isWholeProject
    ? paths.project.to(invitation.projectId)
    : paths.board.to(invitation.projectId, invitation.boardId);

  // after signing in the user stays on this page, which then shows the invitation's real state
  const signIn = (email?: string) => open({ name: 'auth', view: 'login', email, onSuccess: () => {} });

  const accept = useMutation({
    mutationFn: () => projectsApi.acceptInvitation(invitation._id),
    onSuccess: async (result) => {
      toast.success(t('spec.accepted'));
      await invalidate();
      navigate(paths.project.to(result.projectId));
    },
    onError: () => toast.error(t('spec.acceptFailed')),
  });
  const reject = useMutation({
    mutationFn: () => projectsApi.rejectInvitation(invitation._id),
    onSuccess: () => {
      toast.success(t('invitation.declinedToast'));
      return invalidate();
    },
    onError: () => toast.error(t('spec.rejectFailed')),
  });

  // a used link opened by someone else (or signed out): it gives nothing any more, and says who it was for
  const isInvitee =
    isAuthenticated && user && user.email.trim().toLowerCase() === invitation.inviteeEmail.toLowerCase();
  if (view === 'accepted' && !accept.isSuccess && !isInvitee) {
    return (
      <Card>
        <StateIcon tone="muted">
          <UserRoundX className="size-6" />
        </StateIcon>
        <h1 className="mt-5 text-center text-xl font-semibold text-ink">{t('invitation.used')}</h1>
        <p className="mt-2 text-center text-sm text-muted">
          {t.rich('invitation.usedBody', {
            email: invitation.inviteeEmail,
            board: opens,
            strong,
          })}
        </p>
        {isAuthenticated ? (
          <ButtonLink to={paths.boards.to()} variant="dark" className="mt-8 w-full">
            {t('invitation.goToProjects')}
          </ButtonLink>
        ) : (
          <Button variant="dark" className="mt-8 w-full" onClick={() => signIn(invitation.inviteeEmail)}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('invitation.signInToOpen')}
          </Button>
        )}
      </Card>
    );
  }

  if (view === 'accepted' || accept.isSuccess) {
    return (
      <Card>
        <StateIcon tone="success">
          <CircleCheck className="size-6" />
        </StateIcon>
        <h1 className="mt-5 text-center text-xl font-semibold text-ink">{t('invitation.alreadyAccepted')}</h1>
        <p className="mt-2 text-center text-sm text-muted">
          {isWholeProject
            ? t.rich('invitation.memberOfProject', { project: invitation.projectName, strong })
            : t.rich('invitation.memberOf', {
                board: invitation.boardName,
                project: invitation.projectName,
                name,
                strong,
              })}
        </p>
        <ButtonLink to={nextPath} variant="dark" className="mt-8 w-full">
          {isWholeProject ? t('invitation.goToProject') : t('invitation.goToBoard')}
        </ButtonLink>
      </Card>
    );
  }

  if (view === 'rejected' || reject.isSuccess) {
    return (
      <Card>
        <StateIcon tone="muted">
          <MailX className="size-6" />
        </StateIcon>
        <h1 className="mt-5 text-center text-xl font-semibold text-ink">{t('invitation.declined')}</h1>
        <p className="mt-2 text-center text-sm text-muted">
          {t.rich('invitation.declinedBody', { board: opens, inviter: invitation.inviterName, name })}
        </p>
        <ButtonLink to={paths.home.to()} variant="dark" className="mt-8 w-full">
          {t('invitation.goHome')}
        </ButtonLink>
      </Card>
    );
  }

  if (view === 'expired') {
    return (
      <Card>
        <StateIcon tone="warning">
          <Clock className="size-6" />
        </StateIcon>
        <h1 className="mt-5 text-center text-xl font-semibold text-ink">{t('invitation.expired')}</h1>
        <p className="mt-2 text-center text-sm text-muted">
          {t.rich('invitation.expiredBody', {
            board: opens,
            date: formatDate(invitation.expiresAt),
            inviter: invitation.inviterName,
            name,
          })}
        </p>
        <ButtonLink to={paths.home.to()} variant="dark" className="mt-8 w-full">
          {t('invitation.goHome')}
        </ButtonLink>
      </Card>
    );
  }

  return (
    <Card>
      <StateIcon tone="brand">
        {invitation.role === 'editor' ? <PencilLine className="size-6" /> : <Eye className="size-6" />}
      </StateIcon>
      <p className="mt-5 text-center text-sm text-muted">
        {t.rich(isWholeProject ? 'invitation.invitedYouProject' : 'invitation.invitedYou', {
          inviter: invitation.inviterName,
          strong,
        })}
      </p>
      <h1 translate="no" className="mt-1 text-center text-2xl font-semibold tracking-tight break-words text-ink">
        {opens}
      </h1>
      <p className="mt-1 text-center text-sm text-muted">
        {isWholeProject
          ? t('invitation.everyBoard')
          : t.rich('invitation.inProject', { project: invitation.projectName, name })}
      </p>

      <dl className="mt-6 divide-y divide-line rounded-xl border border-line text-sm">
        <div className="grid grid-cols-[6.5rem_1fr] gap-3 px-4 py-3">
          <dt className="text-muted">{t('invitation.yourRole')}</dt>
          <dd>
            <span className="font-semibold text-ink">{t(roleKeys[invitation.role])}</span>
            <span className="mt-0.5 block text-xs text-muted">
              {t(roleDescriptions[invitation.scope][invitation.role])}
            </span>
          </dd>
        </div>
        <div className="grid grid-cols-[6.5rem_1fr] gap-3 px-4 py-3">
          <dt className="text-muted">{t('invitation.invitedEmail')}</dt>
          <dd className="font-medium break-all text-ink">{invitation.inviteeEmail}</dd>
        </div>
        <div className="grid grid-cols-[6.5rem_1fr] gap-3 px-4 py-3">
          <dt className="text-muted">{t('invitation.expires')}</dt>
          <dd className="font-medium text-ink">{formatDate(invitation.expiresAt)}</dd>
        </div>
      </dl>

      {view === 'signed-out' ? (
        <div className="mt-6">
          <p className="text-center text-sm text-muted">
            {t('invitation.signInAs', { email: invitation.inviteeEmail })}
          </p>
          <Button variant="dark" className="mt-4 w-full" onClick={() => signIn(invitation.inviteeEmail)}>
            <LogIn aria-hidden="true" className="size-4" />
            {t('invitation.signInToAccept')}
          </Button>
        </div>
      ) : view === 'wrong-account' ? (
        <div className="mt-6">
          <div role="alert" className="flex items-start gap-3 rounded-xl bg-warning-soft px-4 py-3 text-sm text-ink">
            <UserRoundX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <p>
              <span className="font-semibold">{t('contract.wrongInvitee')}</span>
              <span className="mt-0.5 block text-muted">
                {t('invitation.signedInAs', { current: user?.email ?? '', email: invitation.inviteeEmail })}
              </span>
            </p>
          </div>
          <Button
            variant="dark"
            className="mt-4 w-full"
            onClick={() => {
              signOut();
              signIn(invitation.inviteeEmail);
            }}
          >
            {t('invitation.switchAccount')}
          </Button>
        </div>
      ) : (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            variant="secondary"
            className="w-full sm:flex-1"
            onClick={() => reject.mutate()}
            disabled={accept.isPending || reject.isPending}
          >
            {reject.isPending ? t('invitation.rejecting') : t('invitation.reject')}
          </Button>
          <Button
            variant="dark"
            className="w-full sm:flex-1"
            onClick={() => accept.mutate()}
            disabled={accept.isPending || reject.isPending}
          >
            {accept.isPending ? t('invitation.accepting') : t('invitation.accept')}
          </Button>
        </div>
      )}
    </Card>
  );
}

const formatDate = (iso: string) => formatLongDate(iso);

// a board's, a project's or a person's name inside a sentence: left as written
const name = (chunks: ReactNode[]) => <span translate="no">{chunks}</span>;

function Card({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-line bg-white p-6 shadow-raised sm:p-8">{children}</div>;
}

const tones = {
  brand: 'bg-brand-soft text-brand',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  muted: 'bg-surface text-muted',
};

function StateIcon({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={cn('mx-auto flex size-14 items-center justify-center rounded-full', tones[tone])}
    >
      {children}
    </span>
  );
}
const strong = (chunks: ReactNode[]) => (
  <strong translate="no" className="font-semibold text-ink">
    {chunks}
  </strong>
);
