import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { sampleDocuments, samples } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type SampleDocumentRow = typeof sampleDocuments.$inferSelect;

/** Whether a sample exists; `lock` holds its row until the transaction ends, so two uploads to it take turns. */
export async function sampleExists(db: Executor, sampleId: string, { lock = false } = {}): Promise<boolean> {
  // a draft's documents are its brand's and staff's alone, as the draft is
  const query = db
    .select({ id: samples.id })
    .from(samples)
    .where(and(eq(samples.id, sampleId), ne(samples.status, 'draft')))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0;
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
