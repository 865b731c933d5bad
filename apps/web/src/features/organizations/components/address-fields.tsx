// i18n: not yet translated (issue 16)
import { ORGANIZATION_FIELD_MAX } from '@samplebank/contracts/organizations';
import type { UseFormReturn } from 'react-hook-form';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { useAddressCascade } from '../hooks/use-address-cascade';
import type { OrganizationFormInput, OrganizationFormOutput } from '../organization-form-schema';

type OrganizationForm = UseFormReturn<OrganizationFormInput, unknown, OrganizationFormOutput>;

/** The address, whose state, city and postcode choices cascade; it is saved as billing and shipping address. */
export function AddressFields({ form }: { form: OrganizationForm }) {
  const { register } = form;
  const errors = form.formState.errors.billingAddress;
  const cascade = useAddressCascade(form);
  const { states, cities } = cascade;

  const stateHint = states.isError ? <LoadFailure what="states" onRetry={() => states.refetch()} /> : undefined;
  const cityHint = cities.isError ? (
    <LoadFailure what="cities" onRetry={() => cities.refetch()} />
  ) : !cascade.stateId ? (
    'Choose a state first'
  ) : undefined;
  const postcodeHint = !cascade.cityId ? 'Choose a city first' : undefined;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Address line 1" required error={errors?.addressLine1?.message} className="sm:col-span-2">
        {(control) => (
          <TextInput
            {...control}
            {...register('billingAddress.addressLine1')}
            autoComplete="address-line1"
            placeholder="Unit, building, street"
            maxLength={ORGANIZATION_FIELD_MAX.addressLine1}
          />
        )}
      </FormField>
      <FormField isOptional label="Address line 2" error={errors?.addressLine2?.message} className="sm:col-span-2">
        {(control) => (
          <TextInput
            {...control}
            {...register('billingAddress.addressLine2')}
            autoComplete="address-line2"
            maxLength={ORGANIZATION_FIELD_MAX.addressLine2}
          />
        )}
      </FormField>
      <FormField label="State" required error={errors?.state?.message} hint={stateHint}>
        {(control) => (
          <SelectInput
            {...control}
            {...cascade.stateField}
            autoComplete="address-level1"
            disabled={states.isPending}
            aria-busy={states.isPending}
          >
            <option value="">{states.isPending ? 'Loading states...' : 'Choose a state'}</option>
            {states.data?.map((state) => (
              <option key={state._id} value={state._id}>
                {state.name}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField label="City" required error={errors?.city?.message} hint={cityHint}>
        {(control) => (
          <SelectInput
            {...control}
            {...cascade.cityField}
            autoComplete="address-level2"
            disabled={!cascade.stateId || cities.isPending}
            aria-busy={Boolean(cascade.stateId) && cities.isPending}
          >
            <option value="">{cascade.stateId && cities.isPending ? 'Loading cities...' : 'Choose a city'}</option>
            {cascade.cityOptions.map((city) => (
              <option key={city._id} value={city._id}>
                {city.name}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField label="Postcode" required error={errors?.postcode?.message} hint={postcodeHint}>
        {(control) => (
          <SelectInput
            {...control}
            {...cascade.postcodeField}
            autoComplete="postal-code"
            disabled={cascade.postcodeOptions.length === 0}
          >
            <option value="">Choose a postcode</option>
            {cascade.postcodeOptions.map((postcode) => (
              <option key={postcode} value={postcode}>
                {postcode}
              </option>
            ))}
          </SelectInput>
        )}
      </FormField>
      <FormField isOptional label="District" error={errors?.district?.message}>
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

function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <span role="alert" className="text-danger">
      {`Failed to fetch ${what}. `}
      <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
        Try again
      </button>
    </span>
  );
}
