import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

// a filter sizes to its content rather than filling the row
const compactInput = inputStyles.replace('w-full ', '');

/** A search box that reports its text a moment after typing stops. */
export function SearchFilter({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the typed text only, after a pause
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className={cn('relative max-w-sm min-w-56 flex-1', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={cn(inputStyles, 'h-10 pl-9')}
      />
    </div>
  );
}

/** A labelled native select for a list filter; the first option means "any" ("Type: All"). */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
  anyLabel,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  anyLabel?: string;
}) {
  const t = useT('admin');
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{label}</span>
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(compactInput, 'h-10 max-w-52 cursor-pointer pr-8', value && 'border-ink font-medium')}
      >
        <option value="">{t('filters.any', { label, any: anyLabel ?? t('filters.all') })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The row of filters above a list. */
export function FilterBar({ children }: { children: React.ReactNode }) {
  return <div className="mb-4 flex flex-wrap items-center gap-2">{children}</div>;
}
