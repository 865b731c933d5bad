// The few parts of Stripe.js (https://js.stripe.com/v3) the card form uses; no SDK package is installed.

export type StripeError = { message?: string; type?: string };

export type StripePaymentElement = {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
  on: (event: 'ready', handler: () => void) => void;
};

export type StripeElements = {
  create: (type: 'payment', options?: { layout?: 'tabs' | 'accordion' }) => StripePaymentElement;
  submit: () => Promise<{ error?: StripeError }>;
};

/** What Stripe.js answers about a PaymentIntent: the intent, or an error to show. */
export type StripeIntentResult = { error?: StripeError; paymentIntent?: { id: string; status: string } };

export type StripeInstance = {
  /** Reads the intent's status with its client secret (a resumed payment step starts from it). */
  retrievePaymentIntent: (clientSecret: string) => Promise<StripeIntentResult>;
  /** Finishes an intent in `requires_action` (3-D Secure), as the resumed step does; an error for any other status. */
  handleNextAction: (options: { clientSecret: string }) => Promise<StripeIntentResult>;
  elements: (options: { clientSecret: string; appearance?: Record<string, unknown> }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: {
      return_url: string;
      payment_method_data?: { billing_details?: { email?: string; phone?: string } };
    };
    redirect: 'if_required';
  }) => Promise<StripeIntentResult>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeInstance;
  }
}

const STRIPE_JS_URL = 'https://js.stripe.com/v3';
let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Adds Stripe's script tag once (the server's CSP allows it only when Stripe is configured). */
export function loadStripe(publishableKey: string): Promise<StripeInstance> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The card form could not load. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading.then((Stripe) => Stripe(publishableKey));
}
