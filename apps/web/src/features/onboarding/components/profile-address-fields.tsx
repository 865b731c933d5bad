import type { TCity } from '@samplebank/contracts/organizations';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { findByName, type TPlace, useCities, useStates } from '../../../lib/places';
import { type ProfileErrors, ProfileFieldGrid, type ProfileValues, STREET_FIELD } from './profile-fields';

/**
 * The reference lists behind a profile's address: the states, and the cities of the chosen state with their
 * postcodes. The profile stores names (the spec's shape); the lists give the choices and their ids.
 */
export function usePlaceLists(stateName: string | undefined) {
  const states = useStates();
  const state = findByName(states.data, stateName);
  const cities = useCities(state?._id ?? '');
  return { states, cities, state };
}
export type PlaceLists = ReturnType<typeof usePlaceLists>;

/**
 * What is wrong with a chosen place before the server is asked: a state not in the list (typed before the lists,
 * or from an old draft), a city not of that state, a postcode not of that city. Empty fields are the required
 * check's to name.
 */
export function placeProblems(
  values: ProfileValues,
  lists: PlaceLists,
): Partial<Record<string, MessageKey<'onboarding'>>> {
  const problems: Partial<Record<string, MessageKey<'onboarding'>>> = {};
  if (!lists.states.data) return problems;
  if (values.state?.trim() && !lists.state) problems.state = 'validation.state';
  if (!lists.state || !lists.cities.data) return problems;
  const city = findByName(lists.cities.data, values.city);
  if (values.city?.trim() && !city) problems.city = 'validation.city';
  if (city && values.zipCode?.trim() && !city.postcodes.includes(values.zipCode.trim())) {
    problems.zipCode = 'validation.postcode';
  }
  return problems;
}

type ProfileAddressFieldsProps = {
  values: ProfileValues;
  errors: ProfileErrors;
  lists: PlaceLists;
  onChange: (name: string, value: string) => void;
};

/**
 * The profile's address with the company form's cascade (spec §4): the street typed, then a state, one of its
 * cities and one of that city's postcodes chosen from Malaysia's lists. Choosing a state clears the city and the
 * postcode; choosing a city clears the postcode. The country is Malaysia, where the samples are delivered.
 */
export function ProfileAddressFields({ values, errors, lists, onChange }: ProfileAddressFieldsProps) {
  const t = useT('onboarding');
  const { states, cities, state } = lists;
  const cityOptions: TCity[] = (cities.data ?? []).filter((city) => city.stateId === state?._id);
  const city = findByName(cityOptions, values.city);
  const postcodes = city?.postcodes ?? [];

  const retry = (failed: MessageKey<'onboarding'>, refetch: () => void) => (
    <span role="alert" className="text-danger">
      {t(failed)}{' '}
      <button type="button" onClick={refetch} className="font-medium underline underline-offset-2">
        {t('address.tryAgain')}
      </button>
    </span>
  );

  return (
    <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
      <ProfileFieldGrid
        fields={[STREET_FIELD]}
        values={values}
        errors={errors}
        onChange={onChange}
        className="sm:col-span-2"
      />
      <PlaceSelect
        name="state"
        label={t('address.state')}
        autoComplete="address-level1"
        value={state?.name ?? ''}
        error={errors.state}
        hint={states.isError ? retry('address.statesFailed', () => void states.refetch()) : undefined}
        isLoading={states.isPending}
        placeholder={states.isPending ? t('address.loadingStates') : t('address.chooseState')}
        options={states.data ?? []}
        onChange={(name) => {
          onChange('state', name);
          onChange('city', '');
          onChange('zipCode', '');
        }}
      />
      <PlaceSelect
        name="city"
        label={t('address.city')}
        autoComplete="address-level2"
        value={city?.name ?? ''}
        error={errors.city}
        hint={
          cities.isError
            ? retry('address.citiesFailed', () => void cities.refetch())
            : !state
              ? t('address.chooseStateFirst')
              : undefined
        }
        isLoading={Boolean(state) && cities.isPending}
        disabled={!state}
        placeholder={state && cities.isPending ? t('address.loadingCities') : t('address.chooseCity')}
        options={cityOptions}
        onChange={(name) => {
          onChange('city', name);
          onChange('zipCode', '');
        }}
      />
      <PlaceSelect
        name="zipCode"
        label={t('address.postcode')}
        autoComplete="postal-code"
        value={postcodes.includes(values.zipCode ?? '') ? (values.zipCode ?? '') : ''}
        error={errors.zipCode}
        hint={!city ? t('address.chooseCityFirst') : undefined}
        disabled={postcodes.length === 0}
        placeholder={t('address.choosePostcode')}
        options={postcodes.map((code) => ({ _id: code, name: code }))}
        onChange={(code) => onChange('zipCode', code)}
      />
      <FormField label={t('address.country')} hint={t('address.countryHint')}>
        {(control) => (
          <input
            {...control}
            name="country"
            value="Malaysia"
            readOnly
            autoComplete="country-name"
            className={cn(inputStyles, 'bg-surface text-muted')}
          />
        )}
      </FormField>
    </div>
  );
}

type PlaceSelectProps = {
  name: string;
  label: string;
  value: string;
  options: readonly TPlace[];
  placeholder: string;
  onChange: (name: string) => void;
  autoComplete: string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  isLoading?: boolean;
};

/** A labelled select of places, by name. */
function PlaceSelect({
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  autoComplete,
  error,
  hint,
  disabled,
  isLoading,
}: PlaceSelectProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            name={name}
            value={value}
            autoComplete={autoComplete}
            aria-required
            aria-busy={isLoading || undefined}
            disabled={disabled || isLoading}
            onChange={(event) => onChange(event.target.value)}
            className={cn(inputStyles, 'cursor-pointer appearance-none pr-9')}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option._id} value={option.name}>
                {option.name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </FormField>
  );
}
