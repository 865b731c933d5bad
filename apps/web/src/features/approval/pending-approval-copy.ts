// i18n: not yet translated (issue 16)
import type { SessionUser } from '../../lib/session';

type UserType = NonNullable<SessionUser['userType']>;

export type PendingApprovalCopy = { heading: string; body: string; meanwhile: string };

/** The review time and the e-mail the product promises every account awaiting approval (spec §1). */
export const REVIEW_TIME = '1-2 business days';

/** What the Account Pending Approval dialog tells each kind of account (marketplace spec §2, accounts spec §4). */
export const PENDING_APPROVAL_COPY: Record<UserType | 'unknown', PendingApprovalCopy> = {
  professional: {
    heading: 'Thanks for joining as a design professional',
    body: 'Our team is reviewing your professional details and business verification documents before you can order samples.',
    meanwhile: 'Meanwhile, browse the catalogue and save samples to your wishlist and project boards.',
  },
  'non-professional': {
    heading: 'Thanks for registering your business',
    body: 'Our team is verifying your business details and documents before you can order samples.',
    meanwhile: 'Meanwhile, browse the catalogue and save samples to your wishlist and project boards.',
  },
  student: {
    heading: 'Thanks for joining as a student',
    body: 'Our team is confirming your student details. Once approved you get educational pricing, sample libraries for your projects and learning resources.',
    meanwhile: 'Meanwhile, browse the catalogue and save samples for your coursework.',
  },
  unknown: {
    heading: 'Thanks for joining Samplebank',
    body: 'Our team is reviewing your account before you can order samples.',
    meanwhile: 'Meanwhile, browse the catalogue and save samples to your wishlist.',
  },
};

/** The copy for a user's type; an account without one gets the general text. */
export function pendingApprovalCopyFor(userType: SessionUser['userType']): PendingApprovalCopy {
  return userType ? PENDING_APPROVAL_COPY[userType] : PENDING_APPROVAL_COPY.unknown;
}

/** For an account that has not finished the wizard: nobody is reviewing it yet, so it is asked to finish. */
export const UNFINISHED_PROFILE_COPY = {
  heading: 'Your profile is not finished yet',
  body: 'We review your account once your profile is complete. Finishing it takes a few minutes, and you carry on where you left off.',
  documents:
    'Your business verification documents are not complete yet. Upload them so our team can review your account.',
  action: 'Finish your profile',
} as const;
