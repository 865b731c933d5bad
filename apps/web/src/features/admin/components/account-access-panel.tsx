// i18n: not yet translated (issue 16)
import type { TUser } from '@samplebank/contracts/users';
import { Check, Crown, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useUpdateAccount } from '../accounts-api';
import { Panel } from './panel';
import { RejectAccountDialog } from './reject-account-dialog';
import { StatusBadge } from './status-badge';

/** Approve or reject, premium on or off, make ADMIN (asked first). */
export function AccountAccessPanel({ user }: { user: TUser }) {
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
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Failed to update user data'),
    });
  const isSelf = me?._id === user._id;

  return (
    <Panel title="Access">
      <div className="space-y-5">
        <div>
          <p className="text-xs text-muted">Review</p>
          <div className="mt-1 flex items-center gap-2">
            {user.reviewStatus === 'approved' && <StatusBadge tone="success">Approved</StatusBadge>}
            {user.reviewStatus === 'pending' && <StatusBadge tone="warning">Waiting for review</StatusBadge>}
            {user.reviewStatus === 'rejected' && <StatusBadge tone="danger">Rejected</StatusBadge>}
            {user.reviewStatus === 'none' && <StatusBadge>Not submitted</StatusBadge>}
          </div>
          {user.reviewStatus === 'rejected' && user.rejectionReason && (
            <p className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-xs text-danger">{user.rejectionReason}</p>
          )}
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              disabled={update.isPending || user.isApproved}
              className="bg-success hover:bg-success/90"
              onClick={() => save({ isApproved: true }, `${user.name} approved`)}
            >
              <Check aria-hidden="true" className="size-4" />
              Approve
            </Button>
            <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => setIsRejecting(true)}>
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
          </div>
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
          <div>
            <p className="flex items-center gap-1.5 text-sm font-medium text-ink">
              <Crown aria-hidden="true" className="size-4 text-brand" />
              Premium
            </p>
            <p className="text-xs text-muted">Premium accounts pay for their orders.</p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={user.isPremium}
            aria-label="Premium"
            disabled={update.isPending}
            onClick={() =>
              save({ isPremium: !user.isPremium }, user.isPremium ? 'Premium turned off' : 'Premium turned on')
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
            Role: {user.role === 'ADMIN' ? 'Administrator' : 'User'}
          </p>
          {user.role !== 'ADMIN' ? (
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => setIsPromoting(true)}>
              Make administrator
            </Button>
          ) : (
            !isSelf && (
              <Button
                size="sm"
                variant="secondary"
                className="mt-3"
                disabled={update.isPending}
                onClick={() => save({ role: 'SAMPLEBANK_USER' }, `${user.name} is no longer an administrator`)}
              >
                Remove administrator role
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
          save({ isApproved: false, rejectionReason }, `${user.name} rejected`, () => setIsRejecting(false))
        }
      />
      <ConfirmDialog
        open={isPromoting}
        onOpenChange={setIsPromoting}
        title={`Make ${user.name} an administrator?`}
        description="Administrators can approve accounts, change orders, edit the catalogue and the site. Their current sessions end."
        confirmLabel="Make administrator"
        tone="dark"
        isPending={update.isPending}
        onConfirm={() => save({ role: 'ADMIN' }, `${user.name} is now an administrator`, () => setIsPromoting(false))}
      />
    </Panel>
  );
}
