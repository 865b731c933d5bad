import type { Appearance, Stripe, StripeElements } from '@stripe/stripe-js';
import { LoaderCircle, Lock, ShieldCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { pathInLocale, useLocale, useT } from '../../../lib/i18n';
import { useCheckoutMessage } from '../lib/checkout-messages';
import { loadStripe } from '../lib/stripe-js';
import { PaymentField } from './payment-field';

type StripeCardFormProps = {
  /** the order paid for: a bank's redirect (FPX, GrabPay) returns to its page */
  orderId: string;
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  defaults: { email: string; phone: string };
  /** why the last try was refused, as the server recorded it */
  initialFailure?: string | null;
  onPaid: () => void;
};

const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#c2410c',
    colorText: '#1c1917',
    borderRadius: '8px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

// the intent's status at Stripe decides where a resumed payment step starts
const PAID_STATUSES = ['succeeded', 'processing'];

type Stage = 'loading' | 'authenticate' | 'form';

/**
 * Stripe's Payment Element. The intent is read first, so a reload or a second tab resumes where the payment stands:
 * paid goes on to the orders page, 3-D Secure left half-way is finished with `handleNextAction`, anything else gets
 * the payment form: card, FPX and GrabPay. Cards that need no redirect are confirmed here; a redirecting method (FPX,
 * GrabPay) comes back to the order's page, which the payment event marks paid (issue 20).
 */
export function StripeCardForm({
  orderId,
  publishableKey,
  clientSecret,
  amountLabel,
  defaults,
  initialFailure,
  onPaid,
}: StripeCardFormProps) {
  const t = useT('checkout');
  const locale = useLocale();
  const describe = useCheckoutMessage();
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [stage, setStage] = useState<Stage>('loading');
  const [isReady, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState<string | null>(initialFailure ?? null);
  const [isPaying, setPaying] = useState(false);
  const [email, setEmail] = useState(defaults.email);
  const [phone, setPhone] = useState(defaults.phone);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then(async (loaded) => {
        const { paymentIntent } = await loaded
          .retrievePaymentIntent(clientSecret)
          .catch(() => ({ paymentIntent: undefined }));
        if (cancelled) return;
        setStripe(loaded);
        if (paymentIntent && PAID_STATUSES.includes(paymentIntent.status)) onPaidRef.current();
        else setStage(paymentIntent?.status === 'requires_action' ? 'authenticate' : 'form');
      })
      // loadStripe's reasons are for the console; the buyer reads that the form did not load
      .catch((error: Error) => {
        console.error(error);
        setLoadFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret]);

  useEffect(() => {
    if (stage !== 'form' || !stripe || !mountRef.current) return;
    // Stripe writes the card form's labels and its own refusals in the page's language
    const elements = stripe.elements({ clientSecret, appearance, locale });
    const paymentElement = elements.create('payment', { layout: 'tabs' });
    paymentElement.on('ready', () => setReady(true));
    paymentElement.mount(mountRef.current);
    elementsRef.current = elements;
    return () => {
      elementsRef.current = null;
      setReady(false);
      paymentElement.destroy();
    };
  }, [stage, stripe, clientSecret, locale]);

  const authenticate = async () => {
    if (!stripe) return;
    setPaying(true);
    setFailure(null);
    const result = await stripe.handleNextAction({ clientSecret });
    setPaying(false);
    if (result.paymentIntent && PAID_STATUSES.includes(result.paymentIntent.status)) return onPaid();
    setFailure(result.error?.message ?? t('stripe.notConfirmed'));
    setStage('form');
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const elements = elementsRef.current;
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    const submitted = await elements.submit();
    if (submitted.error) {
      setFailure(submitted.error.message ?? t('stripe.checkDetails'));
      setPaying(false);
      return;
    }
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: {
        // a full page load back from the bank (FPX, GrabPay): the order's page in this page's language, which shows
        // it paid once Stripe's webhook arrives
        return_url: `${window.location.origin}${pathInLocale(paths.orderDetails.to(orderId), locale)}`,
        payment_method_data: { billing_details: { email, phone } },
      },
      redirect: 'if_required',
    });
    setPaying(false);
    if (result.error) setFailure(result.error.message ?? t('stripe.notCompleted'));
    else onPaid();
  };

  if (loadFailed) return <ErrorMessage>{t('stripe.loadFailed')}</ErrorMessage>;
  if (stage === 'loading') return <Skeleton className="h-72 w-full rounded-xl" />;
  if (stage === 'authenticate') {
    return (
      <section aria-labelledby="stripe-authenticate-heading" className="rounded-xl border border-line bg-canvas p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3 id="stripe-authenticate-heading" className="font-semibold text-ink">
              {t('stripe.authenticateTitle')}
            </h3>
            <p className="text-sm text-muted">{t('stripe.authenticateText', { amount: amountLabel })}</p>
          </div>
        </div>
        <Button className="mt-4 w-full" onClick={authenticate} disabled={isPaying} aria-busy={isPaying}>
          {isPaying ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t('stripe.continue')}
        </Button>
      </section>
    );
  }
  return (
    <form onSubmit={pay} className="space-y-4">
      {isReady ? null : <Skeleton className="h-44 w-full rounded-xl" />}
      <div ref={mountRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentField
          label={t('card.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PaymentField
          label={t('card.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {failure ? (
        <div
          role="alert"
          className="rounded-lg border border-danger/20 bg-danger-soft p-3 text-sm font-medium text-danger"
        >
          {describe(failure)}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={!isReady || isPaying}>
        {isPaying ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {isPaying ? t('card.processing') : t('card.payNow', { amount: amountLabel })}
      </Button>
    </form>
  );
}
