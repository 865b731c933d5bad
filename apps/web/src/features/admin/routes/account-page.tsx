import { useParams } from 'react-router';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useAccount } from '../accounts-api';
import { adminPaths } from '../admin-paths';
import { AccountAccessPanel } from '../components/account-access-panel';
import { AccountDocumentsPanel } from '../components/account-documents-panel';
import { AccountOrganizationPanel } from '../components/account-organization-panel';
import { AccountProfilePanel } from '../components/account-profile-panel';
import { PageHeader } from '../components/page-header';

/** /admin/accounts/{id}: an account's profile, documents and organization, and what staff may change on it. */
export function AccountPage() {
  const t = useT('admin');
  const { userId = '' } = useParams();
  const account = useAccount(userId);
  const user = account.data;

  return (
    <div>
      <PageHeader
        title={user?.name ?? t('account.fallbackTitle')}
        isTitleAName={Boolean(user)}
        description={user?.email}
        back={{ to: adminPaths.accounts.to(), label: t('layout.link.accounts') }}
      />
      {account.isError && <ErrorMessage>{t('account.loadFailed')}</ErrorMessage>}
      {account.isPending && <Skeleton className="h-96 w-full rounded-2xl" />}
      {user && (
        <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <AccountProfilePanel user={user} />
            <AccountDocumentsPanel userId={user._id} />
            <AccountOrganizationPanel organizationId={user.organizationId} />
          </div>
          <AccountAccessPanel user={user} />
        </div>
      )}
    </div>
  );
}
