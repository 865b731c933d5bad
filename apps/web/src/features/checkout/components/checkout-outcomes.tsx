import type { TCheckout } from '@samplebank/contracts/checkout';
import { CircleSlash, PackageCheck, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useCheckoutMessage } from '../lib/checkout-messages';

/** A checkout that can no longer be paid or was never found: what happened, and the ways on. */
function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const t = useT('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  // near the top of the page already: moving the focus must not scroll the page title away
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <section
      aria-labelledby="checkout-outcome-heading"
      className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
        {icon}
      </span>
      <h2
        id="checkout-outcome-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-lg font-semibold text-ink outline-none"
      >
        {title}
      </h2>
      <div className="mt-2 max-w-md text-sm text-muted">{children}</div>
      <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <ButtonLink to={paths.cart.to()}>{t('outcome.backToCart')}</ButtonLink>
        <ButtonLink to={paths.orders.to()} variant="secondary">
          {t('outcome.myOrders')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** Cancelled by the buyer, by staff, by a newer checkout, or because the hold ended: its samples are in the cart. */
export function CancelledCheckout({ checkout }: { checkout: TCheckout }) {
  const t = useT('checkout');
  const describe = useCheckoutMessage();
  return (
    <Outcome
      icon={<CircleSlash aria-hidden="true" className="size-5" />}
      title={t('outcome.cancelledTitle', { number: checkout.number })}
    >
      <p>
        {checkout.cancellationReason
          ? t('outcome.cancelledReason', { reason: describe(checkout.cancellationReason) })
          : t('outcome.cancelledBeforePayment')}
      </p>
      <p className="mt-1">{t('outcome.cancelledText')}</p>
    </Outcome>
  );
}

/** Not this member's checkout, or no checkout at all. */
export function CheckoutNotFound() {
  const t = useT('checkout');
  return (
    <Outcome icon={<SearchX aria-hidden="true" className="size-5" />} title={t('outcome.notFoundTitle')}>
      <p>{t('outcome.notFoundText')}</p>
    </Outcome>
  );
}

/** A free sample request reached through a payment link: there is nothing to pay. */
export function NoPaymentNeeded() {
  const t = useT('checkout');
  return (
    <Outcome icon={<PackageCheck aria-hidden="true" className="size-5" />} title={t('outcome.noPaymentTitle')}>
      <p>{t('outcome.noPaymentText')}</p>
    </Outcome>
  );
}
