// @vitest-environment jsdom
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@samplebank/contracts/auth';
import { PHONE_MESSAGES } from '@samplebank/contracts/phone';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { renderWithMessages } from '../../../test/i18n';
import { BusinessProfileStep } from './business-profile-step';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../../lib/toast', () => ({ toast }));

// approved, but without its borang D: the form opens at the documents
const approved: SessionUser = {
  _id: 'user-1',
  name: 'Aisyah Rahman',
  email: 'aisyah@example.com',
  role: 'SAMPLEBANK_USER',
  userType: 'professional',
  isEmailVerified: true,
  isProfileComplete: true,
  isApproved: true,
  isPremium: false,
  professionalInfo: {
    jobTitle: 'Interior designer',
    companyName: 'Studio Rumah',
    address: '12 Jalan Ampang',
    businessType: 'enterprise',
  },
  supportingDocuments: [
    { documentType: 'company-profile', documentKey: 'documents/user-1/a.pdf', originalFilename: 'a.pdf' },
    { documentType: 'tax-registration', documentKey: 'documents/user-1/b.pdf', originalFilename: 'b.pdf' },
  ],
};

const STATES = [
  { _id: '1', name: 'Selangor' },
  { _id: '2', name: 'W.P. Kuala Lumpur' },
];
const CITIES: Record<string, unknown[]> = {
  '1': [{ _id: '10', name: 'Petaling Jaya', stateId: '1', postcodes: ['46000', '47301'] }],
  '2': [{ _id: '20', name: 'Kuala Lumpur', stateId: '2', postcodes: ['50000'] }],
};

/** The API: the place lists, and `answer` for the profile calls. */
function stubApi(answer: () => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/organizations/states') return Response.json(STATES);
    if (url.pathname === '/api/organizations/cities')
      return Response.json(CITIES[url.searchParams.get('stateId') ?? '']);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const profileCalls = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/auth/'));

function mount(user: SessionUser) {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <div data-wizard-scroll>
          <BusinessProfileStep
            userType="professional"
            email={user.email}
            user={user}
            onBack={() => {}}
            onSubmitted={() => {}}
            setBusy={() => {}}
          />
        </div>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function renderStep(answerUser: SessionUser, message: string) {
  stubApi(() => Response.json({ message, user: answerUser }));
  mount(approved);
  fireEvent.click(screen.getByRole('button', { name: 'Back to Basic Info' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('BusinessProfileStep', () => {
  it('tells an approved account when a silent save sends it back to review', async () => {
    renderStep({ ...approved, isApproved: false }, AUTH_MESSAGES.reviewAgain);
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(AUTH_MESSAGES.reviewAgain, expect.anything()));
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').isApproved).toBe(false);
  });

  it('stays silent when the account keeps its approval', async () => {
    renderStep(approved, AUTH_MESSAGES.progressSaved);
    await waitFor(() => expect(profileCalls().length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.info).not.toHaveBeenCalled();
  });
});

describe('BusinessProfileStep basic information', () => {
  const newcomer: SessionUser = {
    ...approved,
    isApproved: false,
    isProfileComplete: false,
    professionalInfo: null,
    supportingDocuments: [],
  };
  const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;

  async function fillBasics(user: ReturnType<typeof userEvent.setup>, phone: string) {
    await user.type(screen.getByRole('textbox', { name: /^Job title/ }), 'Interior designer');
    await user.type(screen.getByRole('textbox', { name: /^Company name/ }), 'Studio Rumah');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), phone);
    await user.click(screen.getByRole('radio', { name: /Enterprise/ }));
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), '12 Jalan Telawi');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Selangor' })).toBeTruthy());
    await user.selectOptions(select('State'), 'Selangor');
    await waitFor(() => expect(select('City').disabled).toBe(false));
    await user.selectOptions(select('City'), 'Petaling Jaya');
    await user.selectOptions(select('Postcode'), '47301');
  }

  it('opens with focus on its first field and caps every field at the length the server takes', async () => {
    stubApi(() => Response.json({}));
    mount(newcomer);
    const jobTitle = screen.getByRole('textbox', { name: /^Job title/ });
    await waitFor(() => expect(document.activeElement).toBe(jobTitle));
    expect(jobTitle.getAttribute('maxlength')).toBe('100');
    expect(screen.getByRole('textbox', { name: /^Phone number/ }).getAttribute('maxlength')).toBe('30');
    expect(screen.getByRole('textbox', { name: /^Address/ }).getAttribute('maxlength')).toBe('200');
    expect((screen.getByRole('textbox', { name: /^Country/ }) as HTMLInputElement).value).toBe('Malaysia');
  });

  it('offers the cities of the chosen state and the postcodes of the chosen city, and clears them on a new state', async () => {
    const user = userEvent.setup();
    stubApi(() => Response.json({}));
    mount(newcomer);
    expect(select('City').disabled).toBe(true);
    await fillBasics(user, '012-345 6789');
    expect(Array.from(select('Postcode').options).map((option) => option.value)).toEqual(['', '46000', '47301']);
    await user.selectOptions(select('State'), 'W.P. Kuala Lumpur');
    expect(select('City').value).toBe('');
    expect(select('Postcode').value).toBe('');
  });

  it("refuses the phone number 'call me maybe' beside the field, in focus, and sends nothing", async () => {
    const user = userEvent.setup();
    stubApi(() => Response.json({}));
    mount(newcomer);
    await fillBasics(user, 'call me maybe');
    await user.click(screen.getByRole('button', { name: /Continue to Document Upload/ }));
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    expect(await screen.findByText(PHONE_MESSAGES.invalid)).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(profileCalls()).toHaveLength(0);
  });

  it('asks to choose again a state the lists do not know', async () => {
    const user = userEvent.setup();
    stubApi(() => Response.json({}));
    mount({ ...newcomer, professionalInfo: { state: 'Narnia' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Selangor' })).toBeTruthy());
    expect(select('State').value).toBe('');
    await user.type(screen.getByRole('textbox', { name: /^Job title/ }), 'Designer');
    await user.click(screen.getByRole('button', { name: /Continue to Document Upload/ }));
    expect(await screen.findByText(PROFILE_MESSAGES.state)).toBeTruthy();
  });

  it("shows the server's field messages beside their fields", async () => {
    const user = userEvent.setup();
    stubApi(() =>
      Response.json(
        { message: PROFILE_MESSAGES.postcode, fields: { 'profileData.zipCode': PROFILE_MESSAGES.postcode } },
        { status: 400 },
      ),
    );
    mount(newcomer);
    await fillBasics(user, '012-345 6789');
    await user.click(screen.getByRole('button', { name: /Continue to Document Upload/ }));
    await waitFor(() => expect(select('Postcode').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(PROFILE_MESSAGES.postcode)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Professional Information' })).toBeTruthy();
  });
});
