import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { sampleDocuments, samples } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type SampleDocumentRow = typeof sampleDocuments.$inferSelect;

/**
 * The sample whose documents are asked for, with what decides who may see them (its status and brand); `lock` holds
 * its row until the transaction ends, so two uploads to it take turns.
 */
export async function findSample(db: Executor, sampleId: string, { lock = false } = {}) {
  const query = db
    .select({ status: samples.status, brandId: samples.manufacturerId })
    .from(samples)
    .where(eq(samples.id, sampleId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A sample's documents, first to last. */
export function findDocuments(db: Executor, sampleId: string): Promise<SampleDocumentRow[]> {
  return db
    .select()
    .from(sampleDocuments)
    .where(eq(sampleDocuments.sampleId, sampleId))
    .orderBy(asc(sampleDocuments.position), asc(sampleDocuments.createdAt), asc(sampleDocuments.id));
}

export async function findDocument(db: Executor, sampleId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(sampleDocuments)
    .where(and(eq(sampleDocuments.id, documentId), eq(sampleDocuments.sampleId, sampleId)))
    .limit(1);
  return row;
}

export async function insertDocument(db: Executor, values: typeof sampleDocuments.$inferInsert) {
  const [row] = await db.insert(sampleDocuments).values(values).returning();
  return row!;
}

export async function updateDocument(
  db: Executor,
  documentId: string,
  values: Partial<Pick<SampleDocumentRow, 'kind' | 'title' | 'position'>>,
) {
  const [row] = await db.update(sampleDocuments).set(values).where(eq(sampleDocuments.id, documentId)).returning();
  return row;
}

export async function deleteDocument(db: Executor, documentId: string) {
  await db.delete(sampleDocuments).where(eq(sampleDocuments.id, documentId));
}

/** The stored files of a sample's documents (a sample's delete removes them after its commit). */
export async function documentFileKeys(db: Executor, sampleId: string): Promise<string[]> {
  const rows = await db
    .select({ fileKey: sampleDocuments.fileKey })
    .from(sampleDocuments)
    .where(eq(sampleDocuments.sampleId, sampleId));
  return rows.map((row) => row.fileKey);
}
