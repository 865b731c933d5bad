// @vitest-environment jsdom
import type { TOrder, TOrderTracking } from '@samplebank/contracts/orders';
import { ORDER_MESSAGES } from '@samplebank/contracts/orders';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAdminPage } from '../../../test/render-page';
import { OrderPage } from './order-page';

const ORDER: TOrder = {
  _id: 'order-1',
  number: 'SB-2603-4F7K',
  status: 'cancelled',
  createdAt: '2026-03-09T02:00:00.000Z',
  updatedAt: '2026-03-10T02:00:00.000Z',
  deliveryDate: '2026-03-20',
  deliveredAt: null,
  samples: [
    {
      sampleId: { _id: 'sample-1', name: 'Chengal Decking', imageUrls: [], specifications: {} },
      manufacturerId: { _id: 'brand-1', name: 'Kayu Nusantara' },
      quantity: 3,
      price: null,
      subtotal: null,
    },
  ],
  itemCount: 3,
  userId: { _id: 'user-1', name: 'Aisyah Rahman', email: 'aisyah@example.com' },
  totalAmount: 0,
  subtotal: null,
  deliveryFee: null,
  tax: null,
  taxRate: null,
  invoices: [],
  currency: 'MYR',
  isPremium: false,
  isExpressDelivery: false,
  shippingAddress: null,
  paymentId: null,
  expectedDelivery: '2026-03-20',
  carrier: null,
  trackingNumber: null,
  cancelledAt: '2026-03-10T02:00:00.000Z',
  cancellationReason: ORDER_MESSAGES.cancelledByStaff,
};
const TRACKING: TOrderTracking = {
  number: ORDER.number,
  status: 'cancelled',
  events: [
    { status: 'pending', at: '2026-03-09T02:00:00.000Z', note: null, carrier: null, trackingNumber: null },
    {
      status: 'cancelled',
      at: '2026-03-10T02:00:00.000Z',
      note: 'Buyer asked by phone',
      carrier: null,
      trackingNumber: null,
    },
  ],
  carrier: null,
  trackingNumber: null,
  shipments: [],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => Response.json(String(input).endsWith('/tracking') ? TRACKING : ORDER)),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  renderAdminPage(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<OrderPage />} />
    </Routes>,
    { locale, path: '/admin/orders/order-1' },
  );
}

describe('OrderPage', () => {
  it('shows a cancelled free request: its lines, reason, payment and timeline', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order SB-2603-4F7K' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Samples · 3 items' })).toBeTruthy();
    expect(screen.getByText('Our team cancelled this order.')).toBeTruthy();
    expect(screen.getByText('None (free request)')).toBeTruthy();
    expect(screen.getByText('A cancelled order does not change any more.')).toBeTruthy();
    expect(await screen.findByText('Buyer asked by phone')).toBeTruthy();
  });

  it('speaks Bahasa Malaysia on a /ms page, what people typed as they typed it', async () => {
    renderPage('ms');
    expect(await screen.findByRole('heading', { name: 'Pesanan SB-2603-4F7K' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sampel · 3 item' })).toBeTruthy();
    expect(screen.getByText(/^Dibuat pada 9 Mac 2026/)).toBeTruthy();
    expect(screen.getByText('Pasukan kami telah membatalkan pesanan ini.')).toBeTruthy();
    expect(screen.getByText('Tiada (permintaan percuma)')).toBeTruthy();
    expect(screen.getByText('Pesanan yang dibatalkan tidak berubah lagi.')).toBeTruthy();
    const timeline = screen.getByRole('heading', { name: 'Garis masa' }).closest('section') as HTMLElement;
    expect(await within(timeline).findByText('Belum selesai')).toBeTruthy();
    expect(within(timeline).getByText('Buyer asked by phone').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Chengal Decking').getAttribute('translate')).toBe('no');
  });
});
