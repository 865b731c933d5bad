import {
  AUTH_MESSAGES,
  missingProfileFields,
  type TProfileSubmission,
  type TUserType,
} from '@samplebank/contracts/auth';
import { missingDocuments } from '@samplebank/domain/documents';
import type { AppContext } from '../../app.js';
import type { SupportingDocument } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { resolveSupportingDocuments } from '../uploads/uploads.service.js';
import { type UserRow, updateUser } from '../users/users.repository.js';
import { publicUser } from '../users/users.service.js';

type OnboardingContext = Pick<AppContext, 'db' | 'storage' | 'tokens'>;
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

async function documentsOf(context: OnboardingContext, user: AuthUser, submission: TProfileSubmission) {
  const sent = submission.profileData.supportingDocuments;
  if (!sent) return user.supportingDocuments;
  return resolveSupportingDocuments(context.db, context.storage, user.id, sent, user.supportingDocuments);
}

async function saved(context: OnboardingContext, user: UserRow | undefined) {
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return publicUser(context.db, user);
}

/** `POST /auth/profile`: the signed-in user's account and a fresh token, for the wizard's status check. */
export async function getProfile(context: OnboardingContext, user: AuthUser, email: string) {
  assertOwnEmail(user, email);
  return {
    user: await publicUser(context.db, user),
    token: await context.tokens.sign(user),
    isAuthenticated: user.isEmailVerified,
  };
}

/** `POST /auth/set-user-type`: records the chosen account type. */
export async function setUserType(context: OnboardingContext, user: AuthUser, email: string, userType: TUserType) {
  assertOwnEmail(user, email);
  const updated = await updateUser(context.db, user.id, typeChanges(user, userType));
  return { message: AUTH_MESSAGES.userTypeSelected, user: await saved(context, updated) };
}

/** `POST /auth/save-partial-profile`: stores a draft of the profile and its checked documents. */
export async function savePartialProfile(context: OnboardingContext, user: AuthUser, submission: TProfileSubmission) {
  assertOwnEmail(user, submission.email);
  const changes = typeChanges(user, submission.userType);
  const supportingDocuments = await documentsOf(context, user, submission);
  const updated = await updateUser(context.db, user.id, {
    ...changes,
    [INFO_COLUMN[submission.userType]]: mergedProfile(user, submission),
    supportingDocuments,
  });
  return { message: AUTH_MESSAGES.progressSaved, user: await saved(context, updated) };
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

/** `POST /auth/complete-profile`: checks every required field and document, then sends the account for review. */
export async function completeProfile(context: OnboardingContext, user: AuthUser, submission: TProfileSubmission) {
  assertOwnEmail(user, submission.email);
  const changes = typeChanges(user, submission.userType);
  const profile = mergedProfile(user, submission);
  const missingFields = missingProfileFields(submission.userType, profile);
  if (missingFields.length) {
    throw new AppError('VALIDATION', AUTH_MESSAGES.requiredFields, {
      fields: Object.fromEntries(missingFields.map((field) => [field, 'is required'])),
    });
  }
  const documents = await documentsOf(context, user, submission);
  assertRequiredDocuments(submission.userType, profile, documents);
  const submittedAt = new Date().toISOString();
  const updated = await updateUser(context.db, user.id, {
    ...changes,
    [INFO_COLUMN[submission.userType]]: profile,
    supportingDocuments: documents.map((document) => ({ ...document, uploadedAt: document.uploadedAt ?? submittedAt })),
    isProfileComplete: true,
    // an approved account stays approved; anyone else waits for a review
    ...(user.isApproved ? {} : { reviewStatus: 'pending', rejectionReason: null }),
  });
  const completed = await saved(context, updated);
  return {
    message: AUTH_MESSAGES.profileCompleted,
    token: await context.tokens.sign(updated!),
    user: completed,
    isAuthenticated: true,
  };
}
