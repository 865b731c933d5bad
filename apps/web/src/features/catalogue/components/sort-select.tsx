// i18n: not yet translated (issue 16)
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import {
  BEST_MATCH_LABEL,
  BEST_MATCH_SORT,
  SAMPLE_SORT_LABELS,
  SAMPLE_SORTS,
  type TSampleListSort,
} from '../constants';

type SortOption = { sort: TSampleListSort; label: string };

type SortSelectProps = {
  value: TSampleListSort;
  onChange: (sort: TSampleListSort) => void;
  /** a search is active: "Best match" leads the nine orders */
  hasSearch?: boolean;
};

/** The listing's sort dropdown: nine orders, Stock First by default; while searching, Best match first. */
export function SortSelect({ value, onChange, hasSearch = false }: SortSelectProps) {
  const id = useId();
  const bestMatch: SortOption = { sort: BEST_MATCH_SORT, label: BEST_MATCH_LABEL };
  const options: SortOption[] = [
    ...(hasSearch ? [bestMatch] : []),
    ...SAMPLE_SORTS.map((sort) => ({ sort, label: SAMPLE_SORT_LABELS[sort] })),
  ];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as TSampleListSort)}
          className="h-10 cursor-pointer appearance-none rounded-full border border-line-strong bg-white pr-9 pl-4 text-sm font-medium text-ink hover:border-ink focus-visible:border-ink"
        >
          {options.map((option) => (
            <option key={option.sort} value={option.sort}>
              {option.label}
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
