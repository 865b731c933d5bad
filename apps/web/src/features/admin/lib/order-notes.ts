import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { ORDER_MESSAGES } from '@samplebank/contracts/orders';
import { useCallback } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n';

// The API stores an order's cancellation reason, and a timeline step's note, in English when it is one of its own
// sentences: staff read each in the page's language, found by its English words. Anything else (what the buyer or
// staff typed) shows as it was written.
const FIXED = new Map<string, MessageKey<'admin'>>([
  [ORDER_MESSAGES.cancelledByBuyer, 'orderNote.cancelledByBuyer'],
  [ORDER_MESSAGES.cancelledByStaff, 'orderNote.cancelledByStaff'],
  [CHECKOUT_MESSAGES.checkoutCancelledByBuyer, 'orderNote.checkoutCancelledByBuyer'],
  [CHECKOUT_MESSAGES.checkoutCancelledByStaff, 'orderNote.checkoutCancelledByStaff'],
  [CHECKOUT_MESSAGES.checkoutReplaced, 'orderNote.checkoutReplaced'],
]);
const CHECKOUT_EXPIRED = /^Payment was not completed within (\d+) minutes; the samples went back to your cart$/;

/** A stored order sentence in the page's words, and whether it was one of ours (not typed by a person). */
export type OrderNote = { text: string; isOurs: boolean };

/** `describe(order.cancellationReason)`: the API's own order sentences in the page's language. */
export function useOrderNote(): (note: string) => OrderNote {
  const t = useT('admin');
  return useCallback(
    (note: string) => {
      const key = FIXED.get(note);
      if (key) return { text: t(key), isOurs: true };
      const expired = CHECKOUT_EXPIRED.exec(note);
      if (expired) return { text: t('orderNote.checkoutExpired', { minutes: Number(expired[1]) }), isOurs: true };
      return { text: note, isOurs: false };
    },
    [t],
  );
}
