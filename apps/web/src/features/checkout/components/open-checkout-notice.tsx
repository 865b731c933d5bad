// i18n: not yet translated (issue 16)
import type { TCheckout } from '@samplebank/contracts/checkout';
import { formatCount, formatRinggit } from '@samplebank/domain/format';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { formatHoldEnd } from '../lib/hold';
import { CancelCheckoutDialog } from './cancel-checkout-dialog';

/** The payment step of a checkout, as a link: `/cart-sample?pay=<orderId>` (My orders' Pay now links here too). */
export const payCheckoutPath = (orderId: string) => `/cart-sample?pay=${encodeURIComponent(orderId)}`;

/**
 * On the cart page: the member's checkout waiting for payment, with Pay now and Cancel, so a checkout left in
 * another tab is never hidden behind an empty cart.
 */
export function OpenCheckoutNotice({ checkout, hasCartLines }: { checkout: TCheckout; hasCartLines: boolean }) {
  const [isCancelOpen, setCancelOpen] = useState(false);
  const units = checkout.lines.reduce((sum, line) => sum + line.quantity, 0);
  const isBeingPaid = checkout.paymentStatus === 'processing';
  const isHoldOver = Date.parse(checkout.expiresAt) <= Date.now();
  return (
    <section
      aria-labelledby="open-checkout-heading"
      className="rounded-2xl border border-brand/25 bg-brand-soft p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-card">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="open-checkout-heading" className="text-base font-semibold text-ink">
            You have a checkout waiting for payment
          </h2>
          <p className="mt-1 text-sm text-ink">
            <span className="whitespace-nowrap">
              Order <span className="font-mono font-medium">{checkout.number}</span>
            </span>{' '}
            · <span className="whitespace-nowrap">{formatCount(units, 'item')}</span> ·{' '}
            <span className="whitespace-nowrap">{formatRinggit(checkout.charges.total)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {isBeingPaid
              ? 'Its payment is being processed right now.'
              : isHoldOver
                ? 'Its hold has ended: pay now, or its samples come back to your cart in a moment.'
                : `Its samples are held for you until ${formatHoldEnd(checkout.expiresAt)}.`}
            {hasCartLines && !isBeingPaid
              ? ' Checking out your cart below replaces it, and its samples then come back to your cart.'
              : ''}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:pl-13">
        <ButtonLink to={payCheckoutPath(checkout.orderId)}>{isBeingPaid ? 'View payment' : 'Pay now'}</ButtonLink>
        {isBeingPaid ? null : (
          <Button variant="secondary" onClick={() => setCancelOpen(true)}>
            Cancel checkout
          </Button>
        )}
      </div>
      <CancelCheckoutDialog
        checkout={checkout}
        open={isCancelOpen}
        onOpenChange={setCancelOpen}
        onCancelled={() => undefined}
      />
    </section>
  );
}
