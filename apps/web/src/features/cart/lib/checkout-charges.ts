import type { TCartResponse } from '@samplebank/contracts/cart';
import type { TDeliverySettings } from '@samplebank/contracts/content';
import { type Charges, priceCart } from '@samplebank/domain/pricing';

/**
 * The charges the page shows: the server's own for standard delivery; with express, the same rule (packages/domain)
 * applied to the same lines, so the figure shown is the figure the server will charge.
 */
export function chargesFor(
  cart: TCartResponse,
  options: { isPremium: boolean; isExpressDelivery: boolean; settings: TDeliverySettings },
): Charges {
  if (!options.isExpressDelivery) return cart.charges;
  return priceCart(
    cart.samples.map((line) => ({ price: line.sampleId.price, quantity: line.quantity })),
    options,
  );
}
