import { BRAND_MESSAGES, type TBrandAccess, type TBrandAccessRole } from '@samplebank/contracts/brand-portal';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { brandMembers, organizations } from '../../db/schema/index.js';
import type { AuthUser } from '../../platform/auth.js';
import { AppError, forbidden } from '../../platform/errors.js';

type Executor = Database | Transaction;

/**
 * Who may do what in a brand's portal, checked on every call from the brand in the path and the caller's own
 * membership, never from anything the client says about itself. Staff (ADMIN) may do what an owner may, in every brand.
 */
export type BrandStanding = { brandId: string; brandName: string; logoUrl: string | null; role: TBrandAccessRole };

export const canManageTeam = (standing: BrandStanding) => standing.role === 'owner' || standing.role === 'staff';

/**
 * The caller's standing in a brand: a member's role, or staff. An unknown id, or an organization that is not a brand,
 * is a 404; a signed-in person who does not work for the brand gets a 403, and learns nothing more of it.
 */
export async function brandStanding(db: Executor, caller: AuthUser, brandId: string): Promise<BrandStanding> {
  const [row] = await db
    .select({ name: organizations.name, logoUrl: organizations.logoUrl, role: brandMembers.role })
    .from(organizations)
    .leftJoin(brandMembers, and(eq(brandMembers.brandId, organizations.id), eq(brandMembers.userId, caller.id)))
    .where(and(eq(organizations.id, brandId), eq(organizations.type, 'BRAND')))
    .limit(1);
  if (caller.role === 'ADMIN') {
    if (!row) throw new AppError('NOT_FOUND', BRAND_MESSAGES.brandNotFound);
    return { brandId, brandName: row.name, logoUrl: row.logoUrl, role: 'staff' };
  }
  if (!row?.role) throw forbidden(BRAND_MESSAGES.notMember);
  return { brandId, brandName: row.name, logoUrl: row.logoUrl, role: row.role as TBrandAccessRole };
}

/** The caller's standing when it may manage the brand's team (an owner, or staff); a 403 for an editor. */
export async function brandOwnerStanding(db: Executor, caller: AuthUser, brandId: string): Promise<BrandStanding> {
  const standing = await brandStanding(db, caller, brandId);
  if (!canManageTeam(standing)) throw forbidden(BRAND_MESSAGES.ownerOnly);
  return standing;
}

export function presentStanding(standing: BrandStanding): TBrandAccess {
  return {
    brand: { _id: standing.brandId, name: standing.brandName, logoUrl: standing.logoUrl },
    role: standing.role,
  };
}
