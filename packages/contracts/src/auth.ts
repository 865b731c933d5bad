import { DOCUMENT_TYPES } from '@samplebank/domain/documents';
import { USER_TYPES, type UserType } from '@samplebank/domain/onboarding';
import { z } from 'zod';
import { singleLineText, ZEmailAddressSchema, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { tryAgainIn } from './limits.js';
import { ZUserMessageResponseSchema, ZUserSchema } from './users.js';
import { said, saidByKey } from './validation-messages.js';

/** Messages the accounts spec fixes, written once for the API and the web app. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  verifyEmail: 'Please verify your email address to continue.',
  completeProfile: 'Please complete your profile setup.',
  unauthorizedRole: 'Unauthorized role',
  tokenExpired: 'Token expired',
  notApproved: 'User not approved',
  registered: 'Registration successful! Please check your email for verification code.',
  invalidCode: 'Invalid verification code',
  // one answer for an unknown e-mail, a verified account, a wrong, expired or spent code: none tells which
  codeRejected: 'That code is wrong or has expired. Check your latest email or send a new code.',
  codeLength: 'Please enter a 6-character verification code',
  codeSent: 'If the account needs verification, a new code has been sent.',
  passwordLength: 'Password must be between 8-25 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must not exceed 25 characters',
  emailRequired: 'Email address is required',
  emailInvalid: 'Invalid  email address',
  resetRequested: 'If an account exists for this email, a password reset link has been sent.',
  resetTokenMissing: 'Reset token is missing',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetSuccessful: 'Password reset successful',
  accountLocked: (minutes: number) =>
    `Too many failed sign-ins for this account. Try again ${tryAgainIn(minutes * 60)}, or reset your password.`,
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Name must be at most 100 characters',
  passwordRequired: 'Password is required',
  notYourAccount: 'You can only act on your own account',
  requiredFields: 'Please fill in all required fields',
  requiredDocuments: 'Please upload all required documents:',
  graduationYear: 'Graduation year must be exactly 4 digits',
  userTypeLocked: 'The account type cannot be changed after approval',
  userTypeSelected: 'User type selected successfully!',
  progressSaved: 'Progress saved!',
  profileCompleted: 'Profile completed successfully!',
  reviewAgain:
    'Your changes are saved. Because your business details or documents changed, our team will review your account again before you can order samples; this usually takes 1-2 business days.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;
export const VERIFICATION_CODE_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
/** Sign-in takes any password a person may once have chosen; the 8-25 rule is for new ones. */
export const LOGIN_PASSWORD_MAX_LENGTH = 200;
export const RESEND_COOLDOWN_SECONDS = 60;

export { USER_TYPES };
export type TUserType = UserType;
export const BUSINESS_TYPES = ['sdn-bhd', 'enterprise'] as const;
export { DOCUMENT_TYPES };

/** An e-mail address, trimmed and lower-cased: accounts are unique case-insensitively. */
export const ZEmailSchema = ZEmailAddressSchema.transform((email) => email.toLowerCase());

const ZNewPasswordSchema = singleLineText(saidByKey('auth.passwordLength', AUTH_MESSAGES.passwordLength))
  .min(PASSWORD_MIN_LENGTH, saidByKey('auth.passwordLength', AUTH_MESSAGES.passwordLength))
  .max(PASSWORD_MAX_LENGTH, saidByKey('auth.passwordLength', AUTH_MESSAGES.passwordLength));

export const ZRegisterRequestSchema = z
  .object({
    email: ZEmailSchema,
    password: ZNewPasswordSchema,
    name: singleLineText(saidByKey('auth.nameRequired', AUTH_MESSAGES.nameRequired))
      .trim()
      .min(1, saidByKey('auth.nameRequired', AUTH_MESSAGES.nameRequired))
      .max(NAME_MAX_LENGTH, saidByKey('auth.nameTooLong', AUTH_MESSAGES.nameTooLong)),
  })
  .strict();
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;
export const ZRegisterResponseSchema = z.object({ message: z.string(), email: z.string() });

export const ZVerificationCodeSchema = singleLineText(saidByKey('auth.codeLength', AUTH_MESSAGES.codeLength))
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-F]{6}$/, saidByKey('auth.codeLength', AUTH_MESSAGES.codeLength));

