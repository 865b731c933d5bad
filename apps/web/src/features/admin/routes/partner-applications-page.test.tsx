// @vitest-environment jsdom
import { PARTNER_APPLICATION_MESSAGES as M } from '@samplebank/contracts/partner-applications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { PartnerApplicationsPage } from './partner-applications-page';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const application = (overrides: Record<string, unknown> = {}) => ({
  _id: 'app-1',
  companyName: 'Kayu Nusantara Sdn Bhd',
  ssmNumber: '201901012345',
  contactName: 'Aisyah Rahman',
  email: 'aisyah@kayu.my',
  phone: '+60123456789',
  website: 'https://kayu.my',
  categories: [{ slug: 'flooring', name: 'Flooring', nameMs: 'Lantai' }],
  catalogueSize: '51-200',
  message: 'Engineered timber from Johor.',
  locale: 'en',
  status: 'pending',
  brand: null,
  matchingBrand: null,
  reviewedBy: null,
  reviewedAt: null,
  decisionNote: null,
  createdAt: '2026-03-01T02:00:00.000Z',
  ...overrides,
});

const BRANDS = {
  organizations: [
    {
      _id: 'brand-1',
      name: 'Kayu Lama',
      type: 'BRAND',
      logoUrl: null,
      bannerUrl: null,
      description: null,
      website: null,
    },
  ],
  total: 1,
  currentPage: 1,
  totalPages: 1,
};

let list: ReturnType<typeof application>[];
let posts: { url: string; body: unknown }[];
let postAnswer: () => Response;

beforeEach(() => {
  list = [application(), application({ _id: 'app-2', companyName: 'Batu Alam', email: 'batu@alam.my' })];
  posts = [];
  postAnswer = () =>
    Response.json({ message: M.approved, application: application({ status: 'approved' }), invitation: null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return postAnswer();
      }
      if (url.includes('/api/organizations')) return Response.json(BRANDS);
      return Response.json({ items: list, total: list.length, currentPage: 1, totalPages: 1, pendingCount: 2 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/partner-applications']}>
        <PartnerApplicationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PartnerApplicationsPage', () => {
  it('opens on the pending queue with the first application in the details panel', async () => {
    renderPage();
    const details = await screen.findByRole('article', { name: 'Kayu Nusantara Sdn Bhd' });
    expect(screen.getByText('2 applications waiting for review')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).toBe('true');
    expect(within(details).getByText('012-345 6789')).toBeTruthy();
    expect(within(details).getByText('Flooring')).toBeTruthy();
    expect(within(details).getByText('51 to 200 products')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Batu Alam/ }));
    expect(await screen.findByRole('article', { name: 'Batu Alam' })).toBeTruthy();
  });

  it('approves into a new brand unless staff link an existing one', async () => {
    renderPage();
    const details = await screen.findByRole('article', { name: 'Kayu Nusantara Sdn Bhd' });
    await userEvent.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    expect(within(dialog).getByRole('radio', { name: /Create the brand Kayu Nusantara Sdn Bhd/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and invite' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: expect.stringContaining('/partner-applications/app-1/approve'),
      body: { brandId: null },
    });
    expect(toast.success).toHaveBeenCalledWith(M.approved);
  });

  it('offers the brand that looks like the same company, and sends it', async () => {
    list = [application({ matchingBrand: { _id: 'brand-1', name: 'Kayu Lama' } })];
    renderPage();
    const details = await screen.findByRole('article', { name: 'Kayu Nusantara Sdn Bhd' });
    expect(within(details).getByText(/already has the brand/)).toBeTruthy();
    await userEvent.click(within(details).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    expect(within(dialog).getByRole('radio', { name: /Link an existing brand/ })).toHaveProperty('checked', true);
    expect((within(dialog).getByLabelText('Existing brand') as HTMLSelectElement).value).toBe('brand-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and invite' }));
    await waitFor(() => expect(posts[0]?.body).toEqual({ brandId: 'brand-1' }));
  });

  it('asks for a note before declining, and tells staff when someone reviewed it first', async () => {
    postAnswer = () => Response.json({ message: M.alreadyReviewed, code: 'INVALID_STATE' }, { status: 409 });
    renderPage();
    const details = await screen.findByRole('article', { name: 'Kayu Nusantara Sdn Bhd' });
    await userEvent.click(within(details).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    expect(await within(dialog).findByText(M.noteRequired)).toBeTruthy();
    expect(posts).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Note to the applicant/), 'We list manufacturers only.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(M.alreadyReviewed));
    expect(posts[0]?.body).toEqual({ note: 'We list manufacturers only.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
