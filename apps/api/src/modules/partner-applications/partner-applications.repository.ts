import type { TPartnerApplicationStatus } from '@samplebank/contracts/partner-applications';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { organizations, partnerApplications, sampleCategories, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;
export type NewPartnerApplication = typeof partnerApplications.$inferInsert;

/** The slugs of `slugs` the catalogue has, at any level of the tree. */
export async function findExistingCategorySlugs(db: Executor, slugs: string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: sampleCategories.slug })
    .from(sampleCategories)
    .where(inArray(sampleCategories.slug, slugs));
  return rows.map((row) => row.slug);
}

/** The categories of `slugs` with their names, for the staff's list. */
export function findCategoriesBySlug(db: Executor, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ slug: sampleCategories.slug, name: sampleCategories.name, nameMs: sampleCategories.nameMs })
    .from(sampleCategories)
    .where(inArray(sampleCategories.slug, slugs));
}

/**
 * Serialises applications from one e-mail address until the transaction ends, so two quick submits cannot both find
 * no pending application and both be stored (the table has no unique index to say so).
 */
export async function lockApplicantEmail(tx: Transaction, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-application:${email.toLowerCase()}`}))`);
}

/** Whether an application from this e-mail address (any case) waits for review. */
export async function hasPendingApplication(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(and(eq(partnerApplications.status, 'pending'), sql`lower(${partnerApplications.email}) = lower(${email})`))
    .limit(1);
  return Boolean(row);
}

export async function insertApplication(
  tx: Transaction,
  values: NewPartnerApplication,
): Promise<PartnerApplicationRow> {
  const [row] = await tx.insert(partnerApplications).values(values).returning();
  return row!;
}

const listSelection = {
  application: partnerApplications,
  brand: { id: organizations.id, name: organizations.name },
  reviewer: { id: users.id, name: users.name, email: users.email },
};
export type PartnerApplicationListRow = {
  application: PartnerApplicationRow;
  brand: { id: string; name: string } | null;
  reviewer: { id: string; name: string; email: string } | null;
};

/** A page of applications: pending first, oldest first; then the reviewed ones, latest review first. */
export async function findApplications(
  db: Executor,
  options: { status?: TPartnerApplicationStatus; offset: number; limit: number },
) {
  const where = options.status ? eq(partnerApplications.status, options.status) : undefined;
  const isPending = sql`${partnerApplications.status} = 'pending'`;
  const [rows, [total]] = await Promise.all([
    db
      .select(listSelection)
      .from(partnerApplications)
      .leftJoin(organizations, eq(organizations.id, partnerApplications.brandId))
      .leftJoin(users, eq(users.id, partnerApplications.reviewedBy))
      .where(where)
      .orderBy(
        desc(isPending),
        sql`case when ${isPending} then ${partnerApplications.createdAt} end asc`,
        desc(partnerApplications.reviewedAt),
        asc(partnerApplications.createdAt),
        asc(partnerApplications.id),
      )
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(partnerApplications).where(where),
  ]);
  return { rows: rows as PartnerApplicationListRow[], total: total?.total ?? 0 };
}

/** How many applications wait for review (an index on status keeps it cheap). */
export async function countPendingApplications(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerApplications)
    .where(eq(partnerApplications.status, 'pending'));
  return row?.total ?? 0;
}

/** One application with its brand and reviewer, as the list shows it. */
export async function findApplication(db: Executor, id: string): Promise<PartnerApplicationListRow | undefined> {
  const [row] = await db
    .select(listSelection)
    .from(partnerApplications)
    .leftJoin(organizations, eq(organizations.id, partnerApplications.brandId))
    .leftJoin(users, eq(users.id, partnerApplications.reviewedBy))
    .where(eq(partnerApplications.id, id))
    .limit(1);
  return row as PartnerApplicationListRow | undefined;
}

/** The application, locked for its review's transaction: of two racing reviews, the second sees the first's. */
export async function lockApplication(tx: Transaction, id: string): Promise<PartnerApplicationRow | undefined> {
  const [row] = await tx.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  return row;
}

/** Records a review's outcome; only a pending application moves, so none is reviewed twice. */
export async function markReviewed(
  tx: Transaction,
  id: string,
  values: {
    status: Exclude<TPartnerApplicationStatus, 'pending'>;
    reviewedBy: string;
    brandId?: string;
    decisionNote?: string;
  },
): Promise<PartnerApplicationRow | undefined> {
  const [row] = await tx
    .update(partnerApplications)
    .set({ ...values, reviewedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'pending')))
    .returning();
  return row;
}

/** A brand (an organization of type BRAND), or undefined. */
export async function findBrand(db: Executor, id: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.type, 'BRAND')))
    .limit(1);
  return row;
}

/**
 * Brands that may be the same companies as the applications: the same SSM number (spaces and case aside) or the same
 * name (case aside). One query for a page of applications.
 */
export function findMatchingBrands(db: Executor, companies: { ssmNumber: string; companyName: string }[]) {
  if (companies.length === 0) return Promise.resolve([]);
  const ssmNumbers = companies.map((company) => normalisedSsm(company.ssmNumber));
  const names = companies.map((company) => company.companyName.trim().toLowerCase());
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      ssmNumber: organizations.ssmNumber,
    })
    .from(organizations)
    .where(
      and(
        eq(organizations.type, 'BRAND'),
        or(
          and(
            isNotNull(organizations.ssmNumber),
            inArray(sql<string>`upper(replace(${organizations.ssmNumber}, ' ', ''))`, ssmNumbers),
          ),
          inArray(sql<string>`lower(trim(${organizations.name}))`, names),
        ),
      ),
    )
    .orderBy(asc(organizations.name));
}

/** An SSM number compared without spaces or case: "202301012345 (1234567-x)" is "202301012345(1234567-X)". */
export const normalisedSsm = (value: string) => value.replace(/\s+/g, '').toUpperCase();
