import {
  AUTH_MESSAGES,
  PROFILE_FIELD_LABELS,
  type TProfileSubmission,
  type TUserType,
} from '@samplebank/contracts/auth';
import { missingDocuments } from '@samplebank/domain/documents';
import { missingProfileFields } from '@samplebank/domain/onboarding';
import type { Transaction } from '../../db/client.js';
import type { SupportingDocument } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { resolveSupportingDocuments } from '../uploads/uploads.service.js';
import { reviewAfterChange } from '../users/users.policy.js';
import { lockUserById, type UserRow, updateUser } from '../users/users.repository.js';
import { publicUser } from '../users/users.service.js';
import { checkedProfile } from './profile-checks.js';

type OnboardingContext = ServiceContext<'db' | 'storage' | 'tokens'>;
type InfoColumn = 'professionalInfo' | 'nonProfessionalInfo' | 'studentInfo';

const INFO_COLUMN: Record<TUserType, InfoColumn> = {
  professional: 'professionalInfo',
  'non-professional': 'nonProfessionalInfo',
  student: 'studentInfo',
};

/** The onboarding calls name an e-mail; it must be the token's own (DESIGN.md §5), else 403 and no token. */
function assertOwnEmail(user: AuthUser, email: string) {
  if (user.email.toLowerCase() !== email.toLowerCase()) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notYourAccount);
}

/** An approved account keeps the type it was approved as; before approval the type may change. */
function typeChanges(user: AuthUser, userType: TUserType) {
  if (user.userType === userType) return {};
  if (user.isApproved && user.userType) throw new AppError('CONFLICT', AUTH_MESSAGES.userTypeLocked);
  // a new type has a new profile to fill: it is not complete, and a pending review waits for it
  return {
    userType,
    isProfileComplete: false,
    ...(user.reviewStatus === 'pending' ? { reviewStatus: 'none' } : {}),
  };
}

/** The stored profile of this type with the new fields over it; documents are kept apart. */
function mergedProfile(user: AuthUser, submission: TProfileSubmission): Record<string, unknown> {
  const { supportingDocuments: _documents, ...fields } = submission.profileData;
  const previous = user.userType === submission.userType ? (user[INFO_COLUMN[submission.userType]] ?? {}) : {};
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...previous, ...defined };
}

/** The profile column of a user type, holding the given profile. */
function profileColumn(userType: TUserType, profile: Record<string, unknown>): Partial<UserRow> {
  return { [INFO_COLUMN[userType]]: profile };
}

/** The documents a submission lists, checked against the uploads; nothing when it lists none (they stay). */
async function sentDocuments(context: OnboardingContext, user: AuthUser, submission: TProfileSubmission) {
  const sent = submission.profileData.supportingDocuments;
  if (!sent) return undefined;
  return resolveSupportingDocuments(context, user, { documents: sent });
}

/**
 * Writes a profile change built from the account row as it is now, under its row lock; an approved business that
 * loses what staff approved it on goes back to review in the same write (`reviewAfterChange`).
 */
async function writeProfile(
  context: OnboardingContext,
  userId: string,
  build: (current: UserRow, tx: Transaction) => Promise<Partial<UserRow>>,
) {
  return context.db.transaction(async (tx) => {
    const current = await lockUserById(tx, userId);
    if (!current) throw new AppError('NOT_FOUND', 'User not found');
    const changes = await build(current, tx);
    const review = reviewAfterChange(current, { ...current, ...changes });
    const updated = await updateUser(tx, userId, { ...changes, ...review });
    if (!updated) throw new AppError('NOT_FOUND', 'User not found');
    return { updated, isSentBackToReview: Boolean(review) };
  });
}

/** `POST /auth/profile`: the signed-in user's account and a fresh token, for the wizard's status check. */
export async function getProfile(context: OnboardingContext, user: AuthUser, { email }: { email: string }) {
  assertOwnEmail(user, email);
  return {
    user: await publicUser(context.db, user),
    token: await context.tokens.sign(user),
    isAuthenticated: user.isEmailVerified,
  };
}

