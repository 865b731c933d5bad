import { count, eq, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { sampleCategories, samples } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type CategoryRow = typeof sampleCategories.$inferSelect;

export function findAllCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(sampleCategories).orderBy(sampleCategories.position, sampleCategories.name);
}

/** Every category, locked: a move checks the whole tree, and two moves at once must not make a cycle. */
export function lockAllCategories(tx: Transaction): Promise<CategoryRow[]> {
  return tx.select().from(sampleCategories).for('update');
}

/** How many samples each category holds itself. */
export async function countSamplesByCategory(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ categoryId: samples.categoryId, total: count() })
    .from(samples)
    .where(isNotNull(samples.categoryId))
    .groupBy(samples.categoryId);
  return new Map(rows.map((row) => [row.categoryId as string, row.total]));
}

export async function countSamplesInCategory(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(samples).where(eq(samples.categoryId, categoryId));
  return row?.total ?? 0;
}

/** The slugs that start with the given one, to pick a free variant. */
export async function findSlugsLike(db: Executor, slug: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: sampleCategories.slug })
    .from(sampleCategories)
    .where(or(eq(sampleCategories.slug, slug), like(sampleCategories.slug, `${slug}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertCategory(tx: Executor, values: typeof sampleCategories.$inferInsert) {
  const [row] = await tx.insert(sampleCategories).values(values).returning();
  return row as CategoryRow;
}

export async function updateCategoryRow(
  tx: Executor,
  id: string,
  values: Partial<typeof sampleCategories.$inferInsert>,
) {
  const [row] = await tx.update(sampleCategories).set(values).where(eq(sampleCategories.id, id)).returning();
  return row as CategoryRow;
}

export async function deleteCategoryRow(tx: Executor, id: string) {
  await tx.delete(sampleCategories).where(eq(sampleCategories.id, id));
}

/** The next free position among the children of a parent (or the top level). */
export async function nextPosition(db: Executor, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${sampleCategories.position})` })
    .from(sampleCategories)
    .where(parentId ? eq(sampleCategories.parentId, parentId) : sql`${sampleCategories.parentId} is null`);
  return (row?.max ?? -1) + 1;
}
