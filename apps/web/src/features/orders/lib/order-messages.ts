import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { ORDER_MESSAGES } from '@samplebank/contracts/orders';
import { useCallback } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n';

type OrdersKey = MessageKey<'orders'>;

// The API's order sentences (a cancellation's stored reason, a refused cancel) and the cancel form's refusals arrive
// in English: the page shows each in its own language, found by its English words. Anything else (a reason the buyer
// or staff typed, a sentence the API already wrote in the page's language) shows as it came.
const FIXED = new Map<string, OrdersKey>([
  [ORDER_MESSAGES.cancelledByBuyer, 'reason.cancelledByBuyer'],
  [ORDER_MESSAGES.cancelledByStaff, 'reason.cancelledByStaff'],
  [CHECKOUT_MESSAGES.checkoutCancelledByBuyer, 'reason.checkoutCancelledByBuyer'],
  [CHECKOUT_MESSAGES.checkoutCancelledByStaff, 'reason.checkoutCancelledByStaff'],
  [CHECKOUT_MESSAGES.checkoutReplaced, 'reason.checkoutReplaced'],
  [ORDER_MESSAGES.cancelReasonType, 'refusal.reasonType'],
  [ORDER_MESSAGES.cancelReasonTooLong, 'refusal.reasonTooLong'],
  [ORDER_MESSAGES.notFound, 'refusal.notFound'],
  [ORDER_MESSAGES.cannotCancel('awaiting-payment'), 'refusal.awaitingPayment'],
  [ORDER_MESSAGES.cannotCancel('processing'), 'refusal.processing'],
  [ORDER_MESSAGES.cannotCancel('in-transit'), 'refusal.inTransit'],
  [ORDER_MESSAGES.cannotCancel('delivered'), 'refusal.delivered'],
  [ORDER_MESSAGES.cannotCancel('cancelled'), 'refusal.cancelled'],
  [ORDER_MESSAGES.cannotCancel('pending'), 'refusal.other'],
  [CHECKOUT_MESSAGES.cannotCancelPaid, 'refusal.checkoutPaid'],
  [CHECKOUT_MESSAGES.cannotCancelBeingPaid, 'refusal.checkoutBeingPaid'],
  [CHECKOUT_MESSAGES.cannotCancelCancelled, 'refusal.checkoutCancelled'],
  [CHECKOUT_MESSAGES.cannotCancelNotAwaitingPayment, 'refusal.checkoutNotAwaitingPayment'],
]);
const CHECKOUT_EXPIRED = /^Payment was not completed within (\d+) minutes; the samples went back to your cart$/;

/** An order sentence from the API in the page's words, and whether it was one of ours (not typed by a person). */
export type OrderMessage = { text: string; isOurs: boolean };

/** The orders' sentences from the API in the page's language: `describe(order.cancellationReason)`. */
export function useOrderMessage(): (message: string) => OrderMessage {
  const t = useT('orders');
  return useCallback(
    (message: string) => {
      const key = FIXED.get(message);
      if (key) return { text: t(key), isOurs: true };
      const expired = CHECKOUT_EXPIRED.exec(message);
      if (expired) return { text: t('reason.checkoutExpired', { minutes: Number(expired[1]) }), isOurs: true };
      return { text: message, isOurs: false };
    },
    [t],
  );
}
