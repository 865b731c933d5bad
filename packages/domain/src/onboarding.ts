import { hasRequiredDocuments } from './documents.js';

export type UserType = 'professional' | 'non-professional' | 'student';
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

/** The Business Verification Required banner: not for admins or students; for incomplete profiles or documents. */
export function showsVerificationBanner(user: OnboardingUser): boolean {
  if (user.role === 'ADMIN' || user.userType === 'student') return false;
  if (!user.isProfileComplete) return true;
  if (user.userType === 'professional' || user.userType === 'non-professional') return !hasCompleteDocuments(user);
  return false;
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
