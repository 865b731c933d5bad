import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { type MessageKey, type Translate, useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { type CountOf, FacetCount, isEmptyOption } from './facet-count';
import { CheckboxRow, FilterSection } from './filter-section';
import { type ListingChange, type ListingState, toggleValue } from './listing-state';
import { LEAD_TIME_RANGE, RECYCLED_RANGE, SPEC_LISTS, type SpecListName } from './spec-filter-state';

/** The choices offered for the two bounds; a value from a link that is none of them is offered too. */
const RECYCLED_STEPS = [10, 25, 50, 75, 90];
const LEAD_TIME_STEPS = [7, 14, 30, 60, 90];

type Messages = Translate<'specs'>;

/** Each list's section title and each option's label, from the `specs` namespace. */
const SECTIONS: { name: SpecListName; titleKey: MessageKey<'specs'>; label: (value: string, t: Messages) => string }[] =
  [
    {
      name: 'certifications',
      titleKey: 'certifications',
      label: (value, t) => t(`scheme.${value}` as MessageKey<'specs'>),
    },
    { name: 'fireBs476', titleKey: 'fireBs476', label: (value, t) => t(`bs476.${value}` as MessageKey<'specs'>) },
    { name: 'euroclass', titleKey: 'euroclass', label: (value, t) => t('euroclass.option', { value }) },
    { name: 'slipRatings', titleKey: 'slipRating', label: (value) => value },
    { name: 'vocLevels', titleKey: 'vocLevel', label: (value, t) => t(`voc.${value}` as MessageKey<'specs'>) },
  ];

export type SpecFiltersProps = {
  state: ListingState;
  onChange: ListingChange;
  countOf: CountOf;
};

/**
 * What Malaysian specifiers filter on (issue 17): certifications, fire, slip, VOC, made in Malaysia, recycled content
 * and lead time, each option counted. On a phone only the certifications and the switch start open, and any section
 * holding a choice.
 */
export function SpecFilters({ state, onChange, countOf }: SpecFiltersProps) {
  const id = useId();
  const t = useT('specs');
  const td = useT('discovery');
  const isWide = useMediaQuery('(min-width: 768px)', true);

  return (
    <>
      <MadeInMalaysiaSwitch
        checked={state.madeInMalaysia}
        count={countOf('madeInMalaysia', 'true')}
        onToggle={() => onChange((current) => ({ madeInMalaysia: !current.madeInMalaysia }))}
      />
      {SECTIONS.map(({ name, titleKey, label }) => {
        const chosen = state[name] as string[];
        return (
          <FilterSection
            key={name}
            name={name}
            title={t(titleKey)}
            badge={chosen.length}
            defaultOpen={isWide || name === 'certifications' || chosen.length > 0}
          >
            <ul className="space-y-0.5">
              {(SPEC_LISTS[name] as readonly string[]).map((value) => (
                <li key={value} className="flex">
                  <CheckboxRow
                    id={`${id}-${name}-${value}`}
                    label={label(value, t)}
                    checked={chosen.includes(value)}
                    count={countOf(name, value)}
                    onChange={() =>
                      onChange((current) => ({ [name]: toggleValue(current[name] as string[], value) }) as never)
                    }
                  />
                </li>
              ))}
            </ul>
          </FilterSection>
        );
      })}
      <FilterSection
        name="recycledMin"
        title={t('recycledPercent')}
        badge={state.recycledMin !== null ? 1 : 0}
        defaultOpen={isWide || state.recycledMin !== null}
      >
        <BoundSelect
          label={td('specs.recycledLabel')}
          value={state.recycledMin}
          steps={RECYCLED_STEPS}
          range={RECYCLED_RANGE}
          anyLabel={td('specs.recycledAny')}
          optionLabel={(percent) => td('specs.recycledAtLeast', { percent })}
          onChange={(recycledMin) => onChange(() => ({ recycledMin }))}
        />
      </FilterSection>
      <FilterSection
        name="leadTimeMax"
        title={t('leadTimeDays')}
        badge={state.leadTimeMax !== null ? 1 : 0}
        defaultOpen={isWide || state.leadTimeMax !== null}
      >
        <BoundSelect
          label={td('specs.leadTimeLabel')}
          value={state.leadTimeMax}
          steps={LEAD_TIME_STEPS}
          range={LEAD_TIME_RANGE}
          anyLabel={td('specs.leadTimeAny')}
          optionLabel={(days) => td('specs.leadTimeWithin', { days })}
          onChange={(leadTimeMax) => onChange(() => ({ leadTimeMax }))}
        />
      </FilterSection>
    </>
  );
}

/** Made in Malaysia as a switch: on lists only samples made here; off sets no condition. */
function MadeInMalaysiaSwitch({
  checked,
  count,
  onToggle,
}: {
  checked: boolean;
  count: ReturnType<CountOf>;
  onToggle: () => void;
}) {
  const t = useT('specs');
  const isEmpty = isEmptyOption(count, checked);
  return (
    <div data-filter="madeInMalaysia" className="border-b border-line py-4">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={isEmpty}
        onClick={onToggle}
        className="flex w-full items-center gap-3 rounded-md text-left text-sm font-semibold text-ink disabled:cursor-not-allowed disabled:text-subtle"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors',
            checked ? 'bg-ink' : 'bg-line-strong',
          )}
        >
          <span
            className={cn(
              'absolute size-5 rounded-full bg-white shadow-card transition-transform',
              checked ? 'translate-x-[1.125rem]' : 'translate-x-0.5',
            )}
          />
        </span>
        <span className="flex min-w-0 flex-1 items-baseline">
          {t('madeInMalaysia')}
          <FacetCount option={count} />
        </span>
      </button>
    </div>
  );
}

/** A lower or upper bound chosen from a few steps, "Any" for none. */
function BoundSelect({
  label,
  value,
  steps,
  range,
  anyLabel,
  optionLabel,
  onChange,
}: {
  label: string;
  value: number | null;
  steps: number[];
  range: { min: number; max: number };
  anyLabel: string;
  optionLabel: (value: number) => string;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const options = value === null || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const next = event.target.value === '' ? null : Number(event.target.value);
          onChange(next !== null && next >= range.min && next <= range.max ? next : null);
        }}
        className="h-10 w-full cursor-pointer rounded-md border border-line-strong bg-white px-3 text-sm text-ink hover:border-ink focus-visible:border-ink"
      >
        <option value="">{anyLabel}</option>
        {options.map((step) => (
          <option key={step} value={step}>
            {optionLabel(step)}
          </option>
        ))}
      </select>
    </div>
  );
}
