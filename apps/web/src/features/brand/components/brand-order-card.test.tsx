// @vitest-environment jsdom
import type { TBrandOrder, TBrandOrderLine } from '@samplebank/contracts/brand-fulfilment';
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { renderWithMessages } from '../../../test/i18n';
import { BrandOrderCard } from './brand-order-card';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const BRAND = '99999999-0000-4000-8000-000000000001';

function line(id: string, name: string, fulfilment: TBrandOrderLine['fulfilment']): TBrandOrderLine {
  return {
    _id: id,
    sampleId: `sample-${id}`,
    name,
    sku: `SKU-${id.slice(0, 4)}`,
    imageUrl: null,
    quantity: 2,
    unitPrice: 18.5,
    fulfilment,
    packedAt: fulfilment === 'waiting' ? null : '2026-11-20T02:00:00.000Z',
    shipment:
      fulfilment === 'shipped'
        ? {
            _id: 'parcel-1',
            carrier: 'Pos Laju',
            trackingNumber: 'EP123456789MY',
            shippedAt: '2026-11-21T02:00:00.000Z',
            shippedByName: 'Olivia',
          }
        : null,
  };
}

const LINES = {
  oak: line('11111111-0000-4000-8000-00000000000a', 'Oak Chevron', 'waiting'),
  slate: line('22222222-0000-4000-8000-00000000000b', 'Slate Grey', 'packed'),
  terrazzo: line('33333333-0000-4000-8000-00000000000c', 'Terrazzo Bianco', 'shipped'),
};

function order(overrides: Partial<TBrandOrder> = {}): TBrandOrder {
  return {
    _id: '44444444-0000-4000-8000-00000000000d',
    number: 'SB-2611-4F7K',
    placedAt: '2026-11-19T02:00:00.000Z',
    status: 'processing',
    deliveryDate: '2026-12-07',
    isExpressDelivery: true,
    isFreeRequest: false,
    recipient: {
      name: 'Aisyah Rahman',
      company: 'Studio Rimba',
      phone: { display: '012-345 6789', dial: '+60123456789' },
    },
    shippingAddress: {
      addressLine1: '12 Jalan Sultan',
      addressLine2: null,
      postcode: '46200',
      district: null,
      city: 'Petaling Jaya',
      state: 'Selangor',
      cityId: 1,
      stateId: 1,
    },
    lines: [LINES.oak, LINES.slate, LINES.terrazzo],
    ...overrides,
  };
}

function render(ui: React.ReactElement, locale: 'en' | 'ms' = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithMessages(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { locale });
}

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof answer>) => {
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  setFormatLocale(() => 'en');
});

describe("a brand's order", () => {
  it('shows where to send it and its lines, a shipped one with its parcel and no box to tick', () => {
    render(<BrandOrderCard brandId={BRAND} order={order()} />);
    const card = screen.getByRole('article', { name: 'Order SB-2611-4F7K' });
    expect(within(card).getByText('Processing')).toBeTruthy();
    expect(within(card).getByText('Express')).toBeTruthy();
    expect(within(card).getByText('Placed 19 Nov 2026 · Deliver by 7 Dec 2026')).toBeTruthy();
    const shipTo = within(card).getByRole('region', { name: 'Ship to' });
    expect(shipTo.textContent).toContain('Aisyah Rahman');
    expect(shipTo.textContent).toContain('46200 Petaling Jaya');
    expect(within(shipTo).getByRole('link', { name: '012-345 6789' }).getAttribute('href')).toBe('tel:+60123456789');
    expect(within(card).getByText('1 of 3 shipped')).toBeTruthy();
    expect(within(card).getAllByText(/Qty 2 · RM\s?18\.50 each/)).toHaveLength(3);
    expect(within(card).getByText('EP123456789MY')).toBeTruthy();
    expect(within(card).getByRole('checkbox', { name: 'Choose Oak Chevron' })).toBeTruthy();
    expect(within(card).queryByRole('checkbox', { name: 'Choose Terrazzo Bianco' })).toBeNull();
  });

  it('packs the waiting lines chosen, and only when one is waiting', async () => {
    const fetch = answer(order());
    render(<BrandOrderCard brandId={BRAND} order={order()} />);
    const pack = screen.getByRole('button', { name: 'Mark packed' }) as HTMLButtonElement;
    const ship = screen.getByRole('button', { name: 'Ship…' }) as HTMLButtonElement;
    expect(pack.disabled).toBe(true);
    expect(ship.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Slate Grey' }));
    // a packed line ships, but packs no further
    expect(pack.disabled).toBe(true);
    expect(ship.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Oak Chevron' }));
    expect(screen.getByText('2 lines chosen')).toBeTruthy();
    fireEvent.click(pack);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent(fetch)).toEqual({
      url: `/api/brand-portal/${BRAND}/orders/${order()._id}/pack`,
      method: 'POST',
      body: { itemIds: [LINES.oak._id, LINES.slate._id] },
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 lines of SB-2611-4F7K packed'));
  });

  it('ships the chosen lines with a carrier typed in for Other, after saying what is missing', async () => {
    const fetch = answer({ ...order(), status: 'in-transit' }, 201);
    render(<BrandOrderCard brandId={BRAND} order={order()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ship…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship 2 lines of SB-2611-4F7K' });
    const carrier = within(dialog).getByLabelText('Carrier') as HTMLSelectElement;
    expect([...carrier.options].map((option) => option.text)).toEqual([
      'Pos Laju',
      'J&T Express',
      'DHL eCommerce',
      'Ninja Van',
      'City-Link',
      'GDEX',
      'Lalamove',
      'Other carrier',
    ]);
    fireEvent.change(carrier, { target: { value: 'other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Please enter the carrier')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the tracking number')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Carrier name/), { target: { value: ' Skynet ' } });
    fireEvent.change(within(dialog).getByLabelText(/Tracking number/), { target: { value: 'SK-998877' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sent(fetch)).toEqual({
      url: `/api/brand-portal/${BRAND}/orders/${order()._id}/shipments`,
      method: 'POST',
      body: { itemIds: [LINES.oak._id, LINES.slate._id], carrier: 'Skynet', trackingNumber: 'SK-998877' },
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Every line of SB-2611-4F7K has shipped: the order is on its way to the buyer',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's sentence when the parcel is refused", async () => {
    answer({ message: 'Some of these lines have already been shipped', code: 'INVALID_STATE' }, 409);
    render(<BrandOrderCard brandId={BRAND} order={order()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Oak Chevron' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ship…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship 1 line of SB-2611-4F7K' });
    fireEvent.change(within(dialog).getByLabelText(/Tracking number/), { target: { value: 'EP1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Some of these lines have already been shipped',
    );
  });

  it('offers nothing to act on once the order is on its way', () => {
    render(<BrandOrderCard brandId={BRAND} order={order({ status: 'in-transit' })} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull();
  });

  it('speaks Bahasa Malaysia on a Malay page', () => {
    setFormatLocale(() => 'ms');
    render(<BrandOrderCard brandId={BRAND} order={order()} />, 'ms');
    const card = screen.getByRole('article', { name: 'Pesanan SB-2611-4F7K' });
    expect(within(card).getByText('Sedang diproses')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Tandakan dibungkus' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Kirim…' })).toBeTruthy();
    expect(within(card).getByText('Untuk dibungkus')).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'Kirim kepada' })).toBeTruthy();
  });
});
