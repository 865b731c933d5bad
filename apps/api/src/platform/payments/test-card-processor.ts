import { randomBytes } from 'node:crypto';
import { CHECKOUT_MESSAGES, TEST_CARDS } from '@samplebank/contracts/checkout';
import { AppError } from '../errors.js';
import type {
  CreateIntentInput,
  PaymentEvent,
  PaymentIntent,
  PaymentProvider,
  ProviderRefund,
  RefundInput,
} from './payment-provider.js';

export type TestCardCharge =
  | { outcome: 'succeeded' }
  | { outcome: 'requires_action' }
  | { outcome: 'failed'; message: string };

/** Luhn's check digit, as every card number carries it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's MM/YY is good through the last day of that month. */
export function hasExpired(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const firstDayAfter = Date.UTC(2000 + (year ?? 0), month ?? 0, 1);
  return now.getTime() >= firstDayAfter;
}

/** What Stripe test mode does with a card: 4242... succeeds, 4000...0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure. */
export function chargeTestCard(card: { cardNumber: string; expiry: string }, now: Date = new Date()): TestCardCharge {
  if (!passesLuhn(card.cardNumber)) return { outcome: 'failed', message: CHECKOUT_MESSAGES.invalidCardNumber };
  if (hasExpired(card.expiry, now)) return { outcome: 'failed', message: CHECKOUT_MESSAGES.cardExpired };
  if (card.cardNumber === TEST_CARDS.succeeds) return { outcome: 'succeeded' };
  if (card.cardNumber === TEST_CARDS.requiresAuthentication) return { outcome: 'requires_action' };
  if (card.cardNumber === TEST_CARDS.declined) return { outcome: 'failed', message: CHECKOUT_MESSAGES.cardDeclined };
  return { outcome: 'failed', message: CHECKOUT_MESSAGES.notTestCard };
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * The built-in processor: behaves like Stripe test mode, offline. Its intents live in the payments table
 * (the checkout stores what createIntent returns); its events are made by the server-side confirmation.
 */
export class TestCardProcessor implements PaymentProvider {
  readonly name = 'test-card' as const;
  readonly publishableKey = undefined;

  async createIntent(_input: CreateIntentInput): Promise<PaymentIntent> {
    const id = `pi_test_${token(12)}`;
    return { id, clientSecret: `${id}_secret_${token(16)}` };
  }

  /** The event a confirmation produces, shaped like a webhook's so one handler takes both. */
  eventFor(
    intentId: string,
    charge: { outcome: 'succeeded' } | { outcome: 'failed'; message: string },
    method: 'card' | 'fpx' = 'card',
  ): PaymentEvent {
    const type = charge.outcome === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    return {
      id: `evt_test_${token(12)}`,
      provider: 'test-card',
      type,
      outcome: charge.outcome,
      intentId,
      failureMessage: charge.outcome === 'failed' ? charge.message : undefined,
      method,
      payload: { type, intentId, method },
    };
  }

  /** A test refund is given at once; the same key gives the same refund id. */
  async refund(input: RefundInput): Promise<ProviderRefund> {
    return { id: `re_test_${input.idempotencyKey.replace(/[^\w]/g, '').slice(-24)}`, status: 'succeeded' };
  }

  /** Test intents live only in the payments table; the expiry job's conditional update there is the cancel. */
  async cancelIntent(_intentId: string): Promise<boolean> {
    return true;
  }

  parseWebhookEvent(): PaymentEvent {
    throw new AppError('NOT_FOUND', 'The test card processor sends no webhooks');
  }
}
