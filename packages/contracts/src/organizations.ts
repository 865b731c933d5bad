import { z } from 'zod';
import { multilineText, singleLineText, ZIdParamsSchema, ZMessageResponseSchema, ZStoredFileSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { isMalaysianPhoneNumber, normaliseMalaysianPhone, PHONE_MAX_LENGTH, PHONE_MESSAGES } from './phone.js';
import {
  isIdNumber,
  isSstNumber,
  isTin,
  normaliseIdNumber,
  normaliseSstNumber,
  normaliseTin,
  TAX_IDENTITY_FIELD_MAX,
  TAX_IDENTITY_SAID,
} from './tax-identity.js';
import { said, saidByKey, validationLocale } from './validation-messages.js';

export { isMalaysianPhoneNumber };

/** INDIVIDUAL: a student or a personal-use buyer, who orders without a company (no SSM number). */
export const ORGANIZATION_TYPES = [
  'DESIGNER',
  'ARCHITECT',
  'CONTRACTOR',
  'DEVELOPER',
  'OTHER',
  'INDIVIDUAL',
  'BRAND',
] as const;
export type TOrganizationType = (typeof ORGANIZATION_TYPES)[number];
/** The types a user may give its own company; BRAND partners are made by an administrator. */
export const COMPANY_TYPES = ['DESIGNER', 'ARCHITECT', 'CONTRACTOR', 'DEVELOPER', 'OTHER'] as const;
export type TCompanyType = (typeof COMPANY_TYPES)[number];
export const INDIVIDUAL_TYPE = 'INDIVIDUAL';
export const COMPANY_TYPE_LABELS: Record<TCompanyType, string> = {
  DESIGNER: 'Designer',
  ARCHITECT: 'Architect',
  CONTRACTOR: 'Contractor',
  DEVELOPER: 'Developer',
  OTHER: 'Other',
};

/**
 * `GET /organizations` pages when asked (`page`, `limit`) and always for an ADMIN's list of every type;
 * a brand list otherwise comes whole, because the brands page groups all of them by letter.
 */
export const ORGANIZATIONS_PAGE_SIZE = 50;
export const ORGANIZATIONS_MAX_LIMIT = 100;
export const MAX_ADDRESSES = 10;

/** The longest text each field takes: the forms set these as maxLength. */
export const ORGANIZATION_FIELD_MAX = {
  name: 200,
  ssmNumber: 40,
  contactNumber: PHONE_MAX_LENGTH,
  orgEmail: 254,
  personInCharge: 120,
  addressLine1: 200,
  addressLine2: 200,
  district: 100,
} as const;

export const ORGANIZATION_MESSAGES = {
  notFound: 'Organization not found',
  forbidden: 'You do not have access to this organization',
  brandNeedsAdmin: 'Only an administrator can create a brand or change one',
  alreadyInOrganization: 'You already belong to an organization. Update it instead.',
  hasSamples: 'This brand still has samples. Remove its samples before deleting it.',
  deleted: 'Organization deleted',
  stateNotFound: 'State not found',
  cityNotFound: 'City not found',
  cityNotInState: 'City does not belong to the selected state',
  postcodeNotInCity: 'Postcode does not belong to the selected city',
  imageNotUploaded: 'Upload the image first: this key is not one of your uploaded images',
  phone: PHONE_MESSAGES.invalid,
  ssm: 'Please enter a valid SSM registration number, e.g. 202301012345 or 1234567-X',
  email: 'Please enter a valid e-mail address',
  postcode: 'Postcode must be 5 digits',
  billingRequired: 'Please add a billing address',
  website: 'Website must be a http(s) address',
  buyerKind:
    'Please choose who you are ordering for: a company (Designer, Architect, Contractor, Developer or Other) or yourself (Individual)',
  individualHasNoSsm:
    'An individual buyer has no SSM number. Choose "I\'m buying for a company" to order with a registered company.',
} as const;

/**
 * The buyer's consent to be named to brands (issue 18): whether brands whose samples it requests see the company's name
 * and contact details in their leads, not only its type and state. A private buyer (an individual or a student) is
 * never named, so it has nothing to consent to; and only the company's own people decide.
 */
export const ORGANIZATION_CONSENT_MESSAGES = {
  privateBuyer: 'A personal or student account is never named to brands, so it has nothing to share',
  membersOnly: "Only the company's own people can decide whether brands see its name and contact details",
  notYesNo: 'shareWithBrands must be true or false',
} as const;

export const ORGANIZATION_CONSENT_MESSAGES_MS = {
  privateBuyer: 'Akaun peribadi atau pelajar tidak pernah dinamakan kepada jenama, jadi tiada apa untuk dikongsi',
  membersOnly: 'Hanya warga syarikat sendiri boleh menentukan sama ada jenama melihat nama dan butiran hubungannya',
  notYesNo: 'shareWithBrands mestilah true atau false',
} as const satisfies Record<keyof typeof ORGANIZATION_CONSENT_MESSAGES, string>;

const consentSaid = (key: keyof typeof ORGANIZATION_CONSENT_MESSAGES) =>
  said({ en: ORGANIZATION_CONSENT_MESSAGES[key], ms: ORGANIZATION_CONSENT_MESSAGES_MS[key] });

// new (2019) format: year, entity type 01-06, six digits; old: company 1234567-X, business JM0123456-X or 001234567-W
const SSM_NEW = String.raw`(?:19|20)\d{2}0[1-6]\d{6}`;
const SSM_OLD = String.raw`(?:\d{1,7}|[A-Z]{2}\d{7}|\d{9})-?[A-Z]`;
const SSM_PATTERN = new RegExp(`^(?:${SSM_NEW}(?:\\s*\\(${SSM_OLD}\\))?|${SSM_OLD})$`, 'i');

/** An SSM registration number: 202301012345, "202301012345 (1234567-X)", 1234567-X or JM0123456-X. */
export function isSsmNumber(value: string): boolean {
  return SSM_PATTERN.test(value.trim());
}

// the fields' names in Bahasa Malaysia, for the sentences below (docs/glossary.md)
const LABELS_MS: Record<string, string> = {
  'Address line 1': 'Alamat baris 1',
  'Address line 2': 'Alamat baris 2',
  District: 'Daerah',
  City: 'Bandar',
  State: 'Negeri',
  'Contact number': 'Nombor telefon',
  Name: 'Nama',
  'Full name': 'Nama penuh',
  'SSM number': 'Nombor SSM',
  'Organization e-mail': 'Alamat e-mel organisasi',
  'E-mail': 'E-mel',
  'Person in charge': 'Orang yang bertanggungjawab',
  'Business type': 'Jenis perniagaan',
  Description: 'Keterangan',
  Website: 'Laman web',
  Postcode: 'Poskod',
  'Tax identification number': 'Nombor pengenalan cukai',
  'SST registration number': 'Nombor pendaftaran SST',
  'MyKad or passport number': 'Nombor MyKad atau pasport',
};

// a field's sentences in the language validation runs in (validation-messages.ts)
const inWords = (label: string) => (validationLocale() === 'ms' ? LABELS_MS[label] : undefined);
const isRequired = (label: string) => {
  const malay = inWords(label);
  return malay ? `${malay} diperlukan` : `${label} is required`;
};
const mustBeText = (label: string) => {
  const malay = inWords(label);
  return malay ? `${malay} mestilah teks` : `${label} must be text`;
};
const atMost = (label: string, max: number) => {
  const malay = inWords(label);
  return malay ? `${malay} mestilah tidak melebihi ${max} aksara` : `${label} must be at most ${max} characters`;
};

const requiredText = (label: string, max: number) =>
  singleLineText({ error: (issue) => (issue.input === undefined ? isRequired(label) : mustBeText(label)) })
    .trim()
    .min(1, { error: () => isRequired(label) })
    .max(max, { error: () => atMost(label, max) });

const optionalText = (label: string, max: number, text = singleLineText) =>
  text({ error: () => mustBeText(label) })
    .trim()
    .max(max, { error: () => atMost(label, max) })
    .nullish()
    // absent stays absent (an update leaves the field as it is); blank means none
    .transform((value) => (value === undefined ? undefined : value || null));

const optionalChecked = (
  label: string,
  max: number,
  isValid: (value: string) => boolean,
  message: string | { error: () => string },
) => optionalText(label, max).refine((value) => value == null || isValid(value), message);

const isEmail = (value: string) => z.email().safeParse(value).success;
const isWebAddress = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);

