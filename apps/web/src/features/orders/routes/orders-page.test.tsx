// @vitest-environment jsdom
import type { TOrder } from '@samplebank/contracts/orders';
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { renderWithMessages } from '../../../test/i18n';
import type { OrdersTab } from '../components/orders-list';
import { OrdersTabsView } from './orders-page';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

function order(id: string, number: string, status: TOrder['status'], overrides: Partial<TOrder> = {}): TOrder {
  return {
    _id: id,
    number,
    status,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-25T02:00:00.000Z',
    deliveryDate: '2026-12-07',
    deliveredAt: null,
    samples: [],
    itemCount: 3,
    userId: { _id: 'u1', name: 'Aisyah', email: 'a@example.com' },
    totalAmount: 0,
    subtotal: null,
    deliveryFee: null,
    tax: null,
    taxRate: null,
    invoices: [],
    currency: 'myr',
    isPremium: false,
    isExpressDelivery: false,
    shippingAddress: null,
    paymentId: null,
    expectedDelivery: '2026-12-07',
    carrier: null,
    trackingNumber: null,
    cancelledAt: null,
    cancellationReason: null,
    ...overrides,
  };
}

const orders = [
  order('00000000-0000-4000-8000-00000000ffff', 'SB-2611-PAY0', 'awaiting-payment', { isPremium: true }),
  order('11111111-0000-4000-8000-00000000aaaa', 'SB-2611-4F7K', 'pending'),
  order('22222222-0000-4000-8000-00000000bbbb', 'SB-2611-9QRT', 'in-transit'),
  order('33333333-0000-4000-8000-00000000cccc', 'SB-2611-DLV1', 'delivered', {
    deliveredAt: '2026-11-24T20:00:00.000Z',
  }),
  order('44444444-0000-4000-8000-00000000dddd', 'SB-2611-CNC1', 'cancelled', {
    cancelledAt: '2026-11-22T03:00:00.000Z',
    cancellationReason: 'Ordered the wrong colour',
  }),
];

function Harness({ search }: { search: string }) {
  const [tab, setTab] = useState<OrdersTab>('active');
  return (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <OrdersTabsView orders={orders} search={search} tab={tab} onTab={setTab} />
      </QueryClientProvider>
    </MemoryRouter>
  );
}

const table = () => screen.getByRole('table');

const render = (ui: React.ReactElement, locale: 'en' | 'ms' = 'en') => renderWithMessages(ui, { locale });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setFormatLocale(() => 'en');
});

