import type { TOrderStatus } from '@samplebank/contracts/orders';
import type { AppContext } from '../../app.js';
import { mailTemplates } from '../../platform/mail-templates.js';
import type { Buyer } from './orders.repository.js';

const statusLabels: Record<TOrderStatus, string> = {
  'awaiting-payment': 'waiting for payment',
  pending: 'received',
  processing: 'being prepared',
  'in-transit': 'on its way',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** E-mails the buyer that their order changed; a mail problem never undoes the change (the outbox retries). */
export async function notifyBuyerOfStatus(
  { mailer, config }: Pick<AppContext, 'mailer' | 'config'>,
  buyer: Buyer,
  orderId: string,
  status: TOrderStatus,
  detail?: string,
): Promise<void> {
  try {
    await mailer.send({
      to: buyer.email,
      kind: 'order-status',
      ...mailTemplates.orderStatus(config.publicUrl, buyer.name, orderId, statusLabels[status], detail),
    });
  } catch {
    // the outbox insert failed after the order committed; the order page still shows the change
  }
}
