import type { TUser } from '@samplebank/contracts/users';
import { formatDate } from '@samplebank/domain/format';
import { Panel } from '../../../components/ui/panel';
import { formatKeyLabel } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { labelOf } from '../lib/labels';
import { Detail } from './detail';

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
  const t = useT('admin');
  const profile = Object.entries(profileOf(user)).filter(
    ([, value]) => value !== null && value !== '' && typeof value !== 'object',
  );
  // a field this build does not name yet shows under its own name, spaced out
  const fieldLabel = (key: string) => {
    const messageKey = `profileField.${key}`;
    return t.has(messageKey) ? t(messageKey) : formatKeyLabel(key);
  };
  return (
    <Panel title={t('profile.title')}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label={t('profile.accountType')}>{labelOf(t, 'userType', user.userType ?? 'none')}</Detail>
        <Detail label={t('profile.joined')}>{formatDate(user.createdAt)}</Detail>
        <Detail label={t('profile.emailVerified')}>{t(user.isEmailVerified ? 'common.yes' : 'common.no')}</Detail>
        {profile.map(([key, value]) => (
          <Detail key={key} label={fieldLabel(key)}>
            {key === 'businessType' ? labelOf(t, 'businessType', String(value)) : String(value)}
          </Detail>
        ))}
      </dl>
      {profile.length === 0 && <p className="mt-4 text-sm text-muted">{t('profile.none')}</p>}
    </Panel>
  );
}
