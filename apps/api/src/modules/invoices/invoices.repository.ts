import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.js';
import {
  einvoiceDocuments,
  invoiceCounters,
  invoices,
  orderItems,
  orders,
  organizations,
  payments,
  samples,
  users,
} from '../../db/schema/index.js';
import { findAddresses } from '../organizations/organizations.repository.js';
import type { InvoiceKind } from './invoice-document.js';

type Db = Database | Transaction;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * The next number of a kind in a year, taken in the issuer's transaction. The counter's row stays locked until that
 * transaction ends, so concurrent payments take 1, 2, 3... one after another; and a transaction that rolls back gives
 * its number back with it, so the year's numbers have no gap.
 */
export async function takeNextSequence(tx: Transaction, kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(tx: Transaction, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoiceOfOrder(db: Db, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(sql`${invoices.orderId} = ${orderId} and ${invoices.kind} = 'invoice'`)
    .limit(1);
  return row;
}

const credited = alias(invoices, 'credited');

/** One invoice with what its PDF and its reader need: the order's number and buyer, the invoice a credit note corrects. */
export async function findInvoiceById(db: Db, id: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      orderNumber: orders.number,
      creditedNumber: credited.number,
      buyerId: orders.userId,
      buyerLocale: users.locale,
      // its e-invoice, once MyInvois validated it: the PDF carries the validation link
      einvoice: { status: einvoiceDocuments.status, uuid: einvoiceDocuments.uuid, longId: einvoiceDocuments.longId },
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .leftJoin(einvoiceDocuments, eq(einvoiceDocuments.invoiceId, invoices.id))
    .where(eq(invoices.id, id))
    .limit(1);
  return row;
}
export type InvoiceWithOrder = NonNullable<Awaited<ReturnType<typeof findInvoiceById>>>;

/** The invoices and credit notes of some orders, oldest first: what the order pages list. */
export function findInvoicesOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      total: invoices.total,
      einvoiceStatus: einvoiceDocuments.status,
    })
    .from(invoices)
    .leftJoin(einvoiceDocuments, eq(einvoiceDocuments.invoiceId, invoices.id))
    .where(inArray(invoices.orderId, orderIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
}
export type InvoiceSummaryRow = Awaited<ReturnType<typeof findInvoicesOfOrders>>[number];

/** What an order's invoice is made of: the order, its lines with their SKUs, its buyer and company, its payment. */
export async function findInvoiceFacts(tx: Db, orderId: string) {
  const [row] = await tx
    .select({
      order: orders,
      buyer: { name: users.name, email: users.email, organizationId: users.organizationId },
      payment: { provider: payments.provider, intentId: payments.providerIntentId },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  const lines = await tx
    .select({
      sampleId: orderItems.sampleId,
      name: orderItems.name,
      sku: samples.sku,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(samples, eq(samples.id, orderItems.sampleId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const organizationId = row.buyer.organizationId;
  const [organization] = organizationId
    ? await tx.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1)
    : [];
  // addresses come billing first (findAddresses orders by kind); a company saved without one is billed at its shipping
  const [billing] = organizationId ? await findAddresses(tx, [organizationId]) : [];
  return { ...row, lines, organization, billing };
}
export type InvoiceFacts = NonNullable<Awaited<ReturnType<typeof findInvoiceFacts>>>;
