import type { Locale } from '@samplebank/contracts/locales';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.js';
import {
  cities,
  type EmailPreferences,
  orders,
  organizationAddresses,
  organizations,
  states,
  users,
  wishlistItems,
} from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
type Executor = Database | Transaction;

/** The account with this e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return user;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Row lock on one user, for read-modify-write of its documents. */
export async function lockUserById(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return user;
}

export async function updateUser(db: Executor, id: string, changes: PgUpdateSetSource<typeof users>) {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function deleteUserById(db: Executor, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

export async function countOrdersOfUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.value ?? 0;
}

/** The sample ids on users' wishlists, by user id. */
export async function findWishlists(db: Executor, userIds: string[]): Promise<Map<string, string[]>> {
  const wishlists = new Map<string, string[]>();
  if (!userIds.length) return wishlists;
  const rows = await db
    .select({ userId: wishlistItems.userId, sampleId: wishlistItems.sampleId })
    .from(wishlistItems)
    .where(inArray(wishlistItems.userId, userIds))
    .orderBy(wishlistItems.createdAt);
  for (const row of rows) wishlists.set(row.userId, [...(wishlists.get(row.userId) ?? []), row.sampleId]);
  return wishlists;
}

export async function findOrganizationById(db: Executor, id: string) {
  const [organization] = await db
    .select({ id: organizations.id, createdBy: organizations.createdBy })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return organization;
}

export type UserListFilters = {
  search?: string;
  reviewStatus?: string;
  userType?: string;
  role?: string;
  isApproved?: boolean;
  isPremium?: boolean;
};

/** A page of users, newest first, with the total of the filtered set. */
export async function findUsers(db: Executor, filters: UserListFilters, offset: number, limit: number) {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (filters.reviewStatus) conditions.push(eq(users.reviewStatus, filters.reviewStatus));
  if (filters.userType) conditions.push(eq(users.userType, filters.userType));
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.isApproved !== undefined) conditions.push(eq(users.isApproved, filters.isApproved));
  if (filters.isPremium !== undefined) conditions.push(eq(users.isPremium, filters.isPremium));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).offset(offset).limit(limit),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** An organization as the account page sums it up, with its first delivery address's parts. */
export async function findOrganizationSummary(db: Executor, id: string) {
  const [organization] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      ssmNumber: organizations.ssmNumber,
      contactNumber: organizations.contactNumber,
      orgEmail: organizations.orgEmail,
      tin: organizations.tin,
      sstNumber: organizations.sstNumber,
      idNumber: organizations.idNumber,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!organization) return undefined;
  const [address] = await db
    .select({
      addressLine1: organizationAddresses.addressLine1,
      addressLine2: organizationAddresses.addressLine2,
      postcode: organizationAddresses.postcode,
      city: cities.name,
      state: states.name,
    })
    .from(organizationAddresses)
    .innerJoin(cities, eq(cities.id, organizationAddresses.cityId))
    .innerJoin(states, eq(states.id, organizationAddresses.stateId))
    .where(and(eq(organizationAddresses.organizationId, id), eq(organizationAddresses.kind, 'shipping')))
    .orderBy(asc(organizationAddresses.position))
    .limit(1);
  return { ...organization, shippingAddress: address };
}

/** Sets some of a user's e-mail preferences, keeping the others, in one statement. */
export async function mergeEmailPreferences(db: Executor, id: string, changes: Partial<EmailPreferences>) {
  const [user] = await db
    .update(users)
    .set({
      emailPreferences: sql`${users.emailPreferences} || ${JSON.stringify(changes)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ emailPreferences: users.emailPreferences });
  return user?.emailPreferences;
}

/** Sets the language a user reads Samplebank and their e-mails in. */
export async function setLocale(db: Executor, id: string, locale: Locale) {
  const [user] = await db
    .update(users)
    .set({ locale, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ locale: users.locale });
  return user ? (user.locale as Locale) : undefined;
}
