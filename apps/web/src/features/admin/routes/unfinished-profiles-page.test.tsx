// @vitest-environment jsdom

import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { UnfinishedProfilesPage } from './unfinished-profiles-page';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const row = (overrides: Record<string, unknown>) => ({
  _id: 'user-1',
  name: 'Aisyah Rahman',
  email: 'aisyah@example.com',
  userType: null,
  stoppedAt: 'account-type',
  createdAt: '2026-03-01T02:00:00.000Z',
  lastLoginAt: null,
  profileNudgedAt: null,
  nextNudgeAt: null,
  ...overrides,
});
const LIST = {
  items: [
    row({}),
    row({
      _id: 'user-2',
      name: 'Nurul Huda',
      email: 'nurul@example.com',
      userType: 'student',
      stoppedAt: 'profile',
      profileNudgedAt: '2026-03-09T02:00:00.000Z',
      nextNudgeAt: '2026-03-12T02:00:00.000Z',
    }),
  ],
  total: 2,
  currentPage: 1,
  totalPages: 1,
};

let nudgeAnswer: Response;
beforeEach(() => {
  nudgeAnswer = Response.json({ message: 'Reminder sent to aisyah@example.com', item: row({}) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') return nudgeAnswer;
      expect(String(input)).toContain('/api/admin/unfinished-profiles');
      return Response.json(LIST);
    }),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <UnfinishedProfilesPage />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

// the table is the wide screens' view (phones get the same rows as cards, hidden by CSS jsdom does not apply)
const table = async () => screen.findByRole('table', { name: 'Unfinished profiles' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

describe('UnfinishedProfilesPage', () => {
  it('shows where each account stopped and when it was last reminded, in Malaysian time', async () => {
    renderPage();
    const first = await rowOf('Aisyah Rahman');
    expect(within(first).getByText('Choosing account type')).toBeTruthy();
    expect(within(first).getByText('Not yet')).toBeTruthy();
    const second = await rowOf('Nurul Huda');
    expect(within(second).getByText('Student profile half done')).toBeTruthy();
    // 02:00 UTC is 10 am in Kuala Lumpur
    expect(within(second).getByText(/9 Mar 2026.*10:00/)).toBeTruthy();
    expect(within(second).getByText(/Next reminder from 12 Mar 2026/)).toBeTruthy();
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('sends a reminder only once confirmed, and says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(await table()).findByRole('button', { name: 'Send reminder to Aisyah Rahman' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a reminder?' });
    expect(within(dialog).getByText(/aisyah@example.com/)).toBeTruthy();
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Reminder sent to aisyah@example.com'));
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('/api/admin/unfinished-profiles/user-1/nudge');
  });

  it("shows the server's sentence when the reminder is refused", async () => {
    const message =
      'This account was reminded on 9 Mar 2026. One reminder every 3 days: the next can go on 12 Mar 2026.';
    nudgeAnswer = Response.json({ message, code: 'CONFLICT' }, { status: 409 });
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(await table()).findByRole('button', { name: 'Send reminder to Aisyah Rahman' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send reminder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });
});

describe('UnfinishedProfilesPage on a phone', () => {
  it('lists the same accounts as cards, each with its reminder', async () => {
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Unfinished profiles' });
    await within(cards).findByText('Aisyah Rahman');
    expect(within(cards).getByRole('button', { name: 'Send reminder to Aisyah Rahman' })).toBeTruthy();
    expect(within(cards).getByText(/Next reminder from 12 Mar 2026/)).toBeTruthy();
  });
});

describe('UnfinishedProfilesPage in Bahasa Malaysia', () => {
  it('names the columns, the stage, the count and the dates in Malay', async () => {
    setFormatLocale(() => 'ms');
    renderPage('ms');
    const table = await screen.findByRole('table', { name: 'Profil belum lengkap' });
    const second = (await within(table).findByText('Nurul Huda')).closest('tr') as HTMLElement;
    expect(within(second).getByText('Profil pelajar separuh siap')).toBeTruthy();
    expect(within(second).getByText(/Peringatan seterusnya dari 12 Mac 2026/)).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Peringatan terakhir' })).toBeTruthy();
    expect(screen.getByText(/^2 akaun telah mengesahkan e-mel/)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Hantar peringatan kepada Aisyah Rahman' })).toBeTruthy();
  });
});
