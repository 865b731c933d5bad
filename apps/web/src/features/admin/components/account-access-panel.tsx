import type { TUser } from '@samplebank/contracts/users';
import { Check, Crown, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Panel } from '../../../components/ui/panel';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateAccount } from '../accounts-api';
import { RejectAccountDialog } from './reject-account-dialog';
import { type BadgeTone, StatusBadge } from './status-badge';

const REVIEW_TONES: Record<TUser['reviewStatus'], BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  none: 'neutral',
};

/** Approve or reject, premium on or off, make ADMIN (asked first). */
export function AccountAccessPanel({ user }: { user: TUser }) {
  const t = useT('admin');
  const { user: me } = useSession();
  const update = useUpdateAccount(user._id);
  const [isRejecting, setIsRejecting] = useState(false);
  const [isPromoting, setIsPromoting] = useState(false);
  const save = (body: Parameters<typeof update.mutate>[0], success: string, after?: () => void) =>
    update.mutate(body, {
      onSuccess: () => {
        toast.success(success);
        after?.();
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('review.updateFailed')),
    });
  const isSelf = me?._id === user._id;

  return (
    <Panel title={t('access.title')}>
      <div className="space-y-5">
        <div>
          <p className="text-xs text-muted">{t('access.review')}</p>
          <div className="mt-1 flex items-center gap-2">
            <StatusBadge tone={REVIEW_TONES[user.reviewStatus]}>{t(`reviewStatus.${user.reviewStatus}`)}</StatusBadge>
          </div>
          {user.reviewStatus === 'rejected' && user.rejectionReason && (
            <p translate="no" className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger">
              {user.rejectionReason}
            </p>
          )}
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              disabled={update.isPending || user.isApproved}
              className="bg-success hover:bg-success/90"
              onClick={() => save({ isApproved: true }, t('review.approved', { name: user.name }))}
            >
              <Check aria-hidden="true" className="size-4" />
              {t('review.approve')}
            </Button>
            <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => setIsRejecting(true)}>
              <X aria-hidden="true" className="size-4" />
              {t('review.reject')}
            </Button>
          </div>
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
          <div>
            <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
              <Crown aria-hidden="true" className="size-4 text-brand" />
              {t('access.premium')}
            </p>
            <p className="text-xs text-muted">{t('access.premiumHint')}</p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={user.isPremium}
            aria-label={t('access.premium')}
            disabled={update.isPending}
            onClick={() =>
              save({ isPremium: !user.isPremium }, t(user.isPremium ? 'access.premiumOff' : 'access.premiumOn'))
            }
            className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors aria-checked:bg-ink disabled:opacity-50"
          >
            <span
              aria-hidden="true"
              className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-card transition-transform ${user.isPremium ? 'translate-x-5' : ''}`}
            />
          </button>
        </div>

        <div className="border-t border-line pt-5">
          <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('access.role', { role: t(user.role === 'ADMIN' ? 'access.administrator' : 'access.user') })}
          </p>
          {user.role !== 'ADMIN' ? (
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => setIsPromoting(true)}>
              {t('access.makeAdmin')}
            </Button>
          ) : (
            !isSelf && (
              <Button
                size="sm"
                variant="secondary"
                className="mt-3"
                disabled={update.isPending}
                onClick={() => save({ role: 'SAMPLEBANK_USER' }, t('access.demoted', { name: user.name }))}
              >
                {t('access.removeAdmin')}
              </Button>
            )
          )}
        </div>
      </div>

      <RejectAccountDialog
        accountName={user.name}
        isOpen={isRejecting}
        isSubmitting={update.isPending}
        onOpenChange={setIsRejecting}
        onReject={(rejectionReason) =>
          save({ isApproved: false, rejectionReason }, t('review.rejected', { name: user.name }), () =>
            setIsRejecting(false),
          )
        }
      />
      <ConfirmDialog
        open={isPromoting}
        onOpenChange={setIsPromoting}
        title={t('access.promoteTitle', { name: user.name })}
        description={t('access.promoteText')}
        confirmLabel={t('access.makeAdmin')}
        tone="dark"
        isPending={update.isPending}
        onConfirm={() =>
          save({ role: 'ADMIN' }, t('access.promoted', { name: user.name }), () => setIsPromoting(false))
        }
      />
    </Panel>
  );
}
