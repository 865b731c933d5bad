// @vitest-environment jsdom
import type { TOrderTracking } from '@samplebank/contracts/orders';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { stepsOf, TrackingTimeline } from './tracking-timeline';

const SHIPPED_AT = '2026-11-22T02:00:00.000Z';

// two brands' parcels: the first shipped on its own, the second with the move that sent the order on its way
const TRACKING: TOrderTracking = {
  number: 'SB-2611-4F7K',
  status: 'in-transit',
  events: [
    { status: 'pending', at: '2026-11-20T02:00:00.000Z', note: null, carrier: null, trackingNumber: null },
    { status: 'processing', at: '2026-11-21T02:00:00.000Z', note: null, carrier: null, trackingNumber: null },
    { status: 'in-transit', at: SHIPPED_AT, note: null, carrier: null, trackingNumber: null },
  ],
  carrier: null,
  trackingNumber: null,
  shipments: [
    {
      _id: 'p1',
      brandName: 'Kayu Jati',
      carrier: 'Pos Laju',
      trackingNumber: 'EP100MY',
      shippedAt: '2026-11-21T02:00:00.000Z',
      lineCount: 2,
    },
    {
      _id: 'p2',
      brandName: 'Batu Alam',
      carrier: 'GDEX',
      trackingNumber: 'GD300',
      shippedAt: SHIPPED_AT,
      lineCount: 1,
    },
  ],
};

afterEach(cleanup);

describe('the tracking timeline', () => {
  it('puts each parcel among the status changes at its time, before the move it made', () => {
    const steps = stepsOf(TRACKING).map((step) =>
      step.kind === 'parcel' ? `parcel ${step.parcel._id}` : `${step.kind} ${step.status}`,
    );
    expect(steps).toEqual([
      'done pending',
      'done processing',
      'parcel p1',
      'parcel p2',
      'current in-transit',
      'upcoming delivered',
    ]);
  });

  it("shows each parcel's brand, carrier, tracking number and size", () => {
    renderWithMessages(<TrackingTimeline tracking={TRACKING} />);
    const timeline = screen.getByRole('list', { name: 'Order status history' });
    expect(within(timeline).getByText('Kayu Jati').closest('p')?.textContent).toBe('Sent by Kayu Jati');
    expect(within(timeline).getByText('Pos Laju · EP100MY')).toBeTruthy();
    expect(within(timeline).getByText('GDEX · GD300')).toBeTruthy();
    expect(within(timeline).getByText(/2 samples/)).toBeTruthy();
  });

  it("says a one-parcel order's carrier and tracking number once, with its parcel", () => {
    const [, parcel] = TRACKING.shipments;
    const single: TOrderTracking = {
      ...TRACKING,
      events: TRACKING.events.map((event) =>
        event.status === 'in-transit' ? { ...event, carrier: 'GDEX', trackingNumber: 'GD300' } : event,
      ),
      carrier: 'GDEX',
      trackingNumber: 'GD300',
      shipments: [parcel!],
    };
    renderWithMessages(<TrackingTimeline tracking={single} />);
    expect(screen.getAllByText('GDEX · GD300')).toHaveLength(1);
  });

  it('says it in Bahasa Malaysia', () => {
    renderWithMessages(<TrackingTimeline tracking={TRACKING} />, { locale: 'ms' });
    expect(screen.getByText('Batu Alam').closest('p')?.textContent).toBe('Dikirim oleh Batu Alam');
    expect(screen.getByText(/1 sampel/)).toBeTruthy();
  });
});
