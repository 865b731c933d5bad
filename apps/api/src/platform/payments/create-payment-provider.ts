import type { Config } from '../../config.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { TestCardProcessor } from './test-card-processor.js';

/**
 * Stripe when STRIPE_SECRET_KEY is set; the built-in test card processor outside production (or with
 * ALLOW_TEST_CARDS=true); else none, and paid checkouts answer 503 rather than take an order nobody pays for.
 */
export function createPaymentProvider(config: Pick<Config, 'payments' | 'stripe'>): PaymentProvider | undefined {
  if (config.payments === 'stripe' && config.stripe) return new StripePaymentProvider(config.stripe);
  if (config.payments === 'test-cards') return new TestCardProcessor();
  return undefined;
}
