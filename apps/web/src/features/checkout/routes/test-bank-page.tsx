import { FPX_BANKS } from '@samplebank/contracts/checkout';
import { formatRinggit } from '@samplebank/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { Landmark, LoaderCircle, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountGate } from '../../../components/account-gate';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { queryRoots } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { checkoutApi, useCheckout } from '../api';

// the payment step of this checkout, where a decline (or a settled payment's page) leads back
const paymentStepHref = (orderId: string) => `${paths.cart.to()}?pay=${encodeURIComponent(orderId)}`;

/**
 * `/payments/test-bank/:orderId`: the built-in test processor's stand-in for an FPX bank's page (issue 20). The buyer
 * approves or declines the payment; approval returns to the order page, paid, as a bank's redirect would; a decline
 * returns to the payment step. A reload, or coming back later, finds the payment where it stands.
 */
export function TestBankPage() {
  const t = useT('checkout');
  return (
    <>
      <title>{t('bank.pageTitle')}</title>
      <AccountGate signedOutMessage={t('bank.signedOut')}>
        <BankStep />
      </AccountGate>
    </>
  );
}

function BankStep() {
  const t = useT('checkout');
  const { orderId = '' } = useParams();
  const checkout = useCheckout(orderId);

  if (checkout.isPending) {
    return (
      <Frame>
        <Skeleton className="h-72 w-full rounded-2xl" />
      </Frame>
    );
  }
  if (checkout.isError) {
    return (
      <Frame>
        <ErrorMessage>
          {checkout.error instanceof ApiError && checkout.error.status < 500
            ? t('bank.notFound')
            : t('step.error', { message: checkout.error.message })}
        </ErrorMessage>
      </Frame>
    );
  }
  const data = checkout.data;
  const atBank =
    data.status === 'awaiting-payment' && data.paymentStatus === 'requires_action' && data.paymentMethod === 'fpx';
  if (!atBank || !data.clientSecret || !data.bank) {
    const isPaid = data.status !== 'awaiting-payment' && data.status !== 'cancelled';
    return (
      <Frame>
        <div className="rounded-2xl border border-line bg-white p-6 text-center">
          <p className="font-semibold text-ink">{isPaid ? t('bank.alreadyPaid') : t('bank.nothingToApprove')}</p>
          <Link
            to={isPaid ? paths.orderDetails.to(data.orderId) : paymentStepHref(data.orderId)}
            className="mt-4 inline-block text-sm font-medium text-ink underline underline-offset-4"
          >
            {isPaid ? t('bank.toOrder') : t('bank.backToPayment')}
          </Link>
        </div>
      </Frame>
    );
  }
  return (
    <Frame>
      <BankApproval
        orderId={data.orderId}
        clientSecret={data.clientSecret}
        bankName={FPX_BANKS[data.bank]}
        amount={formatRinggit(data.charges.total)}
        number={data.number}
      />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">{children}</div>;
}

function BankApproval({
  orderId,
  clientSecret,
  bankName,
  amount,
  number,
}: {
  orderId: string;
  clientSecret: string;
  bankName: string;
  amount: string;
  number: string;
}) {
  const t = useT('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<'approve' | 'decline' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const answer = async (approve: boolean) => {
    setChoice(approve ? 'approve' : 'decline');
    try {
      await checkoutApi.completeTestFpx(clientSecret, approve);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
      ]);
      toast.success(t('paid.toast'));
      navigate(paths.orderDetails.to(orderId), { replace: true });
    } catch (error) {
      // declined (or already settled elsewhere): the payment step says why and offers the next try
      if (!(error instanceof ApiError) || error.status >= 500) toast.error(t('bank.failed'));
      navigate(paymentStepHref(orderId), { replace: true });
    }
  };

  return (
    <section
      aria-labelledby="bank-heading"
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      <div className="flex items-center gap-3 bg-ink px-6 py-4 text-white">
        <Landmark aria-hidden="true" className="size-5" />
        <div>
          <p className="text-xs tracking-wide text-white/70 uppercase">{t('bank.fpx')}</p>
          <p className="font-semibold">{bankName}</p>
        </div>
      </div>
      <div className="p-6">
        <h1 id="bank-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {t('bank.heading')}
        </h1>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('bank.merchant')}</dt>
            <dd className="font-medium text-ink">{t('bank.merchantName')}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{t('bank.reference')}</dt>
            <dd className="font-mono text-ink">{number}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-2">
            <dt className="font-semibold text-ink">{t('bank.amount')}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{amount}</dd>
          </div>
        </dl>
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-canvas p-3 text-xs text-muted">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('bank.testNote')}
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => answer(true)} disabled={choice !== null} className="sm:flex-1">
            {choice === 'approve' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('bank.approve')}
          </Button>
          <Button variant="secondary" onClick={() => answer(false)} disabled={choice !== null} className="sm:flex-1">
            {choice === 'decline' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t('bank.decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
