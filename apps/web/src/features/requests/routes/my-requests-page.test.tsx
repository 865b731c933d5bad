// @vitest-environment jsdom
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { storeSession, testUser } from '../../../test/session-user';
import { MyRequestsPage } from './my-requests-page';

const request = {
  _id: 'r1',
  productName: 'Kinabalu Oak Plank',
  category: 'wood',
  description: null,
  quantityNeeded: 2,
  urgencyLevel: 'medium',
  brandInformation: null,
  status: 'in-progress',
  userId: 'u1',
  createdAt: '2026-12-04T02:00:00.000Z',
  updatedAt: '2026-12-04T02:00:00.000Z',
};

function renderPage(locale: 'en' | 'ms') {
  storeSession(testUser());
  setFormatLocale(() => locale);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ sampleRequests: [request] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  return renderWithMessages(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <DialogProvider>
            <MyRequestsPage />
          </DialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  setFormatLocale(() => 'en');
});

describe('MyRequestsPage', () => {
  it('lists a request with its category, quantity, lead time, date and status', async () => {
    renderPage('en');
    expect(await screen.findByText('Wood · 2 needed · within 1 week')).toBeTruthy();
    expect(screen.getByText('Sourcing')).toBeTruthy();
    expect(screen.getByText('4 Dec 2026')).toBeTruthy();
  });

  it('lists it in Bahasa Malaysia on a Malay page, with a Malay date, the product name as written', async () => {
    renderPage('ms');
    expect(await screen.findByText('Kayu · 2 diperlukan · dalam 1 minggu')).toBeTruthy();
    expect(screen.getByText('Sedang dicari')).toBeTruthy();
    expect(screen.getByText('4 Dis 2026')).toBeTruthy();
    expect(screen.getByText('Kinabalu Oak Plank').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('heading', { name: 'Permintaan sampel saya' })).toBeTruthy();
  });
});
