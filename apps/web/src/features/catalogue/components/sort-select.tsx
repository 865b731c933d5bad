import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { SAMPLE_SORT_LABELS, SAMPLE_SORTS, type TSampleSort } from '../constants';

/** The listing's sort dropdown: nine orders, Stock First by default. */
export function SortSelect({ value, onChange }: { value: TSampleSort; onChange: (sort: TSampleSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as TSampleSort)}
          className="h-10 cursor-pointer appearance-none rounded-full border border-line-strong bg-white pr-9 pl-4 text-sm font-medium text-ink hover:border-ink focus-visible:border-ink"
        >
          {SAMPLE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SAMPLE_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
