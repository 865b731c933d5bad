// @vitest-environment jsdom
import { ACCOUNT_SECURITY_MESSAGES } from '@samplebank/contracts/account';
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import type { TAccountResponse, TUser } from '@samplebank/contracts/users';
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider, useDialogs } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { renderWithMessages } from '../../../test/i18n';
import { AccountPage } from './account-page';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const user: TUser = {
  _id: 'u1',
  id: 'u1',
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  avatar: null,
  role: 'SAMPLEBANK_USER',
  userType: 'professional',
  isEmailVerified: true,
  isProfileComplete: true,
  isApproved: false,
  isPremium: false,
  organizationId: null,
  myWishlist: [],
  supportingDocuments: [
    { documentType: 'company-profile', documentKey: 'documents/u1/a.pdf', originalFilename: 'profile.pdf' },
  ],
  professionalInfo: { jobTitle: 'Designer', companyName: 'Studio Rimba', businessType: 'enterprise' },
  nonProfessionalInfo: null,
  studentInfo: null,
  reviewStatus: 'rejected',
  rejectionReason: 'The company profile is not readable.',
  createdAt: '2026-01-05T02:00:00.000Z',
};
const account = (changes: Partial<TUser> = {}): TAccountResponse => ({
  user: { ...user, ...changes },
  emailPreferences: { orderUpdates: true, productNews: false },
  organization: null,
});

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply | ((init?: RequestInit) => Reply)>;
const calls: { url: string; init?: RequestInit }[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('user', JSON.stringify(user));
  calls.length = 0;
  replies = {
    'GET /api/users/me': { status: 200, body: account() },
    'GET /api/users/u1/documents': {
      status: 200,
      body: {
        documents: [{ ...user.supportingDocuments[0], url: '/api/files/documents/u1/a.pdf?signature=x' }],
      },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const reply = replies[`${init?.method ?? 'GET'} ${url}`];
      const { status, body } = typeof reply === 'function' ? reply(init) : (reply ?? { status: 404, body: {} });
      return new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** Shows which app-wide dialog the page asked for. */
function OpenDialog() {
  const { current } = useDialogs();
  return <output data-testid="dialog">{current?.name ?? ''}</output>;
}

function renderPage(locale: 'en' | 'ms' = 'en') {
  return renderWithMessages(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <DialogProvider>
            <AccountPage />
            <OpenDialog />
          </DialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
    { locale },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountPage', () => {
  it('asks a visitor to sign in', () => {
    localStorage.clear();
    renderPage();
    expect(screen.getByText('Please sign in to see your account.')).toBeTruthy();
    expect(screen.getByTestId('dialog').textContent).toBe('auth');
  });

  it('shows the profile, the rejection reason and a download link for each document', async () => {
    renderPage();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('aisha@example.com')).toBeTruthy();
    expect(within(profile).getByText('Enterprise')).toBeTruthy();
    const review = section('Documents and review');
    expect(within(review).getByText('Not approved')).toBeTruthy();
    expect(within(review).getByText('The company profile is not readable.')).toBeTruthy();
    // an enterprise still needs its tax registration and Borang D
    expect(within(review).getByText('Borang D')).toBeTruthy();
    const link = await within(review).findByRole('link', { name: 'Download Company profile, profile.pdf' });
    expect(link.getAttribute('href')).toBe('/api/files/documents/u1/a.pdf?signature=x');
  });

  it('opens the registration wizard for the missing documents', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload documents' }));
    expect(screen.getByTestId('dialog').textContent).toBe('registration-wizard');
  });

  it('shows an administrator no buyer or review sections', async () => {
    replies['GET /api/users/me'] = { status: 200, body: account({ role: 'ADMIN', userType: null }) };
    renderPage();
    await screen.findByRole('region', { name: 'Profile' });
    expect(screen.queryByRole('region', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents and review' })).toBeNull();
    expect(section('Change password')).toBeTruthy();
  });

  it('says when the account cannot be loaded and tries again', async () => {
    replies['GET /api/users/me'] = { status: 500, body: { message: 'Something went wrong on our side.' } };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Your account could not be loaded.');
    replies['GET /api/users/me'] = { status: 200, body: account() };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeTruthy();
  });

  it('checks the new password before sending it, in sentences', async () => {
    renderPage();
    const form = await screen.findByRole('region', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText(/Current password/), { target: { value: 'Old-Password-1' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(within(form).getByLabelText(/Confirm new password/), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(AUTH_MESSAGES.passwordLength)).toBeTruthy();
    expect(within(form).getByText(ACCOUNT_SECURITY_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/auth/change-password')).toBe(false);
  });

  it('puts a wrong current password on its field and keeps the session', async () => {
    replies['POST /api/auth/change-password'] = {
      status: 400,
      body: {
        message: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong,
        fields: { currentPassword: ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong },
      },
    };
    renderPage();
    const form = await screen.findByRole('region', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText(/Current password/), { target: { value: 'Wrong-Password-1' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'Brand-New-Pass-7' } });
    fireEvent.change(within(form).getByLabelText(/Confirm new password/), { target: { value: 'Brand-New-Pass-7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_SECURITY_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Current password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('keeps this browser signed in with the fresh token after a change', async () => {
    replies['POST /api/auth/change-password'] = {
      status: 200,
      body: { message: ACCOUNT_SECURITY_MESSAGES.passwordChanged, token: 'token-2', user },
    };
    renderPage();
    const form = await screen.findByRole('region', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText(/Current password/), { target: { value: 'Old-Password-1' } });
    fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'Brand-New-Pass-7' } });
    fireEvent.change(within(form).getByLabelText(/Confirm new password/), { target: { value: 'Brand-New-Pass-7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-2'));
    expect(toast.success).toHaveBeenCalledWith(ACCOUNT_SECURITY_MESSAGES.passwordChanged);
    expect((within(form).getByLabelText(/Current password/) as HTMLInputElement).value).toBe('');
  });

  it('saves an e-mail preference at once and puts it back when the server refuses', async () => {
    replies['PUT /api/users/me/email-preferences'] = (init) => ({
      status: 200,
      body: {
        message: 'Your e-mail preferences are saved',
        emailPreferences: { orderUpdates: true, productNews: false, ...JSON.parse(String(init?.body)) },
      },
    });
    renderPage();
    const news = await screen.findByRole('switch', { name: 'Product news' });
    expect(news.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(news);
    await waitFor(() => expect(news.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product news e-mails are on'));
    const sent = calls.find((call) => call.url === '/api/users/me/email-preferences');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ productNews: true });

    replies['PUT /api/users/me/email-preferences'] = { status: 500, body: { message: 'Something went wrong.' } };
    const orders = screen.getByRole('switch', { name: 'Order updates' });
    fireEvent.click(orders);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong.'));
    expect(orders.getAttribute('aria-checked')).toBe('true');
    expect(calls.filter((call) => call.url === '/api/users/me/email-preferences')).toHaveLength(2);
  });

  it('asks before signing out everywhere, and Cancel changes nothing', async () => {
    renderPage();
    const sessions = await screen.findByRole('region', { name: 'Sign out everywhere' });
    fireEvent.click(within(sessions).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out on every device?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url === '/api/auth/sign-out-everywhere')).toBe(false);
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('renames the account in place and updates the stored user', async () => {
    replies['PUT /api/users/u1'] = {
      status: 200,
      body: { message: 'User updated successfully', user: { ...user, name: 'Aisha Binti Rahman' } },
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name, Aisha Rahman' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: 'Aisha Binti Rahman' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('button', { name: 'Edit name, Aisha Binti Rahman' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Aisha Binti Rahman');
  });

  describe('in Bahasa Malaysia', () => {
    beforeEach(() => setFormatLocale(() => 'ms'));
    afterEach(() => setFormatLocale(() => 'en'));

    it('names the sections, the review status and the documents in Malay, the dates with Malay months', async () => {
      replies['GET /api/users/u1/documents'] = {
        status: 200,
        body: {
          documents: [
            {
              ...user.supportingDocuments[0],
              uploadedAt: '2026-08-14T04:00:00.000Z',
              url: '/api/files/documents/u1/a.pdf?signature=x',
            },
          ],
        },
      };
      renderPage('ms');
      const profile = await screen.findByRole('region', { name: 'Profil' });
      expect(within(profile).getByText('Ahli sejak')).toBeTruthy();
      expect(within(profile).getByText('5 Jan 2026')).toBeTruthy();
      expect(within(profile).getByText('Jenis perniagaan')).toBeTruthy();
      const review = section('Dokumen dan semakan');
      expect(within(review).getByText('Tidak diluluskan')).toBeTruthy();
      expect(await within(review).findByText('profile.pdf · dimuat naik 14 Ogo 2026')).toBeTruthy();
      expect(within(review).getByRole('link', { name: 'Muat turun Profil syarikat, profile.pdf' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Tukar kata laluan' })).toBeTruthy();
    });
  });
});
