import { todayInMalaysia } from '@samplebank/domain/delivery';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Logger } from '../../platform/logger.js';
import {
  MyInvoisClient,
  MyInvoisRejectedError,
  MyInvoisRetryableError,
} from '../../platform/myinvois/myinvois-client.js';
import { getInvoicingSettings } from '../content/content.service.js';
import { documentOf } from '../invoices/invoices.presenter.js';
import { findInvoiceById } from '../invoices/invoices.repository.js';
import { sellerOf } from '../invoices/issue-invoice.js';
import {
  claimDocument,
  type EinvoiceRow,
  findAwaitingConsolidation,
  findConsolidatedOf,
  findDue,
  findEinvoiceOfInvoice,
  insertEinvoice,
  markConsolidated,
  updateEinvoice,
} from './einvoice.repository.js';
import { buildConsolidatedDocument, buildMyInvoisDocument, type MyInvoisDocument } from './ubl-document.js';
import { validateMyInvoisDocument } from './ubl-validate.js';

// The e-invoice queue's turn (issue 20): every invoice and credit note gets its e-invoice row; each month's receipts
// of buyers without a TIN go into one consolidated e-invoice once the month is over; pending documents are built,
// checked and submitted to MyInvois; submitted ones are asked about until MyInvois validates them.

const BATCH = 20;
const MAX_ATTEMPTS = 10;
// 1 min, 4 min, 16 min, ... capped at 6 h: an outage of a day loses nothing, and MyInvois is not hammered
const backoffMs = (attempts: number) => Math.min(60_000 * 4 ** (attempts - 1), 6 * 60 * 60 * 1000);
// a submitted document is usually validated within seconds; ask again after this
const POLL_AGAIN_MS = 60_000;

export type EinvoiceContext = Pick<AppContext, 'db' | 'config'> & { logger?: Logger; myinvois?: MyInvoisClient };

/** The MyInvois client of the configured credentials, or none (then documents are kept as "not submitted"). */
export function myInvoisClientOf(config: AppContext['config']): MyInvoisClient | undefined {
  return config.myinvois ? new MyInvoisClient(config.myinvois) : undefined;
}

export type EinvoiceTurn = { queued: number; consolidated: number; submitted: number; validated: number };

export async function runEinvoiceTurn(context: EinvoiceContext, now = new Date()): Promise<EinvoiceTurn> {
  const queued = await queueNewInvoices(context.db);
  const consolidated = await consolidateLastMonth(context, now);
  let submitted = 0;
  for (const row of await findDue(context.db, 'pending', BATCH)) {
    if (!(await claimDocument(context.db, row))) continue;
    if (await submitOne(context, row)) submitted++;
  }
  let validated = 0;
  if (context.myinvois) {
    for (const row of await findDue(context.db, 'submitted', BATCH)) {
      if (!(await claimDocument(context.db, row))) continue;
      if (await pollOne(context, context.myinvois, row)) validated++;
    }
  }
  return { queued, consolidated, submitted, validated };
}

/**
 * Gives every invoice and credit note without an e-invoice its row, in one statement (a second process's turn adds
 * nothing twice): submitted on its own when its buyer gave a TIN; an invoice without one waits for its month's
 * consolidated e-invoice; a credit note without one is kept for staff (LHDN's consolidated credit note is not made).
 */
export async function queueNewInvoices(db: Database): Promise<number> {
  const result = await db.execute(sql`
    insert into einvoice_documents (kind, invoice_id, code_number, status, problems)
    select i.kind, i.id, i.number,
      case
        when coalesce(i.buyer->>'tin', '') <> '' then 'pending'
        when i.kind = 'invoice' then 'awaiting-consolidation'
        else 'not-submitted'
      end,
      case
        when coalesce(i.buyer->>'tin', '') = '' and i.kind = 'credit-note'
          then '["The buyer gave no TIN: report this credit note against the consolidated e-invoice in the MyInvois portal"]'::jsonb
        else '[]'::jsonb
      end
    from invoices i
    left join einvoice_documents e on e.invoice_id = i.id
    where e.id is null
    order by i.issued_at
    limit 200
    on conflict do nothing
  `);
  return (result as { rowCount?: number | null }).rowCount ?? 0;
}

/** A month (`2026-11`) as the instants it starts and ends in Malaysia time: what "issued in November" means. */
export function monthInMalaysia(period: string): { from: Date; to: Date } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  // midnight in Malaysia (UTC+8, no daylight saving) is 16:00 UTC the day before
  return { from: new Date(Date.UTC(year, month - 1, 1, -8)), to: new Date(Date.UTC(year, month, 1, -8)) };
}

/** `2026-11` and its start and end in Malaysia time, for the month before `now`'s. */
export function lastMonth(now: Date): { period: string; from: Date; to: Date } {
  const [year, month] = todayInMalaysia(now).split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const period = `${previous.year}-${String(previous.month).padStart(2, '0')}`;
  return { period, ...monthInMalaysia(period) };
}

