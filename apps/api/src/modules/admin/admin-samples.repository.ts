import type { TAdminSampleListQuery } from '@samplebank/contracts/admin-catalogue';
import { and, asc, count, desc, eq, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  boardSamples,
  orderItems,
  organizations,
  sampleCategories,
  sampleCertifications,
  samples,
  uploads,
  users,
  wishlistItems,
} from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type SampleRow = typeof samples.$inferSelect;
export type NewSample = typeof samples.$inferInsert;
export type AdminSampleRow = {
  sample: SampleRow;
  brand: { id: string; name: string };
  category: { id: string; name: string; nameMs: string | null } | null;
};

export type AdminSampleFilters = {
  search?: string;
  brandId?: string;
  categoryIds?: string[];
  stockAtMost?: number;
  status?: string;
  sort: NonNullable<TAdminSampleListQuery['sort']>;
};

const sorts: Record<AdminSampleFilters['sort'], SQL[]> = {
  newest: [desc(samples.createdAt), asc(samples.id)],
  oldest: [asc(samples.createdAt), asc(samples.id)],
  name_asc: [asc(samples.name), asc(samples.id)],
  name_desc: [desc(samples.name), asc(samples.id)],
  stock_asc: [asc(samples.stock), asc(samples.name)],
  stock_desc: [desc(samples.stock), asc(samples.name)],
  price_asc: [asc(samples.price), asc(samples.name)],
  price_desc: [desc(samples.price), asc(samples.name)],
};

/** `%` and `_` typed by a user are meant literally in a LIKE pattern. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const selection = {
  sample: samples,
  brand: { id: organizations.id, name: organizations.name },
  category: { id: sampleCategories.id, name: sampleCategories.name, nameMs: sampleCategories.nameMs },
};

function whereOf(filters: AdminSampleFilters) {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = likePattern(filters.search.toLowerCase());
    conditions.push(or(sql`${samples.searchText} like ${pattern}`, sql`lower(${samples.sku}) like ${pattern}`) as SQL);
  }
  if (filters.brandId) conditions.push(eq(samples.manufacturerId, filters.brandId));
  if (filters.categoryIds) conditions.push(inArray(samples.categoryId, filters.categoryIds));
  if (filters.stockAtMost !== undefined) conditions.push(lte(samples.stock, filters.stockAtMost));
  if (filters.status) conditions.push(eq(samples.status, filters.status));
  return conditions.length ? and(...conditions) : undefined;
}

export async function findAdminSamples(db: Executor, filters: AdminSampleFilters, offset: number, limit: number) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(samples)
      .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
      .leftJoin(sampleCategories, eq(sampleCategories.id, samples.categoryId))
      .where(where)
      .orderBy(...sorts[filters.sort])
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(samples).where(where),
  ]);
  return { rows: rows as AdminSampleRow[], total: total?.total ?? 0 };
}

export async function findAdminSampleById(db: Executor, id: string): Promise<AdminSampleRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .leftJoin(sampleCategories, eq(sampleCategories.id, samples.categoryId))
    .where(eq(samples.id, id))
    .limit(1);
  return row as AdminSampleRow | undefined;
}

export async function lockSample(tx: Transaction, id: string): Promise<SampleRow | undefined> {
  const [row] = await tx.select().from(samples).where(eq(samples.id, id)).for('update').limit(1);
  return row;
}

/** Whether a designer keeps the sample on a board or in a wishlist (which a delete would take from them unasked). */
export async function isSampleKept(db: Executor, sampleId: string): Promise<boolean> {
  const onBoard = await db
    .select({ id: boardSamples.sampleId })
    .from(boardSamples)
    .where(eq(boardSamples.sampleId, sampleId))
    .limit(1);
  if (onBoard.length > 0) return true;
  const inWishlist = await db
    .select({ id: wishlistItems.sampleId })
    .from(wishlistItems)
    .where(eq(wishlistItems.sampleId, sampleId))
    .limit(1);
  return inWishlist.length > 0;
}

export async function countOrderLinesOfSample(db: Executor, sampleId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orderItems).where(eq(orderItems.sampleId, sampleId));
  return row?.total ?? 0;
}

