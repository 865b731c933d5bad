import type { Charges } from '@samplebank/domain/pricing';

/** A card checkout placed but not paid yet: the cart is empty by now, so the payment step shows this copy. */
export type PendingCheckout = {
  userId: string;
  orderId: string;
  clientSecret: string;
  charges: Charges;
  deliveryDate: string;
  isExpressDelivery: boolean;
  lines: { sampleId: string; name: string; brand: string; quantity: number; price: number; image: string | null }[];
  createdAt: number;
};

const STORAGE_KEY = 'samplebank:pending-checkout';
// the server holds an unpaid checkout's samples for 30 minutes, then cancels it
const HOLD_MS = 30 * 60_000;

/** Kept for the tab's life, so a reload during payment comes back to the card form instead of an empty cart. */
export function savePendingCheckout(checkout: PendingCheckout): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(checkout));
  } catch {
    // storage can be unavailable: the payment step then lasts as long as the page
  }
}

export function readPendingCheckout(userId: string, now = Date.now()): PendingCheckout | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const checkout = JSON.parse(raw) as PendingCheckout;
    if (checkout.userId !== userId || now - checkout.createdAt > HOLD_MS) {
      clearPendingCheckout();
      return null;
    }
    return checkout;
  } catch {
    return null;
  }
}

export function clearPendingCheckout(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
