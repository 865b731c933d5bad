import { USER_TYPES } from '@samplebank/domain/onboarding';
import { z } from 'zod';
import {
  isSingleLineText,
  multilineText,
  singleLineText,
  TEXT_MESSAGES,
  ZEmailAddressSchema,
  ZIdParamsSchema,
  ZMessageResponseSchema,
} from './common.js';
import { endpoint } from './endpoint.js';
import { LOCALES } from './locales.js';
import { said, saidByKey } from './validation-messages.js';

export const ROLES = ['ADMIN', 'SAMPLEBANK_USER'] as const;
export const REVIEW_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const USERS_PAGE_SIZE = 15;

export const USER_MESSAGES = {
  adminOnlyFields: 'Only an administrator may change role, isApproved or isPremium',
  notYourAccount: 'You can only read or change your own account',
  rejectionReasonRequired: 'A rejection reason is required when rejecting an account',
  organizationNotYours: 'You can only link an organization you created or already belong to',
  ownRole: 'Administrators cannot change their own role',
  hasOrders: 'This account has orders and cannot be deleted',
  deleted: 'User deleted successfully',
  added: 'User added successfully',
  updated: 'User updated successfully',
} as const;

export const ZSupportingDocumentSchema = z.object({
  documentType: z.string(),
  documentKey: z.string(),
  originalFilename: z.string(),
  uploadedAt: z.string().optional(),
});

/** A user as every call returns it (accounts spec §3): never a password hash or token version. */
export const ZUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  userType: z.enum(USER_TYPES).nullable(),
  isEmailVerified: z.boolean(),
  isProfileComplete: z.boolean(),
  isApproved: z.boolean(),
  isPremium: z.boolean(),
  organizationId: z.string().nullable(),
  myWishlist: z.array(z.string()),
  supportingDocuments: z.array(ZSupportingDocumentSchema),
  professionalInfo: z.record(z.string(), z.unknown()).nullable(),
  nonProfessionalInfo: z.record(z.string(), z.unknown()).nullable(),
  studentInfo: z.record(z.string(), z.unknown()).nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** the language the user reads Samplebank and its e-mails in (issue 16) */
  locale: z.enum(LOCALES).optional(),
});
export type TUser = z.infer<typeof ZUserSchema>;

/** A user with the sentence saying what was done to them. */
export const ZUserMessageResponseSchema = z.object({ message: z.string(), user: ZUserSchema });
export type TUserMessageResponse = z.infer<typeof ZUserMessageResponseSchema>;

const optionalBoolean = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((value) => value === 'true')
  .optional();

/** `PUT /users/{id}`: a user changes their plain fields; only ADMIN may send role, isApproved, isPremium. */
export const ZUpdateUserRequestSchema = z
  .object({
    name: singleLineText().trim().min(1).max(100).optional(),
    // a web address only: an avatar is shown as an image, and a javascript: URL must never reach a page
    avatar: z
      .url({ protocol: /^https?$/, message: 'avatar must be an http(s) URL' })
      .max(2000)
      .refine(isSingleLineText, TEXT_MESSAGES.notAllowed)
      .nullable()
      .optional(),
    organizationId: z.uuid({ message: 'Invalid organization id' }).nullable().optional(),
    role: z.enum(ROLES).optional(),
    isApproved: z.boolean().optional(),
    isPremium: z.boolean().optional(),
    rejectionReason: multilineText().trim().min(1).max(1000).optional(),
  })
  .strict();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequestSchema>;
export const ADMIN_ONLY_USER_FIELDS = ['role', 'isApproved', 'isPremium', 'rejectionReason'] as const;

/** `POST /users/admin`: an administrator adds an account. */
export const ZAdminCreateUserRequestSchema = z
  .object({
    name: singleLineText().trim().min(1).max(100),
    email: ZEmailAddressSchema.transform((email) => email.toLowerCase()),
    password: singleLineText()
      .min(8, 'Password must be between 8-25 characters')
      .max(25, 'Password must be between 8-25 characters'),
    role: z.enum(ROLES).default('SAMPLEBANK_USER'),
    userType: z.enum(['professional', 'non-professional', 'student']).nullable().optional(),
    isApproved: z.boolean().default(false),
    isPremium: z.boolean().default(false),
  })
  .strict();
export type TAdminCreateUserRequest = z.infer<typeof ZAdminCreateUserRequestSchema>;

/** `GET /users/kpb-admin`: a page of users, searched and filtered. */
export const ZUserListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
    search: singleLineText().trim().max(200).optional(),
    reviewStatus: z.enum(REVIEW_STATUSES).optional(),
    userType: z.enum(['professional', 'non-professional', 'student']).optional(),
    role: z.enum(ROLES).optional(),
    isApproved: optionalBoolean,
    isPremium: optionalBoolean,
  })
  .strict();
export type TUserListQuery = z.infer<typeof ZUserListQuerySchema>;

