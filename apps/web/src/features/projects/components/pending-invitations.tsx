import type { TAssignableRole, TPendingInvitation } from '@samplebank/contracts/projects';
import { formatLongDate } from '@samplebank/domain/format';
import { useMutation } from '@tanstack/react-query';
import { RotateCw, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { projectsApi, useInvalidateProjects, usePendingInvitations } from '../api';
import { RoleBadge } from './role-badge';
import { AssignableRoleSelect, WholeProjectTag } from './share-scope';

/**
 * The board's invitations nobody has answered yet, for those who may invite: each can be sent again (the same link,
 * a fresh expiry), offer another role, or be withdrawn. Nothing shows while there are none.
 */
export function PendingInvitations({ boardId, canShareProject }: { boardId: string; canShareProject: boolean }) {
  const t = useT('projects');
  const pending = usePendingInvitations(boardId);

  if (pending.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('pending.loading')}</span>
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (pending.isError) return <ErrorMessage>{t('pending.fetchFailed')}</ErrorMessage>;
  if (pending.data.length === 0) return null;

  return (
    <section aria-labelledby="board-pending-invitations-title">
      <h3 id="board-pending-invitations-title" className="text-sm font-semibold text-ink">
        {t('pending.heading')}
        <span className="font-normal text-muted"> · {pending.data.length}</span>
      </h3>
      <ul className="mt-2 divide-y divide-line">
        {pending.data.map((invitation) => (
          <PendingInvitationRow
            key={invitation._id}
            invitation={invitation}
            // an invitation to the whole project is changed only by those who may share it whole
            canManage={invitation.scope === 'board' || canShareProject}
          />
        ))}
      </ul>
    </section>
  );
}

function PendingInvitationRow({ invitation, canManage }: { invitation: TPendingInvitation; canManage: boolean }) {
  const t = useT('projects');
  const invalidate = useInvalidateProjects();
  const [isConfirming, setIsConfirming] = useState(false);
  const email = invitation.inviteeEmail;
  const isExpired = Date.parse(invitation.expiresAt) <= Date.now();

  // a refusal in words (the resend limit, an invitation answered meanwhile) is shown as the server says it
  const failure = (error: unknown, fallback: string) =>
    toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback);

  const resend = useMutation({
    mutationFn: () => projectsApi.resendInvitation(invitation._id),
    onSuccess: () => {
      toast.success(t('pending.resent', { email }));
      return invalidate();
    },
    onError: (error) => failure(error, t('pending.resendFailed')),
  });
  const changeRole = useMutation({
    mutationFn: (role: TAssignableRole) => projectsApi.changeInvitationRole(invitation._id, role),
    onSuccess: () => {
      toast.success(t('pending.roleChanged'));
      return invalidate();
    },
    onError: (error) => failure(error, t('pending.roleFailed')),
  });
  const revoke = useMutation({
    mutationFn: () => projectsApi.revokeInvitation(invitation._id),
    onSuccess: () => {
      setIsConfirming(false);
      toast.success(t('pending.revoked', { email }));
      return invalidate();
    },
    onError: (error) => {
      setIsConfirming(false);
      failure(error, t('pending.revokeFailed'));
    },
  });
  const isBusy = resend.isPending || changeRole.isPending || revoke.isPending;

  return (
    <li className="py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-all text-ink">{email}</p>
          {invitation.scope === 'project' ? <WholeProjectTag>{t('pending.wholeProject')}</WholeProjectTag> : null}
          <p className="text-xs text-muted">
            {t.rich('pending.sentBy', {
              inviter: invitation.invitedBy,
              date: formatLongDate(invitation.sentAt),
              name: (chunks: ReactNode[]) => <span translate="no">{chunks}</span>,
            })}
          </p>
          <p className={cn('text-xs', isExpired ? 'text-warning' : 'text-muted')}>
            {isExpired
              ? t('pending.expired', { date: formatLongDate(invitation.expiresAt) })
              : t('pending.expires', { date: formatLongDate(invitation.expiresAt) })}
          </p>
        </div>
        {canManage ? (
          <div className="flex shrink-0 items-center gap-1">
            <AssignableRoleSelect
              id={`invitation-role-${invitation._id}`}
              label={t('pending.roleOf', { email })}
              value={changeRole.isPending ? changeRole.variables : (invitation.role as TAssignableRole)}
              disabled={isBusy}
              onChange={(role) => changeRole.mutate(role)}
            />
            <button
              type="button"
              onClick={() => resend.mutate()}
              disabled={isBusy}
              aria-label={t('pending.resendLabel', { email })}
              className="flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-surface disabled:opacity-50"
            >
              <RotateCw aria-hidden="true" className={cn('size-4', resend.isPending && 'animate-spin')} />
              <span>{resend.isPending ? t('pending.resending') : t('pending.resend')}</span>
            </button>
            <button
              type="button"
              onClick={() => setIsConfirming(true)}
              disabled={isBusy}
              aria-label={t('pending.revoke', { email })}
              aria-haspopup="dialog"
              className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-danger-soft hover:text-danger disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : (
          <p className="text-xs text-muted sm:max-w-56">
            <RoleBadge role={invitation.role} className="mr-1" />
            {t('pending.projectOnly')}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('pending.revokeTitle', { email })}
        description={t('pending.revokeDescription')}
        confirmLabel={t('pending.revokeConfirm')}
        pendingLabel={t('pending.revoking')}
        isPending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}
