import { isLocale } from '@samplebank/contracts/locales';
import type { TUser } from '@samplebank/contracts/users';
import type { UserRow } from './users.repository.js';

/** A user row in its public shape: the columns the spec names, never the password hash or token version. */
export function presentUser(user: UserRow, myWishlist: string[] = []): TUser {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    role: user.role,
    // the column's check constraint holds it to USER_TYPES
    userType: user.userType as TUser['userType'],
    isEmailVerified: user.isEmailVerified,
    isProfileComplete: user.isProfileComplete,
    isApproved: user.isApproved,
    isPremium: user.isPremium,
    organizationId: user.organizationId,
    myWishlist,
    supportingDocuments: user.supportingDocuments.map((document) => ({
      documentType: document.documentType,
      documentKey: document.documentKey,
      originalFilename: document.originalFilename,
      ...(document.uploadedAt ? { uploadedAt: document.uploadedAt } : {}),
    })),
    professionalInfo: user.professionalInfo ?? null,
    nonProfessionalInfo: user.nonProfessionalInfo ?? null,
    studentInfo: user.studentInfo ?? null,
    reviewStatus: user.reviewStatus as TUser['reviewStatus'],
    rejectionReason: user.rejectionReason,
    createdAt: user.createdAt.toISOString(),
    ...(isLocale(user.locale) ? { locale: user.locale } : {}),
  };
}
