import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { einvoiceDocuments, invoices } from '../../db/schema/index.js';

type Db = Database | Transaction;
export type EinvoiceRow = typeof einvoiceDocuments.$inferSelect;
export type EinvoiceStatus = EinvoiceRow['status'];

export async function insertEinvoice(tx: Db, values: typeof einvoiceDocuments.$inferInsert): Promise<EinvoiceRow> {
  const [row] = await tx.insert(einvoiceDocuments).values(values).returning();
  return row!;
}

/** The documents due for their next step: pending ones to build and submit, submitted ones to ask about. */
export function findDue(db: Db, status: 'pending' | 'submitted', limit: number) {
  return db
    .select()
    .from(einvoiceDocuments)
    .where(and(eq(einvoiceDocuments.status, status), lte(einvoiceDocuments.nextAttemptAt, sql`now()`)))
    .orderBy(asc(einvoiceDocuments.nextAttemptAt), asc(einvoiceDocuments.id))
    .limit(limit);
}

/**
 * Takes a due document for this turn: moves its next attempt out of reach so another process's turn skips it, and
 * answers false when another process took it first.
 */
export async function claimDocument(db: Db, row: EinvoiceRow): Promise<boolean> {
  const claimed = await db
    .update(einvoiceDocuments)
    .set({ nextAttemptAt: sql`now() + interval '5 minutes'`, updatedAt: sql`now()` })
    .where(
      and(
        eq(einvoiceDocuments.id, row.id),
        eq(einvoiceDocuments.status, row.status),
        lte(einvoiceDocuments.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({ id: einvoiceDocuments.id });
  return claimed.length === 1;
}

export async function updateEinvoice(db: Db, id: string, change: Partial<typeof einvoiceDocuments.$inferInsert>) {
  await db
    .update(einvoiceDocuments)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(einvoiceDocuments.id, id));
}

/** The receipts of a month (Malaysia time) whose buyers gave no TIN, not yet in a consolidated e-invoice. */
export function findAwaitingConsolidation(db: Db, range: { from: Date; to: Date }) {
  return db
    .select({ einvoice: einvoiceDocuments, invoice: invoices })
    .from(einvoiceDocuments)
    .innerJoin(invoices, eq(invoices.id, einvoiceDocuments.invoiceId))
    .where(
      and(
        eq(einvoiceDocuments.status, 'awaiting-consolidation'),
        isNull(einvoiceDocuments.consolidatedIntoId),
        gte(invoices.issuedAt, range.from),
        lt(invoices.issuedAt, range.to),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
}

export async function findConsolidatedOf(db: Db, period: string): Promise<EinvoiceRow | undefined> {
  const [row] = await db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.period, period)).limit(1);
  return row;
}

export async function markConsolidated(tx: Db, ids: string[], consolidatedIntoId: string) {
  if (ids.length === 0) return;
  await tx
    .update(einvoiceDocuments)
    .set({ status: 'consolidated', consolidatedIntoId, updatedAt: sql`now()` })
    .where(inArray(einvoiceDocuments.id, ids));
}

export async function findEinvoiceOfInvoice(db: Db, invoiceId: string): Promise<EinvoiceRow | undefined> {
  const [row] = await db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.invoiceId, invoiceId)).limit(1);
  return row;
}
