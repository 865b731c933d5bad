// @vitest-environment jsdom
import type { TAdminSampleRequestList } from '@samplebank/contracts/admin-office';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAdminPage } from '../../../test/render-page';
import { SampleRequestsPage } from './sample-requests-page';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const REQUEST = {
  _id: 'request-1',
  productName: 'Rattan webbing',
  category: 'fabric',
  description: 'For a headboard',
  quantityNeeded: 2,
  urgencyLevel: 'high',
  brandInformation: null,
  status: 'new' as const,
  adminNote: null,
  user: { _id: 'user-1', name: 'Aisyah Rahman', email: 'aisyah@example.com' },
  createdAt: '2026-03-09T02:00:00.000Z',
  updatedAt: '2026-03-09T02:00:00.000Z',
};
const LIST: TAdminSampleRequestList = { items: [REQUEST], total: 1, currentPage: 1, totalPages: 1 };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      Response.json(init?.method === 'PUT' ? { ...REQUEST, ...JSON.parse(String(init.body)) } : LIST),
    ),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  renderAdminPage(<SampleRequestsPage />, { locale });
}

const item = async () => screen.findByRole('article', { name: 'Rattan webbing' });

describe('SampleRequestsPage', () => {
  it('shows a request with its category, urgency and lead time, and saves its status', async () => {
    const user = userEvent.setup();
    renderPage();
    const article = await item();
    expect(within(article).getByText('Aisyah Rahman · High urgency · 9 Mar 2026, 10:00 am')).toBeTruthy();
    expect(within(article).getByText('Fabric')).toBeTruthy();
    expect(within(article).getByText('High (3-5 days)')).toBeTruthy();
    await user.click(within(article).getByRole('radio', { name: 'In progress' }));
    await user.click(within(article).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved'));
  });

  it('speaks Bahasa Malaysia on a /ms page', async () => {
    const user = userEvent.setup();
    renderPage('ms');
    expect(await screen.findByRole('heading', { name: 'Permintaan sampel' })).toBeTruthy();
    const article = await item();
    expect(within(article).getByText(/^Aisyah Rahman · Keutamaan tinggi · 9 Mac 2026/)).toBeTruthy();
    expect(within(article).getByText('Fabrik')).toBeTruthy();
    expect(within(article).getByText('Tinggi (3-5 hari)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Semua' })).toBeTruthy();
    expect(within(article).getAllByText('Baharu').length).toBeGreaterThan(0);
    await user.click(within(article).getByRole('radio', { name: 'Sedang diurus' }));
    await user.click(within(article).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Disimpan'));
  });
});
