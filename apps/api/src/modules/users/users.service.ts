import { DOCUMENT_URL_LIFETIME_SECONDS } from '@samplebank/contracts/uploads';
import {
  type TAdminCreateUserRequest,
  type TUpdateUserRequest,
  type TUser,
  type TUserListQuery,
  USER_MESSAGES,
} from '@samplebank/contracts/users';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import { hashPassword } from '../../platform/password.js';
import { deleteUploadsOfUser } from '../uploads/uploads.service.js';
import { assertCanManageUser, assertMayChangeFields, isAdmin } from './users.policy.js';
import { presentUser } from './users.presenter.js';
import * as repository from './users.repository.js';

type MailContext = ServiceContext<'db' | 'mailer' | 'config'>;
type UserId = { userId: string };

/** A user in its public shape, with its wishlist. */
export async function publicUser(db: Database, user: repository.UserRow): Promise<TUser> {
  const wishlists = await repository.findWishlists(db, [user.id]);
  return presentUser(user, wishlists.get(user.id));
}

/** `GET /users/{id}`: the user themself or ADMIN. */
export async function getUser({ db }: ServiceContext<'db'>, actor: AuthUser, { userId: id }: UserId): Promise<TUser> {
  assertCanManageUser(actor, id);
  const user = await repository.findUserById(db, id);
  if (!user) throw notFound('User');
  return publicUser(db, user);
}

/** `GET /users/by-email/{email}`: the user themself or ADMIN; anyone else is refused before any lookup. */
export async function getUserByEmail(
  { db }: ServiceContext<'db'>,
  actor: AuthUser,
  { email }: { email: string },
): Promise<TUser> {
  if (!isAdmin(actor) && actor.email.toLowerCase() !== email)
    throw new AppError('FORBIDDEN', USER_MESSAGES.notYourAccount);
  const user = await repository.findUserByEmail(db, email);
  if (!user) throw notFound('User');
  return publicUser(db, user);
}

async function assertMayLinkOrganization(
  db: Database,
  actor: AuthUser,
  target: repository.UserRow,
  organizationId: string,
) {
  const organization = await repository.findOrganizationById(db, organizationId);
  if (!organization) throw notFound('Organization');
  const isLinkedAlready = target.organizationId === organizationId;
  if (!isAdmin(actor) && organization.createdBy !== actor.id && !isLinkedAlready) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.organizationNotYours);
  }
}

/** What the audit log keeps of an account: the fields staff decide on, never a secret. */
function userAuditView(user: repository.UserRow) {
  const { id, email, name, role, isApproved, isPremium, reviewStatus, rejectionReason, organizationId } = user;
  return { id, email, name, role, isApproved, isPremium, reviewStatus, rejectionReason, organizationId };
}

/** The review fields an approval decision sets, and the mail it sends. */
function reviewChanges(target: repository.UserRow, changes: TUpdateUserRequest) {
  if (changes.rejectionReason !== undefined && changes.isApproved !== false) {
    throw new AppError('VALIDATION', 'rejectionReason is only sent with isApproved: false', {
      fields: { rejectionReason: 'is only sent with isApproved: false' },
    });
  }
  if (changes.isApproved === true && !target.isApproved) {
    return { set: { isApproved: true, reviewStatus: 'approved', rejectionReason: null }, mail: 'approved' as const };
  }
  if (changes.isApproved === false) {
    if (!changes.rejectionReason) {
      throw new AppError('VALIDATION', USER_MESSAGES.rejectionReasonRequired, {
        fields: { rejectionReason: 'is required' },
      });
    }
    const reason = changes.rejectionReason;
    return { set: { isApproved: false, reviewStatus: 'rejected', rejectionReason: reason }, mail: 'rejected' as const };
  }
  return { set: {}, mail: undefined };
}

