import type { TUser } from '@samplebank/contracts/users';
import { formatDate } from '@samplebank/domain/format';
import { Building2, Check, Crown, ShieldCheck, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { formatKeyLabel } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAccount, useOrganization, useUpdateAccount } from '../accounts-api';
import { adminPaths } from '../admin-paths';
import { useUserDocuments } from '../api';
import { userTypeLabel } from '../components/account-review';
import { DocumentLink } from '../components/document-link';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { RejectAccountDialog } from '../components/reject-account-dialog';
import { StatusBadge } from '../components/status-badge';

function profileOf(user: TUser): Record<string, unknown> {
  return (
    (user.userType === 'professional'
      ? user.professionalInfo
      : user.userType === 'non-professional'
        ? user.nonProfessionalInfo
        : user.userType === 'student'
          ? user.studentInfo
          : null) ?? {}
  );
}

/** /admin/accounts/{id}: an account's profile, documents and organization, and what staff may change on it. */
export function AccountPage() {
  const { userId = '' } = useParams();
  const account = useAccount(userId);
  const user = account.data;

  return (
    <div>
      <PageHeader
        title={user?.name ?? 'Account'}
        description={user?.email}
        back={{ to: adminPaths.accounts.to(), label: 'Accounts' }}
      />
      {account.isError && <ErrorMessage>This account could not be loaded.</ErrorMessage>}
      {account.isPending && <Skeleton className="h-96 w-full rounded-2xl" />}
      {user && (
        <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <ProfilePanel user={user} />
            <DocumentsPanel userId={user._id} />
            <OrganizationPanel organizationId={user.organizationId} />
          </div>
          <AccessPanel user={user} />
        </div>
      )}
    </div>
  );
}

function ProfilePanel({ user }: { user: TUser }) {
  const profile = Object.entries(profileOf(user)).filter(
    ([, value]) => value !== null && value !== '' && typeof value !== 'object',
  );
  return (
    <Panel title="Profile">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Account type">{userTypeLabel(user.userType)}</Detail>
        <Detail label="Joined">{formatDate(user.createdAt)}</Detail>
        <Detail label="E-mail verified">{user.isEmailVerified ? 'Yes' : 'No'}</Detail>
        {profile.map(([key, value]) => (
          <Detail key={key} label={formatKeyLabel(key)}>
            {String(value)}
          </Detail>
        ))}
      </dl>
      {profile.length === 0 && <p className="mt-4 text-sm text-muted">No profile details were given.</p>}
    </Panel>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

function DocumentsPanel({ userId }: { userId: string }) {
  const documents = useUserDocuments(userId);
  const list = documents.data?.documents ?? [];
  return (
    <Panel title="Documents">
      {documents.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : documents.isError ? (
        <p className="text-sm text-danger">The documents could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">No documents uploaded.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {list.map((document) => (
            <li key={document.documentKey}>
              <DocumentLink document={document} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function OrganizationPanel({ organizationId }: { organizationId: string | null }) {
  const organization = useOrganization(organizationId);
  const data = organization.data;
  return (
    <Panel title="Organization">
      {!organizationId ? (
        <p className="text-sm text-muted">This account does not belong to an organization.</p>
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-surface">
            <Building2 aria-hidden="true" className="size-5 text-muted" />
          </span>
          <dl className="grid flex-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail label="Name">{data.name}</Detail>
            <Detail label="Type">{formatKeyLabel(data.type.toLowerCase())}</Detail>
            {'ssmNumber' in data && <Detail label="SSM number">{data.ssmNumber ?? '—'}</Detail>}
            {'contactNumber' in data && <Detail label="Contact">{data.contactNumber ?? '—'}</Detail>}
            {'orgEmail' in data && <Detail label="E-mail">{data.orgEmail ?? '—'}</Detail>}
            {'personInCharge' in data && <Detail label="Person in charge">{data.personInCharge ?? '—'}</Detail>}
          </dl>
        </div>
      )}
    </Panel>
  );
}

/** Approve or reject, premium on or off, make ADMIN (asked first). */
function AccessPanel({ user }: { user: TUser }) {
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
