import { type ChangeEvent, useMemo } from 'react';
import { type RefCallBack, useController } from 'react-hook-form';
import { useCities, useStates } from '../../lib/places';
import type { AddressForm } from './address-form';

type CascadeName = 'billingAddress.state' | 'billingAddress.city' | 'billingAddress.postcode';
type CascadeController = {
  field: { name: CascadeName; ref: RefCallBack; value: unknown; onBlur: () => void; onChange: (value: string) => void };
};

/**
 * The address's state -> city -> postcode cascade (spec §4): choosing a state clears the city and the postcode,
 * choosing a city clears the postcode; cities are those of the chosen state, postcodes those of the chosen city.
 * The clearing happens on the user's change, not in an effect, so a saved address loads intact. The selects are
 * controlled, so a saved choice shows as soon as its options arrive.
 */
export function useAddressCascade(form: AddressForm) {
  const { control, setValue, getFieldState } = form;
  const state = useController({ control, name: 'billingAddress.state' });
  const city = useController({ control, name: 'billingAddress.city' });
  const postcode = useController({ control, name: 'billingAddress.postcode' });
  const stateId = String(state.field.value ?? '');
  const cityId = String(city.field.value ?? '');

  const states = useStates();
  const cities = useCities(stateId);

  const cityOptions = useMemo(
    () => (cities.data ?? []).filter((option) => option.stateId === stateId),
    [cities.data, stateId],
  );
  const postcodeOptions = useMemo(
    () => cityOptions.find((option) => option._id === cityId)?.postcodes ?? [],
    [cityOptions, cityId],
  );

  // a cleared field shows its error again only if the user had already been told about it
  const clear = (name: CascadeName) =>
    setValue(name, '', { shouldDirty: true, shouldValidate: Boolean(getFieldState(name).error) });

  const selectProps = (controller: CascadeController, onChosen?: () => void) => ({
    name: controller.field.name,
    ref: controller.field.ref,
    value: String(controller.field.value ?? ''),
    onBlur: controller.field.onBlur,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      controller.field.onChange(event.target.value);
      onChosen?.();
    },
  });

  return {
    stateField: selectProps(state, () => {
      clear('billingAddress.city');
      clear('billingAddress.postcode');
    }),
    cityField: selectProps(city, () => clear('billingAddress.postcode')),
    postcodeField: selectProps(postcode),
    states,
    cities,
    stateId,
    cityId,
    cityOptions,
    postcodeOptions,
  };
}
