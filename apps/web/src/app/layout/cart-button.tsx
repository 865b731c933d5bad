import { Heart, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

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

export function CartButton({ className, children }: { className?: string; children?: ReactNode }) {
  const openCart = useOpenCart();
  return (
    <button
      type="button"
      onClick={openCart}
      aria-label={children ? undefined : 'Cart'}
      className={cn(children ? undefined : iconButtonStyles, className)}
    >
      {children ?? <ShoppingBag aria-hidden="true" className="size-5" />}
    </button>
  );
}

/** The header's heart: the wishlist page (which asks a visitor to sign in). */
export function WishlistLink({ className }: { className?: string }) {
  return (
    <Link to={paths.wishlist.to()} aria-label="Wishlist" className={cn(iconButtonStyles, className)}>
      <Heart aria-hidden="true" className="size-5" />
    </Link>
  );
}
