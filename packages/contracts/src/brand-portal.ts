import { z } from 'zod';
import { ZEmailAddressSchema, ZIdSchema, ZMessageResponseSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ZInvitationTokenParamsSchema } from './projects.js';
import { said } from './validation-messages.js';

// The brand portal (issue 18): a brand's own people, who they are, who was invited, and who may do what.

/** A brand member's role: the owner also invites and manages colleagues; an editor keeps the shelf. */
export const BRAND_ROLES = ['owner', 'editor'] as const;
export type TBrandRole = (typeof BRAND_ROLES)[number];
/** The caller's standing in a brand's portal: one of its roles, or staff (ADMIN), who may do what an owner may. */
export type TBrandAccessRole = TBrandRole | 'staff';

/** How long an e-mailed invitation to a brand stays good. */
export const BRAND_INVITATION_LIFETIME_DAYS = 7;
/** Invitations waiting at once per brand: a brand is a team, not a mailing list. */
export const BRAND_PENDING_INVITATIONS_MAX = 20;

export const BRAND_MESSAGES = {
  brandNotFound: 'Brand not found',
  notMember: 'You do not work for this brand on Samplebank',
  ownerOnly: 'Only an owner of this brand can invite or manage its members',
  memberNotFound: 'Member not found',
  lastOwner: 'A brand keeps at least one owner. Make someone else an owner first.',
  alreadyMember: 'This person already works for this brand on Samplebank',
  tooManyInvitations: 'This brand has many invitations waiting. Revoke some before sending more.',
  invitationNotFound: 'This invitation is not valid any more. Ask the brand for a new one.',
  invitationExpired: 'This invitation has expired. Ask the brand for a new one.',
  invitationAccepted: 'This invitation was already accepted',
  wrongInvitee: 'This invitation is for a different e-mail address. Sign in with the address it was sent to.',
  emailNotVerified: 'Please verify your e-mail address before joining a brand',
  staffCannotJoin: 'Staff accounts see every brand already and cannot join one',
  invitationRevoked: 'Invitation revoked',
  memberRemoved: 'Member removed',
  roleInvalid: 'Role must be owner or editor',
} as const;

export const BRAND_MESSAGES_MS = {
  brandNotFound: 'Jenama tidak dijumpai',
  notMember: 'Anda tidak bekerja untuk jenama ini di Samplebank',
  ownerOnly: 'Hanya pemilik jenama ini boleh menjemput atau mengurus ahlinya',
  memberNotFound: 'Ahli tidak dijumpai',
  lastOwner: 'Jenama mesti mempunyai sekurang-kurangnya seorang pemilik. Jadikan orang lain pemilik dahulu.',
  alreadyMember: 'Orang ini sudah bekerja untuk jenama ini di Samplebank',
  tooManyInvitations:
    'Jenama ini mempunyai banyak jemputan yang menunggu. Batalkan sebahagian sebelum menghantar lagi.',
  invitationNotFound: 'Jemputan ini tidak sah lagi. Minta jemputan baharu daripada jenama.',
  invitationExpired: 'Jemputan ini telah tamat tempoh. Minta jemputan baharu daripada jenama.',
  invitationAccepted: 'Jemputan ini sudah diterima',
  wrongInvitee: 'Jemputan ini untuk alamat e-mel lain. Log masuk dengan alamat yang menerimanya.',
  emailNotVerified: 'Sila sahkan alamat e-mel anda sebelum menyertai jenama',
  staffCannotJoin: 'Akaun kakitangan sudah melihat setiap jenama dan tidak boleh menyertai jenama',
  invitationRevoked: 'Jemputan dibatalkan',
  memberRemoved: 'Ahli dikeluarkan',
  roleInvalid: 'Peranan mesti pemilik atau penyunting',
} as const satisfies Record<keyof typeof BRAND_MESSAGES, string>;

export const ZBrandRoleSchema = z.enum(
  BRAND_ROLES,
  said({ en: BRAND_MESSAGES.roleInvalid, ms: BRAND_MESSAGES_MS.roleInvalid }),
);

export const ZBrandParamsSchema = z.object({ brandId: ZIdSchema });
export const ZBrandMemberParamsSchema = z.object({ brandId: ZIdSchema, userId: ZIdSchema });
export const ZBrandInvitationParamsSchema = z.object({ brandId: ZIdSchema, invitationId: ZIdSchema });

/** A brand as its portal names it. */
export const ZPortalBrandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type TPortalBrand = z.infer<typeof ZPortalBrandSchema>;

/** A brand the caller may open in the portal, and as what. */
export const ZBrandAccessSchema = z.object({
  brand: ZPortalBrandSchema,
  role: z.enum([...BRAND_ROLES, 'staff']),
});
export type TBrandAccess = z.infer<typeof ZBrandAccessSchema>;

