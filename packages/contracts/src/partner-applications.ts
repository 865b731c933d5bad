import { z } from 'zod';
import { adminLimit, adminPage, ZAdminPageInfo, ZPersonRefSchema } from './admin-common.js';
import { multilineText, singleLineText, ZEmailAddressSchema, ZIdParamsSchema, ZIdSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { isSsmNumber, ORGANIZATION_FIELD_MAX, ORGANIZATION_MESSAGES } from './organizations.js';
import { isMalaysianPhoneNumber, normaliseMalaysianPhone, PHONE_MAX_LENGTH, PHONE_MESSAGES } from './phone.js';
import { saidByKey } from './validation-messages.js';

// "Become a brand partner" (issue 18): a company applies with a form, staff approve it into a brand (whose first owner
// they invite by e-mail) or decline it with a note.

/** How many products a company says its catalogue holds. */
export const CATALOGUE_SIZES = ['1-50', '51-200', '201-1000', '1000+'] as const;
export type TCatalogueSize = (typeof CATALOGUE_SIZES)[number];

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TPartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** The limits of the form's fields, for the schema and for the inputs' `maxLength` alike. */
export const PARTNER_APPLICATION_LIMITS = {
  companyNameMin: 2,
  companyName: 120,
  ssmNumber: ORGANIZATION_FIELD_MAX.ssmNumber,
  contactName: 120,
  phone: PHONE_MAX_LENGTH,
  website: 300,
  categoriesMax: 10,
  categorySlug: 120,
  message: 2000,
  decisionNote: 2000,
} as const;

/** Applications one address may send in an hour: enough for a typo or two, not for a flood of mail. */
export const PARTNER_APPLICATIONS_PER_HOUR = 5;

const L = PARTNER_APPLICATION_LIMITS;

export const PARTNER_APPLICATION_MESSAGES = {
  companyNameRequired: "Please enter your company's name",
  companyNameTooShort: `Your company's name must be at least ${L.companyNameMin} characters`,
  companyNameTooLong: `Your company's name must be at most ${L.companyName} characters`,
  ssmRequired: 'Please enter your SSM registration number',
  contactNameRequired: 'Please enter the name of the person we should talk to',
  contactNameTooLong: `The contact's name must be at most ${L.contactName} characters`,
  phoneRequired: 'Please enter a phone number we can reach you on',
  websiteInvalid: "Please enter your website's address, e.g. www.example.com.my",
  categoriesRequired: 'Choose at least one category you make or supply',
  categoriesTooMany: `Choose at most ${L.categoriesMax} categories`,
  categoryUnknown: 'One of the chosen categories is not in our catalogue any more. Reload the page and choose again.',
  catalogueSize: 'Please choose how many products your catalogue holds',
  messageTooLong: `Your message must be at most ${L.message} characters`,
  alreadyPending:
    'We already have an application from this e-mail address waiting for review. We will reply to it by e-mail soon.',
  tooManyApplications: 'Several applications were sent from your network in the last hour',
  submitted: 'Thank you! Your application is in, and we have e-mailed you a copy.',
  notFound: 'Application not found',
  alreadyReviewed: 'This application was already reviewed',
  brandNotFound: 'The brand to link was not found',
  noteRequired: 'Write a note to the applicant: it is e-mailed to them',
  noteTooLong: `The note must be at most ${L.decisionNote} characters`,
  approved: 'Application approved. The brand is ready and its first owner was invited by e-mail.',
  approvedAlreadyMember: 'Application approved. The applicant already works for this brand, so no invitation was sent.',
  declined: 'Application declined. The applicant was e-mailed your note.',
} as const;

export const PARTNER_APPLICATION_MESSAGES_MS = {
  companyNameRequired: 'Sila masukkan nama syarikat anda',
  companyNameTooShort: `Nama syarikat anda mestilah sekurang-kurangnya ${L.companyNameMin} aksara`,
  companyNameTooLong: `Nama syarikat anda mestilah tidak melebihi ${L.companyName} aksara`,
  ssmRequired: 'Sila masukkan nombor pendaftaran SSM anda',
  contactNameRequired: 'Sila masukkan nama orang yang boleh kami hubungi',
  contactNameTooLong: `Nama orang untuk dihubungi mestilah tidak melebihi ${L.contactName} aksara`,
  phoneRequired: 'Sila masukkan nombor telefon yang boleh kami hubungi',
  websiteInvalid: 'Sila masukkan alamat laman web anda, cth. www.contoh.com.my',
  categoriesRequired: 'Pilih sekurang-kurangnya satu kategori yang anda keluarkan atau bekalkan',
  categoriesTooMany: `Pilih paling banyak ${L.categoriesMax} kategori`,
  categoryUnknown:
    'Salah satu kategori yang dipilih tiada lagi dalam katalog kami. Muat semula halaman dan pilih semula.',
  catalogueSize: 'Sila pilih berapa banyak produk dalam katalog anda',
  messageTooLong: `Mesej anda mestilah tidak melebihi ${L.message} aksara`,
  alreadyPending:
    'Kami sudah menerima permohonan daripada alamat e-mel ini yang sedang menunggu semakan. Kami akan membalasnya melalui e-mel tidak lama lagi.',
  tooManyApplications: 'Beberapa permohonan telah dihantar dari rangkaian anda dalam sejam yang lalu',
  submitted: 'Terima kasih! Permohonan anda telah diterima, dan kami telah menghantar salinannya melalui e-mel.',
  notFound: 'Permohonan tidak dijumpai',
  alreadyReviewed: 'Permohonan ini sudah disemak',
  brandNotFound: 'Jenama untuk dipautkan tidak dijumpai',
  noteRequired: 'Tulis nota kepada pemohon: ia dihantar kepada mereka melalui e-mel',
  noteTooLong: `Nota mestilah tidak melebihi ${L.decisionNote} aksara`,
  approved: 'Permohonan diluluskan. Jenama sudah sedia dan pemilik pertamanya telah dijemput melalui e-mel.',
  approvedAlreadyMember: 'Permohonan diluluskan. Pemohon sudah bekerja untuk jenama ini, jadi tiada jemputan dihantar.',
  declined: 'Permohonan ditolak. Nota anda telah dihantar kepada pemohon melalui e-mel.',
} as const satisfies Record<keyof typeof PARTNER_APPLICATION_MESSAGES, string>;

const M = PARTNER_APPLICATION_MESSAGES;
/** A message of this file by its name, in the language validation runs in. */
const say = (name: keyof typeof M) => saidByKey(`partnerApplication.${name}`, M[name]);

/** A required line of text: trimmed, with the field's own words when it is missing, too short or too long. */
const requiredLine = (max: number, required: { error: () => string }, tooLong: { error: () => string }) =>
  singleLineText(required).trim().min(1, required).max(max, tooLong);

/** Blank optional text is no value. */
const blankAsNull = (value: string | null | undefined) => (value ? value : null);

/** `www.example.com.my` is a website too: an address without its scheme gets https://. */
export function withWebScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}
const isWebAddress = (value: string) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value);