describe('the orders tabs', () => {
  it('lists active orders by number with their units and stored delivery date, Track only in transit', () => {
    render(<Harness search="" />);
    expect(screen.getByRole('tab', { name: 'Active Orders 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Order History 2' })).toBeTruthy();
    const row = within(table()).getByRole('rowheader', { name: 'SB-2611-4F7K' }).closest('tr')!;
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('7 Dec 2026')).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Order ID' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Expected Delivery' })).toBeTruthy();
    expect(within(table()).getAllByRole('link', { name: /^Track order/ })).toHaveLength(1);
    expect(within(table()).queryByText('SB-2611-DLV1')).toBeNull();
    expect(within(table()).queryByText('SB-2611-CNC1')).toBeNull();
  });

  it('offers Pay now and Cancel for a checkout awaiting payment, and Cancel order for a pending one', () => {
    render(<Harness search="" />);
    const unpaid = within(table()).getByRole('rowheader', { name: 'SB-2611-PAY0' }).closest('tr')!;
    expect(within(unpaid).getByText('Awaiting payment')).toBeTruthy();
    expect(within(unpaid).getByRole('link', { name: 'Pay now for order SB-2611-PAY0' }).getAttribute('href')).toBe(
      '/cart-sample?pay=00000000-0000-4000-8000-00000000ffff',
    );
    expect(within(unpaid).getByRole('button', { name: 'Cancel order SB-2611-PAY0' }).textContent).toBe('Cancel');
    const pending = within(table()).getByRole('rowheader', { name: 'SB-2611-4F7K' }).closest('tr')!;
    expect(within(pending).getByRole('button', { name: 'Cancel order SB-2611-4F7K' })).toBeTruthy();
    const moving = within(table()).getByRole('rowheader', { name: 'SB-2611-9QRT' }).closest('tr')!;
    expect(within(moving).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('puts delivered and cancelled orders in history, a cancelled one with its date and reason', () => {
    render(<Harness search="" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Order History 2' }));
    expect(within(table()).getByRole('columnheader', { name: 'Delivered Date' })).toBeTruthy();
    const delivered = within(table()).getByRole('rowheader', { name: 'SB-2611-DLV1' }).closest('tr')!;
    // delivered at 20:00 UTC on the 24th: the 25th in Malaysia
    expect(within(delivered).getByText('25 Nov 2026')).toBeTruthy();
    const cancelled = within(table()).getByRole('rowheader', { name: 'SB-2611-CNC1' }).closest('tr')!;
    expect(within(cancelled).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(within(cancelled).getByText(/22 Nov 2026/)).toBeTruthy();
    expect(within(cancelled).getByText('Ordered the wrong colour')).toBeTruthy();
  });

  it('finds an order by its number typed loosely and explains an empty result', () => {
    const { rerender } = render(<Harness search="sb2611 4f7k" />);
    expect(screen.getByRole('tab', { name: 'Active Orders 1' })).toBeTruthy();
    expect(within(table()).getByRole('rowheader', { name: 'SB-2611-4F7K' })).toBeTruthy();

    rerender(<Harness search="bbbb" />);
    expect(within(table()).getByRole('rowheader', { name: 'SB-2611-9QRT' })).toBeTruthy();

    rerender(<Harness search="SB-2611-ZZZZ" />);
    expect(screen.getByText('No active orders found. All your orders have been delivered!')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or date filter.')).toBeTruthy();
  });

  it('asks before cancelling a pending order and sends the reason given', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...orders[1], status: 'cancelled', cancellationReason: 'Too late' }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Harness search="" />);
    const pending = within(table()).getByRole('rowheader', { name: 'SB-2611-4F7K' }).closest('tr')!;
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel order SB-2611-4F7K' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SB-2611-4F7K?' });
    const reason = within(dialog).getByLabelText(/Why are you cancelling/);
    expect(reason.getAttribute('maxlength')).toBe('500');
    fireEvent.change(reason, { target: { value: 'Too late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/11111111-0000-4000-8000-00000000aaaa/cancel');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Too late' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith(
      'Order SB-2611-4F7K is cancelled. You will find it under Order History.',
    );
  });

  it("shows the server's sentence when a checkout cannot be cancelled", async () => {
    const message = 'This checkout is being paid right now, so it cannot be cancelled. Check My orders in a minute.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message, code: 'INVALID_STATE' }), { status: 409 })),
    );
    render(<Harness search="" />);
    const unpaid = within(table()).getByRole('rowheader', { name: 'SB-2611-PAY0' }).closest('tr')!;
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Cancel order SB-2611-PAY0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order SB-2611-PAY0?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
  });
});

describe('the orders tabs in Bahasa Malaysia', () => {
  it('names the tabs, columns, statuses and actions in Malay, with Malay dates and plurals', () => {
    setFormatLocale(() => 'ms');
    render(<Harness search="" />, 'ms');
    expect(screen.getByRole('tab', { name: 'Pesanan Aktif 3' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Jangkaan Penghantaran' })).toBeTruthy();
    const unpaid = within(table()).getByRole('rowheader', { name: 'SB-2611-PAY0' }).closest('tr')!;
    expect(within(unpaid).getByText('Menunggu bayaran')).toBeTruthy();
    expect(within(unpaid).getByRole('link', { name: 'Bayar sekarang untuk pesanan SB-2611-PAY0' })).toBeTruthy();
    const moving = within(table()).getByRole('rowheader', { name: 'SB-2611-9QRT' }).closest('tr')!;
    expect(within(moving).getByText('Dalam penghantaran')).toBeTruthy();
    expect(within(moving).getByText('7 Dis 2026')).toBeTruthy();
    // the phone's cards count the units
    const card = screen.getByRole('article', { name: 'Pesanan SB-2611-4F7K' });
    expect(within(card).getByText('3 item')).toBeTruthy();
    expect(within(card).getByText('Dibuat 20 Nov 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Sejarah Pesanan 2' }));
    const cancelled = within(table()).getByRole('rowheader', { name: 'SB-2611-CNC1' }).closest('tr')!;
    expect(within(cancelled).getAllByText('Dibatalkan').length).toBeGreaterThan(0);
    // the buyer's own words stay as typed, marked so
    expect(within(cancelled).getByText('Ordered the wrong colour').getAttribute('translate')).toBe('no');
  });
});
