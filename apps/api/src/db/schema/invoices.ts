import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';
import { orders } from './orders.js';

// Tax invoices and credit notes (issue 20, ADR 0029): each numbered without a gap in its year, issued in the
// transaction that settles (or refunds) the payment, and kept as the snapshot that was given out.

/** The last number given in a year, one row per kind and year; taking the next locks the row until the issuer commits. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('invoice_counters_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`),
    check('invoice_counters_last_check', sql`${t.last} >= 1`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** SB-2026-000042, SB-CN-2026-000003: the prefix of the settings when it was issued, the year, the sequence */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** the invoice a credit note corrects */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** the seller's and the buyer's details as they were when it was issued (invoice-document.ts) */
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    /** sen, before SST */
    subtotal: integer('subtotal').notNull(),
    /** sen */
    tax: integer('tax').notNull(),
    /** sen: what was paid, or credited */
    total: integer('total').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 4, mode: 'number' }),
    currency: text('currency').notNull().default('MYR'),
    /** how it was paid (card, fpx, grabpay, test) and the provider's reference; null on a credit note */
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    reason: text('reason'),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_kind_year_sequence_key').on(t.kind, t.year, t.sequence),
    // one invoice per order; credit notes as many as its refunds
    uniqueIndex('invoices_one_per_order_key').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('invoices_order_idx').on(t.orderId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit-note')`),
    check(
      'invoices_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} = ${t.subtotal} + ${t.tax}`,
    ),
    check('invoices_credit_note_check', sql`(${t.kind} = 'credit-note') = (${t.creditedInvoiceId} is not null)`),
  ],
);

/**
 * Money given back on a paid order (issue 20): pending while the provider is asked, then succeeded with its credit
 * note, or failed with the provider's reason. A pending refund counts as given back, so two at once cannot exceed
 * what was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    creditNoteId: uuid('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    providerRefundId: text('provider_refund_id'),
    /** sen */
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    /** the samples and units refunded, and whether the delivery: what the credit note lists */
    lines: jsonb('lines').$type<Array<{ sampleId: string; quantity: number }>>().notNull(),
    includeDelivery: boolean('include_delivery').notNull(),
    failureMessage: text('failure_message'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Each invoice's and credit note's e-invoice at LHDN MyInvois (issue 20), and each month's consolidated e-invoice of
 * the receipts whose buyers gave no TIN. A durable queue: `pending` rows are built, checked and submitted by the
 * `einvoice` job when due, retried with backoff; `submitted` ones are polled until MyInvois validates them.
 */
export const einvoiceDocuments = pgTable(
  'einvoice_documents',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** the invoice or credit note; null for a consolidated e-invoice */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** the consolidated e-invoice a receipt without a buyer's TIN went into */
    consolidatedIntoId: uuid('consolidated_into_id').references((): AnyPgColumn => einvoiceDocuments.id, {
      onDelete: 'set null',
    }),
    /** a consolidated e-invoice's month, `2026-11` */
    period: text('period'),
    /** the number MyInvois knows it by: the invoice's, or SB-CON-2026-11 */
    codeNumber: text('code_number').notNull(),
    status: text('status').notNull(),
    /** the UBL JSON as it was (or will be) submitted */
    document: jsonb('document'),
    /** what the local check or MyInvois found wrong, in sentences */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    submissionUid: text('submission_uid'),
    uuid: text('uuid'),
    longId: text('long_id'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('einvoice_documents_code_key').on(t.codeNumber),
    uniqueIndex('einvoice_documents_invoice_key').on(t.invoiceId),
    uniqueIndex('einvoice_documents_period_key').on(t.period),
    index('einvoice_documents_due_idx').on(t.status, t.nextAttemptAt),
    check('einvoice_documents_kind_check', sql`${t.kind} in ('invoice', 'credit-note', 'consolidated')`),
    check(
      'einvoice_documents_status_check',
      sql`${t.status} in ('pending', 'not-submitted', 'submitted', 'valid', 'invalid', 'rejected', 'failed', 'awaiting-consolidation', 'consolidated')`,
    ),
  ],
);