export async function findBrand(db: Executor, id: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.type, 'BRAND')))
    .limit(1);
  return row;
}

export async function findCategoryRef(db: Executor, id: string) {
  const [row] = await db
    .select({ id: sampleCategories.id, name: sampleCategories.name })
    .from(sampleCategories)
    .where(eq(sampleCategories.id, id))
    .limit(1);
  return row;
}

/** The SKUs of the list that some sample (other than `exceptId`) already has, compared case-insensitively. */
export async function findTakenSkus(db: Executor, skus: string[], exceptId?: string): Promise<string[]> {
  if (!skus.length) return [];
  const lowered = skus.map((sku) => sku.toLowerCase());
  const rows = await db
    .select({ sku: samples.sku })
    .from(samples)
    .where(and(inArray(sql`lower(${samples.sku})`, lowered), exceptId ? ne(samples.id, exceptId) : undefined));
  return rows.map((row) => row.sku.toLowerCase());
}

/** The samples holding these SKUs (compared without case), whichever brand's. */
export function findSamplesBySku(db: Executor, skus: string[]): Promise<SampleRow[]> {
  if (!skus.length) return Promise.resolve([]);
  return db
    .select()
    .from(samples)
    .where(
      inArray(
        sql`lower(${samples.sku})`,
        skus.map((sku) => sku.toLowerCase()),
      ),
    );
}

export async function insertSamples(tx: Executor, values: NewSample[]): Promise<SampleRow[]> {
  if (!values.length) return [];
  return tx.insert(samples).values(values).returning();
}

export async function updateSampleRow(tx: Executor, id: string, values: Partial<NewSample>) {
  const [row] = await tx
    .update(samples)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(samples.id, id))
    .returning();
  return row;
}

export async function deleteSampleRow(tx: Executor, id: string) {
  await tx.delete(samples).where(eq(samples.id, id));
}

/** Of the given keys, those uploaded by an ADMIN as images (stored or still pending). */
export async function findAdminImageUploadKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.ownerId))
    .where(and(inArray(uploads.key, keys), eq(uploads.purpose, 'image'), eq(users.role, 'ADMIN')));
  return new Set(rows.map((row) => row.key));
}

/** The samples of a category with their brand, to rebuild their search text after a rename. */
export function findSamplesOfCategoryForSearch(db: Executor, categoryId: string) {
  return db
    .select({
      id: samples.id,
      name: samples.name,
      material: samples.material,
      colorLabel: samples.colorLabel,
      brandName: organizations.name,
    })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .where(eq(samples.categoryId, categoryId));
}

export async function setSearchText(tx: Executor, id: string, searchText: string) {
  await tx.update(samples).set({ searchText }).where(eq(samples.id, id));
}

export type CertificationValues = { scheme: string; certificateNumber: string; expiresOn: string | null };

/** Makes the sample's certificates exactly these: a save replaces the list, as it replaces every other field. */
export async function replaceCertifications(tx: Executor, sampleId: string, certifications: CertificationValues[]) {
  await tx.delete(sampleCertifications).where(eq(sampleCertifications.sampleId, sampleId));
  if (certifications.length)
    await tx.insert(sampleCertifications).values(certifications.map((row) => ({ ...row, sampleId })));
}

/** Certificates of many samples at once (an import), in chunks the driver takes. */
export async function insertCertifications(tx: Executor, rows: (CertificationValues & { sampleId: string })[]) {
  for (let start = 0; start < rows.length; start += 1000)
    await tx.insert(sampleCertifications).values(rows.slice(start, start + 1000));
}

/** A sample's certificates as the audit log keeps them. */
export function findCertificationValues(db: Executor, sampleId: string): Promise<CertificationValues[]> {
  return db
    .select({
      scheme: sampleCertifications.scheme,
      certificateNumber: sampleCertifications.certificateNumber,
      expiresOn: sampleCertifications.expiresOn,
    })
    .from(sampleCertifications)
    .where(eq(sampleCertifications.sampleId, sampleId))
    .orderBy(asc(sampleCertifications.scheme));
}
