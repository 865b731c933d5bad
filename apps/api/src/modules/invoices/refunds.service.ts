import {
  REFUND_MESSAGES,
  type TOrderRefundsResponse,
  type TRefund,
  type TRefundRequest,
} from '@samplebank/contracts/refunds';
import { formatRinggit } from '@samplebank/domain/format';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import { accountReader, mailTemplates } from '../../platform/mail-templates.js';
import { findOrderMailFacts, findOrderWithBuyer, insertStatusEvent } from '../orders/orders.repository.js';
import type { InvoiceLine } from './invoice-document.js';
import { presentInvoiceSummary } from './invoices.presenter.js';
import { issueCreditNote } from './issue-invoice.js';
import { creditLinesOf, RefundRefused, remainingOf } from './refund-lines.js';
import {
  findRefundableOrder,
  findRefundsOfOrder,
  insertRefund,
  type RefundWithCreditNote,
  settleRefund,
} from './refunds.repository.js';

type RefundContext = ServiceContext<'db' | 'payments' | 'mailer' | 'config'> & { logger?: Logger };

const lineTotal = (line: InvoiceLine) => line.amount + line.tax;

function presentRefund({ refund, creditNote }: RefundWithCreditNote): TRefund {
  return {
    _id: refund.id,
    amount: refund.amount,
    status: refund.status as TRefund['status'],
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    creditNote: creditNote?.id
      ? presentInvoiceSummary(creditNote as Parameters<typeof presentInvoiceSummary>[0])
      : null,
  };
}

/** `GET /admin/orders/{id}/refunds`: the order's refunds, and each sample's units and the delivery left to refund. */
export async function listOrderRefunds({ db }: ServiceContext<'db'>, orderId: string): Promise<TOrderRefundsResponse> {
  const found = await findRefundableOrder(db, orderId);
  if (!found) throw notFound('Order');
  const rows = await findRefundsOfOrder(db, orderId);
  const earlier = rows.map((row) => row.refund).filter((refund) => refund.status !== 'failed');
  const invoiceLines = (found.invoice?.lines as InvoiceLine[] | undefined) ?? [];
  const remaining = remainingOf(invoiceLines, earlier);
  const left = remaining.lines.filter((entry) => entry.quantity > 0);
  // everything left, priced as a refund of it would be
  const everything = creditLinesOf(invoiceLines, earlier, {
    lines: left.map(({ line, quantity }) => ({ sampleId: line.sampleId!, quantity })),
    includeDelivery: Boolean(remaining.delivery),
    reason: '',
  });
  return {
    refunds: rows.map(presentRefund),
    remaining: {
      lines: left.map(({ line, quantity }) => ({
        sampleId: line.sampleId!,
        name: line.description,
        quantity,
        // what one more unit gives back, SST included (the last unit may differ by a sen)
        unitAmount: line.unitPrice + Math.round(line.tax / line.quantity),
      })),
      delivery: remaining.delivery ? lineTotal(remaining.delivery) : 0,
      total: everything.reduce((sum, line) => sum + lineTotal(line), 0),
    },
  };
}

/**
 * `POST /admin/orders/{id}/refunds`: gives back part or all of a paid order through its payment provider. The refund
 * is recorded as pending before the provider is asked (so two at once cannot give back more than was paid), then
 * succeeds with its credit note, or fails and gives nothing back. The buyer is mailed the credit note.
 */
