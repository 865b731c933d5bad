import type { TOrderStatus } from '@samplebank/contracts/orders';
import type { MailAttachmentRef } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Logger } from '../../platform/logger.js';
import { accountReader, mailTemplates, type OrderMail } from '../../platform/mail-templates.js';
import { expectedDeliveryOf } from './orders.presenter.js';
import { findOrderLines, findOrderMailFacts } from './orders.repository.js';

// the progress staff report along the way; the buyer may turn these off (request received, payment receipt and
// cancellation are always sent)
const OPTIONAL_PROGRESS: readonly TOrderStatus[] = ['processing', 'in-transit', 'delivered'];

type NotifyOptions = {
  /**
   * `progress`: staff moved the order along, which the buyer may have turned off in their e-mail preferences;
   * `notice` (default): a mail the buyer always gets (request received, payment receipt, cancellation).
   */
  kind?: 'progress' | 'notice';
  /** documents sent with it, by reference (the payment receipt carries its tax invoice) */
  attachments?: MailAttachmentRef[];
};

/** What a status mail says besides the status: our sentence, the shipment (or each brand's), staff's note. */
export type OrderChangeDetail = Pick<OrderMail, 'notice' | 'shipment' | 'shipments' | 'note'>;

/** Where a mail that could not be queued is logged: the request's or the job's logger, given as `logger`. */
export type NotifyContext = Pick<AppContext, 'db' | 'mailer' | 'config'> & { logger?: Logger };

/**
 * E-mails the buyer that their order changed, with its number, the expected delivery date or the cancellation
 * reason, in the language of the buyer's account. A mail problem never undoes the change (the outbox retries); it is logged with the order it was about.
 */
export async function notifyBuyerOfStatus(
  { db, mailer, config, logger = console }: NotifyContext,
  buyer: { email: string; name: string },
  orderId: string,
  status: TOrderStatus,
  detail: OrderChangeDetail = {},
  options: NotifyOptions = {},
): Promise<void> {
  try {
    const facts = await findOrderMailFacts(db, orderId);
    if (!facts) return;
    const isOptional = options.kind === 'progress' && OPTIONAL_PROGRESS.includes(status);
    if (isOptional && facts.emailPreferences?.orderUpdates === false) return;
    const isOver = status === 'delivered' || status === 'cancelled';
    const expectedDelivery = isOver ? null : expectedDeliveryOf(facts.order, await findOrderLines(db, [orderId]));
    await mailer.send({
      to: buyer.email,
      kind: 'order-status',
      attachments: options.attachments,
      ...mailTemplates.orderStatus(accountReader(config.publicUrl, facts), buyer.name, {
        orderId,
        number: facts.order.number,
        status,
        ...detail,
        expectedDelivery,
        cancellationReason: status === 'cancelled' ? facts.order.cancellationReason : null,
      }),
    });
  } catch (error) {
    // the outbox insert failed after the order committed; the order page still shows the change
    logger.error({ err: error, orderId, status }, 'order status mail not queued; the order change stands');
  }
}
