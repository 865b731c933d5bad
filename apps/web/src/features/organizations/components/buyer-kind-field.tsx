import { Building2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import type { BuyerKind } from '../organization-form-schema';

const OPTIONS: {
  value: BuyerKind;
  title: MessageKey<'organizations'>;
  description: MessageKey<'organizations'>;
  icon: typeof Building2;
}[] = [
  {
    value: 'company',
    title: 'buyerKind.company.title',
    description: 'buyerKind.company.description',
    icon: Building2,
  },
  {
    value: 'individual',
    title: 'buyerKind.individual.title',
    description: 'buyerKind.individual.description',
    icon: UserRound,
  },
];

/** Who the buyer orders for, as two radio cards. */
export function BuyerKindField({ value, onChange }: { value: BuyerKind; onChange: (kind: BuyerKind) => void }) {
  const t = useT('organizations');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('buyerKind.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, title, description, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-3.5 transition-colors hover:border-ink',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
              value === option ? 'border-ink ring-1 ring-ink' : 'border-line-strong',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 size-4 shrink-0 accent-ink"
            />
            <span className="min-w-0">
              <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand" />
                {t(title)}
              </span>
              <span className="mt-1 block text-xs text-muted">{t(description)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
