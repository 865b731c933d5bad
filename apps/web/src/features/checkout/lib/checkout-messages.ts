import { CHECKOUT_MESSAGES } from '@samplebank/contracts/checkout';
import { EMAIL_MESSAGES } from '@samplebank/contracts/common';
import { useCallback } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n';

type CheckoutKey = MessageKey<'checkout'>;

// The card form's own refusals (ZTestCardConfirmRequestSchema) and the API's checkout sentences (CHECKOUT_MESSAGES)
// arrive in English: the page shows each in its own language, found by its English words. A sentence not listed
// here (a new one, or one the API already wrote in the page's language) shows as it came.
const FIXED: [english: string, key: CheckoutKey][] = [
  [CHECKOUT_MESSAGES.cartNotFound, 'message.cartNotFound'],
  [CHECKOUT_MESSAGES.emptyCart, 'message.emptyCart'],
  [CHECKOUT_MESSAGES.amountMismatch, 'message.amountMismatch'],
  [CHECKOUT_MESSAGES.expressForPremiumOnly, 'message.expressForPremiumOnly'],
  [CHECKOUT_MESSAGES.noShippingAddress, 'message.noShippingAddress'],
  [CHECKOUT_MESSAGES.paymentFailed, 'message.paymentFailed'],
  [CHECKOUT_MESSAGES.paymentNotFound, 'message.paymentNotFound'],
  [CHECKOUT_MESSAGES.cardDeclined, 'message.cardDeclined'],
  [CHECKOUT_MESSAGES.notTestCard, 'message.notTestCard'],
  [CHECKOUT_MESSAGES.invalidCardNumber, 'message.invalidCardNumber'],
  [CHECKOUT_MESSAGES.cardExpired, 'message.cardExpired'],
  [CHECKOUT_MESSAGES.authenticationFailed, 'message.authenticationFailed'],
  [CHECKOUT_MESSAGES.alreadyPaid, 'message.alreadyPaid'],
  [CHECKOUT_MESSAGES.bankDeclined, 'message.bankDeclined'],
  [CHECKOUT_MESSAGES.notAtBank, 'message.notAtBank'],
  [CHECKOUT_MESSAGES.notAwaitingAuthentication, 'message.notAwaitingAuthentication'],
  [CHECKOUT_MESSAGES.awaitingAuthentication, 'message.awaitingAuthentication'],
  [CHECKOUT_MESSAGES.paymentInProgress, 'message.paymentInProgress'],
  [CHECKOUT_MESSAGES.paymentCanceled, 'message.paymentCanceled'],
  [CHECKOUT_MESSAGES.testProcessorOff, 'message.testProcessorOff'],
  [CHECKOUT_MESSAGES.paymentsUnavailable, 'message.paymentsUnavailable'],
  [CHECKOUT_MESSAGES.earlierCheckoutBeingPaid, 'message.earlierCheckoutBeingPaid'],
  [CHECKOUT_MESSAGES.checkoutNotFound, 'message.checkoutNotFound'],
  [CHECKOUT_MESSAGES.cancelledCheckoutReplayed, 'message.cancelledCheckoutReplayed'],
  [CHECKOUT_MESSAGES.checkoutCancelledByBuyer, 'message.checkoutCancelledByBuyer'],
  [CHECKOUT_MESSAGES.checkoutCancelledByStaff, 'message.checkoutCancelledByStaff'],
  [CHECKOUT_MESSAGES.checkoutReplaced, 'message.checkoutReplaced'],
  [CHECKOUT_MESSAGES.cannotCancelPaid, 'message.cannotCancelPaid'],
  [CHECKOUT_MESSAGES.cannotCancelBeingPaid, 'message.cannotCancelBeingPaid'],
  [CHECKOUT_MESSAGES.cannotCancelCancelled, 'message.cannotCancelCancelled'],
  [CHECKOUT_MESSAGES.cannotCancelNotAwaitingPayment, 'message.cannotCancelNotAwaitingPayment'],
  ["Your card's expiry date is incomplete. Enter it as MM/YY.", 'message.expiryIncomplete'],
  ["Your card's security code is invalid.", 'message.cvcInvalid'],
  [EMAIL_MESSAGES.required, 'message.emailRequired'],
  [EMAIL_MESSAGES.invalid, 'message.emailInvalid'],
  ['Please enter a valid phone number', 'message.phoneInvalid'],
];
const FIXED_KEYS = new Map(FIXED);

/** The sentences with a value in them, as CHECKOUT_MESSAGES writes them, and the values a match gives. */
const WITH_VALUES: [
  pattern: RegExp,
  key: CheckoutKey,
  values: (match: RegExpExecArray) => Record<string, string | number>,
][] = [
  [/^(.+) is out of stock$/, 'message.outOfStock', (match) => ({ name: match[1] ?? '' })],
  [
    /^Payment was not completed within (\d+) minutes; the samples went back to your cart$/,
    'message.checkoutExpired',
    (match) => ({ minutes: Number(match[1]) }),
  ],
  [
    /^You already have an open request for (.+)\. You can request it again once it is delivered or cancelled\.$/,
    'message.openFreeRequest',
    (match) => ({ name: match[1] ?? '' }),
  ],
  [
    /^You can request up to (\d+) units? of (.+) at a time\. Lower the quantity and try again\.$/,
    'message.freeUnitsLimit',
    (match) => ({ max: Number(match[1]), name: match[2] ?? '' }),
  ],
];

/** A checkout or card-form sentence in the page's language: `describe(error.message)`. */
export function useCheckoutMessage(): (message: string) => string {
  const t = useT('checkout');
  return useCallback(
    (message: string) => {
      const key = FIXED_KEYS.get(message);
      if (key) return t(key);
      for (const [pattern, patternKey, values] of WITH_VALUES) {
        const match = pattern.exec(message);
        if (match) return t(patternKey, values(match));
      }
      return message;
    },
    [t],
  );
}