export async function createRefund(
  context: RefundContext,
  actor: AuthUser,
  { orderId, request }: { orderId: string; request: TRefundRequest },
): Promise<TRefund> {
  const { db } = context;
  const prepared = await db.transaction(async (tx) => {
    const found = await findRefundableOrder(tx, orderId, { lock: true });
    if (!found) throw notFound('Order');
    const { payment, invoice } = found;
    if (payment?.status !== 'succeeded' || !invoice) throw new AppError('INVALID_STATE', REFUND_MESSAGES.notPaid);
    const earlier = (await findRefundsOfOrder(tx, orderId))
      .map((row) => row.refund)
      .filter((refund) => refund.status !== 'failed');
    let lines: InvoiceLine[];
    try {
      lines = creditLinesOf(invoice.lines as InvoiceLine[], earlier, request);
    } catch (error) {
      if (!(error instanceof RefundRefused)) throw error;
      throw error.reason === 'notOnOrder'
        ? new AppError('BAD_REQUEST', REFUND_MESSAGES.notOnOrder)
        : new AppError('INVALID_STATE', REFUND_MESSAGES.moreThanPaid);
    }
    const refund = await insertRefund(tx, {
      orderId,
      amount: lines.reduce((sum, line) => sum + lineTotal(line), 0),
      status: 'pending',
      reason: request.reason,
      lines: request.lines,
      includeDelivery: request.includeDelivery,
      createdBy: actor.id,
    });
    return { refund, payment, invoice, lines };
  });

  const { refund, payment, invoice, lines } = prepared;
  const provider = context.payments;
  let given: Awaited<ReturnType<NonNullable<typeof provider>['refund']>>;
  try {
    // the provider that took the payment gives it back; a refund's id is its idempotency key, so a retry is one refund
    if (!provider || provider.name !== payment.provider)
      throw new AppError('SERVICE_UNAVAILABLE', REFUND_MESSAGES.providerRefused);
    given = await provider.refund({
      intentId: payment.providerIntentId,
      amount: refund.amount,
      idempotencyKey: `samplebank-refund-${refund.id}`,
    });
  } catch (error) {
    await settleRefund(db, refund.id, {
      status: 'failed',
      failureMessage: String((error as Error).message).slice(0, 500),
    });
    throw error instanceof AppError ? error : new AppError('SERVICE_UNAVAILABLE', REFUND_MESSAGES.providerRefused);
  }

  const creditNote = await db.transaction(async (tx) => {
    const note = await issueCreditNote(tx, {
      invoice,
      lines,
      reason: request.reason,
      issuedBy: actor.id,
      issuedAt: new Date(),
    });
    await settleRefund(tx, refund.id, { status: given.status, providerRefundId: given.id, creditNoteId: note.id });
    const order = await findOrderWithBuyer(tx, orderId);
    await insertStatusEvent(tx, {
      orderId,
      status: order!.order.status,
      note: `Refunded ${formatRinggit(refund.amount / 100)} (credit note ${note.number}): ${request.reason}`,
      actorId: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.refund',
      entityType: 'order',
      entityId: orderId,
      before: null,
      after: { refundId: refund.id, amount: refund.amount, creditNote: note.number, ...request },
    });
    return note;
  });

  await mailCreditNote(context, orderId, {
    amount: refund.amount,
    creditNoteId: creditNote.id,
    number: creditNote.number,
  });
  const [row] = (await findRefundsOfOrder(db, orderId)).filter((entry) => entry.refund.id === refund.id);
  return presentRefund(row!);
}

/** Mails the buyer their refund with its credit note attached; a mail problem never undoes the refund. */
async function mailCreditNote(
  { db, mailer, config, logger = console }: RefundContext,
  orderId: string,
  refund: { amount: number; creditNoteId: string; number: string },
) {
  try {
    const [row, facts] = await Promise.all([findOrderWithBuyer(db, orderId), findOrderMailFacts(db, orderId)]);
    if (!row || !facts) return;
    await mailer.send({
      to: row.buyer.email,
      kind: 'refund',
      attachments: [{ kind: 'invoice', id: refund.creditNoteId }],
      ...mailTemplates.refundIssued(accountReader(config.publicUrl, facts), row.buyer.name, {
        orderId,
        orderNumber: row.order.number,
        amount: formatRinggit(refund.amount / 100),
        creditNoteNumber: refund.number,
      }),
    });
  } catch (error) {
    logger.error({ err: error, orderId }, 'refund mail not queued; the refund stands');
  }
}
