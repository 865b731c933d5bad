import { TEST_CARDS } from '@samplebank/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { chargeTestCard, hasExpired, passesLuhn, TestCardProcessor } from './test-card-processor.js';

describe('chargeTestCard', () => {
  const card = (cardNumber: string, expiry = '12/39') => ({ cardNumber, expiry });

  it('behaves like Stripe test mode', () => {
    expect(chargeTestCard(card(TEST_CARDS.succeeds))).toEqual({ outcome: 'succeeded' });
    expect(chargeTestCard(card(TEST_CARDS.declined))).toEqual({
      outcome: 'failed',
      message: 'Your card was declined.',
    });
    expect(chargeTestCard(card(TEST_CARDS.requiresAuthentication))).toEqual({ outcome: 'requires_action' });
    expect(chargeTestCard(card('5555555555554444'))).toMatchObject({ outcome: 'failed' });
  });

  it('refuses a number that fails the Luhn check and an expired card', () => {
    expect(passesLuhn(TEST_CARDS.succeeds)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(chargeTestCard(card('4242424242424241'))).toMatchObject({ message: 'Your card number is invalid.' });
    expect(chargeTestCard(card(TEST_CARDS.succeeds, '01/20'))).toMatchObject({ message: 'Your card has expired.' });
  });

  it('keeps a card good through the last day of its expiry month', () => {
    expect(hasExpired('06/25', new Date('2025-06-30T23:59:00Z'))).toBe(false);
    expect(hasExpired('06/25', new Date('2025-07-01T00:00:00Z'))).toBe(true);
  });
});

describe('TestCardProcessor', () => {
  it('makes a new intent with a client secret that names it', async () => {
    const processor = new TestCardProcessor();
    const input = { amount: 100, currency: 'myr' as const, orderId: 'o', idempotencyKey: 'k' };
    const intent = await processor.createIntent(input);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect((await processor.createIntent(input)).id).not.toBe(intent.id);
  });

  it('makes events shaped like webhook events, each with its own id', () => {
    const processor = new TestCardProcessor();
    const paid = processor.eventFor('pi_test_1', { outcome: 'succeeded' });
    expect(paid).toMatchObject({ provider: 'test-card', outcome: 'succeeded', intentId: 'pi_test_1' });
    expect(processor.eventFor('pi_test_1', { outcome: 'succeeded' }).id).not.toBe(paid.id);
  });
});
