import { colourName } from '@samplebank/domain/colour-families';
import { X } from 'lucide-react';
import { useFacetLabel } from '../../../lib/facet-label';
import { type MessageKey, useLocale, useT } from '../../../lib/i18n';
import { useBrands, useSampleCategories } from '../api';
import { useCategoryName } from '../category-name';
import { PRICE_RANGE, type TAvailability } from '../constants';
import { countActiveFilters, type ListingChange, type ListingState } from './listing-state';
import { isDefaultPriceRange } from './price-rules';

type Chip = { key: string; label: string; swatch?: string; remove: (state: ListingState) => Partial<ListingState> };

const AVAILABILITY_KEYS: Record<TAvailability, MessageKey<'catalogue'>> = {
  'in-stock': 'availability.inStock',
  'out-of-stock': 'availability.outOfStock',
};

function without<T>(values: T[], value: T): T[] {
  return values.filter((item) => item !== value);
}

type ActiveFilterChipsProps = {
  state: ListingState;
  onChange: ListingChange;
  onClearAll: () => void;
};

/** Each filter in use as a chip that removes it, and Clear all: above the results, on every screen. */
export function ActiveFilterChips({ state, onChange, onClearAll }: ActiveFilterChipsProps) {
  const t = useT('catalogue');
  const locale = useLocale();
  const td = useT('discovery');
  const ts = useT('specs');
  const facetLabel = useFacetLabel();
  const categoryName = useCategoryName();
  const categories = useSampleCategories({ enabled: state.categoryIds.length > 0 }).data;
  const brands = useBrands({ enabled: Boolean(state.manufacturer) }).data;
  const count = countActiveFilters(state);
  if (count === 0) return null;

  const chips: Chip[] = [];
  if (state.nearColor) {
    chips.push({
      key: 'nearColor',
      label: td('chips.nearColour', { hex: state.nearColor }),
      swatch: state.nearColor,
      remove: () => ({ nearColor: null }),
    });
  }
  for (const categoryId of state.categoryIds) {
    const category = categories?.categories.find((candidate) => candidate._id === categoryId);
    if (!category) continue;
    chips.push({
      key: `category-${categoryId}`,
      label: categoryName(category),
      remove: (current) => ({ categoryIds: without(current.categoryIds, categoryId) }),
    });
  }
  if (state.manufacturer) {
    const brand = brands?.find((candidate) => candidate._id === state.manufacturer);
    if (brand) chips.push({ key: 'brand', label: brand.name, remove: () => ({ manufacturer: null }) });
  }
  if (state.color)
    chips.push({ key: 'color', label: colourName(state.color, locale), remove: () => ({ color: null }) });
  if (!isDefaultPriceRange(state.price)) {
    chips.push({
      key: 'price',
      label: td('chips.price', { min: state.price[0], max: state.price[1] }),
      remove: () => ({ price: [PRICE_RANGE.min, PRICE_RANGE.max] }),
    });
  }
  for (const option of state.availability) {
    chips.push({
      key: `availability-${option}`,
      label: t(AVAILABILITY_KEYS[option]),
      remove: (current) => ({ availability: without(current.availability, option) }),
    });
  }
  for (const scheme of state.certifications) {
    chips.push({
      key: `certification-${scheme}`,
      label: ts(`scheme.${scheme}` as MessageKey<'specs'>),
      remove: (current) => ({ certifications: without(current.certifications, scheme) }),
    });
  }
  if (state.madeInMalaysia) {
    chips.push({ key: 'madeInMalaysia', label: ts('madeInMalaysia'), remove: () => ({ madeInMalaysia: false }) });
  }
  for (const value of state.fireBs476) {
    chips.push({
      key: `bs476-${value}`,
      label: td('chips.fireBs476', { value: ts(`bs476.${value}` as MessageKey<'specs'>) }),
      remove: (current) => ({ fireBs476: without(current.fireBs476, value) }),
    });
  }
  for (const value of state.euroclass) {
    chips.push({
      key: `euroclass-${value}`,
      label: td('chips.euroclass', { value }),
      remove: (current) => ({ euroclass: without(current.euroclass, value) }),
    });
  }
  for (const value of state.slipRatings) {
    chips.push({
      key: `slip-${value}`,
      label: value,
      remove: (current) => ({ slipRatings: without(current.slipRatings, value) }),
    });
  }
  for (const value of state.vocLevels) {
    chips.push({
      key: `voc-${value}`,
      label: td('chips.voc', { value: ts(`voc.${value}` as MessageKey<'specs'>) }),
      remove: (current) => ({ vocLevels: without(current.vocLevels, value) }),
    });
  }
  if (state.recycledMin !== null) {
    chips.push({
      key: 'recycledMin',
      label: td('chips.recycled', { percent: state.recycledMin }),
      remove: () => ({ recycledMin: null }),
    });
  }
  if (state.leadTimeMax !== null) {
    chips.push({
      key: 'leadTimeMax',
      label: td('chips.leadTime', { days: state.leadTimeMax }),
      remove: () => ({ leadTimeMax: null }),
    });
  }
  if (state.usage) chips.push({ key: 'usage', label: facetLabel(state.usage), remove: () => ({ usage: null }) });
  if (state.architectural) {
    chips.push({
      key: 'architectural',
      label: facetLabel(state.architectural),
      remove: () => ({ architectural: null }),
    });
  }

  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{td('chips.label')}</h3>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              data-chip={chip.key}
              onClick={() => onChange(chip.remove)}
              aria-label={td('chips.remove', { label: chip.label })}
              className="flex h-8 max-w-full items-center gap-1.5 rounded-full border border-line-strong bg-white pr-2 pl-3 text-xs font-medium text-ink hover:border-ink"
            >
              {chip.swatch && (
                <span
                  aria-hidden="true"
                  className="size-3.5 shrink-0 rounded-full ring-1 ring-black/15"
                  style={{ backgroundColor: chip.swatch }}
                />
              )}
              <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClearAll}
        className="h-8 px-1 text-xs font-medium text-brand underline-offset-4 hover:underline"
      >
        {t('results.clearAll', { count })}
      </button>
    </div>
  );
}
