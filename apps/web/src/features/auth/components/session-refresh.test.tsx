// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider, type SessionUser, useSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';
import { renderWithMessages } from '../../../test/i18n';
import { AuthDialog } from './auth-dialog';
import { SessionRefresh } from './session-refresh';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const user = {
  _id: 'u1',
  name: 'Aisyah Rahman',
  email: 'aisyah@example.com',
  isEmailVerified: true,
  isApproved: true,
} as SessionUser;

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return <p data-testid="state">{session.isAuthenticated ? `signed in as ${session.user?.name}` : 'signed out'}</p>;
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** A signed-in page: what it shows comes from the API with the session's token. */
function OrdersProbe() {
  const orders = useQuery({ queryKey: ['orders'], queryFn: () => api.get('/orders/history') });
  return (
    <p data-testid="orders">{orders.data ? `${orders.data.orders.length} orders` : orders.isError ? 'error' : '...'}</p>
  );
}

function renderApp(options: { page?: boolean } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <MemoryRouter initialEntries={['/orders']}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <DialogProvider>
            <SessionRefresh />
            <Probe />
            <Location />
            {options.page ? <OrdersProbe /> : null}
            <AuthDialog />
          </DialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function storeSession() {
  localStorage.setItem(storageKeys.token, 'stored-token');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('SessionRefresh', () => {
  it('reads the stored user afresh on load', async () => {
    storeSession();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ...user, name: 'Aisyah R.' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('signed in as Aisyah R.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("ends the session when reading the user fails, with the spec's words", async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Not found' }, 404)),
    );
    renderApp();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('signed out'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch user data'));
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('opens the sign-in dialog with "Your session has ended" when the stored token is refused on load', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Token expired', code: 'TOKEN_EXPIRED' }, 401)),
    );
    renderApp();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('signed out');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/orders');
    expect(toast.error).not.toHaveBeenCalled();
    // the account it was: the e-mail is filled in and the password asked for
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('aisyah@example.com');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('keeps the user on the page through an expired session: signed in again, the page loads its data afresh', async () => {
    let tokenAccepted = 'stored-token';
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const authorization = new Headers(init?.headers).get('Authorization');
      if (url.endsWith('/auth/login')) {
        tokenAccepted = 'new-token';
        return json({ token: 'new-token', user, requiresEmailVerification: false, requiresProfileCompletion: false });
      }
      if (authorization !== `Bearer ${tokenAccepted}`)
        return json({ message: 'Token expired', code: 'TOKEN_EXPIRED' }, 401);
      if (url.includes('/orders')) return json({ orders: [{}, {}, {}] });
      return json(user);
    });
    vi.stubGlobal('fetch', fetchMock);
    storeSession();
    renderApp({ page: true });
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('3 orders'));

    // the token dies (expired, or revoked by a password change elsewhere)
    tokenAccepted = 'revoked';
    await act(async () => {
      await api.get('/orders/history').catch(() => undefined);
    });
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('signed out');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sup3r-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('signed in as Aisyah Rahman'));
    expect(screen.getByTestId('location').textContent).toBe('/orders');
    const ordersCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/orders'));
    await waitFor(() =>
      expect(new Headers(ordersCalls.at(-1)?.[1]?.headers).get('Authorization')).toBe('Bearer new-token'),
    );
    expect(screen.getByTestId('orders').textContent).toBe('3 orders');
  });

  it('does nothing for a signed-out visitor refused by the API', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, 401)),
    );
    renderApp({ page: true });
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('error'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the session-ended notice once the dialog is closed', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Token expired', code: 'TOKEN_EXPIRED' }, 401)),
    );
    renderApp();
    await screen.findByText('Your session has ended. Please sign in again.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/orders');
  });

  it('keeps the session when the request gets no answer (offline, or the page is left)', async () => {
    storeSession();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderApp();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByTestId('state').textContent).toBe('signed in as Aisyah Rahman');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('does not re-read a session begun in this page load', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderApp();
    act(() => session.signIn('fresh-token', user));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByTestId('state').textContent).toBe('signed in as Aisyah Rahman');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