/** `PUT /users/{id}`: a user changes name, avatar and organization; ADMIN also role, approval and premium. */
export async function updateUserAccount(
  context: MailContext,
  actor: AuthUser,
  { userId: id, changes }: UserId & { changes: TUpdateUserRequest },
) {
  const { db, mailer, config } = context;
  assertCanManageUser(actor, id);
  assertMayChangeFields(actor, changes);
  const target = await repository.findUserById(db, id);
  if (!target) throw notFound('User');
  if (changes.organizationId) await assertMayLinkOrganization(db, actor, target, changes.organizationId);
  if (changes.role !== undefined && changes.role !== target.role && actor.id === target.id) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.ownRole);
  }
  const review = reviewChanges(target, changes);
  const roleChanged = changes.role !== undefined && changes.role !== target.role;
  const updated = await db.transaction(async (tx) => {
    const row = await repository.updateUser(tx, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
      ...(changes.organizationId !== undefined ? { organizationId: changes.organizationId } : {}),
      ...(changes.isPremium !== undefined ? { isPremium: changes.isPremium } : {}),
      ...(roleChanged ? { role: changes.role, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      ...review.set,
    });
    if (!row) throw notFound('User');
    // staff decisions are audited in the same transaction; a user's edit of their own name is not a staff action
    if (isAdmin(actor)) {
      const action =
        review.mail === 'approved' ? 'user.approve' : review.mail === 'rejected' ? 'user.reject' : 'user.update';
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        entityType: 'user',
        entityId: id,
        before: userAuditView(target),
        after: userAuditView(row),
      });
    }
    return row;
  });
  if (review.mail === 'approved') {
    await mailer.send({
      to: updated.email,
      kind: 'account-approved',
      ...mailTemplates.accountApproved(accountReader(config.publicUrl, updated), updated.name),
    });
  }
  if (review.mail === 'rejected') {
    const reason = updated.rejectionReason ?? '';
    await mailer.send({
      to: updated.email,
      kind: 'account-rejected',
      ...mailTemplates.accountRejected(accountReader(config.publicUrl, updated), updated.name, reason),
    });
  }
  return { message: USER_MESSAGES.updated, user: await publicUser(db, updated) };
}

/** `DELETE /users/{id}`: the user themself or ADMIN; an account with orders stays (its orders are records). */
export async function deleteUserAccount(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  actor: AuthUser,
  { userId: id }: UserId,
) {
  assertCanManageUser(actor, id);
  const target = await repository.findUserById(db, id);
  if (!target) throw notFound('User');
  if ((await repository.countOrdersOfUser(db, id)) > 0) throw new AppError('CONFLICT', USER_MESSAGES.hasOrders);
  const keys = await db.transaction(async (tx) => {
    const uploadedKeys = await deleteUploadsOfUser(tx, id);
    await repository.deleteUserById(tx, id);
    return uploadedKeys;
  });
  // the files go after the rows: a failed file delete leaves an orphan file, never a row pointing nowhere
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
  return { message: USER_MESSAGES.deleted };
}

/** `POST /users/admin`: ADMIN adds an account; its e-mail counts as verified because staff vouch for it. */
export async function addUserAsAdmin({ db }: ServiceContext<'db'>, actor: AuthUser, input: TAdminCreateUserRequest) {
  if (await repository.findUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', 'An account with this email already exists');
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const row = await repository.insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      role: input.role,
      userType: input.userType ?? null,
      isEmailVerified: true,
      // an administrator has no wizard to go through
      isProfileComplete: input.role === 'ADMIN',
      isApproved: input.isApproved,
      isPremium: input.isPremium,
      reviewStatus: input.isApproved ? 'approved' : 'none',
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.create',
      entityType: 'user',
      entityId: row.id,
      before: null,
      after: userAuditView(row),
    });
    return row;
  });
  return { message: USER_MESSAGES.added, user: presentUser(user) };
}

/** `GET /users/kpb-admin`: a page of users for ADMIN, searched and filtered. */
export async function listUsers({ db }: ServiceContext<'db'>, query: TUserListQuery) {
  const { page, limit, ...filters } = query;
  const { rows, total } = await repository.findUsers(db, filters, (page - 1) * limit, limit);
  const wishlists = await repository.findWishlists(
    db,
    rows.map((row) => row.id),
  );
  return {
    users: rows.map((row) => presentUser(row, wishlists.get(row.id))),
    currentPage: page,
    totalPages: Math.ceil(total / limit),
    totalUsers: total,
  };
}

/** `GET /users/{id}/documents`: the supporting documents with short-lived signed links, for the owner or ADMIN. */
export async function listUserDocuments(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  actor: AuthUser,
  { userId: id }: UserId,
) {
  assertCanManageUser(actor, id);
  const user = await repository.findUserById(db, id);
  if (!user) throw notFound('User');
  const documents = await Promise.all(
    user.supportingDocuments.map(async (document) => ({
      documentType: document.documentType,
      documentKey: document.documentKey,
      originalFilename: document.originalFilename,
      ...(document.uploadedAt ? { uploadedAt: document.uploadedAt } : {}),
      url: await storage.signedDownloadUrl(document.documentKey, DOCUMENT_URL_LIFETIME_SECONDS),
    })),
  );
  return { documents };
}
