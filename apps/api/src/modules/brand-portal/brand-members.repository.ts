import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { brandInvitations, brandMembers, organizations, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type BrandInvitationRow = typeof brandInvitations.$inferSelect;

/** The brands a user works for, by name. */
export function findBrandsOfUser(db: Executor, userId: string) {
  return db
    .select({
      brandId: organizations.id,
      name: organizations.name,
      logoUrl: organizations.logoUrl,
      role: brandMembers.role,
    })
    .from(brandMembers)
    .innerJoin(organizations, eq(organizations.id, brandMembers.brandId))
    .where(eq(brandMembers.userId, userId))
    .orderBy(asc(organizations.name));
}

export function findBrandMembers(db: Executor, brandId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: brandMembers.role,
      joinedAt: brandMembers.createdAt,
    })
    .from(brandMembers)
    .innerJoin(users, eq(users.id, brandMembers.userId))
    .where(eq(brandMembers.brandId, brandId))
    .orderBy(asc(brandMembers.createdAt));
}

export async function findBrandMember(db: Executor, brandId: string, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: brandMembers.role,
      joinedAt: brandMembers.createdAt,
    })
    .from(brandMembers)
    .innerJoin(users, eq(users.id, brandMembers.userId))
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)))
    .limit(1);
  return row;
}

/** Whether someone with this e-mail (any case) already works for the brand. */
export async function hasBrandMemberWithEmail(db: Executor, brandId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: brandMembers.userId })
    .from(brandMembers)
    .innerJoin(users, eq(users.id, brandMembers.userId))
    .where(and(eq(brandMembers.brandId, brandId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row !== undefined;
}

/**
 * The brand's owners, their rows locked: a change that could leave none (a demotion, a removal) reads them here, so
 * two owners demoting each other at once cannot both succeed.
 */
export async function lockBrandOwners(tx: Transaction, brandId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: brandMembers.userId })
    .from(brandMembers)
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.role, 'owner')))
    .for('update');
  return rows.map((row) => row.userId);
}

export async function insertBrandMember(
  db: Executor,
  values: { brandId: string; userId: string; role: string; invitedBy: string | null },
) {
  await db.insert(brandMembers).values(values).onConflictDoNothing();
}

export async function setBrandMemberRole(db: Executor, brandId: string, userId: string, role: string) {
  await db
    .update(brandMembers)
    .set({ role })
    .where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
}

export async function deleteBrandMember(db: Executor, brandId: string, userId: string) {
  await db.delete(brandMembers).where(and(eq(brandMembers.brandId, brandId), eq(brandMembers.userId, userId)));
}

/** The invitations waiting for an answer and not expired, newest first, with who sent each. */
export function findPendingBrandInvitations(db: Executor, brandId: string) {
  return db
    .select({ invitation: brandInvitations, invitedByName: users.name })
    .from(brandInvitations)
    .leftJoin(users, eq(users.id, brandInvitations.invitedBy))
    .where(
      and(
        eq(brandInvitations.brandId, brandId),
        eq(brandInvitations.status, 'pending'),
        gt(brandInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(brandInvitations.createdAt));
}

export async function countPendingBrandInvitations(db: Executor, brandId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(brandInvitations)
    .where(
      and(
        eq(brandInvitations.brandId, brandId),
        eq(brandInvitations.status, 'pending'),
        gt(brandInvitations.expiresAt, sql`now()`),
      ),
    );
  return row?.count ?? 0;
}

/** The pending invitation of an e-mail (any case) to a brand, expired or not (at most one: a partial unique index). */
export async function findPendingBrandInvitation(db: Executor, brandId: string, email: string) {
  const [row] = await db
    .select()
    .from(brandInvitations)
    .where(
      and(
        eq(brandInvitations.brandId, brandId),
        eq(brandInvitations.status, 'pending'),
        sql`lower(${brandInvitations.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertBrandInvitation(db: Executor, values: typeof brandInvitations.$inferInsert) {
  const [row] = await db.insert(brandInvitations).values(values).returning();
  return row!;
}

export async function renewBrandInvitation(
  db: Executor,
  id: string,
  values: Pick<BrandInvitationRow, 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
) {
  const [row] = await db
    .update(brandInvitations)
    .set({ ...values, createdAt: new Date() })
    .where(eq(brandInvitations.id, id))
    .returning();
  return row!;
}

/** The invitation behind a link, with its brand's name and logo and who sent it. */
export async function findBrandInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: brandInvitations,
      brandName: organizations.name,
      logoUrl: organizations.logoUrl,
      invitedByName: users.name,
    })
    .from(brandInvitations)
    .innerJoin(organizations, eq(organizations.id, brandInvitations.brandId))
    .leftJoin(users, eq(users.id, brandInvitations.invitedBy))
    .where(eq(brandInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Moves an invitation from pending to `status`; false when it was no longer pending (a racing answer won). */
export async function answerBrandInvitation(
  db: Executor,
  where: { id: string; brandId?: string },
  status: 'accepted' | 'revoked',
): Promise<boolean> {
  const rows = await db
    .update(brandInvitations)
    .set({ status, respondedAt: new Date() })
    .where(
      and(
        eq(brandInvitations.id, where.id),
        eq(brandInvitations.status, 'pending'),
        where.brandId ? eq(brandInvitations.brandId, where.brandId) : undefined,
      ),
    )
    .returning({ id: brandInvitations.id });
  return rows.length > 0;
}