/** A state or city id as GET /organizations/states and /cities give it (a string), or the same as a number. */
const referenceId = (label: string) =>
  z
    .union([z.string(), z.number()], { error: () => isRequired(label) })
    .transform(String)
    .pipe(
      singleLineText()
        .trim()
        .min(1, { error: () => isRequired(label) })
        .regex(/^[1-9]\d{0,8}$/, {
          error: () =>
            inWords(label)
              ? `Sila pilih ${inWords(label)?.toLowerCase()} daripada senarai`
              : `${label} must be a numeric id`,
        }),
    )
    .transform(Number);

export const ZAddressInputSchema = z
  .object({
    // a client may send back the _id it was given; addresses are replaced as a whole, so it is ignored
    _id: singleLineText().max(40).optional(),
    addressLine1: requiredText('Address line 1', ORGANIZATION_FIELD_MAX.addressLine1),
    addressLine2: optionalText('Address line 2', ORGANIZATION_FIELD_MAX.addressLine2),
    postcode: singleLineText({ error: () => isRequired('Postcode') })
      .trim()
      .regex(/^\d{5}$/, saidByKey('organization.postcode', ORGANIZATION_MESSAGES.postcode)),
    district: optionalText('District', ORGANIZATION_FIELD_MAX.district),
    city: referenceId('City'),
    state: referenceId('State'),
  })
  .strict();
