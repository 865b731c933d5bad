// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

const stripeScripts = () => document.querySelectorAll('script[src^="https://js.stripe.com/"]');

describe('loadStripe', () => {
  it('adds no Stripe script on import: a page without a Stripe card form never fetches Stripe.js', async () => {
    await import('./stripe-js');
    expect(stripeScripts()).toHaveLength(0);
  });

  it('adds Stripe’s script from js.stripe.com once, when the card form first asks for Stripe', async () => {
    const { loadStripe } = await import('./stripe-js');
    void loadStripe('pk_test_fake').catch(() => undefined);
    void loadStripe('pk_test_fake').catch(() => undefined);
    expect(stripeScripts()).toHaveLength(1);
  });
});
