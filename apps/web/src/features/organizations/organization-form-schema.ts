import {
  COMPANY_TYPES,
  type TCreateOrganizationRequest,
  type TOrganization,
  ZAddressInputSchema,
  ZCreateOrganizationRequestSchema,
} from '@samplebank/contracts/organizations';
import { z } from 'zod';

export const COMPANY_TYPE_LABELS: Record<(typeof COMPANY_TYPES)[number], string> = {
  DESIGNER: 'Designer',
  ARCHITECT: 'Architect',
  CONTRACTOR: 'Contractor',
};

// a state or city id chosen from its list (a numeric string), sent as the number the contract takes
const referenceChoice = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

/**
 * The form edits one billing address (copied to shipping on save) and keeps the contract's field rules and
 * messages: required text, the Malaysian phone and SSM checks, and the address references.
 */
export const ZOrganizationFormSchema = ZCreateOrganizationRequestSchema.omit({
  billingAddress: true,
  shippingAddress: true,
}).extend({
  // the contract says "Name"; the form's label is "Company name"
  name: z.string().trim().min(1, 'Company name is required').max(200, 'Company name must be at most 200 characters'),
  type: z.enum(COMPANY_TYPES, { error: 'Please choose the type of company' }),
  billingAddress: ZAddressInputSchema.extend({
    // a chosen option, so "missing" reads better than the contract's format message
    postcode: z
      .string()
      .trim()
      .min(1, 'Please choose a postcode')
      .regex(/^\d{5}$/, 'Postcode must be 5 digits'),
    state: referenceChoice('Please choose a state'),
    city: referenceChoice('Please choose a city'),
  }),
});

export type OrganizationFormInput = z.input<typeof ZOrganizationFormSchema>;
export type OrganizationFormOutput = z.output<typeof ZOrganizationFormSchema>;
export type StoredImage = { key: string; originalFilename: string };

export const EMPTY_ORGANIZATION_FORM: OrganizationFormInput = {
  name: '',
  type: '' as OrganizationFormInput['type'],
  ssmNumber: '',
  contactNumber: '',
  orgEmail: '',
  personInCharge: '',
  logo: null,
  banner: null,
  billingAddress: { addressLine1: '', addressLine2: '', postcode: '', district: '', city: '', state: '' },
};

/** The form's values for an organization that exists, so the page edits what was saved. */
export function formValuesOf(organization: TOrganization): OrganizationFormInput {
  const billing = organization.billingAddress[0];
  const isCompanyType = (COMPANY_TYPES as readonly string[]).includes(organization.type);
  return {
    name: organization.name,
    type: (isCompanyType ? organization.type : '') as OrganizationFormInput['type'],
    ssmNumber: organization.ssmNumber ?? '',
    contactNumber: organization.contactNumber ?? '',
    orgEmail: organization.orgEmail ?? '',
    personInCharge: organization.personInCharge ?? '',
    logo: organization.logo,
    banner: organization.banner,
    billingAddress: billing
      ? {
          addressLine1: billing.addressLine1,
          addressLine2: billing.addressLine2 ?? '',
          postcode: billing.postcode,
          district: billing.district ?? '',
          city: billing.city._id,
          state: billing.state._id,
        }
      : EMPTY_ORGANIZATION_FORM.billingAddress,
  };
}

/** The request body: the billing address is also the shipping address (spec §4). */
export function organizationRequestOf(values: OrganizationFormOutput): TCreateOrganizationRequest {
  const { billingAddress, ...fields } = values;
  return { ...fields, billingAddress: [billingAddress], shippingAddress: [billingAddress] };
}

/** A server field path (`billingAddress.0.city`) as the form names it (`billingAddress.city`). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/^(billingAddress|shippingAddress)\.\d+\./, 'billingAddress.');
}