export const ZVerifyEmailRequestSchema = z.object({ email: ZEmailSchema, code: ZVerificationCodeSchema }).strict();
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequestSchema>;

export const ZEmailRequestSchema = z.object({ email: ZEmailSchema }).strict();

export const ZLoginRequestSchema = z
  .object({
    email: ZEmailSchema,
    // the 8-25 hint is not enforced on login (accounts spec §5)
    password: singleLineText(saidByKey('auth.passwordRequired', AUTH_MESSAGES.passwordRequired))
      .min(1, saidByKey('auth.passwordRequired', AUTH_MESSAGES.passwordRequired))
      .max(LOGIN_PASSWORD_MAX_LENGTH, `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export type TEmailRequest = z.infer<typeof ZEmailRequestSchema>;

export const ZResetPasswordRequestSchema = z
  .object({
    token: singleLineText(saidByKey('auth.resetTokenMissing', AUTH_MESSAGES.resetTokenMissing))
      .trim()
      .min(1, saidByKey('auth.resetTokenMissing', AUTH_MESSAGES.resetTokenMissing))
      .max(200),
    password: singleLineText(saidByKey('auth.passwordTooShort', AUTH_MESSAGES.passwordTooShort))
      .min(PASSWORD_MIN_LENGTH, saidByKey('auth.passwordTooShort', AUTH_MESSAGES.passwordTooShort))
      .max(PASSWORD_MAX_LENGTH, saidByKey('auth.passwordTooLong', AUTH_MESSAGES.passwordTooLong)),
  })
  .strict();

export const ZSessionResponseSchema = z.object({
  user: ZUserSchema,
  token: z.string(),
  requiresEmailVerification: z.boolean(),
  requiresProfileCompletion: z.boolean(),
});
export const ZTokenUserResponseSchema = z.object({
  user: ZUserSchema,
  token: z.string(),
  isAuthenticated: z.boolean(),
  message: z.string().optional(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;
export type TTokenUserResponse = z.infer<typeof ZTokenUserResponseSchema>;
export type TRegisterResponse = z.infer<typeof ZRegisterResponseSchema>;
export { ZUserMessageResponseSchema };

// --- onboarding -------------------------------------------------------------------------------------------

/** A supporting document as the wizard sends it; `uploadedAt` is the server's to set, so a sent one is ignored. */
export const ZSupportingDocumentInputSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    documentKey: singleLineText().min(1).max(300),
    originalFilename: singleLineText().max(255).optional(),
    uploadedAt: singleLineText().max(40).optional(),
  })
  .strict();
export type TSupportingDocumentInput = z.infer<typeof ZSupportingDocumentInputSchema>;

/** The longest text each profile field takes; the wizard's inputs set these as maxLength. */
export const PROFILE_FIELD_MAX = {
  jobTitle: 100,
  companyName: 200,
  businessName: 200,
  address: 200,
  city: 100,
  state: 100,
  zipCode: 5,
  country: 60,
  phoneNumber: 30,
  university: 200,
  courseCategory: 100,
  studentId: 60,
} as const;
type TProfileTextField = keyof typeof PROFILE_FIELD_MAX;

/** How a person reads each profile field, for messages that name it. */
export const PROFILE_FIELD_LABELS: Record<TProfileTextField | 'businessType' | 'graduationYear', string> = {
  jobTitle: 'Job title',
  companyName: 'Company name',
  businessName: 'Business name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Postcode',
  country: 'Country',
  phoneNumber: 'Phone number',
  businessType: 'Business type',
  university: 'University',
  courseCategory: 'Course',
  studentId: 'Student ID',
  graduationYear: 'Graduation year',
};

/** What the profile calls answer when a field is wrong, in the words the wizard shows beside the field. */
export const PROFILE_MESSAGES = {
  state: 'Please choose a Malaysian state from the list',
  city: 'Please choose a city of the chosen state from the list',
  cityNeedsState: 'Please choose the state first, then its city',
  postcode: 'Please choose a postcode of the chosen city from the list',
  postcodeFormat: 'Postcode must be 5 digits',
  postcodeNeedsCity: 'Please choose the city first, then its postcode',
  country: 'We deliver samples within Malaysia only: the country must be Malaysia',
  businessType: 'Please choose Sdn. Bhd. or Enterprise as the business type',
} as const;

// the profile's fields in Bahasa Malaysia, for the sentences of a refused value (docs/glossary.md)
const PROFILE_FIELD_LABELS_MS: Record<TProfileTextField, string> = {
  jobTitle: 'Jawatan',
  companyName: 'Nama syarikat',
  businessName: 'Nama perniagaan',
  address: 'Alamat',
  city: 'Bandar',
  state: 'Negeri',
  zipCode: 'Poskod',
  country: 'Negara',
  phoneNumber: 'Nombor telefon',
  university: 'Universiti',
  courseCategory: 'Kursus',
  studentId: 'ID pelajar',
};

const text = (field: TProfileTextField) => {
  const label = PROFILE_FIELD_LABELS[field];
  const malay = PROFILE_FIELD_LABELS_MS[field];
  const max = PROFILE_FIELD_MAX[field];
  return singleLineText(said({ en: `${label} must be text`, ms: `${malay} mestilah teks` }))
    .trim()
    .max(
      max,
      said({ en: `${label} must be at most ${max} characters`, ms: `${malay} mestilah tidak melebihi ${max} aksara` }),
    );
};
// the postcode's digits are checked here; whether it lies in the chosen city, against the postcode data, by the API
const ZPostcodeSchema = text('zipCode').refine(
  (postcode) => postcode === '' || /^\d{5}$/.test(postcode),
  saidByKey('profile.postcodeFormat', PROFILE_MESSAGES.postcodeFormat),
);
const ZDocumentsSchema = z.array(ZSupportingDocumentInputSchema).max(20);
const ZBusinessTypeSchema = z.enum(BUSINESS_TYPES, saidByKey('profile.businessType', PROFILE_MESSAGES.businessType));
// an empty select sends ''; treat it as not chosen
const ZOptionalBusinessTypeSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  ZBusinessTypeSchema.optional(),
);
const ZGraduationYearSchema = z
  .union([z.string(), z.number().int()], saidByKey('auth.graduationYear', AUTH_MESSAGES.graduationYear))
  .transform(String)
  .pipe(
    singleLineText()
      .trim()
      .refine(
        (year) => year === '' || /^\d{4}$/.test(year),
        saidByKey('auth.graduationYear', AUTH_MESSAGES.graduationYear),
      ),
  );

// The address: state, city and postcode are names from the reference lists (GET /organizations/states, /cities);
// the API checks them against those lists and the phone number as a Malaysian one, and stores both normalised.
const addressFields = {
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zipCode: ZPostcodeSchema,
  country: text('country'),
};

export const ZProfessionalDraftSchema = z
  .object({
    jobTitle: text('jobTitle'),
    companyName: text('companyName'),
    ...addressFields,
    phoneNumber: text('phoneNumber'),
    businessType: ZOptionalBusinessTypeSchema,
    supportingDocuments: ZDocumentsSchema,
  })
  .partial()
  .strict();

export const ZNonProfessionalDraftSchema = z
  .object({
    businessName: text('businessName'),
    ...addressFields,
    phoneNumber: text('phoneNumber'),
    businessType: ZOptionalBusinessTypeSchema,
    supportingDocuments: ZDocumentsSchema,
  })
  .partial()
  .strict();

export const ZStudentDraftSchema = z
  .object({
    university: text('university'),
    courseCategory: text('courseCategory'),
    graduationYear: ZGraduationYearSchema,
    studentId: text('studentId'),
    ...addressFields,
    // a student may give a phone number too: the courier calls it, and the order form starts from it
    phoneNumber: text('phoneNumber'),
    supportingDocuments: ZDocumentsSchema,
  })
  .partial()
  .strict();

const email = ZEmailSchema;
const USER_TYPE_SAID = {
  en: 'User type must be professional, non-professional or student',
  ms: 'Jenis akaun mestilah profesional, bukan profesional atau pelajar',
};
const profileBody = <T extends z.ZodTypeAny>(userType: TUserType, profileData: T) =>
  z.object({ email, userType: z.literal(userType), profileData }).strict();

/** `save-partial-profile` and `complete-profile`: the profile data's shape follows the user type. */
export const ZProfileSubmissionSchema = z.discriminatedUnion(
  'userType',
  [
    profileBody('professional', ZProfessionalDraftSchema),
    profileBody('non-professional', ZNonProfessionalDraftSchema),
    profileBody('student', ZStudentDraftSchema),
  ],
  said(USER_TYPE_SAID),
);
export type TProfileSubmission = z.infer<typeof ZProfileSubmissionSchema>;
/** A profile submission as the wizard sends it. */
export type TProfileSubmissionInput = z.input<typeof ZProfileSubmissionSchema>;
export type TStudentDraftInput = z.input<typeof ZStudentDraftSchema>;

export const ZSetUserTypeRequestSchema = z
  .object({
    email,
    userType: z.enum(USER_TYPES, said(USER_TYPE_SAID)),
  })
  .strict();

export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account and mail its verification code',
    auth: 'public',
    body: ZRegisterRequestSchema,
    response: ZRegisterResponseSchema,
    status: 201,
    errors: [400, 429],
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/auth/verify-email',
    summary: 'Verify the e-mail with its 6-character code; signs the user in',
    auth: 'public',
    body: ZVerifyEmailRequestSchema,
    response: ZTokenUserResponseSchema,
    errors: [400],
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    summary: 'Mail a new verification code (once a minute, five an hour)',
    auth: 'public',
    body: ZEmailRequestSchema,
    response: ZMessageResponseSchema,
    errors: [400, 429],
  }),
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password',
    auth: 'public',
    body: ZLoginRequestSchema,
    response: ZSessionResponseSchema,
    errors: [400, 401, 403, 429],
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Mail a password reset link (the same answer whether or not the account exists)',
    auth: 'public',
    body: ZEmailRequestSchema,
    response: ZMessageResponseSchema,
    errors: [400, 429],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset token; ends every older session',
    auth: 'public',
    body: ZResetPasswordRequestSchema,
    response: ZMessageResponseSchema,
    errors: [400],
  }),
};

/** The registration wizard's calls: they keep the `/auth` paths the spec fixes. */
export const onboardingEndpoints = {
  profile: endpoint({
    method: 'POST',
    path: '/auth/profile',
    summary: "The signed-in user's account, for the wizard's status check",
    auth: 'user',
    body: ZEmailRequestSchema,
    response: ZTokenUserResponseSchema,
    errors: [400, 401, 403, 409],
  }),
  setUserType: endpoint({
    method: 'POST',
    path: '/auth/set-user-type',
    summary: 'Choose the account type',
    auth: 'user',
    body: ZSetUserTypeRequestSchema,
    response: ZUserMessageResponseSchema,
    errors: [400, 401, 403, 409],
  }),
  savePartialProfile: endpoint({
    method: 'POST',
    path: '/auth/save-partial-profile',
    summary: 'Save a draft of the profile and its documents',
    auth: 'user',
    body: ZProfileSubmissionSchema,
    response: ZUserMessageResponseSchema,
    errors: [400, 401, 403, 409, 413, 415],
  }),
  completeProfile: endpoint({
    method: 'POST',
    path: '/auth/complete-profile',
    summary: 'Submit the profile for review: every required field and document',
    auth: 'user',
    body: ZProfileSubmissionSchema,
    response: ZTokenUserResponseSchema,
    errors: [400, 401, 403, 409, 413, 415],
  }),
};
