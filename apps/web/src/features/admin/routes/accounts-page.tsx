import { formatDate } from '@samplebank/domain/format';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { type MessageKey, useT } from '../../../lib/i18n';
import { type AccountFilters, useAccounts } from '../accounts-api';
import { adminPaths } from '../admin-paths';
import { AddAccountDialog } from '../components/add-account-dialog';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { type BadgeTone, StatusBadge } from '../components/status-badge';
import { labelOf } from '../lib/labels';
import { useSearchParamState } from '../lib/use-search-param-state';

const FILTERS = ['search', 'userType', 'isApproved', 'isPremium', 'role'] as const;
// the filters' options, each named by a message key read at render
type Option = { value: string; key: MessageKey<'admin'> };
const USER_TYPES: Option[] = [
  { value: 'professional', key: 'userType.professional' },
  { value: 'non-professional', key: 'userType.nonProfessional' },
  { value: 'student', key: 'userType.student' },
];
const YES_NO: Option[] = [
  { value: 'true', key: 'common.yes' },
  { value: 'false', key: 'common.no' },
];
const ROLES: Option[] = [
  { value: 'ADMIN', key: 'role.admin' },
  { value: 'SAMPLEBANK_USER', key: 'role.user' },
];
const REVIEW_TONES: Record<string, BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  none: 'neutral',
};

/** /admin/accounts: every account, searched and filtered; a row opens the account. */
export function AccountsPage() {
  const t = useT('admin');
  const options = (list: Option[]) => list.map(({ value, key }) => ({ value, label: t(key) }));
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
        title={t('accounts.title')}
        description={
          accounts.data ? t('accounts.count', { count: accounts.data.totalUsers }) : t('accounts.everyAccount')
        }
        actions={
          <Button variant="dark" size="sm" onClick={() => setIsAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('accounts.add')}
          </Button>
        }
      />
      <FilterBar>
        <SearchFilter label={t('accounts.search')} value={values.search} onChange={(search) => set({ search })} />
        <SelectFilter
          label={t('accounts.type')}
          value={values.userType}
          options={options(USER_TYPES)}
          onChange={(userType) => set({ userType })}
        />
        <SelectFilter
          label={t('accounts.approved')}
          value={values.isApproved}
          options={options(YES_NO)}
          onChange={(isApproved) => set({ isApproved })}
        />
        <SelectFilter
          label={t('accounts.premium')}
          value={values.isPremium}
          options={options(YES_NO)}
          onChange={(isPremium) => set({ isPremium })}
        />
        <SelectFilter
          label={t('accounts.role')}
          value={values.role}
          options={options(ROLES)}
          onChange={(role) => set({ role })}
        />
      </FilterBar>
      {accounts.isError && <ErrorMessage className="mb-4">{t('accounts.loadFailed')}</ErrorMessage>}
      <AdminTable aria-label={t('accounts.title')}>
        <thead>
          <tr>
            <HeaderCell>{t('accounts.name')}</HeaderCell>
            <HeaderCell>{t('accounts.type')}</HeaderCell>
            <HeaderCell>{t('accounts.review')}</HeaderCell>
            <HeaderCell>{t('accounts.plan')}</HeaderCell>
            <HeaderCell>{t('accounts.role')}</HeaderCell>
            <HeaderCell>{t('accounts.joined')}</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {accounts.isPending ? (
            <LoadingRows columns={6} />
          ) : users.length === 0 ? (
            <EmptyRow columns={6}>{t('accounts.empty')}</EmptyRow>
          ) : (
            users.map((user) => (
              <tr key={user._id} className="transition-colors hover:bg-canvas">
                <Cell>
                  <Link to={adminPaths.account.to(user._id)} className="group block">
                    <span translate="no" className="block font-medium text-ink group-hover:underline">
                      {user.name}
                    </span>
                    <span className="block text-xs text-muted">{user.email}</span>
                  </Link>
                </Cell>
                <Cell className="text-muted">{user.userType ? labelOf(t, 'userType', user.userType) : '—'}</Cell>
                <Cell>
                  <StatusBadge tone={REVIEW_TONES[user.reviewStatus]}>
                    {labelOf(t, 'reviewStatus', user.reviewStatus)}
                  </StatusBadge>
                </Cell>
                <Cell>
                  {user.isPremium ? (
                    <StatusBadge tone="brand">{t('accounts.premium')}</StatusBadge>
                  ) : (
                    <span className="text-muted">{t('accounts.standard')}</span>
                  )}
                </Cell>
                <Cell>
                  {user.role === 'ADMIN' ? (
                    <StatusBadge tone="info">{t('role.admin')}</StatusBadge>
                  ) : (
                    <span className="text-muted">{t('role.user')}</span>
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