/** A category's slug as the catalogue gives it (`timber-flooring`). */
const ZCategorySlugSchema = singleLineText(say('categoriesRequired'))
  .trim()
  .min(1, say('categoriesRequired'))
  .max(L.categorySlug, say('categoryUnknown'));

/**
 * `POST /partner-applications`: the "Become a brand partner" form. Unknown fields are refused; a blank website or
 * message is none; the phone number is kept in E.164 and the categories once each, as the form chose them.
 */
export const ZPartnerApplicationRequestSchema = z.strictObject({
  companyName: singleLineText(say('companyNameRequired'))
    .trim()
    .min(1, say('companyNameRequired'))
    .min(L.companyNameMin, say('companyNameTooShort'))
    .max(L.companyName, say('companyNameTooLong')),
  ssmNumber: requiredLine(L.ssmNumber, say('ssmRequired'), saidByKey('organization.ssm', ORGANIZATION_MESSAGES.ssm))
    // one space between the parts, as the brand's record keeps it: "202301012345 (1234567-X)"
    .transform((value) => value.replace(/\s+/g, ' '))
    .refine(isSsmNumber, saidByKey('organization.ssm', ORGANIZATION_MESSAGES.ssm)),
  contactName: requiredLine(L.contactName, say('contactNameRequired'), say('contactNameTooLong')),
  email: ZEmailAddressSchema,
  phone: requiredLine(L.phone, say('phoneRequired'), saidByKey('phone.tooLong', PHONE_MESSAGES.tooLong))
    .refine(isMalaysianPhoneNumber, saidByKey('phone.invalid', PHONE_MESSAGES.invalid))
    .transform((value) => normaliseMalaysianPhone(value) ?? value),
  website: singleLineText(say('websiteInvalid'))
    .trim()
    .max(L.website, say('websiteInvalid'))
    .nullish()
    .transform(blankAsNull)
    .transform((value) => (value ? withWebScheme(value) : null))
    .refine((value) => value === null || isWebAddress(value), say('websiteInvalid')),
  categories: z
    .array(ZCategorySlugSchema, say('categoriesRequired'))
    .min(1, say('categoriesRequired'))
    .max(L.categoriesMax, say('categoriesTooMany'))
    .transform((slugs) => [...new Set(slugs)]),
  catalogueSize: z.enum(CATALOGUE_SIZES, say('catalogueSize')),
  message: multilineText(say('messageTooLong'))
    .trim()
    .max(L.message, say('messageTooLong'))
    .nullish()
    .transform(blankAsNull),
});
export type TPartnerApplicationRequest = z.input<typeof ZPartnerApplicationRequestSchema>;
export type TPartnerApplicationInput = z.output<typeof ZPartnerApplicationRequestSchema>;