/** `POST /auth/set-user-type`: records the chosen account type. */
export async function setUserType(
  context: OnboardingContext,
  user: AuthUser,
  { email, userType }: { email: string; userType: TUserType },
) {
  assertOwnEmail(user, email);
  const updated = await updateUser(context.db, user.id, typeChanges(user, userType));
  if (!updated) throw new AppError('NOT_FOUND', 'User not found');
  return { message: AUTH_MESSAGES.userTypeSelected, user: await publicUser(context.db, updated) };
}

/**
 * `POST /auth/save-partial-profile`: stores a draft of the profile and its checked documents. An approved business
 * that removes a required document or changes its business type or name is sent back to review, and told so.
 */
export async function savePartialProfile(context: OnboardingContext, user: AuthUser, submission: TProfileSubmission) {
  assertOwnEmail(user, submission.email);
  const documents = await sentDocuments(context, user, submission);
  const { updated, isSentBackToReview } = await writeProfile(context, user.id, async (current, tx) => ({
    ...typeChanges(current, submission.userType),
    ...profileColumn(
      submission.userType,
      await checkedProfile(tx, mergedProfile(current, submission), { sent: submission.profileData, checkAll: false }),
    ),
    supportingDocuments: documents ?? current.supportingDocuments,
  }));
  return {
    message: isSentBackToReview ? AUTH_MESSAGES.reviewAgain : AUTH_MESSAGES.progressSaved,
    user: await publicUser(context.db, updated),
  };
}

function assertRequiredFields(userType: TUserType, profile: Record<string, unknown>) {
  const missingFields = missingProfileFields(userType, profile);
  if (missingFields.length) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.requiredFields, {
      fields: Object.fromEntries(
        missingFields.map((field) => [
          field,
          `${PROFILE_FIELD_LABELS[field as keyof typeof PROFILE_FIELD_LABELS]} is required`,
        ]),
      ),
    });
  }
}

function assertRequiredDocuments(
  userType: TUserType,
  profile: Record<string, unknown>,
  documents: SupportingDocument[],
) {
  if (userType === 'student') return;
  const missing = missingDocuments(profile.businessType as string | undefined, documents);
  if (missing.length) {
    throw new AppError('VALIDATION', `${AUTH_MESSAGES.requiredDocuments} ${missing.join(', ')}`, {
      fields: { supportingDocuments: `missing ${missing.join(', ')}` },
    });
  }
}

/**
 * `POST /auth/complete-profile`: checks every required field and document, then sends the account for review. An
 * approved account stays approved unless the change takes away what staff approved it on.
 */
export async function completeProfile(context: OnboardingContext, user: AuthUser, submission: TProfileSubmission) {
  assertOwnEmail(user, submission.email);
  const documents = await sentDocuments(context, user, submission);
  const submittedAt = new Date().toISOString();
  const { updated, isSentBackToReview } = await writeProfile(context, user.id, async (current, tx) => {
    const merged = mergedProfile(current, submission);
    assertRequiredFields(submission.userType, merged);
    const profile = await checkedProfile(tx, merged, { sent: submission.profileData, checkAll: true });
    const supportingDocuments = documents ?? current.supportingDocuments;
    assertRequiredDocuments(submission.userType, profile, supportingDocuments);
    return {
      ...typeChanges(current, submission.userType),
      ...profileColumn(submission.userType, profile),
      supportingDocuments: supportingDocuments.map((document) => ({
        ...document,
        uploadedAt: document.uploadedAt ?? submittedAt,
      })),
      isProfileComplete: true,
      ...(current.isApproved ? {} : { reviewStatus: 'pending', rejectionReason: null }),
    };
  });
  return {
    message: isSentBackToReview ? AUTH_MESSAGES.reviewAgain : AUTH_MESSAGES.profileCompleted,
    token: await context.tokens.sign(updated),
    user: await publicUser(context.db, updated),
    isAuthenticated: true,
  };
}
