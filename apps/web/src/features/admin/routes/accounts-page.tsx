// i18n: not yet translated (issue 16)
import { formatDate } from '@samplebank/domain/format';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { type AccountFilters, useAccounts } from '../accounts-api';
import { adminPaths } from '../admin-paths';
import { AddAccountDialog } from '../components/add-account-dialog';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { useSearchParamState } from '../lib/use-search-param-state';

const FILTERS = ['search', 'userType', 'isApproved', 'isPremium', 'role'] as const;
const USER_TYPES = [
  { value: 'professional', label: 'Professional' },
  { value: 'non-professional', label: 'Non-professional' },
  { value: 'student', label: 'Student' },
];
const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
const ROLES = [
  { value: 'ADMIN', label: 'Admin' },
  { value: 'SAMPLEBANK_USER', label: 'User' },
];
const TYPE_LABELS: Record<string, string> = Object.fromEntries(USER_TYPES.map((type) => [type.value, type.label]));
const REVIEW_TONES = { approved: 'success', pending: 'warning', rejected: 'danger', none: 'neutral' } as const;
const REVIEW_LABELS = {
  approved: 'Approved',
  pending: 'Waiting for review',
  rejected: 'Rejected',
  none: 'Not submitted',
};

/** /admin/accounts: every account, searched and filtered; a row opens the account. */
export function AccountsPage() {
  const { values, page, set, hrefForPage } = useSearchParamState(FILTERS);
  const [isAdding, setIsAdding] = useState(false);
  const query: AccountFilters = {
    page,
    search: values.search || undefined,
    userType: (values.userType || undefined) as AccountFilters['userType'],
    isApproved: (values.isApproved || undefined) as AccountFilters['isApproved'],
    isPremium: (values.isPremium || undefined) as AccountFilters['isPremium'],
    role: (values.role || undefined) as AccountFilters['role'],
  };
  const accounts = useAccounts(query);
  const users = accounts.data?.users ?? [];

  return (
    <div>
      <PageHeader
        title="Accounts"
        description={accounts.data ? `${accounts.data.totalUsers} accounts` : 'Every account on Samplebank'}
        actions={
          <Button variant="dark" size="sm" onClick={() => setIsAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add user
          </Button>
        }
      />
      <FilterBar>
        <SearchFilter label="Search name or e-mail" value={values.search} onChange={(search) => set({ search })} />
        <SelectFilter
          label="Type"
          value={values.userType}
          options={USER_TYPES}
          onChange={(userType) => set({ userType })}
        />
        <SelectFilter
          label="Approved"
          value={values.isApproved}
          options={YES_NO}
          onChange={(isApproved) => set({ isApproved })}
        />
        <SelectFilter
          label="Premium"
          value={values.isPremium}
          options={YES_NO}
          onChange={(isPremium) => set({ isPremium })}
        />
        <SelectFilter label="Role" value={values.role} options={ROLES} onChange={(role) => set({ role })} />
      </FilterBar>
      {accounts.isError && <ErrorMessage className="mb-4">Failed to fetch all users</ErrorMessage>}
      <AdminTable aria-label="Accounts">
        <thead>
          <tr>
            <HeaderCell>Name</HeaderCell>
            <HeaderCell>Type</HeaderCell>
            <HeaderCell>Review</HeaderCell>
            <HeaderCell>Plan</HeaderCell>
            <HeaderCell>Role</HeaderCell>
            <HeaderCell>Joined</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {accounts.isPending ? (
            <LoadingRows columns={6} />
          ) : users.length === 0 ? (
            <EmptyRow columns={6}>No accounts match these filters.</EmptyRow>
          ) : (
            users.map((user) => (
              <tr key={user._id} className="transition-colors hover:bg-canvas">
                <Cell>
                  <Link to={adminPaths.account.to(user._id)} className="group block">
                    <span className="block font-medium text-ink group-hover:underline">{user.name}</span>
                    <span className="block text-xs text-muted">{user.email}</span>
                  </Link>
                </Cell>
                <Cell className="text-muted">{user.userType ? TYPE_LABELS[user.userType] : '—'}</Cell>
                <Cell>
                  <StatusBadge tone={REVIEW_TONES[user.reviewStatus]}>{REVIEW_LABELS[user.reviewStatus]}</StatusBadge>
                </Cell>
                <Cell>
                  {user.isPremium ? (
                    <StatusBadge tone="brand">Premium</StatusBadge>
                  ) : (
                    <span className="text-muted">Standard</span>
                  )}
                </Cell>
                <Cell>
                  {user.role === 'ADMIN' ? (
                    <StatusBadge tone="info">Admin</StatusBadge>
                  ) : (
                    <span className="text-muted">User</span>
                  )}
                </Cell>
                <Cell className="whitespace-nowrap text-muted">{formatDate(user.createdAt)}</Cell>
              </tr>
            ))
          )}
        </tbody>
      </AdminTable>
      <Pagination
        className="mt-6"
        currentPage={accounts.data?.currentPage ?? page}
        totalPages={accounts.data?.totalPages ?? 1}
        hrefForPage={hrefForPage}
      />
      <AddAccountDialog open={isAdding} onOpenChange={setIsAdding} />
    </div>
  );
}
