import { Heart, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useDialogs } from '../../lib/dialogs';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { cartBadgeText, cartLabel, useCartUnits } from './use-cart-units';

/**
 * Opens the cart the way the spec's header does (§2): a visitor is asked to sign in, a signed-in
 * account awaiting approval sees the pending-approval dialog, anyone else goes to /cart-sample.
 */
export function useOpenCart() {
  const { user, isAuthenticated } = useSession();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return () => {
    if (!isAuthenticated || !user) dialogs.open({ name: 'auth', view: 'login' });
    else if (!user.isApproved) dialogs.open({ name: 'pending-approval' });
    else navigate(paths.cart.to());
  };
}

const iconButtonStyles =
  'flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface';

/**
 * The cart button, with a badge counting the units in the cart for a signed-in, approved user; its accessible
 * name holds the badge's number ("Cart, 3 items"), so what is seen is what is said. With children (the phone
 * drawer) the children show the label and place a `CartCount` where they want it.
 */
export function CartButton({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useT('common');
  const openCart = useOpenCart();
  const units = useCartUnits();
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={cartLabel(t, units)}
      className={cn(children ? undefined : cn(iconButtonStyles, 'relative'), className)}
    >
      {children ?? (
        <>
          <ShoppingBag aria-hidden="true" className="size-5" />
          {units ? <CartBadge units={units} className="absolute top-0 right-0 ring-2 ring-white" /> : null}
        </>
      )}
    </button>
  );
}

/** The cart's unit count as a badge in a line of text, or nothing when the cart is empty or unknown. */
export function CartCount({ className }: { className?: string }) {
  const units = useCartUnits();
  return units ? <CartBadge units={units} className={className} /> : null;
}

function CartBadge({ units, className }: { units: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {cartBadgeText(units)}
    </span>
  );
}

/** The header's heart: the wishlist page (which asks a visitor to sign in). */
export function WishlistLink({ className }: { className?: string }) {
  const t = useT('common');
  return (
    <Link to={paths.wishlist.to()} aria-label={t('nav.wishlist')} className={cn(iconButtonStyles, className)}>
      <Heart aria-hidden="true" className="size-5" />
    </Link>
  );
}
