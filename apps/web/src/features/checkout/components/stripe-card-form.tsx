import { LoaderCircle, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { loadStripe, type StripeElements, type StripeInstance } from '../lib/stripe-js';
import { PaymentField } from './payment-field';

type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  defaults: { email: string; phone: string };
  onPaid: () => void;
};

const appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#c2410c', colorText: '#1c1917', borderRadius: '8px', fontFamily: 'Inter, system-ui' },
};

/**
 * Stripe's Payment Element. Cards that need no redirect are confirmed here; a redirecting method comes back to the
 * orders page (spec §7), where the payment event has marked the order paid.
 */
export function StripeCardForm({ publishableKey, clientSecret, amountLabel, defaults, onPaid }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: StripeElements } | null>(null);
  const [isReady, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPaying, setPaying] = useState(false);
  const [email, setEmail] = useState(defaults.email);
  const [phone, setPhone] = useState(defaults.phone);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret, appearance });
        const paymentElement = elements.create('payment', { layout: 'tabs' });
        paymentElement.on('ready', () => setReady(true));
        paymentElement.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        destroy = () => paymentElement.destroy();
      })
      .catch((error: Error) => setLoadError(error.message));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [publishableKey, clientSecret]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const loaded = stripeRef.current;
    if (!loaded) return;
    setPaying(true);
    setFailure(null);
    const submitted = await loaded.elements.submit();
    if (submitted.error) {
      setFailure(submitted.error.message ?? 'Check your card details.');
      setPaying(false);
      return;
    }
    const result = await loaded.stripe.confirmPayment({
      elements: loaded.elements,
      confirmParams: {
        return_url: `${window.location.origin}${paths.orders.to()}`,
        payment_method_data: { billing_details: { email, phone } },
      },
      redirect: 'if_required',
    });
    setPaying(false);
    if (result.error) setFailure(result.error.message ?? 'Your payment could not be completed.');
    else onPaid();
  };

  if (loadError) return <ErrorMessage>{loadError}</ErrorMessage>;
  return (
    <form onSubmit={pay} className="space-y-4">
      {isReady ? null : <Skeleton className="h-44 w-full rounded-xl" />}
      <div ref={mountRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentField
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PaymentField
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-danger/20 bg-danger-soft p-3 text-sm font-medium text-danger"
        >
          {failure}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={!isReady || isPaying}>
        {isPaying ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {isPaying ? 'Processing...' : `Pay now · ${amountLabel}`}
      </Button>
    </form>
  );
}
