import { count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { contactInquiries, sampleRequests, users } from '../../db/schema/index.js';

type Executor = Database | Transaction;
export type SampleRequestRow = typeof sampleRequests.$inferSelect;
export type ContactInquiryRow = typeof contactInquiries.$inferSelect;
export type Requester = { id: string; name: string; email: string };
export type InboxChanges = { status?: string; adminNote?: string | null };

export async function findSampleRequests(db: Executor, status: string | undefined, offset: number, limit: number) {
  const where = status ? eq(sampleRequests.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: sampleRequests, user: { id: users.id, name: users.name, email: users.email } })
      .from(sampleRequests)
      .innerJoin(users, eq(users.id, sampleRequests.userId))
      .where(where)
      .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(sampleRequests).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function lockSampleRequest(tx: Transaction, id: string) {
  const [row] = await tx.select().from(sampleRequests).where(eq(sampleRequests.id, id)).for('update').limit(1);
  return row;
}

export async function updateSampleRequestRow(tx: Executor, id: string, changes: InboxChanges) {
  const [row] = await tx
    .update(sampleRequests)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(sampleRequests.id, id))
    .returning();
  return row as SampleRequestRow;
}

export async function findRequester(db: Executor, userId: string): Promise<Requester> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row as Requester;
}

export async function findContactInquiries(db: Executor, status: string | undefined, offset: number, limit: number) {
  const where = status ? eq(contactInquiries.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactInquiries)
      .where(where)
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(contactInquiries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function lockContactInquiry(tx: Transaction, id: string) {
  const [row] = await tx.select().from(contactInquiries).where(eq(contactInquiries.id, id)).for('update').limit(1);
  return row;
}

export async function updateContactInquiryRow(tx: Executor, id: string, changes: InboxChanges) {
  const [row] = await tx.update(contactInquiries).set(changes).where(eq(contactInquiries.id, id)).returning();
  return row as ContactInquiryRow;
}
