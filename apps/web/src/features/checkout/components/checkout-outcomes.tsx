// i18n: not yet translated (issue 16)
import type { TCheckout } from '@samplebank/contracts/checkout';
import { CircleSlash, PackageCheck, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

/** A checkout that can no longer be paid or was never found: what happened, and the ways on. */
function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
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
        <ButtonLink to={paths.cart.to()}>Back to cart</ButtonLink>
        <ButtonLink to={paths.orders.to()} variant="secondary">
          My orders
        </ButtonLink>
      </div>
    </section>
  );
}

/** Cancelled by the buyer, by staff, by a newer checkout, or because the hold ended: its samples are in the cart. */
export function CancelledCheckout({ checkout }: { checkout: TCheckout }) {
  return (
    <Outcome
      icon={<CircleSlash aria-hidden="true" className="size-5" />}
      title={`Checkout ${checkout.number} was cancelled`}
    >
      <p>{checkout.cancellationReason ? `${checkout.cancellationReason}.` : 'It was cancelled before payment.'}</p>
      <p className="mt-1">Nothing was charged, and its samples are back in your cart.</p>
    </Outcome>
  );
}

/** Not this member's checkout, or no checkout at all. */
export function CheckoutNotFound() {
  return (
    <Outcome icon={<SearchX aria-hidden="true" className="size-5" />} title="We could not find this checkout">
      <p>
        The link may be mistyped, or the checkout belongs to another account. Your cart and orders are as you left them.
      </p>
    </Outcome>
  );
}

/** A free sample request reached through a payment link: there is nothing to pay. */
export function NoPaymentNeeded() {
  return (
    <Outcome icon={<PackageCheck aria-hidden="true" className="size-5" />} title="This order needs no payment">
      <p>It is a sample request, so there is nothing to pay. You can follow it under My orders.</p>
    </Outcome>
  );
}
