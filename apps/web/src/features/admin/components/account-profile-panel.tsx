// i18n: not yet translated (issue 16)
import type { TUser } from '@samplebank/contracts/users';
import { formatDate } from '@samplebank/domain/format';
import { formatKeyLabel } from '../../../lib/format';
import { userTypeLabel } from './account-review';
import { Detail } from './detail';
import { Panel } from './panel';

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

/** The account's type, dates and the profile it filled in. */
export function AccountProfilePanel({ user }: { user: TUser }) {
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
