import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';

const OPTIONS: { value: string; title: MessageKey<'onboarding'>; description: MessageKey<'onboarding'> }[] = [
  { value: 'sdn-bhd', title: 'businessTypes.sdnBhd.title', description: 'businessTypes.sdnBhd.description' },
  { value: 'enterprise', title: 'businessTypes.enterprise.title', description: 'businessTypes.enterprise.description' },
];

/** The business type as two radio cards; it decides which documents are required. */
export function BusinessTypeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useT('onboarding');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('businessTypes.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 transition-colors hover:border-ink',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
              value === option.value ? 'border-ink ring-1 ring-ink' : error ? 'border-danger' : 'border-line-strong',
            )}
          >
            <input
              type="radio"
              name={`${id}-business-type`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 accent-ink"
            />
            <span>
              <span className="block text-sm font-semibold text-ink">{t(option.title)}</span>
              <span className="mt-0.5 block text-xs text-muted">{t(option.description)}</span>
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-error`} aria-live="polite" className={cn('text-xs font-medium text-danger', !error && 'sr-only')}>
        {error}
      </p>
    </fieldset>
  );
}
