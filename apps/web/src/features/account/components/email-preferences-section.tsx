// i18n: not yet translated (issue 16)
import type { TEmailPreferences } from '@samplebank/contracts/users';
import { useId } from 'react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn';
import { useUpdateEmailPreferences } from '../api';
import { AccountSection } from './account-section';

const PREFERENCES: { key: keyof TEmailPreferences; label: string; description: string; on: string; off: string }[] = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    description: 'An e-mail when an order is confirmed, shipped, delivered or cancelled.',
    on: 'Order update e-mails are on',
    off: 'Order update e-mails are off',
  },
  {
    key: 'productNews',
    label: 'Product news',
    description: 'New brands and samples, now and then.',
    on: 'Product news e-mails are on',
    off: 'Product news e-mails are off',
  },
];

/** Switches that save at once; e-mails about the account itself (codes, approval, payments) are always sent. */
export function EmailPreferencesSection({ preferences }: { preferences: TEmailPreferences }) {
  const update = useUpdateEmailPreferences();
  const toggle = (key: keyof TEmailPreferences) => {
    const value = !preferences[key];
    const preference = PREFERENCES.find((item) => item.key === key)!;
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(value ? preference.on : preference.off),
        onError: (failure) =>
          toast.error(failure.message || 'Your e-mail preferences could not be saved. Please try again.'),
      },
    );
  };
  return (
    <AccountSection
      id="emails"
      title="E-mail preferences"
      description="E-mails about your account, its security and your payments are always sent."
    >
      <ul className="divide-y divide-line border-y border-line">
        {PREFERENCES.map((preference) => (
          <li key={preference.key}>
            <PreferenceSwitch
              label={preference.label}
              description={preference.description}
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
