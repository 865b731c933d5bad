// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { renderWithMessages } from '../../../test/i18n';
import { CompanyInfoModal } from './company-info-modal';

const STATES = [
  { _id: '1', name: 'Selangor' },
  { _id: '2', name: 'W.P. Kuala Lumpur' },
];
const CITIES: Record<string, unknown[]> = {
  '1': [{ _id: '10', name: 'Petaling Jaya', stateId: '1', postcodes: ['46000', '47301'] }],
  '2': [{ _id: '20', name: 'Kuala Lumpur', stateId: '2', postcodes: ['50000', '59100'] }],
};

const baseUser: SessionUser = {
  _id: 'user-1',
  name: 'Nurul Huda',
  email: 'nurul@student.my',
  role: 'SAMPLEBANK_USER',
  isEmailVerified: true,
  isProfileComplete: true,
  isApproved: true,
  isPremium: false,
  organizationId: null,
};

function renderModal(user: Partial<SessionUser>) {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify({ ...baseUser, ...user }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DialogProvider>
          <MemoryRouter>
            <CompanyInfoModal />
          </MemoryRouter>
        </DialogProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const body =
        url.pathname === '/api/organizations/states'
          ? STATES
          : url.pathname === '/api/organizations/cities'
            ? (CITIES[url.searchParams.get('stateId') ?? ''] ?? [])
            : { message: 'Not found' };
      return new Response(JSON.stringify(body), { status: Array.isArray(body) ? 200 : 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CompanyInfoModal', () => {
  it('offers a student the individual path, filled in from the wizard, with the first field focused', async () => {
    renderModal({
      userType: 'student',
      studentInfo: {
        address: '7 Jalan Universiti',
        state: 'Selangor',
        city: 'Petaling Jaya',
        zipCode: '47301',
        phoneNumber: '+60162223344',
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    expect(screen.getByRole('radio', { name: /I'm a student or buying for myself/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /I'm buying for a company/ })).toHaveProperty('checked', false);
    expect((name as HTMLInputElement).value).toBe('Nurul Huda');
    expect(document.activeElement).toBe(name);
    expect(field(/^Contact number/).value).toBe('016-222 3344');
    expect(field(/^E-mail/).value).toBe('nurul@student.my');
    expect(field(/^Address line 1/).value).toBe('7 Jalan Universiti');
    await waitFor(() => expect(select('City').value).toBe('10'));
    expect(select('State').value).toBe('1');
    expect(select('Postcode').value).toBe('47301');
    expect(screen.getByRole('button', { name: 'Save my details' })).toBeTruthy();
  });

  it('offers a professional its company, named as in the wizard', async () => {
    renderModal({
      userType: 'professional',
      professionalInfo: {
        companyName: 'Studio Rumah Sdn. Bhd.',
        phoneNumber: '+60123456789',
        address: '12 Jalan Telawi',
        state: 'W.P. Kuala Lumpur',
        city: 'Kuala Lumpur',
        zipCode: '59100',
      },
    });
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    expect((name as HTMLInputElement).value).toBe('Studio Rumah Sdn. Bhd.');
    expect(screen.getByRole('radio', { name: /I'm buying for a company/ })).toHaveProperty('checked', true);
    expect(field(/^Person in charge/).value).toBe('Nurul Huda');
    expect(field(/^Contact number/).value).toBe('012-345 6789');
    await waitFor(() => expect(select('Postcode').value).toBe('59100'));
  });

  it('leaves a place the lists do not know for the user to choose', async () => {
    renderModal({ userType: 'student', studentInfo: { state: 'Narnia', city: 'Cair Paravel' } });
    await screen.findByRole('textbox', { name: /^Full name/ });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Selangor' })).toBeTruthy());
    expect(select('State').value).toBe('');
    expect(select('City').value).toBe('');
  });
});
