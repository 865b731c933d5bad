import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n';
import { queryRoots } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

// The same query as the cart feature's useCart (key queryRoots.cart, same call), so every add, removal and checkout
// that updates the cart updates the badge. It is written here rather than imported because the cart feature's api
// module pulls the zod schemas into the first load of every page, and the header is on every page.

/** Units in the signed-in, approved user's cart (5 of one sample count 5), or undefined when there is no cart. */
export function useCartUnits(): number | undefined {
  const { isAuthenticated, user } = useSession();
  const cart = useQuery({
    queryKey: queryRoots.cart,
    queryFn: ({ signal }) => api.get('/cart-samples/user-cart', { signal }),
    // the cart answers 403 until the account is approved
    enabled: isAuthenticated && Boolean(user?.isApproved),
    // an order whose payment hold ran out puts its lines back in another tab or on the server: look again
    refetchOnWindowFocus: true,
  });
  if (!isAuthenticated || !user?.isApproved || !cart.data) return undefined;
  return cart.data.samples.reduce((units, line) => units + line.quantity, 0);
}

/** "Cart, 3 items": the cart button's accessible name, holding the badge's visible number. */
export function cartLabel(t: Translate<'common'>, units: number | undefined): string {
  if (!units) return t('cart.label');
  return t('cart.labelWithItems', { count: units, shown: cartBadgeText(units) });
}

/** The badge's text: the units, capped so it stays a small circle. */
export function cartBadgeText(units: number): string {
  return units > 99 ? '99+' : String(units);
}
