import type { TBrandOrder, TBrandOrderLine } from '@samplebank/contracts/brand-fulfilment';
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  CARRIER_CHOICES,
  carrierOf,
  choosableLineIds,
  fulfilmentCounts,
  OTHER_CARRIER,
  parcelsOf,
} from './fulfilment';

const line = (id: string, fulfilment: TBrandOrderLine['fulfilment'], shipment?: [string, string]): TBrandOrderLine => ({
  _id: id,
  sampleId: `s-${id}`,
  name: `Tile ${id}`,
  sku: `SKU-${id}`,
  imageUrl: null,
  quantity: 1,
  unitPrice: 10,
  fulfilment,
  packedAt: fulfilment === 'waiting' ? null : '2026-11-20T02:00:00.000Z',
  shipment: shipment
    ? { _id: shipment[0], carrier: 'GDEX', trackingNumber: 'G1', shippedAt: shipment[1], shippedByName: 'Olivia' }
    : null,
});

const order = (status: TBrandOrder['status'], lines: TBrandOrderLine[]): TBrandOrder => ({
  _id: 'o1',
  number: 'SB-2611-4F7K',
  placedAt: '2026-11-19T02:00:00.000Z',
  status,
  deliveryDate: '2026-12-07',
  isExpressDelivery: false,
  isFreeRequest: true,
  recipient: { name: 'Aisyah', company: null, phone: null },
  shippingAddress: null,
  lines,
});

describe('choosing lines', () => {
  const lines = [line('a', 'waiting'), line('b', 'packed'), line('c', 'shipped', ['p1', '2026-11-21T02:00:00.000Z'])];

  it('offers the lines not shipped, on an order still open', () => {
    expect(choosableLineIds(order('pending', lines))).toEqual(['a', 'b']);
    expect(choosableLineIds(order('processing', lines))).toEqual(['a', 'b']);
    expect(choosableLineIds(order('in-transit', lines))).toEqual([]);
    expect(choosableLineIds(order('cancelled', lines))).toEqual([]);
  });

  it('packs when a waiting line is chosen, and ships any lines still to send', () => {
    const open = order('processing', lines);
    expect(actionsFor(open, new Set())).toEqual({ lines: [], canPack: false, canShip: false });
    expect(actionsFor(open, new Set(['a', 'b']))).toEqual({ lines: ['a', 'b'], canPack: true, canShip: true });
    expect(actionsFor(open, new Set(['b']))).toEqual({ lines: ['b'], canPack: false, canShip: true });
    // a shipped line, or one of another order, is never acted on
    expect(actionsFor(open, new Set(['c', 'zz']))).toEqual({ lines: [], canPack: false, canShip: false });
    expect(actionsFor(order('delivered', lines), new Set(['a'])).canShip).toBe(false);
  });

  it('counts the lines in each state', () => {
    expect(fulfilmentCounts(order('processing', lines))).toEqual({ waiting: 1, packed: 1, shipped: 1 });
  });
});

describe('parcels', () => {
  it('groups the shipped lines by parcel, oldest first', () => {
    const parcels = parcelsOf(
      order('in-transit', [
        line('a', 'shipped', ['p2', '2026-11-22T02:00:00.000Z']),
        line('b', 'shipped', ['p1', '2026-11-21T02:00:00.000Z']),
        line('c', 'shipped', ['p2', '2026-11-22T02:00:00.000Z']),
        line('d', 'waiting'),
      ]),
    );
    expect(parcels.map((parcel) => [parcel.shipment._id, parcel.lines.map((each) => each._id)])).toEqual([
      ['p1', ['b']],
      ['p2', ['a', 'c']],
    ]);
  });
});

describe('the carrier', () => {
  it('offers the common Malaysian carriers, then Other', () => {
    expect(CARRIER_CHOICES[0]).toBe('Pos Laju');
    expect(CARRIER_CHOICES).toContain('J&T Express');
    expect(CARRIER_CHOICES.at(-1)).toBe(OTHER_CARRIER);
  });

  it('is the one picked, or the name typed for Other', () => {
    expect(carrierOf('GDEX', 'ignored')).toBe('GDEX');
    expect(carrierOf(OTHER_CARRIER, '  Skynet  ')).toBe('Skynet');
    expect(carrierOf(OTHER_CARRIER, '   ')).toBe('');
  });
});
