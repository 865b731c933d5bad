// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionUser, useSession } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { SessionRefresh } from './session-refresh';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

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

function renderApp() {
  return render(
    <SessionProvider>
      <SessionRefresh />
      <Probe />
    </SessionProvider>,
  );
}

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

  it('ends the session when the server refuses it', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })),
    );
    renderApp();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('signed out'));
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch user data');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
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
