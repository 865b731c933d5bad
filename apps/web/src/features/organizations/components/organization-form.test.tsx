// @vitest-environment jsdom
import { ORGANIZATION_MESSAGES } from '@samplebank/contracts/organizations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { EMPTY_ORGANIZATION_FORM } from '../organization-form-schema';
import { OrganizationForm } from './organization-form';

const STATES = [
  { _id: '1', name: 'Selangor' },
  { _id: '2', name: 'Pulau Pinang' },
];
const CITIES: Record<string, { _id: string; name: string; stateId: string; postcodes: string[] }[]> = {
  '1': [
    { _id: '10', name: 'Petaling Jaya', stateId: '1', postcodes: ['46000', '47301'] },
    { _id: '11', name: 'Shah Alam', stateId: '1', postcodes: ['40000', '40100'] },
  ],
  '2': [{ _id: '20', name: 'George Town', stateId: '2', postcodes: ['10000', '10050'] }],
};

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body =
      url.pathname === '/api/organizations/states'
        ? STATES
        : url.pathname === '/api/organizations/cities'
          ? (CITIES[url.searchParams.get('stateId') ?? ''] ?? [])
          : { message: 'Not found' };
    return new Response(JSON.stringify(body), {
      status: Array.isArray(body) ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm(props: Parameters<typeof OrganizationForm>[0] = {}, locale: 'en' | 'ms' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter>
          <OrganizationForm {...props} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
    { locale },
  );
}

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;

async function chooseWhenListed(user: ReturnType<typeof userEvent.setup>, name: string, optionText: string) {
  await waitFor(() => expect(screen.getByRole('option', { name: optionText })).toBeTruthy());
  await user.selectOptions(select(name), optionText);
}

beforeEach(() => {
  stubApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrganizationForm address cascade', () => {
  it('lists the cities of the chosen state and the postcodes of the chosen city', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(select('City').disabled).toBe(true);
    expect(select('Postcode').disabled).toBe(true);

    await chooseWhenListed(user, 'State', 'Selangor');
    await waitFor(() => expect(select('City').disabled).toBe(false));
    expect(screen.getByRole('option', { name: 'Petaling Jaya' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'George Town' })).toBeNull();

    await user.selectOptions(select('City'), 'Shah Alam');
    const postcodes = Array.from(select('Postcode').options).map((option) => option.value);
    expect(postcodes).toEqual(['', '40000', '40100']);
  });

  it('clears the city and the postcode when the state changes', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseWhenListed(user, 'State', 'Selangor');
    await chooseWhenListed(user, 'City', 'Petaling Jaya');
    await user.selectOptions(select('Postcode'), '47301');
    expect(select('Postcode').value).toBe('47301');

    await user.selectOptions(select('State'), 'Pulau Pinang');
    expect(select('City').value).toBe('');
    expect(select('Postcode').value).toBe('');
    await waitFor(() => expect(screen.getByRole('option', { name: 'George Town' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: 'Petaling Jaya' })).toBeNull();
  });

  it('clears the postcode when the city changes', async () => {
    const user = userEvent.setup();
    renderForm();
    await chooseWhenListed(user, 'State', 'Selangor');
    await chooseWhenListed(user, 'City', 'Petaling Jaya');
    await user.selectOptions(select('Postcode'), '46000');

    await user.selectOptions(select('City'), 'Shah Alam');
    expect(select('City').value).toBe('11');
    expect(select('Postcode').value).toBe('');
    expect(Array.from(select('Postcode').options).map((option) => option.value)).toEqual(['', '40000', '40100']);
  });
});

describe('OrganizationForm validation', () => {
  it('explains a malformed Malaysian phone number and SSM number', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Contact number/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /^SSM registration number/ }), 'ABC-123');
    await user.click(screen.getByRole('button', { name: 'Save company' }));

    expect(await screen.findByText(ORGANIZATION_MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText(ORGANIZATION_MESSAGES.ssm)).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: /^Contact number/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      ORGANIZATION_MESSAGES.phone,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/highlighted fields/);
  });

  it('accepts the Malaysian formats people write', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByRole('textbox', { name: /^Contact number/ });
    const ssm = screen.getByRole('textbox', { name: /^SSM registration number/ });
    await user.type(phone, '+60 3-1234 5678');
    await user.type(ssm, '202301012345');
    await user.click(screen.getByRole('button', { name: 'Save company' }));

    await screen.findByText('Company name is required');
    expect(screen.queryByText(ORGANIZATION_MESSAGES.phone)).toBeNull();
    expect(screen.queryByText(ORGANIZATION_MESSAGES.ssm)).toBeNull();

    await user.clear(phone);
    await user.type(phone, '012-345 6789');
    await user.clear(ssm);
    await user.type(ssm, '1234567-X');
    await user.tab();
    expect(screen.queryByText(ORGANIZATION_MESSAGES.phone)).toBeNull();
    expect(screen.queryByText(ORGANIZATION_MESSAGES.ssm)).toBeNull();
  });

  it('asks for the required fields by name', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Contact number is required')).toBeTruthy();
    expect(screen.getByText('SSM number is required')).toBeTruthy();
    expect(screen.getByText('Please choose a state')).toBeTruthy();
    expect(screen.getByText('Please choose the type of company')).toBeTruthy();
  });
});

