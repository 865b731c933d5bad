import type { TFacetName, TSampleFacetsResponse } from '@samplebank/contracts/catalogue';
import { colourName } from '@samplebank/domain/colour-families';
import { Check } from 'lucide-react';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useFacetLabel } from '../../../lib/facet-label';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { useBrands } from '../api';
import { AVAILABILITY_OPTIONS, type TAvailability } from '../constants';
import { CategoryFilter } from './category-filter';
import { ColourMatchSection } from './colour-match-section';
import { type CountOf, countsOf, FacetCount, isEmptyOption, useShownCount } from './facet-count';
import { CheckboxRow, FilterSection, TogglePill } from './filter-section';
import { type ListingChange, type ListingState, toggleSingle, toggleValue } from './listing-state';
import { PriceFilter } from './price-filter';
import type { PriceRange } from './price-rules';
import { isDefaultPriceRange } from './price-rules';
import { SpecFiltersSlot } from './spec-filters-slot';

const AVAILABILITY_LABEL_KEYS: Record<TAvailability, MessageKey<'catalogue'>> = {
  'in-stock': 'availability.inStock',
  'out-of-stock': 'availability.outOfStock',
};

/** The single-select filters shown as pills: each with its title and the facets' list of what it offers. */
const PILL_FILTERS = [
  { name: 'usage', titleKey: 'filters.usage', values: 'usages' },
  { name: 'architectural', titleKey: 'filters.architectural', values: 'architecturals' },
] as const satisfies readonly {
  name: 'usage' | 'architectural';
  titleKey: MessageKey<'catalogue'>;
  values: keyof TSampleFacetsResponse;
}[];

type FilterPanelProps = {
  state: ListingState;
  onChange: ListingChange;
  /** the filters' options, counted for the listing's query (the page asks for them: `useSampleFacets`) */
  facets: { data: TSampleFacetsResponse | undefined; isPending: boolean; isError: boolean };
  /** false in a brand's store, whose brand is its own */
  hasBrandFilter?: boolean;
};

/**
 * Every filter of the listing, for the desktop sidebar and the phone's filter panel alike; each option with how many
 * samples it would list given the other filters, disabled at none unless chosen.
 *
 * Each section is drawn again only when its own choice or the counts change: a click in one redraws that one (and
 * the page's chips), so a box ticked in the category tree's hundred does not wait for the brands and the colours.
 */
