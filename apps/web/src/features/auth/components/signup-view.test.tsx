// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider, useDialogs } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { SignupView } from './signup-view';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../../lib/toast', () => ({ toast }));

function CurrentDialog() {
  const { current } = useDialogs();
  return <p data-testid="dialog">{current ? JSON.stringify(current) : 'closed'}</p>;
}

function renderSignup() {
  return renderWithMessages(
    <MemoryRouter>
      <SessionProvider>
        <DialogProvider>
          <SignupView dialog={{ name: 'auth', view: 'signup' }} />
          <CurrentDialog />
        </DialogProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SignupView', () => {
  it('takes every registration to the code screen, whether or not the email already has an account', async () => {
    // the server answers a new and a taken e-mail alike, so the screen cannot (and does not) tell them apart
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: AUTH_MESSAGES.registered, email: 'aisyah@example.com' }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Aisyah Rahman' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Aisyah@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sup3r-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));

    await waitFor(() => expect(screen.getByTestId('dialog').textContent).toContain('"name":"registration-wizard"'));
    expect(screen.getByTestId('dialog').textContent).toContain('"startAt":"email-verification"');
    expect(screen.getByTestId('dialog').textContent).toContain('"email":"aisyah@example.com"');
    expect(toast.success).toHaveBeenCalledWith(AUTH_MESSAGES.registered);
  });

  it('sends nothing when the password is outside 8-25 characters', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Aisyah Rahman' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aisyah@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordLength)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a bad e-mail and a name too long in sentences, limits the inputs like the schema, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(name.maxLength).toBe(100);
    expect(email.maxLength).toBe(254);
    // maxLength stops typing, not a pasted or filled-in value
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    fireEvent.change(email, { target: { value: 'aisyah@' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sup3r-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Name must be at most 100 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', () => {
    renderSignup();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });
});
