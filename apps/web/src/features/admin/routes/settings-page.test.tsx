// @vitest-environment jsdom
import type { TSettings } from '@samplebank/contracts/content';
import { DEFAULT_INVOICING_SETTINGS } from '@samplebank/contracts/invoicing-settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { SettingsPage } from './settings-page';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const SETTINGS: TSettings = {
  platformFee: 2,
  deliverySettings: {
    standardFee: 5,
    expressFee: 10,
    taxRate: 0.08,
    minLeadDays: 7,
    maxLeadDays: 60,
    expressLeadDays: 2,
    holidays: [],
  },
  invoicing: DEFAULT_INVOICING_SETTINGS,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      Response.json(init?.method === 'PUT' ? JSON.parse(String(init.body)) : SETTINGS),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SettingsPage />
    </QueryClientProvider>,
    { locale },
  );
}

const puts = () => vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('SettingsPage', () => {
  it("saves the seller's details for invoices with the rest, a blank SST number as none", async () => {
    const user = userEvent.setup();
    renderPage();
    const tin = await screen.findByLabelText(/^Tax identification number/);
    await user.clear(tin);
    await user.type(tin, 'c 2088005001 0');
    await user.clear(screen.getByLabelText(/^SST registration number/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    const body = JSON.parse(String(puts()[0]?.[1]?.body));
    expect(body.invoicing).toMatchObject({ tin: 'C20880050010', sstNumber: null, invoicePrefix: 'SB', state: '14' });
  });

  it('refuses an invoice prefix or TIN that is not one, with the reason beside the field', async () => {
    const user = userEvent.setup();
    renderPage();
    const prefix = await screen.findByLabelText(/^Invoice number prefix/);
    await user.clear(prefix);
    await user.type(prefix, 'sb/');
    const tin = screen.getByLabelText(/^Tax identification number/);
    await user.clear(tin);
    await user.type(tin, '12345');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The invoice prefix is 1 to 8 capital letters or digits, e.g. SB')).toBeTruthy();
    expect(screen.getByText(/Please enter a valid tax identification number/)).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('refuses a latest delivery before the earliest, in the words of the page', async () => {
    const user = userEvent.setup();
    renderPage();
    const latest = await screen.findByLabelText(/^Latest standard delivery/);
    await user.clear(latest);
    await user.type(latest, '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be at least the earliest delivery')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('speaks Bahasa Malaysia on a /ms page, its checks too', async () => {
    const user = userEvent.setup();
    renderPage('ms');
    expect(await screen.findByRole('heading', { name: 'Tetapan' })).toBeTruthy();
    const expressDays = await screen.findByLabelText(/^Penghantaran ekspres/);
    await user.clear(expressDays);
    await user.type(expressDays, '1.5');
    const tax = screen.getByLabelText(/^SST/);
    await user.clear(tax);
    await user.type(tax, '120');
    await user.click(screen.getByRole('button', { name: 'Simpan tetapan' }));
    expect(await screen.findByText('Masukkan bilangan hari dalam nombor bulat')).toBeTruthy();
    expect(screen.getByText('Paling banyak 100%')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});
