import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n';
import { BEST_MATCH_SORT, CLOSEST_COLOR_SORT, SAMPLE_SORTS, type TSampleListSort } from '../constants';

/** What the dropdown shows for each order (the English words are the contracts' SAMPLE_SORT_LABELS). */
const SORT_LABEL_KEYS: Record<TSampleListSort, MessageKey<'catalogue'>> = {
  availability_first: 'sort.availabilityFirst',
  price_low_to_high: 'sort.priceLowToHigh',
  price_high_to_low: 'sort.priceHighToLow',
  newest_first: 'sort.newestFirst',
  product_name_asc: 'sort.nameAsc',
  product_name_desc: 'sort.nameDesc',
  brand_name_asc: 'sort.brandAsc',
  brand_name_desc: 'sort.brandDesc',
  availability_desc: 'sort.outOfStockFirst',
  best_match: 'sort.bestMatch',
  closest_color: 'sort.closestColor',
};

type SortSelectProps = {
  value: TSampleListSort;
  onChange: (sort: TSampleListSort) => void;
  /** a search is active: "Best match" leads the nine orders */
  hasSearch?: boolean;
  /** a colour is asked for: "Closest colour" leads them (issue 17) */
  hasColor?: boolean;
};

/** The listing's sort dropdown: nine orders, Stock First by default; while searching, Best match first. */
export function SortSelect({ value, onChange, hasSearch = false, hasColor = false }: SortSelectProps) {
  const id = useId();
  const t = useT('catalogue');
  const sorts: TSampleListSort[] = [
    ...(hasColor ? [CLOSEST_COLOR_SORT as TSampleListSort] : []),
    ...(hasSearch ? [BEST_MATCH_SORT as TSampleListSort] : []),
    ...SAMPLE_SORTS,
  ];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as TSampleListSort)}
          className="h-10 cursor-pointer appearance-none rounded-full border border-line-strong bg-white pr-9 pl-4 text-sm font-medium text-ink hover:border-ink focus-visible:border-ink"
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABEL_KEYS[sort])}
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
