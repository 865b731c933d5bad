import {
  MALAYSIAN_CARRIERS,
  type TBrandOrder,
  type TBrandOrderLine,
  type TBrandShipment,
  type TFulfilmentState,
} from '@samplebank/contracts/brand-fulfilment';

// The fulfilment page's rules, apart from its components: which lines can be chosen, what the chosen lines allow,
// and the carrier a parcel is sent with.

/** An order its brand still packs and ships: pending, or being prepared. */
export function isOpenForFulfilment(order: Pick<TBrandOrder, 'status'>): boolean {
  return order.status === 'pending' || order.status === 'processing';
}

/** The lines that can still be chosen: those not shipped, on an order still open. */
export function choosableLineIds(order: TBrandOrder): string[] {
  if (!isOpenForFulfilment(order)) return [];
  return order.lines.filter((line) => line.fulfilment !== 'shipped').map((line) => line._id);
}

/** What the chosen lines allow: packing needs one of them waiting; shipping, any of them (all still to ship). */
export function actionsFor(order: TBrandOrder, chosen: ReadonlySet<string>) {
  const choosable = new Set(choosableLineIds(order));
  const lines = order.lines.filter((line) => chosen.has(line._id) && choosable.has(line._id));
  return {
    lines: lines.map((line) => line._id),
    canPack: lines.some((line) => line.fulfilment === 'waiting'),
    canShip: lines.length > 0,
  };
}

/** How many of the order's lines (of this brand) are in each state. */
export function fulfilmentCounts(order: TBrandOrder): Record<TFulfilmentState, number> {
  const counts: Record<TFulfilmentState, number> = { waiting: 0, packed: 0, shipped: 0 };
  for (const line of order.lines) counts[line.fulfilment] += 1;
  return counts;
}

/** The brand's parcels of the order, oldest first, each with the lines it took. */
export function parcelsOf(order: TBrandOrder): { shipment: TBrandShipment; lines: TBrandOrderLine[] }[] {
  const parcels = new Map<string, { shipment: TBrandShipment; lines: TBrandOrderLine[] }>();
  for (const line of order.lines) {
    if (!line.shipment) continue;
    const parcel = parcels.get(line.shipment._id) ?? { shipment: line.shipment, lines: [] };
    parcel.lines.push(line);
    parcels.set(line.shipment._id, parcel);
  }
  return [...parcels.values()].sort((a, b) => a.shipment.shippedAt.localeCompare(b.shipment.shippedAt));
}

/** The carrier picker's choice that asks for a carrier's name typed in. */
export const OTHER_CARRIER = 'other';
export type CarrierChoice = (typeof MALAYSIAN_CARRIERS)[number] | typeof OTHER_CARRIER;
export const CARRIER_CHOICES: readonly CarrierChoice[] = [...MALAYSIAN_CARRIERS, OTHER_CARRIER];

/** The carrier a parcel goes with: the one picked, or the name typed for Other. */
export function carrierOf(choice: CarrierChoice, typed: string): string {
  return choice === OTHER_CARRIER ? typed.trim() : choice;
}