export type TAddressInput = z.infer<typeof ZAddressInputSchema>;

export const ZStoredImageInputSchema = z
  .object({ key: requiredText('key', 300), originalFilename: requiredText('originalFilename', 255) })
  .strict();

const addressList = z.array(ZAddressInputSchema).max(MAX_ADDRESSES, `At most ${MAX_ADDRESSES} addresses`);

const toMalaysianPhone = (value: string) => normaliseMalaysianPhone(value) ?? value;
const max = ORGANIZATION_FIELD_MAX;

// a phone number is stored in E.164 (+60...), whatever way it was typed; forms show it nationally formatted
const requiredPhone = requiredText('Contact number', max.contactNumber)
  .refine(isMalaysianPhoneNumber, saidByKey('organization.phone', ORGANIZATION_MESSAGES.phone))
  .transform(toMalaysianPhone);
const optionalPhone = optionalChecked(
  'Contact number',
  max.contactNumber,
  isMalaysianPhoneNumber,
  saidByKey('organization.phone', ORGANIZATION_MESSAGES.phone),
).transform((value) => (value ? toMalaysianPhone(value) : value));

// issue 20: the TIN every buyer may give (without one, its e-invoice goes into the month's consolidated one), a
// company's SST registration number, an individual's MyKad or passport number; each kept in one written form
const tinField = optionalChecked('Tax identification number', TAX_IDENTITY_FIELD_MAX.tin, isTin, {
  error: () => TAX_IDENTITY_SAID.tin[validationLocale()],
}).transform((value) => (value ? normaliseTin(value) : value));
const sstNumberField = optionalChecked('SST registration number', TAX_IDENTITY_FIELD_MAX.sstNumber, isSstNumber, {
  error: () => TAX_IDENTITY_SAID.sstNumber[validationLocale()],
}).transform((value) => (value ? normaliseSstNumber(value) : value));
const idNumberField = optionalChecked('MyKad or passport number', TAX_IDENTITY_FIELD_MAX.idNumber, isIdNumber, {
  error: () => TAX_IDENTITY_SAID.idNumber[validationLocale()],
}).transform((value) => (value ? normaliseIdNumber(value) : value));
/** A field only the other kind of buyer has: empty or absent, and then nothing. */
const emptyOnly = (message: { en: string; ms: string }) =>
  singleLineText(said(message))
    .max(0, said(message))
    .nullish()
    .transform(() => null);

