import { createHash, randomBytes } from 'node:crypto';
import {
  BRAND_INVITATION_LIFETIME_DAYS,
  BRAND_MESSAGES,
  BRAND_PENDING_INVITATIONS_MAX,
  type TBrandAccess,
  type TBrandInvitation,
  type TBrandInvitationView,
  type TBrandMember,
  type TBrandRole,
  type TBrandTeam,
  type TInviteBrandMemberRequest,
} from '@samplebank/contracts/brand-portal';
import type { Locale } from '@samplebank/contracts/locales';
import type { Transaction } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { accountReader, type MailReader, mailTemplates } from '../../platform/mail-templates.js';
import { findUserByEmail } from '../users/users.repository.js';
import { brandOwnerStanding, brandStanding, canManageTeam, presentStanding } from './brand-access.js';
import {
  answerBrandInvitation,
  type BrandInvitationRow,
  countPendingBrandInvitations,
  deleteBrandMember,
  findBrandInvitationByTokenHash,
  findBrandMember,
  findBrandMembers,
  findBrandsOfUser,
  findPendingBrandInvitation,
  findPendingBrandInvitations,
  hasBrandMemberWithEmail,
  insertBrandInvitation,
  insertBrandMember,
  lockBrandOwners,
  renewBrandInvitation,
  setBrandMemberRole,
} from './brand-members.repository.js';

type Deps = ServiceContext<'db' | 'mailer' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const M = BRAND_MESSAGES;

/** Only a token's sha256 is stored: a leaked table lets no one into a brand. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function presentMember(row: {
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: Date;
}): TBrandMember {
  return { ...row, role: row.role as TBrandRole, joinedAt: row.joinedAt.toISOString() };
}

function presentInvitation(invitation: BrandInvitationRow, invitedByName: string | null): TBrandInvitation {
  return {
    _id: invitation.id,
    email: invitation.email,
    role: invitation.role as TBrandRole,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
    invitedByName,
  };
}

/** `GET /brand-portal/brands`: the brands the caller works for. */
export async function listMyBrands(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
): Promise<{ brands: TBrandAccess[] }> {
  const rows = await findBrandsOfUser(db, caller.id);
  return {
    brands: rows.map((row) => ({
      brand: { _id: row.brandId, name: row.name, logoUrl: row.logoUrl },
      role: row.role as TBrandRole,
    })),
  };
}

/** `GET /brand-portal/{brandId}`: the caller's standing, which the portal's pages follow. */
export async function getBrandAccess({ db }: ServiceContext<'db'>, caller: AuthUser, brandId: string) {
  return presentStanding(await brandStanding(db, caller, brandId));
}

/** `GET /brand-portal/{brandId}/members`: every member sees the team; only owners and staff see who was invited. */
export async function getBrandTeam(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  brandId: string,
): Promise<TBrandTeam> {
  const standing = await brandStanding(db, caller, brandId);
  const members = await findBrandMembers(db, brandId);
  const invitations = canManageTeam(standing) ? await findPendingBrandInvitations(db, brandId) : [];
  return {
    members: members.map(presentMember),
    invitations: invitations.map((row) => presentInvitation(row.invitation, row.invitedByName)),
  };
}

/** An invitee with an account reads in its language; anyone else in the language of the request that invites them. */
async function inviteeReader({ db, config }: Deps, email: string, requestLocale: Locale): Promise<MailReader> {
  const account = await findUserByEmail(db, email);
  return account ? accountReader(config.publicUrl, account) : { publicUrl: config.publicUrl, locale: requestLocale };
}

/**
 * `POST /brand-portal/{brandId}/invitations`: an owner invites a colleague, or staff invite a brand's first owner. A
 * pending invitation to the same address is renewed (new link, role and 7 days; the old link stops working) rather
 * than doubled, and a brand has at most `BRAND_PENDING_INVITATIONS_MAX` waiting.
 */