export function FilterPanel({ state, onChange, facets: facetsQuery, hasBrandFilter = true }: FilterPanelProps) {
  const t = useT('catalogue');
  const facets = facetsQuery.data;
  // counts from an API that has none yet (an older server) are simply not shown
  const countOf = useMemo(() => countsOf(facets?.counts ? facets : undefined), [facets]);

  return (
    <div>
      {facetsQuery.isError && (
        <p role="status" className="mt-2 rounded-md bg-warning-soft px-3 py-2 text-xs text-warning">
          {t('filters.countsUnavailable')}
        </p>
      )}
      <NearColourFilter nearColor={state.nearColor} onChange={onChange} />
      <CategoriesFilter categoryIds={state.categoryIds} countOf={countOf} onChange={onChange} />
      <ColourFilter
        color={state.color}
        colors={facets?.colors}
        isPending={facetsQuery.isPending}
        countOf={countOf}
        onChange={onChange}
      />
      {hasBrandFilter && (
        <FilterSection name="brand" title={t('filters.brand')} badge={state.manufacturer ? 1 : 0}>
          <BrandFilter selectedId={state.manufacturer} countOf={countOf} onChange={onChange} />
        </FilterSection>
      )}
      <PriceSection price={state.price} onChange={onChange} />
      <AvailabilityFilter availability={state.availability} countOf={countOf} onChange={onChange} />
      <SpecFiltersSlot state={state} onChange={onChange} countOf={countOf} />
      {PILL_FILTERS.map(({ name, titleKey, values }) => (
        <PillFilter
          key={name}
          name={name}
          title={t(titleKey)}
          values={facets?.[values]}
          selected={state[name]}
          countOf={countOf}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

const NearColourFilter = memo(function NearColourFilter({
  nearColor,
  onChange,
}: {
  nearColor: string | null;
  onChange: ListingChange;
}) {
  return <ColourMatchSection value={nearColor} onChange={(next) => onChange(() => ({ nearColor: next }))} />;
});

const CategoriesFilter = memo(function CategoriesFilter({
  categoryIds,
  countOf,
  onChange,
}: {
  categoryIds: string[];
  countOf: CountOf;
  onChange: ListingChange;
}) {
  const t = useT('catalogue');
  return (
    <FilterSection name="categories" title={t('filters.categories')} badge={categoryIds.length}>
      <CategoryFilter
        selectedIds={categoryIds}
        countOf={countOf}
        onToggle={(categoryId) =>
          onChange((current) => ({ categoryIds: toggleValue(current.categoryIds, categoryId) }))
        }
      />
    </FilterSection>
  );
});

const ColourFilter = memo(function ColourFilter({
  color: chosen,
  colors,
  isPending,
  countOf,
  onChange,
}: {
  color: string | null;
  colors: TSampleFacetsResponse['colors'] | undefined;
  isPending: boolean;
  countOf: CountOf;
  onChange: ListingChange;
}) {
  const t = useT('catalogue');
  const locale = useLocale();
  const shownCount = useShownCount();
  return (
    <FilterSection name="color" title={t('filters.colour')} badge={chosen ? 1 : 0}>
      {isPending ? (
        <p className="text-sm text-muted">{t('filters.loadingColours')}</p>
      ) : !colors || colors.length === 0 ? (
        <p className="text-sm text-muted">{t('filters.noColours')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {colors.map((color) => {
            const isSelected = chosen === color.label;
            const count = countOf('color', color.label);
            const isEmpty = isEmptyOption(count, isSelected);
            return (
              <li key={color.label} className="flex w-10 flex-col items-center gap-0.5">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  disabled={isEmpty}
                  aria-label={t('filters.colourOption', {
                    colour: colourName(color.label, locale),
                    count: count?.count ?? color.count,
                  })}
                  title={colourName(color.label, locale)}
                  onClick={() => onChange((current) => ({ color: toggleSingle(current.color, color.label) }))}
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full ring-offset-2 transition-shadow',
                    isSelected
                      ? 'ring-2 ring-ink'
                      : 'ring-1 ring-black/15 enabled:hover:ring-2 enabled:hover:ring-line-strong',
                    isEmpty && 'cursor-not-allowed opacity-30',
                  )}
                  style={{ backgroundColor: color.colorHex ?? '#e7e5e4' }}
                >
                  {isSelected && (
                    <Check aria-hidden="true" className="size-4 text-white mix-blend-difference" strokeWidth={3} />
                  )}
                </button>
                {count && (
                  <span aria-hidden="true" className="text-[10px] leading-none text-muted tabular-nums">
                    {shownCount(count)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {chosen && (
        <p className="mt-2 text-xs text-muted">{t('filters.selectedColour', { colour: colourName(chosen, locale) })}</p>
      )}
    </FilterSection>
  );
});

const PriceSection = memo(function PriceSection({ price, onChange }: { price: PriceRange; onChange: ListingChange }) {
  const t = useT('catalogue');
  return (
    <FilterSection name="price" title={t('filters.price')} badge={isDefaultPriceRange(price) ? 0 : 1}>
      <PriceFilter value={price} onChange={(next) => onChange(() => ({ price: next }))} />
    </FilterSection>
  );
});

const AvailabilityFilter = memo(function AvailabilityFilter({
  availability,
  countOf,
  onChange,
}: {
  availability: TAvailability[];
  countOf: CountOf;
  onChange: ListingChange;
}) {
  const id = useId();
  const t = useT('catalogue');
  return (
    <FilterSection name="availability" title={t('filters.availability')} badge={availability.length}>
      {AVAILABILITY_OPTIONS.map((option) => (
        <div key={option} className="flex">
          <CheckboxRow
            id={`${id}-${option}`}
            label={t(AVAILABILITY_LABEL_KEYS[option])}
            checked={availability.includes(option)}
            count={countOf('availability', option)}
            onChange={() => onChange((current) => ({ availability: toggleValue(current.availability, option) }))}
          />
        </div>
      ))}
    </FilterSection>
  );
});

/** Usage and architectural style: single-select pills, choosing one again clears it. */
const PillFilter = memo(function PillFilter({
  name,
  title,
  values,
  selected,
  countOf,
  onChange,
}: {
  name: 'usage' | 'architectural';
  title: string;
  values: string[] | undefined;
  selected: string | null;
  countOf: CountOf;
  onChange: ListingChange;
}) {
  return (
    <FilterSection name={name} title={title} badge={selected ? 1 : 0}>
      <PillList
        name={name}
        values={values ?? []}
        selected={selected}
        countOf={countOf}
        onToggle={(value) => onChange((current) => ({ [name]: toggleSingle(current[name], value) }))}
      />
    </FilterSection>
  );
});

function PillList({
  name,
  values,
  selected,
  countOf,
  onToggle,
}: {
  name: TFacetName;
  values: string[];
  selected: string | null;
  countOf: CountOf;
  onToggle: (value: string) => void;
}) {
  const t = useT('catalogue');
  const facetLabel = useFacetLabel();
  if (values.length === 0) return <p className="text-sm text-muted">{t('filters.noneAvailable')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value}>
          <TogglePill
            label={facetLabel(value)}
            isPressed={selected === value}
            count={countOf(name, value)}
            onToggle={() => onToggle(value)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Brands are single-select: choosing one replaces any other, choosing it again clears it (spec §4). */
const BrandFilter = memo(function BrandFilter({
  selectedId,
  onChange,
  countOf,
}: {
  selectedId: string | null;
  onChange: ListingChange;
  countOf: CountOf;
}) {
  const onToggle = (brandId: string) =>
    onChange((current) => ({ manufacturer: toggleSingle(current.manufacturer, brandId) }));
  const id = useId();
  const t = useT('catalogue');
  const brandsQuery = useBrands();
  // drawn in slices when the brands arrive, as the categories are
  const allBrands = useDeferredValue(brandsQuery.data);
  const [query, setQuery] = useState('');

  if (brandsQuery.isError) return <p className="text-sm text-danger">{t('filters.brandsFailed')}</p>;
  if (!allBrands) return <p className="text-sm text-muted">{t('filters.loadingBrands')}</p>;

  const needle = query.trim().toLowerCase();
  const brands = allBrands.filter(
    (brand) => brand._id === selectedId || !needle || brand.name.toLowerCase().includes(needle),
  );

  return (
    <div>
      <label htmlFor={`${id}-find`} className="sr-only">
        {t('filters.findBrand')}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('filters.findBrand')}
        className="mb-2 h-9 w-full rounded-md border border-line-strong bg-white px-3 text-sm text-ink placeholder:text-subtle focus-visible:border-ink focus-visible:outline-none"
      />
      <ul className="max-h-60 space-y-0.5 overflow-y-auto pr-1">
        {brands.map((brand) => {
          const isSelected = brand._id === selectedId;
          const count = countOf('manufacturerIds', brand._id);
          const isEmpty = isEmptyOption(count, isSelected);
          return (
            <li key={brand._id}>
              <button
                type="button"
                aria-pressed={isSelected}
                disabled={isEmpty}
                onClick={() => onToggle(brand._id)}
                className={cn(
                  'flex min-h-8 w-full items-center justify-between gap-2 rounded-md px-2 text-left text-sm',
                  isSelected
                    ? 'bg-ink font-medium text-white [&_[data-facet-count]]:text-on-dark'
                    : 'text-ink enabled:hover:bg-surface',
                  isEmpty && 'cursor-not-allowed text-subtle',
                )}
              >
                <span translate="no" className="min-w-0 truncate">
                  {brand.name}
                </span>
                <span className="flex shrink-0 items-center gap-1">
                  <FacetCount option={count} />
                  {isSelected && <Check aria-hidden="true" className="size-4 shrink-0" />}
                </span>
              </button>
            </li>
          );
        })}
        {brands.length === 0 && <li className="px-2 text-sm text-muted">{t('filters.noBrandMatch', { query })}</li>}
      </ul>
    </div>
  );
});