const organizationFields = {
  name: requiredText('Name', max.name),
  type: z.enum(ORGANIZATION_TYPES, { error: `Type must be one of ${ORGANIZATION_TYPES.join(', ')}` }),
  ssmNumber: requiredText('SSM number', max.ssmNumber).refine(
    isSsmNumber,
    saidByKey('organization.ssm', ORGANIZATION_MESSAGES.ssm),
  ),
  contactNumber: requiredPhone,
  orgEmail: requiredText('Organization e-mail', max.orgEmail).refine(
    isEmail,
    saidByKey('organization.email', ORGANIZATION_MESSAGES.email),
  ),
  personInCharge: requiredText('Person in charge', max.personInCharge),
  logo: ZStoredImageInputSchema.nullish(),
  banner: ZStoredImageInputSchema.nullish(),
  billingAddress: addressList.min(1, saidByKey('organization.billingRequired', ORGANIZATION_MESSAGES.billingRequired)),
  // absent or empty: the billing addresses are copied on save
  shippingAddress: addressList.optional(),
  // absent: a new company does not share, an update keeps what was chosen
  shareWithBrands: z.boolean(consentSaid('notYesNo')).optional(),
  tin: tinField,
  sstNumber: sstNumberField,
  idNumber: emptyOnly(TAX_IDENTITY_SAID.companyHasNoIdNumber),
};

/** A registered company: its SSM number, its kind of business and a person in charge. */
export const ZCompanyOrganizationRequestSchema = z
  .object({
    ...organizationFields,
    type: z.enum(COMPANY_TYPES, {
      error: () => (validationLocale() === 'ms' ? 'Sila pilih jenis syarikat' : 'Please choose the type of company'),
    }),
  })
  .strict();

/**
 * A student or personal-use buyer: a name, a phone number and the address samples go to; no SSM number, no type
 * of business. An empty SSM field is accepted and ignored, so a form that switched from company may send it.
 */
export const ZIndividualOrganizationRequestSchema = z
  .object({
    name: requiredText('Full name', max.name),
    type: z.literal(INDIVIDUAL_TYPE),
    // empty or absent only: one string check, so its message is the one a refusal shows (not a union's)
    ssmNumber: z
      .string(saidByKey('organization.individualHasNoSsm', ORGANIZATION_MESSAGES.individualHasNoSsm))
      .max(0, saidByKey('organization.individualHasNoSsm', ORGANIZATION_MESSAGES.individualHasNoSsm))
      .nullish()
      .transform(() => null),
    contactNumber: requiredPhone,
    orgEmail: optionalChecked(
      'E-mail',
      max.orgEmail,
      isEmail,
      saidByKey('organization.email', ORGANIZATION_MESSAGES.email),
    ),
    billingAddress: addressList.min(1, {
      error: () =>
        validationLocale() === 'ms'
          ? 'Sila tambah alamat penghantaran sampel anda'
          : 'Please add the address your samples go to',
    }),
    shippingAddress: addressList.optional(),
    // a private buyer is never named to brands: it may say no, never yes
    shareWithBrands: z.literal(false, consentSaid('privateBuyer')).optional(),
    tin: tinField,
    sstNumber: emptyOnly(TAX_IDENTITY_SAID.individualHasNoSst),
    idNumber: idNumberField,
  })
  .strict();

/**
 * `POST /organizations`: who the user orders for, a company or the user as an individual, told apart by `type`.
 * Unknown fields are refused.
 */
export const ZCreateOrganizationRequestSchema = z.discriminatedUnion(
  'type',
  [ZCompanyOrganizationRequestSchema, ZIndividualOrganizationRequestSchema],
  {
    error: (issue) =>
      // a brand is made by staff (POST /organizations/admin); anything else unknown is a wrong choice
      (issue.input as { type?: unknown } | undefined)?.type === 'BRAND'
        ? ORGANIZATION_MESSAGES.brandNeedsAdmin
        : ORGANIZATION_MESSAGES.buyerKind,
  },
);
export type TCreateOrganizationRequest = z.infer<typeof ZCreateOrganizationRequestSchema>;
export type TCreateOrganizationInput = z.input<typeof ZCreateOrganizationRequestSchema>;

const companyRequiredFields = {
  ssmNumber: 'SSM number',
  contactNumber: 'Contact number',
  orgEmail: 'Organization e-mail',
  personInCharge: 'Person in charge',
} as const;

