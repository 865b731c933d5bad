import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  cities,
  organizationAddresses,
  organizations,
  samples,
  states,
  uploads,
  users,
} from '../../db/schema/index.js';

type Executor = Database | Transaction;

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;
export type AddressKind = 'billing' | 'shipping';
export type NewAddress = Omit<typeof organizationAddresses.$inferInsert, 'id' | 'organizationId' | 'kind' | 'position'>;

export type OrganizationListFilter = {
  /** undefined: every organization (ADMIN); otherwise the brands plus this organization, if any */
  visibleTo?: { organizationId: string | null };
  type?: string;
  search?: string;
  limit?: number;
  offset: number;
  withSampleCount: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function listWhere(filter: OrganizationListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.visibleTo) {
    const own = filter.visibleTo.organizationId;
    conditions.push(
      own ? or(eq(organizations.type, 'BRAND'), eq(organizations.id, own)) : eq(organizations.type, 'BRAND'),
    );
  }
  if (filter.type) conditions.push(eq(organizations.type, filter.type));
  if (filter.search) conditions.push(ilike(organizations.name, `%${escapeLike(filter.search)}%`));
  return and(...conditions);
}

/** A page (or all, without a limit) of organizations by name, with the number that match. */
export async function findOrganizations(db: Executor, filter: OrganizationListFilter) {
  const where = listWhere(filter);
  // a correlated count per row: with the manufacturer index it reads only this page's brands' samples
  const sampleCount = filter.withSampleCount
    ? db.$count(samples, eq(samples.manufacturerId, organizations.id))
    : sql<null>`null`;
  const query = db
    .select({ organization: organizations, sampleCount })
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .offset(filter.offset);
  const rows = await (filter.limit ? query.limit(filter.limit) : query);
  const [total] = await db.select({ value: count() }).from(organizations).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One organization, or undefined. */
export async function findOrganizationById(db: Executor, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/** The organization's row, locked until the transaction ends (a sample cannot be added to it meanwhile). */
export async function lockOrganization(tx: Transaction, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row;
}

/** The addresses of the given organizations with their city and state names, in order. */
export function findAddresses(db: Executor, organizationIds: string[], kind?: AddressKind) {
  return db
    .select({
      id: organizationAddresses.id,
      organizationId: organizationAddresses.organizationId,
      kind: organizationAddresses.kind,
      addressLine1: organizationAddresses.addressLine1,
      addressLine2: organizationAddresses.addressLine2,
      postcode: organizationAddresses.postcode,
      district: organizationAddresses.district,
      cityId: organizationAddresses.cityId,
      cityName: cities.name,
      stateId: organizationAddresses.stateId,
      stateName: states.name,
    })
    .from(organizationAddresses)
    .innerJoin(cities, eq(cities.id, organizationAddresses.cityId))
    .innerJoin(states, eq(states.id, organizationAddresses.stateId))
    .where(
      and(
        inArray(organizationAddresses.organizationId, organizationIds),
        kind ? eq(organizationAddresses.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(organizationAddresses.kind), asc(organizationAddresses.position));
}
export type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];

export async function insertOrganization(tx: Transaction, values: NewOrganization): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  return row!;
}

export async function updateOrganizationRow(tx: Transaction, id: string, values: Partial<NewOrganization>) {
  await tx
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}

export async function deleteOrganizationRow(tx: Transaction, id: string) {
  await tx.delete(organizations).where(eq(organizations.id, id));
}

/** Replaces the organization's addresses of one kind by the given ones, kept in the given order. */
export async function replaceAddresses(tx: Transaction, organizationId: string, kind: AddressKind, rows: NewAddress[]) {
  await tx
    .delete(organizationAddresses)
    .where(and(eq(organizationAddresses.organizationId, organizationId), eq(organizationAddresses.kind, kind)));
  if (rows.length === 0) return;
  await tx
    .insert(organizationAddresses)
    .values(rows.map((row, position) => ({ ...row, organizationId, kind, position })));
}

/** The user's organization id, with the user's row locked until the transaction ends. */
export async function lockUserOrganization(tx: Transaction, userId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.organizationId;
}

export async function setUserOrganization(
  tx: Transaction,
  { userId, organizationId }: { userId: string; organizationId: string },
) {
  await tx.update(users).set({ organizationId, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function countSamplesOf(db: Executor, organizationId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(samples).where(eq(samples.manufacturerId, organizationId));
  return row?.value ?? 0;
}

/** The keys among the given ones that the owner uploaded for the given purpose. */
export async function findOwnedUploadKeys(db: Executor, ownerId: string, purpose: string, keys: string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), eq(uploads.purpose, purpose), inArray(uploads.key, keys)));
  return rows.map((row) => row.key);
}
