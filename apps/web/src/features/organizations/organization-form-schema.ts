import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_TYPES,
  INDIVIDUAL_TYPE,
  ORGANIZATION_FIELD_MAX,
  type TCompanyType,
  type TCreateOrganizationInput,
  type TOrganization,
  ZCompanyOrganizationRequestSchema,
  ZIndividualOrganizationRequestSchema,
} from '@samplebank/contracts/organizations';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  type AddressFormValues,
  addressFormSchema,
  addressValuesOf,
  EMPTY_ADDRESS,
} from '../../components/address/address-form';
import type { Translate } from '../../lib/i18n';

/** Who the buyer orders for: a registered company, or themselves (a student or personal use). */
export type BuyerKind = 'company' | 'individual';

/** The company form: the contract's fields and messages, the form's own words (in the page's language) for its labels. */
export function companyFormSchema(t: Translate<'organizations'>) {
  return ZCompanyOrganizationRequestSchema.omit({
    billingAddress: true,
    shippingAddress: true,
    idNumber: true,
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
    sstNumber: true,
    type: true,
  }).extend({ billingAddress: addressFormSchema(t) });
}
type TCompanyForm = z.output<ReturnType<typeof companyFormSchema>>;
type TIndividualForm = z.output<ReturnType<typeof individualFormSchema>>;

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
  /** a company's consent to be named to the brands whose samples it requests (issue 18); an individual never is */
  shareWithBrands: boolean;
  /** tax details for invoices (issue 20): either kind's TIN, a company's SST number, an individual's MyKad or passport */
  tin: string;
  sstNumber: string;
  idNumber: string;
};
export type OrganizationFormOutput = ({ kind: 'company' } & TCompanyForm) | ({ kind: 'individual' } & TIndividualForm);
export type StoredImage = { key: string; originalFilename: string };

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
  shareWithBrands: false,
  tin: '',
  sstNumber: '',
  idNumber: '',
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
      const { name, contactNumber, orgEmail, billingAddress, tin, idNumber } = values;
      // the resolvers take what the user typed, which the schemas then check; their input types are the parsed ones
      const result = await individualResolver(
        { name, contactNumber, orgEmail, billingAddress, tin, idNumber } as never,
        context,
        options as never,
      );
      return Object.keys(result.errors).length
        ? { values: {}, errors: result.errors }
        : { values: { ...(result.values as TIndividualForm), kind: 'individual' }, errors: {} };
    }
    const { kind: _kind, idNumber: _idNumber, ...company } = values;
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
    shareWithBrands: organization.shareWithBrands,
    tin: organization.tin ?? '',
    sstNumber: organization.sstNumber ?? '',
    idNumber: organization.idNumber ?? '',
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
