import type { TCheckout } from '@samplebank/contracts/checkout';
import { formatRinggit } from '@samplebank/domain/format';
import { ArrowLeft, CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import type { SessionUser } from '../../../lib/session';
import { isPaidCheckout, useCheckout, usePaymentsConfig } from '../api';
import { CancelCheckoutDialog } from './cancel-checkout-dialog';
import { CancelledCheckout, CheckoutNotFound, NoPaymentNeeded } from './checkout-outcomes';
import { CheckoutSummary } from './checkout-summary';
import { HoldNotice } from './hold-notice';
import { StripeCardForm } from './stripe-card-form';
import { TestPaymentMethods } from './test-payment-methods';
import { useFinishPayment } from './use-finish-payment';

/** The phone number the user gave at registration, to prefill the card form. */
function phoneOf(user: SessionUser): string {
  for (const info of [user.professionalInfo, user.nonProfessionalInfo, user.studentInfo]) {
    const phone = info?.phoneNumber ?? info?.phone;
    if (typeof phone === 'string' && phone) return phone;
  }
  return '';
}

/** Puts the focus on a step's heading when it appears, so keyboard and screen-reader users start there. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // near the top of the page already: moving the focus must not scroll the page title away
  useEffect(() => ref.current?.focus({ preventScroll: true }), []);
  return ref;
}

/**
 * `/cart-sample?pay=<orderId>`: the payment step, driven by the server's answer about this checkout alone, so a
 * reload, a second tab or Pay now from My orders resume it where it stands (3-D Secure included). Every state has
 * a way back to the cart.
 */
export function PaymentStep({ orderId, user }: { orderId: string; user: SessionUser }) {
  const t = useT('checkout');
  const checkout = useCheckout(orderId);
  return (
    <div className="space-y-4">
      <Link
        to={paths.cart.to()}
        className="inline-flex items-center gap-1.5 rounded-full text-sm font-medium text-ink underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('step.backToCart')}
      </Link>
      {checkout.isPending ? (
        <div role="status" aria-label={t('step.loading')}>
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      ) : checkout.isError ? (
        checkout.error instanceof ApiError && checkout.error.status >= 400 && checkout.error.status < 500 ? (
          <CheckoutNotFound />
        ) : (
          <ErrorMessage
            action={
              <Button variant="secondary" size="sm" onClick={() => checkout.refetch()}>
                {t('step.tryAgain')}
              </Button>
            }
          >
            {t('step.error', { message: checkout.error.message })}
          </ErrorMessage>
        )
      ) : (
        <ResumedCheckout checkout={checkout.data} user={user} onStale={() => checkout.refetch()} />
      )}
    </div>
  );
}

function ResumedCheckout({ checkout, user, onStale }: { checkout: TCheckout; user: SessionUser; onStale: () => void }) {
  if (checkout.status === 'cancelled') return <CancelledCheckout checkout={checkout} />;
  if (checkout.status !== 'awaiting-payment') {
    return isPaidCheckout(checkout) ? <PaidCheckout orderId={checkout.orderId} /> : <NoPaymentNeeded />;
  }
  return <AwaitingPayment checkout={checkout} user={user} onStale={onStale} />;
}

/** Paid, here or in another tab: the confirming state, then the orders page. */
function PaidCheckout({ orderId }: { orderId: string }) {
  const { finish } = useFinishPayment(orderId);
  useEffect(() => {
    void finish();
  }, [finish]);
  return <Confirming />;
}

function Confirming() {
  const t = useT('checkout');
  const heading = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div role="status" className="flex flex-col items-center rounded-xl bg-success-soft px-6 py-10 text-center">
      <CircleCheck aria-hidden="true" className="size-8 text-success" />
      <p ref={heading} tabIndex={-1} className="mt-3 font-semibold text-ink outline-none">
        {t('step.confirming')}
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('step.redirecting')}
      </p>
    </div>
  );
}

function AwaitingPayment({ checkout, user, onStale }: { checkout: TCheckout; user: SessionUser; onStale: () => void }) {
  const t = useT('checkout');
  const config = usePaymentsConfig();
  const navigate = useNavigate();
  const { isConfirming, finish } = useFinishPayment(checkout.orderId);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const amountLabel = formatRinggit(checkout.charges.total);
  const defaults = { email: user.email, phone: phoneOf(user) };
  const inFlight = checkout.paymentStatus === 'processing';

  let body: ReactNode;
  if (isConfirming) body = <Confirming />;
  else if (inFlight) {
    body = (
      <div role="status" className="flex flex-col items-center rounded-xl bg-canvas px-6 py-10 text-center">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-brand" />
        <p className="mt-3 font-semibold text-ink">{t('step.processingTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('step.processingText')}</p>
      </div>
    );
  } else if (!checkout.clientSecret) {
    body = <ErrorMessage>{t('step.noCardForm')}</ErrorMessage>;
  } else if (config.isPending) body = <Skeleton className="h-72 w-full rounded-xl" />;
  else if (config.isError) {
    body = (
      <ErrorMessage
        action={
          <Button variant="secondary" size="sm" onClick={() => config.refetch()}>
            {t('step.tryAgain')}
          </Button>
        }
      >
        {t('step.error', { message: config.error.message })}
      </ErrorMessage>
    );
  } else if (config.data.provider === 'none') {
    body = <ErrorMessage>{t('step.paymentsOff')}</ErrorMessage>;
  } else if (config.data.provider === 'stripe' && config.data.publishableKey) {
    body = (
      <StripeCardForm
        orderId={checkout.orderId}
        publishableKey={config.data.publishableKey}
        clientSecret={checkout.clientSecret}
        amountLabel={amountLabel}
        defaults={defaults}
        initialFailure={checkout.paymentFailure}
        onPaid={finish}
      />
    );
  } else {
    body = (
      <TestPaymentMethods
        checkout={checkout}
        clientSecret={checkout.clientSecret}
        amountLabel={amountLabel}
        defaults={defaults}
        onPaid={finish}
        onStale={onStale}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <section
        aria-labelledby="payment-heading"
        className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id="payment-heading"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold text-ink outline-none"
            >
              {t('step.heading')}
            </h2>
            <p className="mt-1 text-sm text-muted">
              {t.rich('step.placed', {
                number: checkout.number,
                mono: (chunks) => <span className="font-mono font-medium text-ink">{chunks}</span>,
              })}
            </p>
          </div>
          {isConfirming || inFlight ? null : (
            <Button variant="secondary" size="sm" onClick={() => setCancelOpen(true)}>
              {t('step.cancel')}
            </Button>
          )}
        </div>
        {isConfirming || inFlight ? null : <HoldNotice expiresAt={checkout.expiresAt} className="mt-4" />}
        <div className="mt-6">{body}</div>
      </section>
      <CheckoutSummary checkout={checkout} />
      <CancelCheckoutDialog
        checkout={checkout}
        open={isCancelOpen}
        onOpenChange={setCancelOpen}
        onCancelled={() => navigate(paths.cart.to(), { replace: true })}
      />
    </div>
  );
}
