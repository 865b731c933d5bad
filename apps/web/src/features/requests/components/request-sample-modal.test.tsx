// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { storeSession, testUser } from '../../../test/session-user';
import { RequestSampleModal } from './request-sample-modal';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

function signIn() {
  storeSession(testUser());
}

function renderModal(props: Parameters<typeof RequestSampleModal>[0], locale: 'en' | 'ms' = 'en') {
  return renderWithMessages(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SessionProvider>
          <DialogProvider>
            <RequestSampleModal {...props} />
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
});

describe('RequestSampleModal', () => {
  it('starts with the name, category and brand of the sample it was opened from', () => {
    renderModal({ productName: 'Kinabalu Oak Plank', category: 'wood', brandInformation: 'Borneo Timber Co.' });
    expect((screen.getByLabelText(/Product name/) as HTMLInputElement).value).toBe('Kinabalu Oak Plank');
    expect((screen.getByLabelText(/Category/) as HTMLSelectElement).value).toBe('wood');
    expect((screen.getByLabelText(/Brand information/) as HTMLInputElement).value).toBe('Borneo Timber Co.');
  });

  it('sends the form at once when it comes back signed in from the sign-in its submit asked for', async () => {
    signIn();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ sampleRequest: {} }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderModal({ productName: 'Kinabalu Oak Plank', category: 'wood', submitOnOpen: true });
    // the form is incomplete (no urgency): the submit shows what is missing instead of sending
    expect(await screen.findByText('Choose an urgency level')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not send by itself when opened normally', async () => {
    signIn();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderModal({ productName: 'Kinabalu Oak Plank', category: 'wood' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit request' })).toBeTruthy());
    expect(screen.queryByText('Choose an urgency level')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks in Bahasa Malaysia on a Malay page, its options and checks in Malay too', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn());
    renderModal({ productName: 'Kinabalu Oak Plank' }, 'ms');
    expect(screen.getByText('Minta Sampel')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Kayu' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Tinggi (3-5 hari)' })).toBeTruthy();
    fireEvent.submit(screen.getByLabelText(/Nama produk/).closest('form')!);
    expect(await screen.findByText('Sila pilih tahap kesegeraan')).toBeTruthy();
    expect(screen.getByText('Sila pilih kategori')).toBeTruthy();
  });
});
