import { formatRinggit } from '@samplebank/domain/pricing';
import { CircleCheck, ImageOff, LoaderCircle } from 'lucide-react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import type { SessionUser } from '../../../lib/session';
import { usePaymentsConfig } from '../api';
import type { PendingCheckout } from '../lib/pending-checkout';
import { StripeCardForm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';
import { useFinishPayment } from './use-finish-payment';

/** The phone number the user gave at registration, to prefill the card form. */
function phoneOf(user: SessionUser): string {
  for (const info of [user.professionalInfo, user.nonProfessionalInfo, user.studentInfo]) {
    const phone = info?.phoneNumber ?? info?.phone;
    if (typeof phone === 'string' && phone) return phone;
  }
  return '';
}

const deliveryDateLabel = new Intl.DateTimeFormat('en-MY', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** After Proceed to Checkout: the card form beside a summary of the order it pays for. */
export function PaymentStep({ checkout, user }: { checkout: PendingCheckout; user: SessionUser }) {
  const config = usePaymentsConfig();
  const { isConfirming, finish } = useFinishPayment(checkout.orderId);
  const amountLabel = formatRinggit(checkout.charges.total);
  const defaults = { email: user.email, phone: phoneOf(user) };

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <section
        aria-labelledby="payment-heading"
        className="rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6"
      >
        <h2 id="payment-heading" className="text-xl font-semibold text-ink">
          Payment
        </h2>
        <p className="mt-1 text-sm text-muted">Your order is placed and its samples are held for you while you pay.</p>
        <div className="mt-6">
          {isConfirming ? (
            <div role="status" className="flex flex-col items-center rounded-xl bg-success-soft px-6 py-10 text-center">
              <CircleCheck aria-hidden="true" className="size-8 text-success" />
              <p className="mt-3 font-semibold text-ink">Payment received, confirming...</p>
              <p className="mt-1 flex items-center gap-2 text-sm text-muted">
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                Taking you to your orders
              </p>
            </div>
          ) : config.isPending ? (
            <Skeleton className="h-72 w-full rounded-xl" />
          ) : config.isError ? (
            <ErrorMessage>Error: {config.error.message}</ErrorMessage>
          ) : config.data.provider === 'none' ? (
            <ErrorMessage>
              Card payments are not available right now. Your samples are held for a few minutes; please try again later
              or contact us.
            </ErrorMessage>
          ) : config.data.provider === 'stripe' && config.data.publishableKey ? (
            <StripeCardForm
              publishableKey={config.data.publishableKey}
              clientSecret={checkout.clientSecret}
              amountLabel={amountLabel}
              defaults={defaults}
              onPaid={finish}
            />
          ) : (
            <TestCardForm
              clientSecret={checkout.clientSecret}
              amountLabel={amountLabel}
              defaults={defaults}
              onPaid={finish}
            />
          )}
        </div>
      </section>

      <aside aria-label="Order summary" className="rounded-2xl bg-canvas p-5 sm:p-6">
        <h2 className="text-base font-semibold text-ink">Order summary</h2>
        <ul className="mt-4 space-y-3">
          {checkout.lines.map((line) => (
            <li key={line.sampleId} className="flex items-center gap-3">
              <div className="size-12 shrink-0 overflow-hidden rounded-lg bg-white">
                {line.image ? (
                  <img src={line.image} alt="" width={48} height={48} className="size-full object-cover" />
                ) : (
                  <ImageOff aria-hidden="true" className="m-3 size-6 text-subtle" />
                )}
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">{line.name}</p>
                <p className="text-xs text-muted">
                  {line.brand} · Qty {line.quantity}
                </p>
              </div>
              <p className="text-sm text-ink tabular-nums">{formatRinggit(line.price * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-5 space-y-2.5 border-t border-line pt-4 text-sm">
          <SummaryRow
            label="Delivery"
            value={`${checkout.isExpressDelivery ? 'Express · ' : ''}${deliveryDateLabel.format(new Date(`${checkout.deliveryDate}T12:00:00+08:00`))}`}
          />
          <SummaryRow label="Sample Charge" value={formatRinggit(checkout.charges.sampleCharge)} />
          <SummaryRow label="Shipping" value={formatRinggit(checkout.charges.deliveryFee)} />
          <SummaryRow label="Tax" value={formatRinggit(checkout.charges.tax)} />
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-semibold text-ink">Order total</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{amountLabel}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-ink tabular-nums">{value}</dd>
    </div>
  );
}
