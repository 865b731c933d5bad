import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
type Executor = Database | Transaction;

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Executor, key: string): Promise<UploadRow | undefined> {
  const [upload] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return upload;
}

export async function findUploadsByKeys(db: Executor, keys: string[]): Promise<UploadRow[]> {
  if (!keys.length) return [];
  return db.select().from(uploads).where(inArray(uploads.key, keys));
}

/** Marks a pending upload stored; false when it was not pending any more (a second PUT of the same link). */
export async function markUploadStored(db: Executor, key: string, size: number): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ status: 'stored', size })
    .where(and(eq(uploads.key, key), eq(uploads.status, 'pending')))
    .returning({ key: uploads.key });
  return rows.length > 0;
}

export async function deleteUpload(db: Executor, key: string) {
  await db.delete(uploads).where(eq(uploads.key, key));
}

/** Deletes every upload row of a user and returns their keys, so the files can go too. */
export async function deleteUploadsOfOwner(db: Executor, ownerId: string): Promise<string[]> {
  const rows = await db.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning({ key: uploads.key });
  return rows.map((row) => row.key);
}
