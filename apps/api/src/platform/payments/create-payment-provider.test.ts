import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './create-payment-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { TestCardProcessor } from './test-card-processor.js';

describe('createPaymentProvider', () => {
  it('makes Stripe when the config names Stripe and has its keys', () => {
    const provider = createPaymentProvider({
      payments: 'stripe',
      stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake' },
    });
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider?.publishableKey).toBe('pk_test_fake');
  });

  it('makes the test card processor where test cards are allowed', () => {
    expect(createPaymentProvider({ payments: 'test-cards' })).toBeInstanceOf(TestCardProcessor);
  });

  it('makes none when payments are off', () => {
    expect(createPaymentProvider({ payments: 'none' })).toBeUndefined();
  });
});
