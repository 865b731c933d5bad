// @vitest-environment jsdom
import type { TAdminContactInquiry, TAdminContactInquiryList } from '@samplebank/contracts/admin-office';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAdminPage } from '../../../test/render-page';
import { ContactInquiriesPage } from './contact-inquiries-page';

const FORM_INQUIRY: TAdminContactInquiry = {
  _id: 'inquiry-1',
  firstName: 'Mei Ling',
  lastName: 'Chong',
  email: 'meiling@studio.example.my',
  // as the server composes it from the form, in English
  subject: 'Order enquiry - Selangor - Mei Ling Chong',
  company: null,
  phone: null,
  state: 'Selangor',
  inquiryType: 'Order enquiry',
  comments: 'Can samples be delivered to Shah Alam on a Saturday?',
  scheduleDemo: false,
  receiveUpdates: true,
  userId: null,
  status: 'new',
  adminNote: null,
  createdAt: '2026-03-09T02:00:00.000Z',
};
const WRITTEN_INQUIRY: TAdminContactInquiry = {
  ...FORM_INQUIRY,
  _id: 'inquiry-2',
  firstName: null,
  lastName: null,
  email: null,
  subject: 'Order for the Penang showroom',
  state: null,
  inquiryType: null,
  createdAt: '2026-03-08T02:00:00.000Z',
};
let items: TAdminContactInquiry[] = [];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ items, total: items.length, currentPage: 1, totalPages: 1 } satisfies TAdminContactInquiryList),
    ),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  renderAdminPage(<ContactInquiriesPage />, { locale });
}

describe('ContactInquiriesPage', () => {
  it('says the subject the form composed in English again in Malay', async () => {
    items = [FORM_INQUIRY];
    renderPage('ms');
    const article = await screen.findByRole('article', { name: 'Mei Ling Chong' });
    expect(within(article).getByText(/^Pertanyaan pesanan - Selangor - Mei Ling Chong ·/)).toBeTruthy();
    const subject = within(article).getByText('Subjek').nextElementSibling as HTMLElement;
    expect(subject.textContent).toBe('Pertanyaan pesanan - Selangor - Mei Ling Chong');
    expect(subject.getAttribute('translate')).toBeNull();
    expect(screen.getByRole('list').textContent).not.toMatch(/Order enquiry/);
  });

  it('names a form sent without an inquiry type a general enquiry', async () => {
    items = [{ ...FORM_INQUIRY, inquiryType: null, subject: 'General enquiry - Selangor - Mei Ling Chong' }];
    renderPage('ms');
    const article = await screen.findByRole('article', { name: 'Mei Ling Chong' });
    expect(within(article).getByText(/^Pertanyaan umum - Selangor - Mei Ling Chong ·/)).toBeTruthy();
  });

  it('shows a subject its sender wrote as written, marked for no translation', async () => {
    items = [WRITTEN_INQUIRY];
    renderPage('ms');
    const article = await screen.findByRole('article', { name: 'Pelawat (tidak log masuk)' });
    const subject = within(article).getByText('Subjek').nextElementSibling as HTMLElement;
    expect(subject.textContent).toBe('Order for the Penang showroom');
    expect(subject.getAttribute('translate')).toBe('no');
    const listed = within(screen.getByRole('list')).getByText('Order for the Penang showroom');
    expect(listed.getAttribute('translate')).toBe('no');
  });
});
