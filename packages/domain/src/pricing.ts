import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from './delivery.js';

export type PricedLine = { price: number; quantity: number };

export type Charges = {
  /** sum of price x quantity, RM */
  sampleCharge: number;
  /** shipping, RM */
  deliveryFee: number;
  /** tax on the sample charge, RM */
  tax: number;
  /** RM */
  total: number;
  /** the total in sen, as the payment provider takes it */
  amount: number;
};

const toCents = (ringgit: number) => Math.round(ringgit * 100);
const fromCents = (cents: number) => cents / 100;

/**
 * Prices a cart as DESIGN.md §6 fixes it. Premium: samples + shipping (express doubles it) + tax on the samples.
 * Non-premium users request samples for free: every charge is zero. Sums are made in sen so 0.1 + 0.2 stays exact.
 */
export function priceCart(
  lines: PricedLine[],
  options: { isPremium: boolean; isExpressDelivery: boolean; settings?: DeliverySettings },
): Charges {
  if (!options.isPremium) return { sampleCharge: 0, deliveryFee: 0, tax: 0, total: 0, amount: 0 };
  const settings = options.settings ?? DEFAULT_DELIVERY_SETTINGS;
  const sampleCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const deliveryCents = toCents(options.isExpressDelivery ? settings.expressFee : settings.standardFee);
  const taxCents = Math.round(sampleCents * settings.taxRate);
  const totalCents = sampleCents + deliveryCents + taxCents;
  return {
    sampleCharge: fromCents(sampleCents),
    deliveryFee: fromCents(deliveryCents),
    tax: fromCents(taxCents),
    total: fromCents(totalCents),
    amount: totalCents,
  };
}
