// Stripe.js through Stripe's own loader. The `pure` entry adds Stripe's script tag only when loadStripe is first
// called (the card form of a Stripe checkout), never on import, so pages and test-card checkouts never fetch it.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe as loadStripeJs } from '@stripe/stripe-js/pure';

const LOAD_FAILED = 'The card form could not load. Check your connection and try again.';
// the loader's own words when the script loaded but put no Stripe on the page
const NOT_AVAILABLE = 'Stripe.js not available';

/** Stripe.js for a publishable key, loaded once per page (a failed load is tried again on the next call). */
export async function loadStripe(publishableKey: string): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    stripe = await loadStripeJs(publishableKey);
  } catch (error) {
    throw new Error(error instanceof Error && error.message === NOT_AVAILABLE ? 'Stripe.js did not load' : LOAD_FAILED);
  }
  // null only where there is no window (a server render)
  if (!stripe) throw new Error(LOAD_FAILED);
  return stripe;
}