export const ZPartnerApplicationSubmittedSchema = z.object({ message: z.string(), applicationId: z.string() });

// ---------- the staff queue

/** `GET /admin/partner-applications`: one status, or every one (pending first). */
export const ZPartnerApplicationListQuerySchema = z.object({
  page: adminPage,
  limit: adminLimit,
  status: z
    .enum(PARTNER_APPLICATION_STATUSES, {
      error: `status must be one of ${PARTNER_APPLICATION_STATUSES.join(', ')}`,
    })
    .optional(),
});
export type TPartnerApplicationListQuery = z.input<typeof ZPartnerApplicationListQuerySchema>;
export type TPartnerApplicationListFilters = z.output<typeof ZPartnerApplicationListQuerySchema>;

const ZBrandRefSchema = z.object({ _id: z.string(), name: z.string() });

/** An application as staff read it: what the company sent, and what became of it. */
export const ZPartnerApplicationSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  ssmNumber: z.string(),
  contactName: z.string(),
  email: z.string(),
  /** E.164 */
  phone: z.string(),
  website: z.string().nullable(),
  /** each chosen category with its names; one deleted since shows its slug alone */
  categories: z.array(z.object({ slug: z.string(), name: z.string().nullable(), nameMs: z.string().nullable() })),
  catalogueSize: z.enum(CATALOGUE_SIZES),
  message: z.string().nullable(),
  /** the language the applicant wrote in, which their mails follow */
  locale: z.string(),
  status: z.enum(PARTNER_APPLICATION_STATUSES),
  /** the brand an approval made or linked */
  brand: ZBrandRefSchema.nullable(),
  /** a brand that may be this company already (the same SSM number or name), for staff to link rather than copy */
  matchingBrand: ZBrandRefSchema.nullable(),
  reviewedBy: ZPersonRefSchema.nullable(),
  reviewedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
});
export type TPartnerApplication = z.infer<typeof ZPartnerApplicationSchema>;

export const ZPartnerApplicationListSchema = z.object({
  items: z.array(ZPartnerApplicationSchema),
  ...ZAdminPageInfo,
  /** how many wait for review, whatever the filter: the back office's navigation shows it */
  pendingCount: z.number().int(),
});
export type TPartnerApplicationList = z.infer<typeof ZPartnerApplicationListSchema>;

/** `POST .../approve`: a new brand made from the application, or (`brandId`) an existing brand it is linked to. */
export const ZApprovePartnerApplicationRequestSchema = z.strictObject({
  brandId: ZIdSchema.nullish(),
});
export type TApprovePartnerApplicationRequest = z.input<typeof ZApprovePartnerApplicationRequestSchema>;

/** `POST .../decline`: the note mailed to the applicant. */
export const ZDeclinePartnerApplicationRequestSchema = z.strictObject({
  note: multilineText(say('noteRequired')).trim().min(1, say('noteRequired')).max(L.decisionNote, say('noteTooLong')),
});
export type TDeclinePartnerApplicationRequest = z.input<typeof ZDeclinePartnerApplicationRequestSchema>;

export const ZPartnerApplicationDecisionSchema = z.object({
  message: z.string(),
  application: ZPartnerApplicationSchema,
  /** the invitation mailed to the applicant as the brand's first owner; null when they already work for the brand */
  invitation: z.object({ email: z.string(), expiresAt: z.string() }).nullable(),
});
export type TPartnerApplicationDecision = z.infer<typeof ZPartnerApplicationDecisionSchema>;

export const partnerApplicationEndpoints = {
  apply: endpoint({
    method: 'POST',
    path: '/partner-applications',
    summary: 'Apply to become a brand partner; the applicant and the team are e-mailed',
    description: `Rate limited to ${PARTNER_APPLICATIONS_PER_HOUR} an hour per address; a second application from an e-mail address whose first still waits is refused (409).`,
    auth: 'public',
    body: ZPartnerApplicationRequestSchema,
    response: ZPartnerApplicationSubmittedSchema,
    status: 201,
    errors: [400, 409, 429],
  }),
  list: endpoint({
    method: 'GET',
    path: '/admin/partner-applications',
    summary: 'Partner applications: pending first (oldest first), then the reviewed ones (latest review first)',
    auth: 'admin',
    query: ZPartnerApplicationListQuerySchema,
    response: ZPartnerApplicationListSchema,
    errors: [400, 401, 403],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/admin/partner-applications/:id/approve',
    summary: 'Approve: make the brand (or link an existing one) and invite the applicant as its first owner',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZApprovePartnerApplicationRequestSchema,
    response: ZPartnerApplicationDecisionSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  decline: endpoint({
    method: 'POST',
    path: '/admin/partner-applications/:id/decline',
    summary: 'Decline, with a note e-mailed to the applicant',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZDeclinePartnerApplicationRequestSchema,
    response: ZPartnerApplicationDecisionSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
