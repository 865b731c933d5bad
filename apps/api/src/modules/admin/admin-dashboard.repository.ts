import { asc, count, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactInquiries, orders, organizations, sampleRequests, samples, users } from '../../db/schema/index.js';

export async function countUsersAwaitingReview(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.reviewStatus, 'pending'));
  return row?.total ?? 0;
}

export function countOrdersByStatus(db: Database) {
  return db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status);
}

export async function countNewSampleRequests(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sampleRequests).where(eq(sampleRequests.status, 'new'));
  return row?.total ?? 0;
}

export async function countNewContactInquiries(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactInquiries).where(eq(contactInquiries.status, 'new'));
  return row?.total ?? 0;
}

export async function countSamplesAtMost(db: Database, stock: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(samples).where(lte(samples.stock, stock));
  return row?.total ?? 0;
}

/** The samples with the lowest stock at or below the threshold, lowest first. */
export function findLowestStock(db: Database, stock: number, limit: number) {
  return db
    .select({
      id: samples.id,
      name: samples.name,
      sku: samples.sku,
      stock: samples.stock,
      brandName: organizations.name,
    })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(lte(samples.stock, stock))
    .orderBy(asc(samples.stock), asc(samples.name))
    .limit(limit);
}
