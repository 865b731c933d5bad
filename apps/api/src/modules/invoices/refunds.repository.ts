import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { invoices, orders, payments, refunds } from '../../db/schema/index.js';

type Db = Database | Transaction;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * An order with its payment and invoice; `lock` holds the order's row to the end of the transaction, so two refunds
 * of it run one after the other.
 */
export async function findRefundableOrder(tx: Db, orderId: string, { lock = false } = {}) {
  const query = tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order) return undefined;
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(sql`${invoices.orderId} = ${orderId} and ${invoices.kind} = 'invoice'`)
    .limit(1);
  return { order, payment, invoice };
}

/** An order's refunds, oldest first, with their credit notes. */
export function findRefundsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      refund: refunds,
      creditNote: {
        id: invoices.id,
        orderId: invoices.orderId,
        kind: invoices.kind,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        total: invoices.total,
        einvoiceStatus: sql<string | null>`null`,
      },
    })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.id, refunds.creditNoteId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
export type RefundWithCreditNote = Awaited<ReturnType<typeof findRefundsOfOrder>>[number];

/** The credit notes of some refunds: what each gave back, line by line. */
export function findCreditNotes(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(invoices).where(inArray(invoices.id, ids));
}

export async function insertRefund(tx: Transaction, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

export async function settleRefund(
  db: Db,
  refundId: string,
  change: {
    status: 'succeeded' | 'pending' | 'failed';
    providerRefundId?: string;
    creditNoteId?: string;
    failureMessage?: string;
  },
) {
  await db
    .update(refunds)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(refunds.id, refundId));
}
