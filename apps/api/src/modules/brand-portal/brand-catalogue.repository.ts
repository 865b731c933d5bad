import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  brandMembers,
  organizations,
  sampleCategories,
  sampleCertifications,
  samples,
  stockAlerts,
  users,
} from '../../db/schema/index.js';

type Executor = Database | Transaction;

/** The brand's alert threshold; null when it set none. */
export async function findStockAlertThreshold(db: Executor, brandId: string): Promise<number | null> {
  const [row] = await db
    .select({ threshold: organizations.lowStockThreshold })
    .from(organizations)
    .where(eq(organizations.id, brandId));
  return row?.threshold ?? null;
}

export async function setStockAlertThreshold(db: Executor, brandId: string, threshold: number | null) {
  await db.update(organizations).set({ lowStockThreshold: threshold }).where(eq(organizations.id, brandId));
}

/** The brand's samples with the given ids, locked, for a bulk stock update. */
export function lockBrandSamples(tx: Transaction, brandId: string, ids: string[]) {
  return tx
    .select({ id: samples.id, name: samples.name, stock: samples.stock })
    .from(samples)
    .where(and(eq(samples.manufacturerId, brandId), inArray(samples.id, ids)))
    .for('update');
}

export async function setSampleStock(tx: Transaction, id: string, stock: number) {
  await tx.update(samples).set({ stock, updatedAt: new Date() }).where(eq(samples.id, id));
}

/** Every sample of the brand, in SKU order, with its category's slug, for the export. */
export function findSamplesForExport(db: Executor, brandId: string) {
  return db
    .select({ sample: samples, categorySlug: sampleCategories.slug })
    .from(samples)
    .leftJoin(sampleCategories, eq(sampleCategories.id, samples.categoryId))
    .where(eq(samples.manufacturerId, brandId))
    .orderBy(asc(samples.sku));
}

export function findCertificationsOfBrand(db: Executor, brandId: string) {
  return db
    .select({
      sampleId: sampleCertifications.sampleId,
      scheme: sampleCertifications.scheme,
      certificateNumber: sampleCertifications.certificateNumber,
      expiresOn: sampleCertifications.expiresOn,
    })
    .from(sampleCertifications)
    .innerJoin(samples, eq(samples.id, sampleCertifications.sampleId))
    .where(eq(samples.manufacturerId, brandId))
    .orderBy(asc(sampleCertifications.scheme));
}

/**
 * The samples whose stock fell to their brand's threshold and whose brand was not yet told: published ones of brands
 * with a threshold, at most `limit`.
 */
export function findSamplesToAlert(db: Executor, limit: number) {
  return db
    .select({
      id: samples.id,
      name: samples.name,
      sku: samples.sku,
      stock: samples.stock,
      brandId: organizations.id,
      brandName: organizations.name,
      threshold: organizations.lowStockThreshold,
    })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(
      and(
        isNotNull(organizations.lowStockThreshold),
        eq(samples.status, 'published'),
        lte(samples.stock, sql`${organizations.lowStockThreshold}`),
        notExists(
          db.select({ id: stockAlerts.sampleId }).from(stockAlerts).where(eq(stockAlerts.sampleId, samples.id)),
        ),
      ),
    )
    .orderBy(asc(organizations.id), asc(samples.stock))
    .limit(limit);
}

export async function insertStockAlerts(db: Executor, rows: { sampleId: string; stock: number }[]) {
  if (rows.length) await db.insert(stockAlerts).values(rows).onConflictDoNothing();
}

/** Forgets the alerts of samples back above their brand's threshold (or whose brand turned alerts off). */
export async function clearRecoveredStockAlerts(db: Executor) {
  await db
    .delete(stockAlerts)
    .where(
      inArray(
        stockAlerts.sampleId,
        db
          .select({ id: samples.id })
          .from(samples)
          .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
          .innerJoin(stockAlerts, eq(stockAlerts.sampleId, samples.id))
          .where(
            sql`${organizations.lowStockThreshold} is null or ${samples.stock} > ${organizations.lowStockThreshold}`,
          ),
      ),
    );
}

/** The people of the brands given, to e-mail: owners and editors alike. */
export function findBrandPeople(db: Executor, brandIds: string[]) {
  return db
    .select({ brandId: brandMembers.brandId, name: users.name, email: users.email, locale: users.locale })
    .from(brandMembers)
    .innerJoin(users, eq(users.id, brandMembers.userId))
    .where(inArray(brandMembers.brandId, brandIds));
}
