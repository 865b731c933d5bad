import {
  PROFILE_NUDGES_PER_STAFF_PER_DAY,
  type TUnfinishedProfile,
} from '@samplebank/contracts/admin-unfinished-profiles';
import { formatDate, formatDateTime } from '@samplebank/domain/format';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminPaths } from '../admin-paths';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { keyOfCode } from '../lib/labels';
import { useSearchParamState } from '../lib/use-search-param-state';
import { useNudgeProfile, useUnfinishedProfiles } from '../unfinished-profiles-api';

const FILTERS = ['search'] as const;
const COLUMNS = 6;

// staff read Malaysian time, wherever their browser is
const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** /admin/unfinished-profiles: accounts that verified their e-mail over a day ago and stopped in the wizard. */
export function UnfinishedProfilesPage() {
  const t = useT('admin');
  const { values, page, set, hrefForPage } = useSearchParamState(FILTERS);
  const profiles = useUnfinishedProfiles(page, values.search);
  const nudge = useNudgeProfile();
  const [confirming, setConfirming] = useState<TUnfinishedProfile | null>(null);
  const items = profiles.data?.items ?? [];
  const emptyText = t(values.search ? 'unfinished.emptySearch' : 'unfinished.emptyAll');

  const sendReminder = (profile: TUnfinishedProfile) =>
    nudge.mutate(profile._id, {
      onSuccess: (result) => {
        toast.success(result.message);
        setConfirming(null);
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError && error.status !== 0 && error.message ? error.message : t('unfinished.sendFailed'),
        );
        setConfirming(null);
      },
    });

  return (
    <div>
      <PageHeader
        title={t('unfinished.title')}
        description={
          profiles.data?.total ? t('unfinished.count', { count: profiles.data.total }) : t('unfinished.description')
        }
      />
      <FilterBar>
        <SearchFilter label={t('accounts.search')} value={values.search} onChange={(search) => set({ search })} />
      </FilterBar>
      <p className="mb-4 text-sm text-muted">
        {t('unfinished.explainer', { limit: PROFILE_NUDGES_PER_STAFF_PER_DAY })}
      </p>
      {profiles.isError && (
        <ErrorMessage
          className="mb-4"
          action={
            <Button size="sm" variant="secondary" onClick={() => profiles.refetch()}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {t('unfinished.loadFailed')}
        </ErrorMessage>
      )}
      {/* phones get cards: the table would scroll sideways */}
      <ul aria-label={t('unfinished.title')} className="space-y-3 md:hidden">
        {profiles.isPending ? (
          <li className="rounded-2xl border border-line bg-white p-4 text-sm text-muted shadow-card">
            {t('unfinished.loading')}
          </li>
        ) : items.length === 0 ? (
          <li className="rounded-2xl border border-line bg-white p-6 text-center text-sm text-muted shadow-card">
            {emptyText}
          </li>
        ) : (
          items.map((profile) => (
            <li key={profile._id} className="rounded-2xl border border-line bg-white p-4 shadow-card">
              <Link to={adminPaths.account.to(profile._id)} className="block">
                <span translate="no" className="block font-medium text-ink underline-offset-2 hover:underline">
                  {profile.name}
                </span>
                <span className="block text-xs [overflow-wrap:anywhere] text-muted">{profile.email}</span>
              </Link>
              <div className="mt-2">
                <StoppedAt profile={profile} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">{t('unfinished.signedUp')}</dt>
                <dd className="text-ink">{formatDate(profile.createdAt)}</dd>
                <dt className="text-muted">{t('unfinished.lastSignIn')}</dt>
                <dd className="text-ink">{dateTime(profile.lastLoginAt) ?? t('unfinished.never')}</dd>
                <dt className="text-muted">{t('unfinished.lastReminder')}</dt>
                <dd className="text-ink">{dateTime(profile.profileNudgedAt) ?? t('unfinished.notYet')}</dd>
              </dl>
              <div className="mt-3">
                <ReminderAction profile={profile} onSend={() => setConfirming(profile)} />
              </div>
            </li>
          ))
        )}
      </ul>
      <div className="hidden md:block">
        <AdminTable aria-label={t('unfinished.title')}>
          <thead>
            <tr>
              <HeaderCell>{t('unfinished.name')}</HeaderCell>
              <HeaderCell>{t('unfinished.stoppedAt')}</HeaderCell>
              <HeaderCell>{t('unfinished.signedUp')}</HeaderCell>
              <HeaderCell>{t('unfinished.lastSignIn')}</HeaderCell>
              <HeaderCell>{t('unfinished.lastReminder')}</HeaderCell>
              <HeaderCell>
                <span className="sr-only">{t('unfinished.reminder')}</span>
              </HeaderCell>
            </tr>
          </thead>
          <tbody>
            {profiles.isPending ? (
              <LoadingRows columns={COLUMNS} />
            ) : items.length === 0 ? (
              <EmptyRow columns={COLUMNS}>{emptyText}</EmptyRow>
            ) : (
              items.map((profile) => (
                <tr key={profile._id} className="transition-colors hover:bg-canvas">
                  <Cell>
                    <Link to={adminPaths.account.to(profile._id)} className="group block">
                      <span translate="no" className="block font-medium text-ink group-hover:underline">
                        {profile.name}
                      </span>
                      <span className="block text-xs text-muted">{profile.email}</span>
                    </Link>
                  </Cell>
                  <Cell>
                    <StoppedAt profile={profile} />
                  </Cell>
                  <Cell className="whitespace-nowrap text-muted">{formatDate(profile.createdAt)}</Cell>
                  <Cell className="whitespace-nowrap text-muted">
                    {dateTime(profile.lastLoginAt) ?? t('unfinished.never')}
                  </Cell>
                  <Cell className="whitespace-nowrap text-muted">
                    {dateTime(profile.profileNudgedAt) ?? t('unfinished.notYet')}
                  </Cell>
                  <Cell className="text-right">
                    <ReminderAction profile={profile} onSend={() => setConfirming(profile)} />
                  </Cell>
                </tr>
              ))
            )}
          </tbody>
        </AdminTable>
      </div>
      <Pagination
        className="mt-6"
        currentPage={profiles.data?.currentPage ?? page}
        totalPages={profiles.data?.totalPages ?? 1}
        hrefForPage={hrefForPage}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('unfinished.confirmTitle')}
        description={
          confirming
            ? t.rich('unfinished.confirmText', {
                email: confirming.email,
                name: <span translate="no">{confirming.name}</span>,
              })
            : ''
        }
        confirmLabel={t('unfinished.send')}
        tone="dark"
        isPending={nudge.isPending}
        onConfirm={() => confirming && sendReminder(confirming)}
      />
    </div>
  );
}

function StoppedAt({ profile }: { profile: TUnfinishedProfile }) {
  const t = useT('admin');
  return profile.stoppedAt === 'account-type' ? (
    <StatusBadge tone="neutral">{t('unfinished.choosingType')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('unfinished.halfDone', { type: keyOfCode(profile.userType ?? '') })}</StatusBadge>
  );
}

/** Send reminder, or when the next one may go (one every 3 days). */
function ReminderAction({ profile, onSend }: { profile: TUnfinishedProfile; onSend: () => void }) {
  const t = useT('admin');
  if (profile.nextNudgeAt) {
    return (
      <span className="text-xs text-muted">{t('unfinished.nextFrom', { date: dateTime(profile.nextNudgeAt) })}</span>
    );
  }
  return (
    <Button size="sm" variant="secondary" aria-label={t('unfinished.sendTo', { name: profile.name })} onClick={onSend}>
      <MailPlus aria-hidden="true" className="size-4" />
      {t('unfinished.send')}
    </Button>
  );
}
