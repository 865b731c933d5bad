import type { TCartResponse } from '@samplebank/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountGate } from '../../components/account-gate';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { ErrorMessage } from '../../components/ui/error-message';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { cartKeys, useCart, useDeliverySettings } from '../../features/cart/api';
import { CartLines } from '../../features/cart/components/cart-lines';
import { type CheckoutChoice, CheckoutPanel } from '../../features/cart/components/checkout-panel';
import { checkoutKeys, useCurrentCheckout } from '../../features/checkout/api';
import { OpenCheckoutNotice, payCheckoutPath } from '../../features/checkout/components/open-checkout-notice';
import { PaymentStep } from '../../features/checkout/components/payment-step';
import { useCheckoutMessage } from '../../features/checkout/lib/checkout-messages';
import { usePlaceOrder } from '../../features/checkout/use-place-order';
import { orderKeys } from '../../features/orders/api';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { type SessionUser, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

/** /cart-sample: the cart, its delivery options and charges, and checkout (spec §2). */
export function CartPage() {
  const t = useT('cart');
  const [searchParams] = useSearchParams();
  // the payment step of a checkout is a page of its own to the person paying: it says so in its title
  const title = t(searchParams.get('pay') ? 'page.checkoutTitle' : 'page.title');
  return (
    <div className="container-page py-8 md:py-12">
      <title>{t('page.documentTitle', { title })}</title>
      <h1 className="text-3xl font-semibold tracking-tight text-ink md:text-4xl">{title}</h1>
      <div className="mt-8">
        <AccountGate signedOutMessage={t('page.signedOut')}>
          <SignedInCart />
        </AccountGate>
      </div>
    </div>
  );
}

/** `?pay=<orderId>` is the payment step of that checkout, read from the server; without it, the cart. */
function SignedInCart() {
  const { user } = useSession();
  // AccountGate renders this only for a signed-in, approved user
  const account = user as SessionUser;
  const [searchParams] = useSearchParams();
  const payOrderId = searchParams.get('pay');
  if (payOrderId) return <PaymentStep key={payOrderId} orderId={payOrderId} user={account} />;
  return <CartCheckout user={account} />;
}

function CartCheckout({ user }: { user: SessionUser }) {
  const t = useT('cart');
  const describeRefusal = useCheckoutMessage();
  const cart = useCart();
  const openCheckout = useCurrentCheckout();
  const settings = useDeliverySettings();
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<ReactNode>(null);

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return (
      <ErrorMessage
        action={
          <Button variant="secondary" size="sm" onClick={() => cart.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      >
        {t('page.error', { message: cart.error.message })}
      </ErrorMessage>
    );
  }
  const waiting = openCheckout.data?.checkout ?? null;
  if (cart.data.samples.length === 0) {
    return waiting ? (
      <div className="space-y-6">
        <OpenCheckoutNotice checkout={waiting} hasCartLines={false} />
        <EmptyCart title={t('empty.titleBesideCheckout')} browseVariant="secondary" />
      </div>
    ) : (
      <EmptyCart />
    );
  }

  const checkout = (data: TCartResponse, choice: CheckoutChoice) => {
    setSubmitError(null);
    placeOrder.mutate(
      {
        amount: choice.charges.amount,
        currency: 'myr',
        cartId: data._id,
        deliveryFee: choice.charges.deliveryFee,
        tax: choice.charges.tax,
        deliveryDate: choice.deliveryDate,
        isExpressDelivery: choice.isExpressDelivery,
        isPremium: user.isPremium,
      },
      {
        onSuccess: async (result) => {
          if (!result.clientSecret) {
            await queryClient.invalidateQueries({ queryKey: cartKeys.cart });
            await queryClient.invalidateQueries({ queryKey: orderKeys.all });
            toast.success(t('page.placedToast'), { description: t('page.placedToastDescription') });
            navigate(paths.orders.to());
            return;
          }
          // the payment step lives in the address, so a reload or a second tab resumes it from the server
          void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
          navigate(payCheckoutPath(result.orderId), { replace: true });
          // the server emptied the cart when it placed the order (and put back any checkout it replaced)
          void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
        },
        onError: (error) => {
          // the spec's message for every failure; a reason the user can act on is added beneath it
          // (a 503 says card payments are off: the buyer should read that too)
          const explained =
            error instanceof ApiError && ((error.status >= 400 && error.status < 500) || error.status === 503);
          const paymentFailed = t('page.paymentFailed');
          const reason = explained ? describeRefusal(error.message) : null;
          setSubmitError(
            <>
              <p className="font-medium">{paymentFailed}</p>
              {reason && reason !== paymentFailed ? <p className="mt-1">{reason}</p> : null}
            </>,
          );
          if (error instanceof ApiError && error.status === 409) void cart.refetch();
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      {waiting ? <OpenCheckoutNotice checkout={waiting} hasCartLines /> : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <CartLines cart={cart.data} showPrices={user.isPremium} />
        <div className="lg:sticky lg:top-24">
          <CheckoutPanel
            cart={cart.data}
            isPremium={user.isPremium}
            settings={settings}
            isSubmitting={placeOrder.isPending}
            submitError={submitError}
            onCheckout={(choice) => checkout(cart.data, choice)}
          />
        </div>
      </div>
    </div>
  );
}

function EmptyCart({ title, browseVariant = 'primary' }: { title?: string; browseVariant?: 'primary' | 'secondary' }) {
  const t = useT('cart');
  return (
    <div className="flex flex-col items-center rounded-2xl bg-canvas px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand shadow-card">
        <ShoppingBag aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title ?? t('empty.title')}</h2>
      <p className="mt-2 max-w-md text-sm text-muted">{t('empty.text')}</p>
      <ButtonLink to={paths.samples.to()} variant={browseVariant} className="mt-6">
        {t('empty.browse')}
      </ButtonLink>
    </div>
  );
}

function CartSkeleton() {
  const t = useT('cart');
  return (
    <div
      role="status"
      aria-label={t('page.loading')}
      className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10"
    >
      <div className="space-y-5 rounded-2xl border border-line p-6" aria-hidden="true">
        <Skeleton className="h-5 w-40" />
        {Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <div key={index} className="flex gap-4">
            <Skeleton className="size-24 rounded-xl sm:size-28" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-4 rounded-2xl border border-line p-6" aria-hidden="true">
        <Skeleton className="h-20 w-full rounded-xl" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
