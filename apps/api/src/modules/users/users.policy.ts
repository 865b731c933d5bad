import { ADMIN_ONLY_USER_FIELDS, type TUpdateUserRequest, USER_MESSAGES } from '@samplebank/contracts/users';
import { needsReviewAgain } from '@samplebank/domain/documents';
import type { AuthUser } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';

export const isAdmin = (actor: Pick<AuthUser, 'role'>) => actor.role === 'ADMIN';

/** A user reads and changes only their own account; ADMIN any. */
export function canManageUser(actor: Pick<AuthUser, 'id' | 'role'>, targetId: string): boolean {
  return isAdmin(actor) || actor.id === targetId;
}

export function assertCanManageUser(actor: Pick<AuthUser, 'id' | 'role'>, targetId: string) {
  if (!canManageUser(actor, targetId)) throw new AppError('FORBIDDEN', USER_MESSAGES.notYourAccount);
}

/** Only ADMIN sends role, isApproved, isPremium or rejectionReason (DESIGN.md §5). */
export function assertMayChangeFields(actor: Pick<AuthUser, 'role'>, changes: TUpdateUserRequest) {
  if (isAdmin(actor)) return;
  const sent = ADMIN_ONLY_USER_FIELDS.filter((field) => changes[field] !== undefined);
  if (sent.length) throw new AppError('FORBIDDEN', USER_MESSAGES.adminOnlyFields);
}

/**
 * The review fields to set when a change to an approved business takes away what staff approved it on
 * (`needsReviewAgain`): back in the approvals queue, with cart, checkout and orders closed until staff decide.
 */
export function reviewAfterChange(before: AuthUser, after: AuthUser) {
  if (!needsReviewAgain(before, after)) return undefined;
  return { isApproved: false, reviewStatus: 'pending', rejectionReason: null } as const;
}
