import type { TCheckout } from '@samplebank/contracts/checkout';
import { formatRinggit } from '@samplebank/domain/format';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n';
import { formatHoldEnd } from '../lib/hold';
import { CancelCheckoutDialog } from './cancel-checkout-dialog';

/** The payment step of a checkout, as a link: `/cart-sample?pay=<orderId>` (My orders' Pay now links here too). */
export const payCheckoutPath = (orderId: string) => `/cart-sample?pay=${encodeURIComponent(orderId)}`;

/**
 * On the cart page: the member's checkout waiting for payment, with Pay now and Cancel, so a checkout left in
 * another tab is never hidden behind an empty cart.
 */
export function OpenCheckoutNotice({ checkout, hasCartLines }: { checkout: TCheckout; hasCartLines: boolean }) {
  const t = useT('checkout');
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
            {t('open.title')}
          </h2>
          <p className="mt-1 text-sm text-ink">
            <span className="whitespace-nowrap">
              {t.rich('open.order', {
                number: checkout.number,
                mono: (chunks) => <span className="font-mono font-medium">{chunks}</span>,
              })}
            </span>{' '}
            · <span className="whitespace-nowrap">{t('open.items', { count: units })}</span> ·{' '}
            <span className="whitespace-nowrap">{formatRinggit(checkout.charges.total)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {isBeingPaid
              ? t('open.beingPaid')
              : isHoldOver
                ? t('open.holdOver')
                : t('open.heldUntil', { time: formatHoldEnd(checkout.expiresAt) })}
            {hasCartLines && !isBeingPaid ? ` ${t('open.replaces')}` : null}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:pl-13">
        <ButtonLink to={payCheckoutPath(checkout.orderId)}>
          {t(isBeingPaid ? 'open.viewPayment' : 'open.payNow')}
        </ButtonLink>
        {isBeingPaid ? null : (
          <Button variant="secondary" onClick={() => setCancelOpen(true)}>
            {t('open.cancel')}
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
