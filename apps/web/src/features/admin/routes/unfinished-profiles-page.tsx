// i18n: not yet translated (issue 16)
import {
  PROFILE_NUDGES_PER_STAFF_PER_DAY,
  type TUnfinishedProfile,
} from '@samplebank/contracts/admin-unfinished-profiles';
import { formatDate, formatDateTime } from '@samplebank/domain/format';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Pagination } from '../../../components/ui/pagination';
import { ApiError } from '../../../lib/api-client';
import { adminPaths } from '../admin-paths';
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows } from '../components/admin-table';
import { FilterBar, SearchFilter } from '../components/filter-controls';
import { PageHeader } from '../components/page-header';
import { StatusBadge } from '../components/status-badge';
import { useSearchParamState } from '../lib/use-search-param-state';
import { useNudgeProfile, useUnfinishedProfiles } from '../unfinished-profiles-api';

const FILTERS = ['search'] as const;
const COLUMNS = 6;
const TYPE_LABELS: Record<string, string> = {
  professional: 'Professional',
  'non-professional': 'Non-professional',
  student: 'Student',
};

// staff read Malaysian time, wherever their browser is
const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/** /admin/unfinished-profiles: accounts that verified their e-mail over a day ago and stopped in the wizard. */
export function UnfinishedProfilesPage() {
  const { values, page, set, hrefForPage } = useSearchParamState(FILTERS);
  const profiles = useUnfinishedProfiles(page, values.search);
  const nudge = useNudgeProfile();
  const [confirming, setConfirming] = useState<TUnfinishedProfile | null>(null);
  const items = profiles.data?.items ?? [];
  const emptyText = values.search
    ? 'No unfinished profile matches this search.'
    : 'Every account older than a day has finished its profile.';

  const sendReminder = (profile: TUnfinishedProfile) =>
    nudge.mutate(profile._id, {
      onSuccess: (result) => {
        toast.success(result.message);
        setConfirming(null);
      },
      onError: (error) => {
        toast.error(
          error instanceof ApiError && error.status !== 0 && error.message
            ? error.message
            : 'The reminder could not be sent. Please try again.',
        );
        setConfirming(null);
      },
    });

  return (
    <div>
      <PageHeader
        title="Unfinished profiles"
        description={
          profiles.data?.total
            ? `${profiles.data.total} ${profiles.data.total === 1 ? 'account has' : 'accounts have'} verified an e-mail over a day ago but not finished the registration form.`
            : 'Accounts that verified their e-mail over a day ago but have not finished the registration form.'
        }
      />
      <FilterBar>
        <SearchFilter label="Search name or e-mail" value={values.search} onChange={(search) => set({ search })} />
      </FilterBar>
      <p className="mb-4 text-sm text-muted">
        A reminder e-mails a link that signs the person in and opens the form where they stopped. One reminder per
        account every 3 days; up to {PROFILE_NUDGES_PER_STAFF_PER_DAY} a day each.
      </p>
      {profiles.isError && (
        <ErrorMessage
          className="mb-4"
          action={
            <Button size="sm" variant="secondary" onClick={() => profiles.refetch()}>
              Try again
            </Button>
          }
        >
          Failed to fetch unfinished profiles
        </ErrorMessage>
      )}
      {/* phones get cards: the table would scroll sideways */}
      <ul aria-label="Unfinished profiles" className="space-y-3 md:hidden">
        {profiles.isPending ? (
          <li className="rounded-2xl border border-line bg-white p-4 text-sm text-muted shadow-card">Loading...</li>
        ) : items.length === 0 ? (
          <li className="rounded-2xl border border-line bg-white p-6 text-center text-sm text-muted shadow-card">
            {emptyText}
          </li>
        ) : (
          items.map((profile) => (
            <li key={profile._id} className="rounded-2xl border border-line bg-white p-4 shadow-card">
              <Link to={adminPaths.account.to(profile._id)} className="block">
                <span className="block font-medium text-ink underline-offset-2 hover:underline">{profile.name}</span>
                <span className="block text-xs [overflow-wrap:anywhere] text-muted">{profile.email}</span>
              </Link>
              <div className="mt-2">
                <StoppedAt profile={profile} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">Signed up</dt>
                <dd className="text-ink">{formatDate(profile.createdAt)}</dd>
                <dt className="text-muted">Last sign-in</dt>
                <dd className="text-ink">{dateTime(profile.lastLoginAt) ?? 'Never'}</dd>
                <dt className="text-muted">Last reminder</dt>
                <dd className="text-ink">{dateTime(profile.profileNudgedAt) ?? 'Not yet'}</dd>
              </dl>
              <div className="mt-3">
                <ReminderAction profile={profile} onSend={() => setConfirming(profile)} />
              </div>
            </li>
          ))
        )}
      </ul>
      <div className="hidden md:block">
        <AdminTable aria-label="Unfinished profiles">
          <thead>
            <tr>
              <HeaderCell>Name</HeaderCell>
              <HeaderCell>Stopped at</HeaderCell>
              <HeaderCell>Signed up</HeaderCell>
              <HeaderCell>Last sign-in</HeaderCell>
              <HeaderCell>Last reminder</HeaderCell>
              <HeaderCell>
                <span className="sr-only">Reminder</span>
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
                      <span className="block font-medium text-ink group-hover:underline">{profile.name}</span>
                      <span className="block text-xs text-muted">{profile.email}</span>
                    </Link>
                  </Cell>
                  <Cell>
                    <StoppedAt profile={profile} />
                  </Cell>
                  <Cell className="whitespace-nowrap text-muted">{formatDate(profile.createdAt)}</Cell>
                  <Cell className="whitespace-nowrap text-muted">{dateTime(profile.lastLoginAt) ?? 'Never'}</Cell>
                  <Cell className="whitespace-nowrap text-muted">{dateTime(profile.profileNudgedAt) ?? 'Not yet'}</Cell>
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
        title="Send a reminder?"
        description={
          confirming
            ? `We e-mail ${confirming.email} a link to finish the Samplebank profile. The next reminder to ${confirming.name} can go in 3 days.`
            : ''
        }
        confirmLabel="Send reminder"
        tone="dark"
        isPending={nudge.isPending}
        onConfirm={() => confirming && sendReminder(confirming)}
      />
    </div>
  );
}

function StoppedAt({ profile }: { profile: TUnfinishedProfile }) {
  return profile.stoppedAt === 'account-type' ? (
    <StatusBadge tone="neutral">Choosing account type</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{`${TYPE_LABELS[profile.userType ?? ''] ?? 'Profile'} profile half done`}</StatusBadge>
  );
}

/** Send reminder, or when the next one may go (one every 3 days). */
function ReminderAction({ profile, onSend }: { profile: TUnfinishedProfile; onSend: () => void }) {
  if (profile.nextNudgeAt) {
    return <span className="text-xs text-muted">Next reminder from {dateTime(profile.nextNudgeAt)}</span>;
  }
  return (
    <Button size="sm" variant="secondary" aria-label={`Send reminder to ${profile.name}`} onClick={onSend}>
      <MailPlus aria-hidden="true" className="size-4" />
      Send reminder
    </Button>
  );
}
