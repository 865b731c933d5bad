import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_MESSAGES, TEST_CARDS, ZTestCardConfirmRequestSchema } from '@samplebank/contracts/checkout';
import { CreditCard, LoaderCircle, Lock, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { checkoutApi } from '../api';
import { useCheckoutMessage } from '../lib/checkout-messages';
import { PaymentField } from './payment-field';

const ZCardFormSchema = ZTestCardConfirmRequestSchema.omit({ clientSecret: true });
type CardFormInput = z.input<typeof ZCardFormSchema>;
type CardFormOutput = z.output<typeof ZCardFormSchema>;

const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

// the server's own sentence for a refusal; anything else is the generic failure (paymentFailed)
const errorMessage = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : CHECKOUT_MESSAGES.paymentFailed;

// a 409 means the payment moved on elsewhere (another tab paid, authenticated or cancelled it)
const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

type TestCardFormProps = {
  clientSecret: string;
  amountLabel: string;
  defaults: { email: string; phone: string };
  /** where the payment stands on the server: a payment left at 3-D Secure resumes at its authentication step */
  initialStep?: 'card' | 'authenticate';
  /** why the last try was refused, as the server recorded it */
  initialFailure?: string | null;
  onPaid: () => void;
  /** the payment changed elsewhere: read the checkout again */
  onStale?: () => void;
};

/** The built-in test processor's card form, including the authentication step its 3-D Secure card asks for. */
export function TestCardForm({
  clientSecret,
  amountLabel,
  defaults,
  initialStep = 'card',
  initialFailure = null,
  onPaid,
  onStale,
}: TestCardFormProps) {
  const t = useT('checkout');
  // the card form's and the server's sentences, in the page's language
  const describe = useCheckoutMessage();
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const [step, setStep] = useState<'card' | 'authenticate'>(initialStep);
  const [isAuthenticating, setAuthenticating] = useState<'approve' | 'fail' | null>(null);
  const authenticateHeading = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  // moving to the authentication step moves the focus with it, so a screen reader hears what the bank asks
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    if (step === 'authenticate') authenticateHeading.current?.focus();
  }, [step]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(ZCardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', email: defaults.email, phone: defaults.phone },
  });

  const pay = handleSubmit(async (card) => {
    setFailure(null);
    try {
      const result = await checkoutApi.confirmTestCard({ ...card, clientSecret });
      if (result.status === 'requires_action') setStep('authenticate');
      else onPaid();
    } catch (error) {
      setFailure(errorMessage(error));
      if (isStale(error)) onStale?.();
    }
  });

  const authenticate = async (approve: boolean) => {
    setAuthenticating(approve ? 'approve' : 'fail');
    setFailure(null);
    try {
      await checkoutApi.authenticateTestCard(clientSecret, approve);
      onPaid();
    } catch (error) {
      setFailure(errorMessage(error));
      setStep('card');
      if (isStale(error)) onStale?.();
    } finally {
      setAuthenticating(null);
    }
  };

  if (step === 'authenticate') {
    return (
      <section aria-labelledby="authenticate-heading" className="rounded-xl border border-line bg-canvas p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-white text-brand shadow-card">
            <ShieldCheck aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h3
              id="authenticate-heading"
              ref={authenticateHeading}
              tabIndex={-1}
              className="font-semibold text-ink outline-none"
            >
              {t('card.authenticateTitle')}
            </h3>
            <p className="text-sm text-muted">{t('card.authenticateText', { amount: amountLabel })}</p>
          </div>
        </div>
        <p className="mt-4 text-xs text-muted">{t('card.authenticateNote')}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => authenticate(true)} disabled={isAuthenticating !== null} className="sm:flex-1">
            {isAuthenticating === 'approve' ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : null}
            {t('card.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => authenticate(false)}
            disabled={isAuthenticating !== null}
            className="sm:flex-1"
          >
            {isAuthenticating === 'fail' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('card.fail')}
          </Button>
        </div>
      </section>
    );
  }

  const fieldError = (message: string | undefined) => (message ? describe(message) : undefined);
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  return (
    <form onSubmit={pay} noValidate className="space-y-4">
      <TestCardHint />
      <PaymentField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={fieldError(errors.cardNumber?.message)}
        {...cardNumber}
        onChange={(event) => {
          setValue('cardNumber', groupCardNumber(event.target.value));
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <PaymentField
          label={t('card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={5}
          error={fieldError(errors.expiry?.message)}
          {...expiry}
          onChange={(event) => setValue('expiry', formatExpiry(event.target.value))}
        />
        <PaymentField
          label={t('card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={fieldError(errors.cvc?.message)}
          {...register('cvc')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PaymentField
          label={t('card.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <PaymentField
          label={t('card.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={21}
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Lock aria-hidden="true" className="size-4" />
        )}
        {isSubmitting ? t('card.processing') : t('card.payNow', { amount: amountLabel })}
      </Button>
    </form>
  );
}

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const TEST_CARD_OUTCOMES = [
  { number: TEST_CARDS.succeeds, outcome: 'card.outcomePays' },
  { number: TEST_CARDS.declined, outcome: 'card.outcomeDeclined' },
  { number: TEST_CARDS.requiresAuthentication, outcome: 'card.outcomeAuthenticate' },
] as const;

function TestCardHint() {
  const t = useT('checkout');
  return (
    <aside
      aria-label={t('card.testCards')}
      className="rounded-xl border border-warning/25 bg-warning-soft p-3.5 text-xs text-ink"
    >
      <p className="flex items-center gap-1.5 font-semibold text-warning">
        <CreditCard aria-hidden="true" className="size-4" />
        {t('card.testMode')}
      </p>
      <ul className="mt-2 space-y-1">
        {TEST_CARD_OUTCOMES.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-medium">{spaced(card.number)}</span>{' '}
            <span className="text-muted">{t(card.outcome)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-muted">{t('card.testHint')}</p>
    </aside>
  );
}
