// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { PHONE_MESSAGES } from '@samplebank/contracts/phone';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { renderWithMessages } from '../../../test/i18n';
import { STUDENT_AUTOSAVE_DELAY_MS, StudentProfileStep } from './student-profile-step';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../../lib/toast', () => ({ toast }));

const student: SessionUser = {
  _id: 'user-2',
  name: 'Farid Hakim',
  email: 'farid@example.com',
  role: 'SAMPLEBANK_USER',
  userType: 'student',
  isEmailVerified: true,
  isProfileComplete: false,
  isApproved: false,
  isPremium: false,
};

const STATES = [{ _id: '1', name: 'Selangor' }];
const CITIES = [{ _id: '10', name: 'Petaling Jaya', stateId: '1', postcodes: ['46000', '47301'] }];

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/organizations/states') return Response.json(STATES);
      if (url.pathname === '/api/organizations/cities') return Response.json(CITIES);
      return Response.json({ user: student, token: 'token', isAuthenticated: true });
    }),
  );
}

const profileCalls = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).includes('/auth/'));

function mount(onSubmitted = vi.fn()) {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify(student));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <div data-wizard-scroll>
          <StudentProfileStep
            email={student.email}
            user={student}
            onBack={() => {}}
            onSubmitted={onSubmitted}
            setBusy={() => {}}
          />
        </div>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return onSubmitted;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('StudentProfileStep', () => {
  it('marks every empty required field, says so once, and sends nothing', async () => {
    const user = userEvent.setup();
    stubApi();
    mount();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(AUTH_MESSAGES.requiredFields));
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(textbox(/^University/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox(/^University/));
    expect(profileCalls()).toHaveLength(0);
  });

  it('refuses a phone number that is not Malaysian beside the field, in focus', async () => {
    const user = userEvent.setup();
    stubApi();
    mount();
    await fillStudies(user);
    await user.type(textbox(/^Phone number/), 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText(PHONE_MESSAGES.invalid)).toBeTruthy();
    expect(document.activeElement).toBe(textbox(/^Phone number/));
    expect(profileCalls().filter(([input]) => String(input).includes('complete-profile'))).toHaveLength(0);
  });

  it('saves a draft once, a moment after the studies are typed', async () => {
    const user = userEvent.setup();
    stubApi();
    mount();
    await user.type(textbox(/^University/), 'Universiti Malaya');
    const drafts = () => profileCalls().filter(([input]) => String(input).includes('save-partial-profile'));
    await waitFor(() => expect(drafts()).toHaveLength(1), { timeout: STUDENT_AUTOSAVE_DELAY_MS + 1500 });
    // the saved user comes back into the session: that alone starts no second save
    await new Promise((resolve) => setTimeout(resolve, STUDENT_AUTOSAVE_DELAY_MS + 500));
    expect(drafts()).toHaveLength(1);
    expect(JSON.parse(String(drafts()[0]?.[1]?.body)).profileData.university).toBe('Universiti Malaya');
  }, 15_000);

  it('sends the whole profile and hands on the answer', async () => {
    const user = userEvent.setup();
    stubApi();
    const onSubmitted = mount();
    await fillStudies(user);
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [, init] = profileCalls().find(([input]) => String(input).includes('complete-profile')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: student.email,
      userType: 'student',
      profileData: {
        university: 'Universiti Malaya',
        courseCategory: 'Architecture',
        studentId: 'S2024-01873',
        graduationYear: '2027',
        phoneNumber: '',
        address: '1 Jalan Universiti',
        state: 'Selangor',
        city: 'Petaling Jaya',
        zipCode: '46000',
        country: 'Malaysia',
      },
    });
  });
});

async function fillStudies(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(/^University/), 'Universiti Malaya');
  await user.type(textbox(/^Course/), 'Architecture');
  await user.type(textbox(/^Student ID/), 'S2024-01873');
  await user.type(textbox(/^Graduation year/), '2027');
  await user.type(textbox(/^Address/), '1 Jalan Universiti');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Selangor' })).toBeTruthy());
  await user.selectOptions(select('State'), 'Selangor');
  await waitFor(() => expect(select('City').disabled).toBe(false));
  await user.selectOptions(select('City'), 'Petaling Jaya');
  await user.selectOptions(select('Postcode'), '46000');
}
