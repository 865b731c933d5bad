import { ORGANIZATION_FIELD_MAX } from '@samplebank/contracts/organizations';
import { type MessageKey, useT } from '../../lib/i18n';
import { FormField, SelectInput, TextInput } from '../ui/form-field';
import type { AddressForm } from './address-form';
import { useAddressCascade } from './use-address-cascade';

/**
 * The address, whose state, city and postcode choices cascade; an organization saves it as billing and shipping
 * address. `form` is any form holding it at `billingAddress` (`addressFormOf`).
 */
export function AddressFields({ form }: { form: AddressForm }) {
  const t = useT('organizations');
  const { register } = form;
  const errors = form.formState.errors.billingAddress;
  const cascade = useAddressCascade(form);
  const { states, cities } = cascade;

  const stateHint = states.isError ? (
    <LoadFailure failed="address.statesFailed" onRetry={() => states.refetch()} />
  ) : undefined;
  const cityHint = cities.isError ? (
    <LoadFailure failed="address.citiesFailed" onRetry={() => cities.refetch()} />
  ) : !cascade.stateId ? (
    t('address.chooseStateFirst')
  ) : undefined;
  const postcodeHint = !cascade.cityId ? t('address.chooseCityFirst') : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('address.line1')} required error={errors?.addressLine1?.message} className="sm:col-span-2">
        {(control) => (
          <TextInput
            {...control}
            {...register('billingAddress.addressLine1')}
            autoComplete="address-line1"
            placeholder={t('address.line1Placeholder')}
            maxLength={ORGANIZATION_FIELD_MAX.addressLine1}
          />
        )}
      </FormField>
      <FormField isOptional label={t('address.line2')} error={errors?.addressLine2?.message} className="sm:col-span-2">
        {(control) => (
          <TextInput
            {...control}
            {...register('billingAddress.addressLine2')}
            autoComplete="address-line2"
            maxLength={ORGANIZATION_FIELD_MAX.addressLine2}
          />
        )}
      </FormField>
      <FormField label={t('address.state')} required error={errors?.state?.message} hint={stateHint}>
        {(control) => (
          <SelectInput
            {...control}
            {...cascade.stateField}
            autoComplete="address-level1"
            disabled={states.isPending}
            aria-busy={states.isPending}
          >
            <option value="">{states.isPending ? t('address.loadingStates') : t('address.chooseState')}</option>
            {states.data?.map((state) => (
              <option key={state._id} value={state._id}>
                {state.name}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField label={t('address.city')} required error={errors?.city?.message} hint={cityHint}>
        {(control) => (
          <SelectInput
            {...control}
            {...cascade.cityField}
            autoComplete="address-level2"
            disabled={!cascade.stateId || cities.isPending}
            aria-busy={Boolean(cascade.stateId) && cities.isPending}
          >
            <option value="">
              {cascade.stateId && cities.isPending ? t('address.loadingCities') : t('address.chooseCity')}
            </option>
            {cascade.cityOptions.map((city) => (
              <option key={city._id} value={city._id}>
                {city.name}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField label={t('address.postcode')} required error={errors?.postcode?.message} hint={postcodeHint}>
        {(control) => (
          <SelectInput
            {...control}
            {...cascade.postcodeField}
            autoComplete="postal-code"
            disabled={cascade.postcodeOptions.length === 0}
          >
            <option value="">{t('address.choosePostcode')}</option>
            {cascade.postcodeOptions.map((postcode) => (
              <option key={postcode} value={postcode}>
                {postcode}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField isOptional label={t('address.district')} error={errors?.district?.message}>
        {(control) => (
          <TextInput
            {...control}
            {...register('billingAddress.district')}
            maxLength={ORGANIZATION_FIELD_MAX.district}
          />
        )}
      </FormField>
    </div>
  );
}

function LoadFailure({ failed, onRetry }: { failed: MessageKey<'organizations'>; onRetry: () => void }) {
  const t = useT('organizations');
  return (
    <span role="alert" className="text-danger">
      {t(failed)}{' '}
      <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
        {t('address.tryAgain')}
      </button>
    </span>
  );
}