describe('OrganizationForm for an individual', () => {
  const individual = { ...EMPTY_ORGANIZATION_FORM, kind: 'individual' as const, name: 'Nurul Huda' };

  it('asks an individual for a name, a phone number and an address, and no company fields', async () => {
    const user = userEvent.setup();
    renderForm({ initialValues: individual });
    expect(screen.getByRole('radio', { name: /I'm a student or buying for myself/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('textbox', { name: /^SSM registration number/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Type of company/ })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Full name/ }) as HTMLInputElement).value).toBe('Nurul Huda');

    await user.type(screen.getByRole('textbox', { name: /^Contact number/ }), 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText('Please choose a state')).toBeTruthy();
    expect(screen.queryByText('SSM number is required')).toBeNull();
  });

  it('swaps a filled-in name when the buyer switches between company and individual', async () => {
    const user = userEvent.setup();
    renderForm({
      initialValues: { ...EMPTY_ORGANIZATION_FORM, name: 'Studio Rumah' },
      kindNames: { company: 'Studio Rumah', individual: 'Aisyah Rahman' },
    });
    expect((screen.getByRole('textbox', { name: /^Company name/ }) as HTMLInputElement).value).toBe('Studio Rumah');
    await user.click(screen.getByRole('radio', { name: /I'm a student or buying for myself/ }));
    expect((screen.getByRole('textbox', { name: /^Full name/ }) as HTMLInputElement).value).toBe('Aisyah Rahman');
    await user.clear(screen.getByRole('textbox', { name: /^Full name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Aisyah binti Rahman');
    await user.click(screen.getByRole('radio', { name: /I'm buying for a company/ }));
    // a name the user typed stays
    expect((screen.getByRole('textbox', { name: /^Company name/ }) as HTMLInputElement).value).toBe(
      'Aisyah binti Rahman',
    );
  });

  it('caps each text field at the length the server takes', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /^Company name/ }).getAttribute('maxlength')).toBe('200');
    expect(screen.getByRole('textbox', { name: /^Contact number/ }).getAttribute('maxlength')).toBe('30');
    expect(screen.getByRole('textbox', { name: /^SSM registration number/ }).getAttribute('maxlength')).toBe('40');
    expect(screen.getByRole('textbox', { name: /^Address line 1/ }).getAttribute('maxlength')).toBe('200');
  });
});

describe('OrganizationForm in Bahasa Malaysia', () => {
  it('labels the company form in Malay and counts the fields to check', async () => {
    const user = userEvent.setup();
    renderForm({}, 'ms');
    expect(screen.getByRole('group', { name: 'Untuk siapa anda memesan?' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Arkitek' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simpan syarikat' }));
    expect(await screen.findByText(/^Sila semak \d+ ruangan yang ditandakan\.$/)).toBeTruthy();
    expect(screen.getByText('Sila pilih negeri')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alamat pengebilan' })).toBeTruthy();
  });

  it('counts the highlighted fields in English', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText(/^Please check the \d+ highlighted fields\.$/)).toBeTruthy();
  });
});

describe("OrganizationForm's consent to be named to brands", () => {
  beforeEach(() => stubApi());

  it('offers a company the choice, off at first, and says what brands will see', async () => {
    const user = userEvent.setup();
    renderForm();
    const consent = screen.getByRole('checkbox', {
      name: "Let brands whose samples you request see your company's name and contact details",
    }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(consent.getAttribute('aria-describedby')).toBe('share-with-brands-hint');
    expect(screen.getByText(/the brand sees only your type of business and your state/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /I'm a student or buying for myself/ }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