/**
 * `POST /organizations/admin` and `PUT /organizations/{id}`: any type, with a brand's description and website.
 * A brand needs only a name; an individual a phone number and an address, and no SSM number; a company what the
 * user's form asks for. Blank optional text counts as absent.
 */
export const ZOrganizationRequestSchema = z
  .object({
    ...organizationFields,
    ssmNumber: optionalChecked(
      'SSM number',
      max.ssmNumber,
      isSsmNumber,
      saidByKey('organization.ssm', ORGANIZATION_MESSAGES.ssm),
    ),
    contactNumber: optionalPhone,
    orgEmail: optionalChecked(
      'Organization e-mail',
      max.orgEmail,
      isEmail,
      saidByKey('organization.email', ORGANIZATION_MESSAGES.email),
    ),
    personInCharge: optionalText('Person in charge', max.personInCharge),
    idNumber: idNumberField,
    // absent: a new organization has none, an update keeps the ones it has
    billingAddress: addressList.optional(),
    description: optionalText('Description', 2000, multilineText),
    website: optionalChecked(
      'Website',
      300,
      isWebAddress,
      saidByKey('organization.website', ORGANIZATION_MESSAGES.website),
    ),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.type === 'BRAND') return;
    const required: Partial<Record<keyof typeof companyRequiredFields, string>> =
      value.type === INDIVIDUAL_TYPE ? { contactNumber: 'Contact number' } : companyRequiredFields;
    for (const [field, label] of Object.entries(required)) {
      if (!value[field as keyof typeof companyRequiredFields]) {
        context.addIssue({ code: 'custom', path: [field], message: isRequired(label) });
      }
    }
    if (value.type === INDIVIDUAL_TYPE && value.shareWithBrands) {
      context.addIssue({ code: 'custom', path: ['shareWithBrands'], message: consentSaid('privateBuyer').error() });
    }
    if (value.type === INDIVIDUAL_TYPE && value.ssmNumber) {
      context.addIssue({
        code: 'custom',
        path: ['ssmNumber'],
        message: saidByKey('organization.individualHasNoSsm', ORGANIZATION_MESSAGES.individualHasNoSsm).error(),
      });
    }
    if (value.type === INDIVIDUAL_TYPE && value.sstNumber) {
      context.addIssue({
        code: 'custom',
        path: ['sstNumber'],
        message: TAX_IDENTITY_SAID.individualHasNoSst[validationLocale()],
      });
    }
    if (value.type !== INDIVIDUAL_TYPE && value.idNumber) {
      context.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message: TAX_IDENTITY_SAID.companyHasNoIdNumber[validationLocale()],
      });
    }
    if (!value.billingAddress?.length) {
      context.addIssue({
        code: 'custom',
        path: ['billingAddress'],
        message: saidByKey('organization.billingRequired', ORGANIZATION_MESSAGES.billingRequired).error(),
      });
    }
  });
export type TOrganizationRequest = z.infer<typeof ZOrganizationRequestSchema>;