/** Once a month is over, its receipts of buyers without a TIN become one consolidated e-invoice (LHDN allows 7 days). */
async function consolidateLastMonth(context: EinvoiceContext, now: Date): Promise<number> {
  const { period, from, to } = lastMonth(now);
  if (await findConsolidatedOf(context.db, period)) return 0;
  const receipts = await findAwaitingConsolidation(context.db, { from, to });
  if (receipts.length === 0) return 0;
  return context.db.transaction(async (tx) => {
    const settings = await getInvoicingSettings(tx);
    const codeNumber = `${settings.invoicePrefix}-CON-${period}`;
    const document = buildConsolidatedDocument({
      seller: sellerOf(settings),
      number: codeNumber,
      issuedAt: now,
      month: period,
      receipts: receipts.map(({ invoice }) => ({
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        subtotal: invoice.subtotal,
        tax: invoice.tax,
        total: invoice.total,
        taxRate: invoice.taxRate ?? 0,
      })),
    });
    const row = await insertEinvoice(tx, { kind: 'consolidated', period, codeNumber, status: 'pending', document });
    await markConsolidated(
      tx,
      receipts.map(({ einvoice }) => einvoice.id),
      row.id,
    );
    return receipts.length;
  });
}

/** The UBL document of a queued row: built from its invoice's snapshot, or the consolidated one made with it. */
async function documentFor(db: Database, row: EinvoiceRow): Promise<MyInvoisDocument | undefined> {
  if (row.kind === 'consolidated') return row.document as MyInvoisDocument;
  const invoice = row.invoiceId ? await findInvoiceById(db, row.invoiceId) : undefined;
  if (!invoice) return undefined;
  // a credit note names the e-invoice it corrects by MyInvois's UUID, once that one has one
  const credited = invoice.invoice.creditedInvoiceId
    ? await findEinvoiceOfInvoice(db, invoice.invoice.creditedInvoiceId)
    : undefined;
  return buildMyInvoisDocument(documentOf(invoice), { creditedUuid: credited?.uuid ?? null });
}

/** Builds, checks and submits one document; true when MyInvois accepted it. */
async function submitOne(context: EinvoiceContext, row: EinvoiceRow): Promise<boolean> {
  const { db } = context;
  const document = await documentFor(db, row);
  if (!document) {
    await updateEinvoice(db, row.id, { status: 'rejected', problems: ['Its invoice no longer exists'] });
    return false;
  }
  const problems = validateMyInvoisDocument(document);
  if (problems.length) {
    await updateEinvoice(db, row.id, { status: 'rejected', document, problems });
    return false;
  }
  if (!context.myinvois) {
    await updateEinvoice(db, row.id, { status: 'not-submitted', document, problems: [] });
    return false;
  }
  try {
    const result = await context.myinvois.submit([{ codeNumber: row.codeNumber, json: JSON.stringify(document) }]);
    const accepted = result.accepted.find((entry) => entry.codeNumber === row.codeNumber);
    if (accepted) {
      await updateEinvoice(db, row.id, {
        status: 'submitted',
        document,
        problems: [],
        uuid: accepted.uuid,
        submissionUid: result.submissionUid,
        attempts: row.attempts + 1,
        lastError: null,
        nextAttemptAt: new Date(),
      });
      return true;
    }
    const rejected = result.rejected.find((entry) => entry.codeNumber === row.codeNumber);
    const sentences = rejected
      ? [rejected.message, ...rejected.details.map((detail) => detail.message)].filter(Boolean)
      : ['MyInvois neither accepted nor rejected the document'];
    await updateEinvoice(db, row.id, { status: 'rejected', document, problems: sentences, attempts: row.attempts + 1 });
    return false;
  } catch (error) {
    await retryLater(context, row, error, document);
    return false;
  }
}

/** A failure MyInvois may not repeat (an outage, a limit) waits its backoff; one it will repeat is rejected. */
async function retryLater(context: EinvoiceContext, row: EinvoiceRow, error: unknown, document?: MyInvoisDocument) {
  const attempts = row.attempts + 1;
  const message = String((error as Error)?.message ?? error).slice(0, 500);
  if (error instanceof MyInvoisRejectedError) {
    await updateEinvoice(context.db, row.id, {
      status: 'rejected',
      document,
      problems: [message],
      attempts,
      lastError: message,
    });
    return;
  }
  const waitMs = Math.max(backoffMs(attempts), error instanceof MyInvoisRetryableError ? (error.retryAfterMs ?? 0) : 0);
  const failed = attempts >= MAX_ATTEMPTS;
  await updateEinvoice(context.db, row.id, {
    ...(failed ? { status: 'failed' } : {}),
    document,
    attempts,
    lastError: message,
    nextAttemptAt: new Date(Date.now() + waitMs),
  });
  (context.logger ?? console).warn(
    { err: error, einvoiceId: row.id, codeNumber: row.codeNumber, attempts },
    failed
      ? 'e-invoice not submitted after every attempt; staff can resubmit it'
      : 'e-invoice not submitted; retried later',
  );
}

/** Asks MyInvois about a submitted document; true once it is validated (valid or invalid). */
async function pollOne(context: EinvoiceContext, client: MyInvoisClient, row: EinvoiceRow): Promise<boolean> {
  if (!row.uuid) return false;
  try {
    const details = await client.getDocument(row.uuid);
    if (details.status === 'Valid') {
      await updateEinvoice(context.db, row.id, { status: 'valid', longId: details.longId, validatedAt: new Date() });
      return true;
    }
    if (details.status === 'Invalid') {
      await updateEinvoice(context.db, row.id, {
        status: 'invalid',
        problems: details.errors,
        validatedAt: new Date(),
      });
      return true;
    }
    await updateEinvoice(context.db, row.id, { nextAttemptAt: new Date(Date.now() + POLL_AGAIN_MS) });
    return false;
  } catch (error) {
    await updateEinvoice(context.db, row.id, {
      lastError: String((error as Error)?.message ?? error).slice(0, 500),
      nextAttemptAt: new Date(Date.now() + POLL_AGAIN_MS),
    });
    return false;
  }
}
