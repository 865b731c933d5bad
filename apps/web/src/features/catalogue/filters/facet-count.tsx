import type { TFacetName, TFacetOption, TSampleFacetsResponse } from '@samplebank/contracts/catalogue';
import { INTL_LOCALES } from '@samplebank/contracts/locales';
import { formatNumber } from '@samplebank/domain/format';
import { memo } from 'react';
import { useLocale, useT } from '../../../lib/i18n';

// a compact number format is slow to make (a browser's first loads its number data) and the filters show a hundred
// estimates: one a language, made once. A count in full is written as format.ts writes counts, with no Intl at all
const compactFormats = new Map<string, Intl.NumberFormat>();
function compactFormat(locale: string): Intl.NumberFormat {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact' });
    compactFormats.set(locale, format);
  }
  return format;
}

/** A count as an option shows it: in full, or an estimate compact ("~12K"), in the page's number format. */
export function useShownCount(): (option: TFacetOption) => string {
  const locale = INTL_LOCALES[useLocale()];
  return (option) =>
    option.approximate ? `~${compactFormat(locale).format(option.count)}` : formatNumber(option.count);
}

/**
 * How many samples an option would list: exact counts in full, the database's estimates compact ("~12K"). Drawn again
 * only when its count changes (an option's count is the same object until the next counts arrive), not on every
 * click in the filters.
 */
export const FacetCount = memo(function FacetCount({ option }: { option: TFacetOption | undefined }) {
  const t = useT('catalogue');
  const shownCount = useShownCount();
  if (!option) return null;
  const shown = shownCount(option);
  const spoken = t(option.approximate ? 'results.countEstimate' : 'results.count', { count: option.count });
  return (
    <span data-facet-count={option.count} className="ml-auto shrink-0 pl-2 text-xs font-normal text-muted tabular-nums">
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">({spoken})</span>
    </span>
  );
});

/** Looks up an option's count in the facets' answer; undefined while counts are not known (loading, failed). */
export type CountOf = (name: TFacetName, value: string) => TFacetOption | undefined;

export function countsOf(facets: Pick<TSampleFacetsResponse, 'counts'> | undefined): CountOf {
  const counts = facets?.counts;
  const index = new Map<string, TFacetOption>();
  if (counts) {
    for (const [name, options] of Object.entries(counts)) {
      for (const option of options ?? []) index.set(`${name}\u0000${option.value}`, option);
    }
  }
  return (name, value) => (counts?.[name] ? (index.get(`${name}\u0000${value}`) ?? ZERO) : undefined);
}

// an option the counts of its filter leave out lists no sample
const ZERO: TFacetOption = { value: '', count: 0, approximate: false };

/** An option is disabled when it would list nothing, unless it is chosen (then it stays, to be removed). */
export function isEmptyOption(option: TFacetOption | undefined, isChosen: boolean): boolean {
  return !isChosen && option?.count === 0;
}
