import { ORGANIZATION_MESSAGES, type TAddress, ZAddressInputSchema } from '@samplebank/contracts/organizations';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { Translate } from '../../lib/i18n';

// An address as forms edit it (spec §4): the organization form's billing address, a brand's address in the back
// office. State and city are chosen from their lists, the postcode from the city's.

// a state or city id chosen from its list (a numeric string), sent as the number the contract takes
const referenceChoice = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

// one address, edited as the billing address and saved as the shipping address too (spec §4)
export function addressFormSchema(t: Translate<'organizations'>) {
  return ZAddressInputSchema.extend({
    // a chosen option, so "missing" reads better than the contract's format message
    postcode: z
      .string()
      .trim()
      .min(1, t('validation.choosePostcode'))
      .regex(/^\d{5}$/, ORGANIZATION_MESSAGES.postcode),
    state: referenceChoice(t('validation.chooseState')),
    city: referenceChoice(t('validation.chooseCity')),
  });
}

/** An address as its fields hold it: state and city are the chosen options' ids. */
export type AddressFormValues = {
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  district: string;
  city: string;
  state: string;
};

/** A form whose address is at `billingAddress` (the organization form, the brand dialog in the back office). */
export type FormWithAddress = { billingAddress: AddressFormValues };

/** A form's address part, as AddressFields edits it. */
export type AddressForm = UseFormReturn<FormWithAddress>;

/** The form seen as its address part, for AddressFields. */
export function addressFormOf<T extends FormWithAddress, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
): AddressForm {
  // sound: every path under `billingAddress` is one of T's, with the same type, which TypeScript cannot see through T
  return form as unknown as AddressForm;
}

export const EMPTY_ADDRESS: AddressFormValues = {
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  district: '',
  city: '',
  state: '',
};

/** A saved address as its fields hold it; none, as empty fields. */
export function addressValuesOf(address: TAddress | undefined): AddressFormValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    postcode: address.postcode,
    district: address.district ?? '',
    city: address.city._id,
    state: address.state._id,
  };
}

/** A server field path (`billingAddress.0.city`) as the form names it (`billingAddress.city`). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^(billingAddress|shippingAddress)\.\d+\./, 'billingAddress.');
}
