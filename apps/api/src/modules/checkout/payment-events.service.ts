import type { ServiceContext } from '../../platform/context.js';
import type { Logger } from '../../platform/logger.js';
import type { PaymentEvent } from '../../platform/payments/payment-provider.js';
import { issueInvoiceForPaidOrder } from '../invoices/issue-invoice.js';
import { notifyBuyerOfStatus } from '../orders/order-notifications.js';
import { findOrderWithBuyer, insertStatusEvent, moveOrderStatus } from '../orders/orders.repository.js';
import {
  findSampleIdsOfOrder,
  lockPaymentByIntent,
  recordPaymentEventOnce,
  setPaymentStatus,
} from './checkout.repository.js';
import { recordOrderedSamples } from './checkout.steps.js';

export type PaymentEventResult = 'duplicate' | 'ignored' | 'failed' | 'paid' | 'already-paid';

/**
 * Applies a verified payment event once per event id: the event row is inserted in the same transaction that
 * changes the payment and the order, so a redelivered event (or ten at once) changes nothing the second time.
 * The event, never the browser, marks an order paid. No user acts here: the payment provider does, so the event is
 * the whole input.
 */
export async function handlePaymentEvent(
  context: ServiceContext<'db' | 'mailer' | 'config'> & { logger?: Logger },
  event: PaymentEvent,
): Promise<PaymentEventResult> {
  const log = context.logger;
  type Outcome = { kind: PaymentEventResult; orderId?: string; invoiceId?: string };
  const result = await context.db.transaction(async (tx): Promise<Outcome> => {
    if (!(await recordPaymentEventOnce(tx, event))) return { kind: 'duplicate' };
    if (event.outcome === 'ignored' || !event.intentId) return { kind: 'ignored' };
    const payment = await lockPaymentByIntent(tx, event.intentId);
    if (!payment || payment.status === 'succeeded') return { kind: payment ? 'already-paid' : 'ignored' };
    if (event.outcome === 'failed') {
      await setPaymentStatus(tx, payment.id, 'failed', event.failureMessage);
      return { kind: 'failed' };
    }
    const paidOther =
      (event.amount !== undefined && event.amount !== payment.amount) ||
      (event.currency !== undefined && event.currency.toLowerCase() !== payment.currency);
    if (paidOther) {
      (log ?? console).warn(
        { eventId: event.id, eventType: event.type, paymentId: payment.id, orderId: payment.orderId },
        'payment event amount differs from the order; not applied',
      );
      return { kind: 'ignored' };
    }
    await setPaymentStatus(tx, payment.id, 'succeeded');
    const moved = await moveOrderStatus(tx, payment.orderId, { from: 'awaiting-payment', to: 'processing' });
    if (!moved) return { kind: 'already-paid' };
    await insertStatusEvent(tx, { orderId: payment.orderId, status: 'processing', note: 'Payment received' });
    await recordOrderedSamples(tx, { sampleIds: await findSampleIdsOfOrder(tx, payment.orderId), isPremium: true });
    // the tax invoice is issued with the payment, numbered in this transaction (issue 20)
    const invoice = await issueInvoiceForPaidOrder(tx, payment.orderId, {
      paidAt: new Date(),
      // Stripe's event names the method when it can; an invoice says "online payment" when it does not
      method: event.method ?? 'online',
    });
    return { kind: 'paid', orderId: payment.orderId, invoiceId: invoice?.id };
  });
  if (result.kind === 'paid' && result.orderId) {
    const row = await findOrderWithBuyer(context.db, result.orderId);
    if (row) {
      await notifyBuyerOfStatus(
        { ...context, logger: log },
        row.buyer,
        row.order.id,
        'processing',
        { notice: 'paymentReceived' },
        { attachments: result.invoiceId ? [{ kind: 'invoice', id: result.invoiceId }] : [] },
      );
    }
  }
  return result.kind;
}
