import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_TYPES,
  INDIVIDUAL_TYPE,
  ORGANIZATION_FIELD_MAX,
  ORGANIZATION_MESSAGES,
  type TAddress,
  type TCompanyType,
  type TCreateOrganizationInput,
  type TOrganization,
  ZAddressInputSchema,
  ZCompanyOrganizationRequestSchema,
  ZIndividualOrganizationRequestSchema,
} from '@samplebank/contracts/organizations';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { Translate } from '../../lib/i18n';

/** Who the buyer orders for: a registered company, or themselves (a student or personal use). */
export type BuyerKind = 'company' | 'individual';

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

/** The company form: the contract's fields and messages, the form's own words (in the page's language) for its labels. */
export function companyFormSchema(t: Translate<'organizations'>) {
  return ZCompanyOrganizationRequestSchema.omit({
    billingAddress: true,
    shippingAddress: true,
  }).extend({
    // the contract says "Name"; the form's label is "Company name"
    name: z
      .string()
      .trim()
      .min(1, t('validation.companyNameRequired'))
      .max(ORGANIZATION_FIELD_MAX.name, t('validation.companyNameTooLong', { max: ORGANIZATION_FIELD_MAX.name })),
    billingAddress: addressFormSchema(t),
  });
}

/** The individual's form: a name, a phone number, an optional e-mail and the delivery address. */
export function individualFormSchema(t: Translate<'organizations'>) {
  return ZIndividualOrganizationRequestSchema.omit({
    billingAddress: true,
    shippingAddress: true,
    ssmNumber: true,
    type: true,
  }).extend({ billingAddress: addressFormSchema(t) });
}
type TCompanyForm = z.output<ReturnType<typeof companyFormSchema>>;
type TIndividualForm = z.output<ReturnType<typeof individualFormSchema>>;

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

/** Every field either kind of buyer may fill; `kind` decides which are checked and sent. */
export type OrganizationFormInput = {
  kind: BuyerKind;
  name: string;
  type: TCompanyType | '';
  ssmNumber: string;
  contactNumber: string;
  orgEmail: string;
  personInCharge: string;
  logo: { key: string; originalFilename: string } | null;
  banner: { key: string; originalFilename: string } | null;
  billingAddress: AddressFormValues;
};
export type OrganizationFormOutput = ({ kind: 'company' } & TCompanyForm) | ({ kind: 'individual' } & TIndividualForm);
export type StoredImage = { key: string; originalFilename: string };

export const EMPTY_ADDRESS: AddressFormValues = {
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  district: '',
  city: '',
  state: '',
};

export const EMPTY_ORGANIZATION_FORM: OrganizationFormInput = {
  kind: 'company',
  name: '',
  type: '',
  ssmNumber: '',
  contactNumber: '',
  orgEmail: '',
  personInCharge: '',
  logo: null,
  banner: null,
  billingAddress: EMPTY_ADDRESS,
};

/**
 * Checks the fields of the chosen kind only, with its contract schema; the other kind's fields stay as typed,
 * so switching back and forth loses nothing.
 */
export function organizationFormResolver(
  t: Translate<'organizations'>,
): Resolver<OrganizationFormInput, unknown, OrganizationFormOutput> {
  const companyResolver = zodResolver(companyFormSchema(t));
  const individualResolver = zodResolver(individualFormSchema(t));
  return async (values, context, options) => {
    if (values.kind === 'individual') {
      const { name, contactNumber, orgEmail, billingAddress } = values;
      // the resolvers take what the user typed, which the schemas then check; their input types are the parsed ones
      const result = await individualResolver(
        { name, contactNumber, orgEmail, billingAddress } as never,
        context,
        options as never,
      );
      return Object.keys(result.errors).length
        ? { values: {}, errors: result.errors }
        : { values: { ...(result.values as TIndividualForm), kind: 'individual' }, errors: {} };
    }
    const { kind: _kind, ...company } = values;
    const result = await companyResolver(company as never, context, options as never);
    return Object.keys(result.errors).length
      ? { values: {}, errors: result.errors }
      : { values: { ...(result.values as TCompanyForm), kind: 'company' }, errors: {} };
  };
}

/** The kind of buyer a saved organization is. */
export const buyerKindOf = (organization: Pick<TOrganization, 'type'>): BuyerKind =>
  organization.type === INDIVIDUAL_TYPE ? 'individual' : 'company';

/** The form's values for an organization that exists, so the page edits what was saved. */
export function formValuesOf(organization: TOrganization): OrganizationFormInput {
  const billing = organization.billingAddress[0];
  const isCompanyType = (COMPANY_TYPES as readonly string[]).includes(organization.type);
  return {
    kind: buyerKindOf(organization),
    name: organization.name,
    type: isCompanyType ? (organization.type as TCompanyType) : '',
    ssmNumber: organization.ssmNumber ?? '',
    contactNumber: formatPhoneNumber(organization.contactNumber),
    orgEmail: organization.orgEmail ?? '',
    personInCharge: organization.personInCharge ?? '',
    logo: organization.logo,
    banner: organization.banner,
    billingAddress: addressValuesOf(billing),
  };
}

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

/** The request body: the billing address is also the shipping address (spec §4). */
export function organizationRequestOf(values: OrganizationFormOutput): TCreateOrganizationInput {
  if (values.kind === 'individual') {
    const { kind: _kind, billingAddress, ...fields } = values;
    return { ...fields, type: INDIVIDUAL_TYPE, billingAddress: [billingAddress], shippingAddress: [billingAddress] };
  }
  const { kind: _kind, billingAddress, ...fields } = values;
  return { ...fields, billingAddress: [billingAddress], shippingAddress: [billingAddress] };
}

/** A server field path (`billingAddress.0.city`) as the form names it (`billingAddress.city`). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^(billingAddress|shippingAddress)\.\d+\./, 'billingAddress.');
}