export const ZMyBrandsResponseSchema = z.object({ brands: z.array(ZBrandAccessSchema) });

export const ZBrandMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(BRAND_ROLES),
  joinedAt: z.string(),
});
export type TBrandMember = z.infer<typeof ZBrandMemberSchema>;

export const ZBrandInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(BRAND_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
  invitedByName: z.string().nullable(),
});
export type TBrandInvitation = z.infer<typeof ZBrandInvitationSchema>;

export const ZBrandTeamResponseSchema = z.object({
  members: z.array(ZBrandMemberSchema),
  /** the invitations waiting for an answer (owners and staff only; an editor gets none) */
  invitations: z.array(ZBrandInvitationSchema),
});
export type TBrandTeam = z.infer<typeof ZBrandTeamResponseSchema>;

export const ZInviteBrandMemberRequestSchema = z.strictObject({
  email: ZEmailAddressSchema,
  role: ZBrandRoleSchema,
});
export type TInviteBrandMemberRequest = z.infer<typeof ZInviteBrandMemberRequestSchema>;

export const ZChangeBrandMemberRequestSchema = z.strictObject({ role: ZBrandRoleSchema });

/** The invitation page's data, for anyone holding the e-mailed link. */
export const ZBrandInvitationViewSchema = z.object({
  brand: ZPortalBrandSchema,
  email: z.string(),
  role: z.enum(BRAND_ROLES),
  expiresAt: z.string(),
  invitedByName: z.string().nullable(),
});
export type TBrandInvitationView = z.infer<typeof ZBrandInvitationViewSchema>;

export const ZAcceptBrandInvitationResponseSchema = z.object({ brandId: z.string() });

const portalErrors = [400, 401, 403, 404] as const;

export const brandPortalEndpoints = {
  myBrands: endpoint({
    method: 'GET',
    path: '/brand-portal/brands',
    summary: 'The brands the signed-in user works for, with their role in each',
    auth: 'user',
    response: ZMyBrandsResponseSchema,
    errors: [401],
  }),
  access: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId',
    summary: "The brand and the caller's role in it (a member, or staff); 403 for anyone else",
    auth: 'user',
    params: ZBrandParamsSchema,
    response: ZBrandAccessSchema,
    errors: portalErrors,
  }),
  team: endpoint({
    method: 'GET',
    path: '/brand-portal/:brandId/members',
    summary: "The brand's members, and the invitations waiting (owners and staff)",
    auth: 'user',
    params: ZBrandParamsSchema,
    response: ZBrandTeamResponseSchema,
    errors: portalErrors,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/brand-portal/:brandId/invitations',
    summary:
      'Invite someone by e-mail to work for the brand (an owner, or staff for its first owner); the link is e-mailed',
    description:
      'A pending invitation to the same address is renewed (a new link and 7 days; the old link stops working).',
    auth: 'user',
    params: ZBrandParamsSchema,
    body: ZInviteBrandMemberRequestSchema,
    response: ZBrandInvitationSchema,
    status: 201,
    errors: [...portalErrors, 409, 429],
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/brand-portal/:brandId/invitations/:invitationId',
    summary: 'Revoke a waiting invitation (an owner, or staff): its link stops working',
    auth: 'user',
    params: ZBrandInvitationParamsSchema,
    response: ZMessageResponseSchema,
    errors: portalErrors,
  }),
  changeMember: endpoint({
    method: 'PUT',
    path: '/brand-portal/:brandId/members/:userId',
    summary: "Change a member's role (an owner, or staff); the last owner stays an owner",
    auth: 'user',
    params: ZBrandMemberParamsSchema,
    body: ZChangeBrandMemberRequestSchema,
    response: ZBrandMemberSchema,
    errors: [...portalErrors, 409],
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/brand-portal/:brandId/members/:userId',
    summary: 'Remove a member (an owner, staff, or the member leaving); the last owner stays',
    auth: 'user',
    params: ZBrandMemberParamsSchema,
    response: ZMessageResponseSchema,
    errors: [...portalErrors, 409],
  }),
  invitationByToken: endpoint({
    method: 'GET',
    path: '/brand-invitations/:token',
    summary: 'The brand invitation behind an e-mailed link',
    auth: 'public',
    params: ZInvitationTokenParamsSchema,
    response: ZBrandInvitationViewSchema,
    errors: [400, 404],
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/brand-invitations/:token/accept',
    summary: 'Join the brand (the signed-in invitee, by the address the invitation was sent to)',
    auth: 'user',
    params: ZInvitationTokenParamsSchema,
    response: ZAcceptBrandInvitationResponseSchema,
    errors: [...portalErrors, 409],
  }),
};
