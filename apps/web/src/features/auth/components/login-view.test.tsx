// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider, useDialog } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { LoginView } from './login-view';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

function CurrentView() {
  const dialog = useDialog('auth');
  return <p data-testid="view">{dialog?.view ?? 'closed'}</p>;
}

function renderLogin() {
  return renderWithMessages(
    <MemoryRouter>
      <SessionProvider>
        <DialogProvider>
          <LoginView dialog={{ name: 'auth', view: 'login' }} />
          <CurrentView />
        </DialogProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

function answerLogin(status: number, body: unknown, delayMs = 0) {
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response(JSON.stringify(body), { status })), delayMs),
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aisyah@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever' } });
  fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LoginView', () => {
  it('shows the fields, the password hint and the three actions', () => {
    renderLogin();
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByText('8-25 characters')).toBeTruthy();
    for (const name of ['LOGIN', 'CREATE ACCOUNT', 'CANCEL', 'Forgot password?']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('reads LOGGING IN... and disables its controls while signing in', async () => {
    answerLogin(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }, 50);
    renderLogin();
    fillAndSubmit();
    const busy = await screen.findByRole('button', { name: 'LOGGING IN...' });
    expect((busy as HTMLButtonElement).closest('fieldset')?.disabled).toBe(true);
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy();
  });

  it('does not enforce the 8-25 hint on login', async () => {
    const fetchMock = answerLogin(401, { message: 'Invalid email or password' });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aisyah@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  });

  it('asks to verify the e-mail and opens the verification view', async () => {
    answerLogin(403, { message: 'Please verify your email address to continue.', code: 'EMAIL_VERIFICATION_REQUIRED' });
    renderLogin();
    fillAndSubmit();
    const link = await screen.findByRole('button', { name: 'Click here to verify your email' });
    expect(screen.getByRole('alert').textContent).toContain('Please verify your email address to continue.');
    fireEvent.click(link);
    expect(screen.getByTestId('view').textContent).toBe('verify-email');
  });

  it("shows an account's sign-in pause in the server's words, not as a verification problem", async () => {
    const message = AUTH_MESSAGES.accountLocked(15);
    answerLogin(429, { message, code: 'TOO_MANY_REQUESTS' });
    renderLogin();
    fillAndSubmit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('button', { name: 'Click here to verify your email' })).toBeNull();
  });

  it('treats a message about verification as the same signal', async () => {
    answerLogin(403, { message: 'Account needs verification' });
    renderLogin();
    fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Click here to verify your email' })).toBeTruthy();
  });
});