export async function inviteBrandMember(
  context: Deps,
  caller: AuthUser,
  { brandId, locale, ...body }: TInviteBrandMemberRequest & { brandId: string; locale: Locale },
): Promise<TBrandInvitation> {
  const standing = await brandOwnerStanding(context.db, caller, brandId);
  const email = body.email.trim();
  const { invitation, token } = await context.db.transaction((tx) =>
    writeBrandInvitation(tx, caller, { brandId, email, role: body.role }),
  );
  await mailBrandInvitation(context, {
    email,
    locale,
    token,
    role: body.role,
    brandName: standing.brandName,
    inviterName: caller.name,
  });
  return presentInvitation(invitation, caller.name);
}

/**
 * An invitation's rows, written in the caller's transaction (`inviteBrandMember`'s, or an approved partner
 * application's, which makes the brand in the same one): refused for someone who already works for the brand, a
 * pending one renewed, a new one audited. Answers the invitation and its token, to be mailed once committed.
 */
export async function writeBrandInvitation(
  tx: Transaction,
  caller: AuthUser,
  { brandId, email, role }: { brandId: string; email: string; role: TBrandRole },
): Promise<{ invitation: BrandInvitationRow; token: string }> {
  if (await hasBrandMemberWithEmail(tx, brandId, email)) throw new AppError('CONFLICT', M.alreadyMember);
  const token = randomBytes(32).toString('base64url');
  const values = {
    role,
    tokenHash: hashToken(token),
    invitedBy: caller.id,
    expiresAt: new Date(Date.now() + BRAND_INVITATION_LIFETIME_DAYS * DAY_MS),
  };
  const pending = await findPendingBrandInvitation(tx, brandId, email);
  if (pending) return { invitation: await renewBrandInvitation(tx, pending.id, values), token };
  if ((await countPendingBrandInvitations(tx, brandId)) >= BRAND_PENDING_INVITATIONS_MAX) {
    throw new AppError('LIMIT_REACHED', M.tooManyInvitations);
  }
  const invitation = await insertBrandInvitation(tx, { ...values, brandId, email });
  await recordAudit(tx, {
    actorId: caller.id,
    action: 'organization.invite',
    entityType: 'organization',
    entityId: brandId,
    after: { email, role },
  });
  return { invitation, token };
}

/** Mails an invitation `writeBrandInvitation` wrote, with the link only this mail carries. */
export async function mailBrandInvitation(
  context: Deps,
  mail: { email: string; locale: Locale; token: string; role: TBrandRole; brandName: string; inviterName: string },
) {
  await context.mailer.send({
    to: mail.email,
    kind: 'brand-invitation',
    ...mailTemplates.brandInvitation(await inviteeReader(context, mail.email, mail.locale), {
      inviterName: mail.inviterName,
      brandName: mail.brandName,
      role: mail.role,
      token: mail.token,
    }),
  });
}

/** `DELETE /brand-portal/{brandId}/invitations/{id}`: the link stops working. */
export async function revokeBrandInvitation(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { brandId, invitationId }: { brandId: string; invitationId: string },
) {
  await brandOwnerStanding(db, caller, brandId);
  await db.transaction(async (tx) => {
    if (!(await answerBrandInvitation(tx, { id: invitationId, brandId }, 'revoked'))) {
      throw new AppError('NOT_FOUND', M.invitationNotFound);
    }
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'organization.uninvite',
      entityType: 'organization',
      entityId: brandId,
      before: { invitationId },
    });
  });
  return { message: M.invitationRevoked };
}

/** `PUT /brand-portal/{brandId}/members/{userId}`: an owner or staff change a role; the last owner stays one. */
export async function changeBrandMember(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { brandId, userId, role }: { brandId: string; userId: string; role: TBrandRole },
): Promise<TBrandMember> {
  await brandOwnerStanding(db, caller, brandId);
  return db.transaction(async (tx) => {
    const owners = await lockBrandOwners(tx, brandId);
    const member = await findBrandMember(tx, brandId, userId);
    if (!member) throw new AppError('NOT_FOUND', M.memberNotFound);
    if (member.role === role) return presentMember(member);
    if (role !== 'owner' && owners.length === 1 && owners[0] === userId) throw new AppError('CONFLICT', M.lastOwner);
    await setBrandMemberRole(tx, brandId, userId, role);
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'organization.member',
      entityType: 'organization',
      entityId: brandId,
      before: { userId, role: member.role },
      after: { userId, role },
    });
    return presentMember({ ...member, role });
  });
}

