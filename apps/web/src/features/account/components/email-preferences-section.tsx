import type { TEmailPreferences } from '@samplebank/contracts/users';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateEmailPreferences } from '../api';
import { AccountSection } from './account-section';

type AccountKey = MessageKey<'account'>;

// each switch's words, as message keys
const PREFERENCES: {
  key: keyof TEmailPreferences;
  label: AccountKey;
  description: AccountKey;
  on: AccountKey;
  off: AccountKey;
}[] = [
  {
    key: 'orderUpdates',
    label: 'emails.orderUpdates.label',
    description: 'emails.orderUpdates.description',
    on: 'emails.orderUpdates.on',
    off: 'emails.orderUpdates.off',
  },
  {
    key: 'productNews',
    label: 'emails.productNews.label',
    description: 'emails.productNews.description',
    on: 'emails.productNews.on',
    off: 'emails.productNews.off',
  },
];

/** Switches that save at once; e-mails about the account itself (codes, approval, payments) are always sent. */
export function EmailPreferencesSection({ preferences }: { preferences: TEmailPreferences }) {
  const t = useT('account');
  const update = useUpdateEmailPreferences();
  const toggle = (key: keyof TEmailPreferences) => {
    const value = !preferences[key];
    const preference = PREFERENCES.find((item) => item.key === key)!;
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(t(value ? preference.on : preference.off)),
        onError: (failure) => toast.error(failure.message || t('emails.failed')),
      },
    );
  };
  return (
    <AccountSection id="emails" title={t('sections.emails')} description={t('emails.description')}>
      <ul className="divide-y divide-line border-y border-line">
        {PREFERENCES.map((preference) => (
          <li key={preference.key}>
            <PreferenceSwitch
              label={t(preference.label)}
              description={t(preference.description)}
              checked={preferences[preference.key]}
              onToggle={() => toggle(preference.key)}
            />
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}

function PreferenceSwitch({
  label,
  description,
  checked,
  onToggle,
}: {
  label: string;
  description: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        onClick={onToggle}
        className={cn(
          'relative h-7 w-12 shrink-0 rounded-full border-2 transition-colors',
          checked ? 'border-ink bg-ink' : 'border-subtle bg-white',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full transition-transform',
            checked ? 'translate-x-5 bg-white' : 'bg-subtle',
          )}
        />
      </button>
    </div>
  );
}
