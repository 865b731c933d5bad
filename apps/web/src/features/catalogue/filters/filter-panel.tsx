import type { TFacetName, TSampleFacetsResponse } from '@samplebank/contracts/catalogue';
import { Check } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useFacetLabel } from '../../../lib/facet-label';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useBrands } from '../api';
import { AVAILABILITY_OPTIONS, type TAvailability } from '../constants';
import { CategoryFilter } from './category-filter';
import { ColourMatchSection } from './colour-match-section';
import { type CountOf, countsOf, FacetCount, isEmptyOption, useShownCount } from './facet-count';
import { CheckboxRow, FilterSection, TogglePill } from './filter-section';
import { type ListingState, toggleSingle, toggleValue } from './listing-state';
import { PriceFilter } from './price-filter';
import { isDefaultPriceRange } from './price-rules';
import { SpecFiltersSlot } from './spec-filters-slot';

const AVAILABILITY_LABEL_KEYS: Record<TAvailability, MessageKey<'catalogue'>> = {
  'in-stock': 'availability.inStock',
  'out-of-stock': 'availability.outOfStock',
};

type FilterPanelProps = {
  state: ListingState;
  onChange: (change: (current: ListingState) => Partial<ListingState>) => void;
  /** the filters' options, counted for the listing's query (the page asks for them: `useSampleFacets`) */
  facets: { data: TSampleFacetsResponse | undefined; isPending: boolean; isError: boolean };
};

/**
 * Every filter of the listing, for the desktop sidebar and the phone's filter panel alike; each option with how many
 * samples it would list given the other filters, disabled at none unless chosen.
 */
export function FilterPanel({ state, onChange, facets: facetsQuery }: FilterPanelProps) {
  const id = useId();
  const t = useT('catalogue');
  const facets = facetsQuery.data;
  const shownCount = useShownCount();
  // counts from an API that has none yet (an older server) are simply not shown
  const countOf = countsOf(facets?.counts ? facets : undefined);

  return (
    <div>
      {facetsQuery.isError && (
        <p role="status" className="mt-2 rounded-md bg-warning-soft px-3 py-2 text-xs text-warning">
          {t('filters.countsUnavailable')}
        </p>
      )}
      <ColourMatchSection value={state.nearColor} onChange={(nearColor) => onChange(() => ({ nearColor }))} />

      <FilterSection name="categories" title={t('filters.categories')} badge={state.categoryIds.length}>
        <CategoryFilter
          selectedIds={state.categoryIds}
          countOf={countOf}
          onToggle={(categoryId) =>
            onChange((current) => ({ categoryIds: toggleValue(current.categoryIds, categoryId) }))
          }
        />
      </FilterSection>

      <FilterSection name="color" title={t('filters.colour')} badge={state.color ? 1 : 0}>
        {facetsQuery.isPending ? (
          <p className="text-sm text-muted">{t('filters.loadingColours')}</p>
        ) : !facets || facets.colors.length === 0 ? (
          <p className="text-sm text-muted">{t('filters.noColours')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {facets.colors.map((color) => {
              const isSelected = state.color === color.label;
              const count = countOf('color', color.label);
              const isEmpty = isEmptyOption(count, isSelected);
              return (
                <li key={color.label} className="flex w-10 flex-col items-center gap-0.5">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    disabled={isEmpty}
                    aria-label={t('filters.colourOption', { colour: color.label, count: count?.count ?? color.count })}
                    title={color.label}
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
        {state.color && (
          <p className="mt-2 text-xs text-muted">{t('filters.selectedColour', { colour: state.color })}</p>
        )}
      </FilterSection>

      <FilterSection name="brand" title={t('filters.brand')} badge={state.manufacturer ? 1 : 0}>
        <BrandFilter
          selectedId={state.manufacturer}
          countOf={countOf}
          onToggle={(brandId) => onChange((current) => ({ manufacturer: toggleSingle(current.manufacturer, brandId) }))}
        />
      </FilterSection>

      <FilterSection name="price" title={t('filters.price')} badge={isDefaultPriceRange(state.price) ? 0 : 1}>
        <PriceFilter value={state.price} onChange={(price) => onChange(() => ({ price }))} />
      </FilterSection>

      <FilterSection name="availability" title={t('filters.availability')} badge={state.availability.length}>
        {AVAILABILITY_OPTIONS.map((option) => (
          <div key={option} className="flex">
            <CheckboxRow
              id={`${id}-${option}`}
              label={t(AVAILABILITY_LABEL_KEYS[option])}
              checked={state.availability.includes(option)}
              count={countOf('availability', option)}
              onChange={() => onChange((current) => ({ availability: toggleValue(current.availability, option) }))}
            />
          </div>
        ))}
      </FilterSection>

      <SpecFiltersSlot state={state} onChange={onChange} countOf={countOf} />

      <FilterSection name="usage" title={t('filters.usage')} badge={state.usage ? 1 : 0}>
        <PillList
          name="usage"
          values={facets?.usages ?? []}
          selected={state.usage}
          countOf={countOf}
          onToggle={(usage) => onChange((current) => ({ usage: toggleSingle(current.usage, usage) }))}
        />
      </FilterSection>

      <FilterSection name="architectural" title={t('filters.architectural')} badge={state.architectural ? 1 : 0}>
        <PillList
          name="architectural"
          values={facets?.architecturals ?? []}
          selected={state.architectural}
          countOf={countOf}
          onToggle={(style) => onChange((current) => ({ architectural: toggleSingle(current.architectural, style) }))}
        />
      </FilterSection>
    </div>
  );
}

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
function BrandFilter({
  selectedId,
  onToggle,
  countOf,
}: {
  selectedId: string | null;
  onToggle: (brandId: string) => void;
  countOf: CountOf;
}) {
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
}