/** `DELETE /brand-portal/{brandId}/members/{userId}`: an owner or staff remove a member, or a member leaves. */
export async function removeBrandMember(
  { db }: ServiceContext<'db'>,
  caller: AuthUser,
  { brandId, userId }: { brandId: string; userId: string },
) {
  const standing = await brandStanding(db, caller, brandId);
  if (caller.id !== userId && !canManageTeam(standing)) throw forbidden(M.ownerOnly);
  await db.transaction(async (tx) => {
    const owners = await lockBrandOwners(tx, brandId);
    const member = await findBrandMember(tx, brandId, userId);
    if (!member) throw new AppError('NOT_FOUND', M.memberNotFound);
    if (member.role === 'owner' && owners.length === 1) throw new AppError('CONFLICT', M.lastOwner);
    await deleteBrandMember(tx, brandId, userId);
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'organization.leave',
      entityType: 'organization',
      entityId: brandId,
      before: { userId, role: member.role },
    });
  });
  return { message: M.memberRemoved };
}

/** An invitation someone may still act on: pending and not expired; anything else reads as not valid any more. */
async function loadOpenInvitation({ db }: ServiceContext<'db'>, token: string) {
  const row = await findBrandInvitationByTokenHash(db, hashToken(token));
  if (!row || row.invitation.status === 'revoked') throw new AppError('NOT_FOUND', M.invitationNotFound);
  if (row.invitation.status === 'accepted') throw new AppError('INVALID_STATE', M.invitationAccepted);
  if (row.invitation.expiresAt.getTime() <= Date.now()) throw new AppError('NOT_FOUND', M.invitationExpired);
  return row;
}

/** `GET /brand-invitations/{token}`: what the invitation page shows, to anyone holding the link. */
export async function getBrandInvitation(context: ServiceContext<'db'>, token: string): Promise<TBrandInvitationView> {
  const row = await loadOpenInvitation(context, token);
  return {
    brand: { _id: row.invitation.brandId, name: row.brandName, logoUrl: row.logoUrl },
    email: row.invitation.email,
    role: row.invitation.role as TBrandRole,
    expiresAt: row.invitation.expiresAt.toISOString(),
    invitedByName: row.invitedByName,
  };
}

/**
 * `POST /brand-invitations/{token}/accept`: the signed-in invitee, by the address the link was sent to and verified,
 * joins the brand with the invited role (or keeps a higher one). Staff see every brand already and join none.
 */
export async function acceptBrandInvitation(
  context: ServiceContext<'db'>,
  caller: AuthUser,
  token: string,
): Promise<{ brandId: string }> {
  const { invitation } = await loadOpenInvitation(context, token);
  if (caller.role === 'ADMIN') throw forbidden(M.staffCannotJoin);
  if (!sameEmail(invitation.email, caller.email)) throw forbidden(M.wrongInvitee);
  if (!caller.isEmailVerified) throw forbidden(M.emailNotVerified);
  await context.db.transaction(async (tx) => {
    // the status moves only from pending, so of two racing accepts one wins and the other is refused
    if (!(await answerBrandInvitation(tx, { id: invitation.id }, 'accepted'))) {
      throw new AppError('INVALID_STATE', M.invitationAccepted);
    }
    const existing = await findBrandMember(tx, invitation.brandId, caller.id);
    if (!existing) {
      await insertBrandMember(tx, {
        brandId: invitation.brandId,
        userId: caller.id,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
      });
    } else if (existing.role === 'editor' && invitation.role === 'owner') {
      await setBrandMemberRole(tx, invitation.brandId, caller.id, 'owner');
    }
    await recordAudit(tx, {
      actorId: caller.id,
      action: 'organization.join',
      entityType: 'organization',
      entityId: invitation.brandId,
      after: { userId: caller.id, role: invitation.role },
    });
  });
  return { brandId: invitation.brandId };
}
