import { hasRequiredDocuments } from './documents.js';

/** Who an account is for (accounts spec §5): a professional business, a non-professional one, or a student. */
export const USER_TYPES = ['professional', 'non-professional', 'student'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** The fields each user type must fill before `complete-profile` (accounts spec §5). */
export const REQUIRED_PROFILE_FIELDS: Record<UserType, readonly string[]> = {
  professional: [
    'jobTitle',
    'companyName',
    'address',
    'city',
    'state',
    'zipCode',
    'country',
    'phoneNumber',
    'businessType',
  ],
  'non-professional': ['businessName', 'address', 'city', 'state', 'zipCode', 'country', 'phoneNumber', 'businessType'],
  student: [
    'university',
    'courseCategory',
    'graduationYear',
    'studentId',
    'address',
    'city',
    'state',
    'zipCode',
    'country',
  ],
};

/** The required fields a profile draft leaves empty. */
export function missingProfileFields(userType: UserType, profileData: Record<string, unknown>): string[] {
  return REQUIRED_PROFILE_FIELDS[userType].filter((field) => {
    const value = profileData[field];
    return value === undefined || value === null || String(value).trim() === '';
  });
}

export type WizardStep =
  | 'email-verification'
  | 'user-type-selection'
  | 'profile-completion'
  | 'pending-approval'
  | 'completed';

export type OnboardingUser = {
  role?: string;
  isEmailVerified: boolean;
  isProfileComplete: boolean;
  isApproved: boolean;
  userType?: UserType | string | null;
  supportingDocuments?: readonly { documentType: string }[] | null;
  professionalInfo?: { businessType?: string } | null;
  nonProfessionalInfo?: { businessType?: string } | null;
};

/** The business type of a professional or non-professional profile. */
export function businessTypeOf(user: OnboardingUser): string | undefined {
  if (user.userType === 'professional') return user.professionalInfo?.businessType;
  if (user.userType === 'non-professional') return user.nonProfessionalInfo?.businessType;
  return undefined;
}

/** A business user has supplied every document its business type requires. */
export function hasCompleteDocuments(user: OnboardingUser): boolean {
  return hasRequiredDocuments(businessTypeOf(user), user.supportingDocuments ?? []);
}

/**
 * The wizard's first step for a user (accounts spec §4, "Wizard start"). Where the spec counts "more than 2"
 * documents, DESIGN.md §6 asks for every required document.
 */
export function wizardStartStep(user: OnboardingUser): WizardStep {
  if (!user.isEmailVerified) return 'email-verification';
  if (!user.userType) return 'user-type-selection';
  if (!user.isProfileComplete) return 'profile-completion';
  if (user.isApproved) return 'completed';
  if (user.userType === 'student') return 'pending-approval';
  return hasCompleteDocuments(user) ? 'pending-approval' : 'profile-completion';
}

/** A user who said they buy for a business: a professional or a non-professional. */
export function isBusinessUser(user: Pick<OnboardingUser, 'userType'>): boolean {
  return user.userType === 'professional' || user.userType === 'non-professional';
}

/**
 * The Business Verification Required banner: only once the user said they are a business (professional or
 * non-professional), and only while its profile or documents are incomplete. Admins, students and users who have
 * not picked a type yet never see it (they are led back to the wizard instead).
 */
export function showsVerificationBanner(user: OnboardingUser): boolean {
  if (user.role === 'ADMIN' || !isBusinessUser(user)) return false;
  if (!user.isProfileComplete) return true;
  return !hasCompleteDocuments(user);
}

/**
 * The wizard has something left for the user to do: a type to choose, a profile to fill or documents to upload.
 * Such a user is led back into the wizard ("Finish your profile") rather than told that staff are reviewing it.
 */
export function hasUnfinishedProfile(user: OnboardingUser): boolean {
  if (user.role === 'ADMIN' || user.isApproved) return false;
  const step = wizardStartStep(user);
  return step === 'user-type-selection' || step === 'profile-completion';
}

const HOUR_MS = 60 * 60 * 1000;
/** Staff see an unfinished profile once the account is this old: a day to finish on one's own. */
export const UNFINISHED_PROFILE_MIN_AGE_HOURS = 24;
/** One reminder to finish the profile per user in this many days. */
export const PROFILE_NUDGE_INTERVAL_DAYS = 3;

/** When staff may remind the user again, or null when they may now (never reminded, or long enough ago). */
export function nextNudgeAllowedAt(lastNudgedAt: Date | null | undefined, now: Date = new Date()): Date | null {
  if (!lastNudgedAt) return null;
  const next = new Date(lastNudgedAt.getTime() + PROFILE_NUDGE_INTERVAL_DAYS * 24 * HOUR_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** The newest account creation time that counts as unfinished-and-waiting at `now`. */
export function unfinishedProfileCutoff(now: Date = new Date()): Date {
  return new Date(now.getTime() - UNFINISHED_PROFILE_MIN_AGE_HOURS * HOUR_MS);
}

/** The progress bar of the wizard (accounts spec §2). */
export function wizardProgress(step: WizardStep, startedAtEmailVerification: boolean): number {
  const table: Record<WizardStep, [number, number]> = {
    'email-verification': [25, 0],
    'user-type-selection': [50, 33],
    'profile-completion': [75, 66],
    'pending-approval': [100, 100],
    completed: [100, 100],
  };
  return table[step][startedAtEmailVerification ? 0 : 1];
}
