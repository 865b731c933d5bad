import type { TCartResponse, TCharges, TShippingAddress } from '@samplebank/contracts/cart';
import type { Storage } from '../../platform/storage.js';
import { presentSampleSummary } from '../catalogue/catalogue.presenter.js';
import type { CartLine } from './cart.repository.js';

/** The cart as the cart page shows it: each sample in full, the server's prices, the address it ships to. */
export function presentCart(
  storage: Storage,
  cartId: string,
  lines: CartLine[],
  charges: TCharges,
  shippingAddress: TShippingAddress | null,
): TCartResponse {
  return {
    _id: cartId,
    samples: lines.map((line) => ({
      sampleId: presentSampleSummary(storage, line.sample, line.brand),
      quantity: line.quantity,
    })),
    charges,
    shippingAddress,
  };
}