export const ZUserListResponseSchema = z.object({
  users: z.array(ZUserSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
});

export const ZUserByEmailParamsSchema = z
  .object({
    email: singleLineText()
      .trim()
      .max(254)
      .pipe(z.email())
      .transform((email) => email.toLowerCase()),
  })
  .strict();

/** A supporting document with a short-lived link to read it. */
export const ZUserDocumentSchema = ZSupportingDocumentSchema.extend({ url: z.string().nullable() });
export type TUserDocument = z.infer<typeof ZUserDocumentSchema>;
export const ZUserDocumentsResponseSchema = z.object({ documents: z.array(ZUserDocumentSchema) });

// --- the account page -------------------------------------------------------------------------------------

export const ACCOUNT_MESSAGES = {
  preferencesSaved: 'Your e-mail preferences are saved',
  preferencesEmpty: 'Choose at least one e-mail preference to change',
} as const;

/** Which optional e-mails a member wants: order status e-mails and product news. Account mails always go. */
export const ZEmailPreferencesSchema = z.object({ orderUpdates: z.boolean(), productNews: z.boolean() });
export type TEmailPreferences = z.infer<typeof ZEmailPreferencesSchema>;

/** `PUT /users/me/email-preferences`: one or both switches. */
export const ZUpdateEmailPreferencesRequestSchema = z
  .object({
    orderUpdates: z
      .boolean(
        said({ en: 'Order updates must be on or off', ms: 'Makluman pesanan mestilah dihidupkan atau dimatikan' }),
      )
      .optional(),
    productNews: z
      .boolean(said({ en: 'Product news must be on or off', ms: 'Berita produk mestilah dihidupkan atau dimatikan' }))
      .optional(),
  })
  .strict()
  .refine(
    (body) => body.orderUpdates !== undefined || body.productNews !== undefined,
    saidByKey('account.preferencesEmpty', ACCOUNT_MESSAGES.preferencesEmpty),
  );
export type TUpdateEmailPreferencesRequest = z.infer<typeof ZUpdateEmailPreferencesRequestSchema>;
export const ZEmailPreferencesResponseSchema = z.object({
  message: z.string(),
  emailPreferences: ZEmailPreferencesSchema,
});
export type TEmailPreferencesResponse = z.infer<typeof ZEmailPreferencesResponseSchema>;

/** `PUT /users/me/locale`: the language the user reads Samplebank in, and their e-mails go out in (issue 16). */
export const ZUpdateLocaleRequestSchema = z.object({ locale: z.enum(LOCALES) }).strict();
export type TUpdateLocaleRequest = z.infer<typeof ZUpdateLocaleRequestSchema>;
export const ZUpdateLocaleResponseSchema = z.object({ locale: z.enum(LOCALES) });

/** The buyer's organization as the account page sums it up; the company page edits it. */
export const ZAccountOrganizationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  ssmNumber: z.string().nullable(),
  contactNumber: z.string().nullable(),
  orgEmail: z.string().nullable(),
  /** what its invoices name it by (issue 20): a TIN, a company's SST number, an individual's MyKad or passport */
  tin: z.string().nullable(),
  sstNumber: z.string().nullable(),
  idNumber: z.string().nullable(),
  /** the first delivery address on one line, or null when there is none */
  shippingAddress: z.string().nullable(),
});
export type TAccountOrganization = z.infer<typeof ZAccountOrganizationSchema>;

/** `GET /users/me`: the signed-in user with their e-mail preferences and organization. */
export const ZAccountResponseSchema = z.object({
  user: ZUserSchema,
  emailPreferences: ZEmailPreferencesSchema,
  organization: ZAccountOrganizationSchema.nullable(),
});
export type TAccountResponse = z.infer<typeof ZAccountResponseSchema>;

export const usersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users/kpb-admin',
    summary: 'List users (ADMIN): paginated, searched, filtered',
    auth: 'admin',
    query: ZUserListQuerySchema,
    response: ZUserListResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  add: endpoint({
    method: 'POST',
    path: '/users/admin',
    summary: 'Add a user (ADMIN)',
    auth: 'admin',
    body: ZAdminCreateUserRequestSchema,
    response: ZUserMessageResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  }),
  me: endpoint({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user with their e-mail preferences and organization (the account page)',
    auth: 'user',
    response: ZAccountResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  updateEmailPreferences: endpoint({
    method: 'PUT',
    path: '/users/me/email-preferences',
    summary: 'Switch order-update e-mails or product news on or off',
    auth: 'user',
    body: ZUpdateEmailPreferencesRequestSchema,
    response: ZEmailPreferencesResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  updateLocale: endpoint({
    method: 'PUT',
    path: '/users/me/locale',
    summary: 'Set the language the signed-in user reads Samplebank and their e-mails in',
    auth: 'user',
    body: ZUpdateLocaleRequestSchema,
    response: ZUpdateLocaleResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  byEmail: endpoint({
    method: 'GET',
    path: '/users/by-email/:email',
    summary: 'A user by e-mail (the user themself or ADMIN)',
    auth: 'user',
    params: ZUserByEmailParamsSchema,
    response: ZUserSchema,
    errors: [400, 401, 403, 404],
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/:id',
    summary: 'A user (self or ADMIN)',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZUserSchema,
    errors: [400, 401, 403, 404],
  }),
  documents: endpoint({
    method: 'GET',
    path: '/users/:id/documents',
    summary: "A user's supporting documents with short-lived links (owner or ADMIN)",
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZUserDocumentsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/:id',
    summary: 'Change a user: own name, avatar, organization; ADMIN also role, isApproved, isPremium',
    auth: 'user',
    params: ZIdParamsSchema,
    body: ZUpdateUserRequestSchema,
    response: ZUserMessageResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/users/:id',
    summary: 'Delete a user (self or ADMIN)',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZMessageResponseSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
