// @vitest-environment jsdom
import type { TAdminDashboard } from '@samplebank/contracts/admin-office';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAdminPage } from '../../../test/render-page';
import { DashboardPage } from './dashboard-page';

const DASHBOARD: TAdminDashboard = {
  accountsAwaitingReview: 3,
  ordersByStatus: { 'awaiting-payment': 0, pending: 2, processing: 1, 'in-transit': 4, delivered: 0, cancelled: 0 },
  newSampleRequests: 1,
  newContactInquiries: 0,
  lowStock: {
    threshold: 5,
    count: 2,
    samples: [
      { _id: 'sample-1', name: 'Chengal Decking', sku: 'SB-WD-001', stock: 0, brandName: 'Kayu Nusantara' },
      { _id: 'sample-2', name: 'Terrazzo Bianco', sku: 'SB-ST-002', stock: 3, brandName: 'Batu Studio' },
    ],
  },
  searchesWithoutResults: [
    { search: 'cork', searches: 1, lastAt: '2026-03-09T02:00:00.000Z' },
    { search: 'rattan', searches: 4, lastAt: '2026-03-12T02:00:00.000Z' },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toContain('/api/admin/dashboard');
      return Response.json(DASHBOARD);
    }),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  renderAdminPage(<DashboardPage />, { locale });
}

const rowOf = async (search: string) => (await screen.findByText(search)).closest('li') as HTMLElement;

describe('DashboardPage', () => {
  it('counts the searches that found nothing, one and many', async () => {
    renderPage();
    expect(within(await rowOf('cork')).getByText('1 search')).toBeTruthy();
    expect(within(await rowOf('rattan')).getByText('4 searches')).toBeTruthy();
    expect(within(await rowOf('rattan')).getByText('last 12 Mar 2026')).toBeTruthy();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('3 left')).toBeTruthy();
  });

  it('speaks Bahasa Malaysia on a /ms page: statuses, stock, counts and dates', async () => {
    renderPage('ms');
    expect(await screen.findByRole('heading', { name: 'Papan pemuka' })).toBeTruthy();
    expect(within(await rowOf('cork')).getByText('1 carian')).toBeTruthy();
    expect(within(await rowOf('rattan')).getByText('4 carian')).toBeTruthy();
    expect(within(await rowOf('rattan')).getByText('terakhir 12 Mac 2026')).toBeTruthy();
    expect(screen.getByText('Dalam penghantaran')).toBeTruthy();
    expect(screen.getByText('Kehabisan stok')).toBeTruthy();
    expect(screen.getByText('Tinggal 3')).toBeTruthy();
    expect(screen.getByText('Sampel dengan baki 5 unit atau kurang, yang paling sedikit dahulu.')).toBeTruthy();
  });
});