export const ZOrganizationListQuerySchema = z.object({
  type: z.enum(ORGANIZATION_TYPES, { error: `type must be one of ${ORGANIZATION_TYPES.join(', ')}` }).optional(),
  search: singleLineText().trim().max(100).optional(),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(ORGANIZATIONS_MAX_LIMIT, `limit must be at most ${ORGANIZATIONS_MAX_LIMIT}`)
    .optional(),
  withSampleCount: z
    .enum(['true', 'false'], { error: 'withSampleCount must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type TOrganizationListQuery = z.infer<typeof ZOrganizationListQuerySchema>;

const ZReferenceSchema = z.object({ _id: z.string(), name: z.string() });

export const ZAddressSchema = z.object({
  _id: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postcode: z.string(),
  district: z.string().nullable(),
  city: ZReferenceSchema,
  state: ZReferenceSchema,
});
export type TAddress = z.infer<typeof ZAddressSchema>;

/** What anyone may see of a brand partner. */
export const ZBrandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  sampleCount: z.number().int().optional(),
});
export type TBrand = z.infer<typeof ZBrandSchema>;

/** The spec's Organization, as its members and ADMIN see it. */
export const ZOrganizationSchema = ZBrandSchema.omit({ sampleCount: true }).extend({
  ssmNumber: z.string().nullable(),
  contactNumber: z.string().nullable(),
  orgEmail: z.string().nullable(),
  personInCharge: z.string().nullable(),
  logo: ZStoredFileSchema.nullable(),
  banner: ZStoredFileSchema.nullable(),
  billingAddress: z.array(ZAddressSchema),
  shippingAddress: z.array(ZAddressSchema),
  /** whether brands whose samples it requests see its name and contact details (never for an individual) */
  shareWithBrands: z.boolean(),
  /** its tax identification number: printed on its invoices and sent to MyInvois; null puts it in the consolidated e-invoice */
  tin: z.string().nullable(),
  /** a company's SST registration number, if it has one */
  sstNumber: z.string().nullable(),
  /** an individual's MyKad (12 digits) or passport number */
  idNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganizationSchema>;

/** A list row: the brand fields, plus the contact fields when the reader is a member or ADMIN. */
export const ZOrganizationListItemSchema = ZBrandSchema.extend({
  ssmNumber: z.string().nullable().optional(),
  contactNumber: z.string().nullable().optional(),
  orgEmail: z.string().nullable().optional(),
  personInCharge: z.string().nullable().optional(),
});
export type TOrganizationListItem = z.infer<typeof ZOrganizationListItemSchema>;

/** `GET /organizations`: an object, so it can grow. */
export const ZOrganizationListResponseSchema = z.object({
  organizations: z.array(ZOrganizationListItemSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type TOrganizationListResponse = z.infer<typeof ZOrganizationListResponseSchema>;

/** `GET /organizations/{id}`: the whole organization for members and ADMIN, the brand fields for anyone else. */
export const ZOrganizationResponseSchema = z.union([ZOrganizationSchema, ZBrandSchema]);
export type TOrganizationResponse = z.infer<typeof ZOrganizationResponseSchema>;

/** Whether an answer of `GET /organizations/{id}` is the whole organization (its members and ADMIN read it so). */
export function isWholeOrganization(organization: TOrganizationResponse): organization is TOrganization {
  return 'ssmNumber' in organization;
}

// reference data: states, cities and countries
export const ZStateSchema = ZReferenceSchema;
export const ZStatesResponseSchema = z.array(ZStateSchema);
export const ZCitySchema = z.object({
  _id: z.string(),
  name: z.string(),
  stateId: z.string(),
  postcodes: z.array(z.string()),
});
export type TCity = z.infer<typeof ZCitySchema>;
export const ZCitiesResponseSchema = z.array(ZCitySchema);
export const ZCountriesResponseSchema = z.array(ZReferenceSchema);
export const ZCitiesQuerySchema = z.object({ stateId: referenceId('stateId') });

export const organizationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/organizations',
    summary: 'Brands for everyone, plus your own organization; every organization for ADMIN (paged)',
    auth: 'optional',
    query: ZOrganizationListQuerySchema,
    response: ZOrganizationListResponseSchema,
    errors: [400, 401],
  }),
  get: endpoint({
    method: 'GET',
    path: '/organizations/:id',
    summary: 'One organization: whole for its members and ADMIN, the public fields of a brand for anyone',
    auth: 'optional',
    params: ZIdParamsSchema,
    response: ZOrganizationResponseSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  create: endpoint({
    method: 'POST',
    path: '/organizations',
    summary: 'Create your own company (DESIGNER, ARCHITECT or CONTRACTOR) and join it',
    auth: 'user',
    body: ZCreateOrganizationRequestSchema,
    response: ZOrganizationSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  }),
  createAsAdmin: endpoint({
    method: 'POST',
    path: '/organizations/admin',
    summary: 'ADMIN: create an organization of any type, a brand included',
    auth: 'admin',
    body: ZOrganizationRequestSchema,
    response: ZOrganizationSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/organizations/:id',
    summary: 'Update an organization (members or ADMIN); given addresses replace the old ones',
    auth: 'user',
    params: ZIdParamsSchema,
    body: ZOrganizationRequestSchema,
    response: ZOrganizationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/organizations/:id',
    summary: 'Delete an organization (members or ADMIN); a brand with samples cannot be deleted',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZMessageResponseSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
