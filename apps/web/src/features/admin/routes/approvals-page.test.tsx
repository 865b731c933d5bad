// @vitest-environment jsdom
import type { TUser } from '@samplebank/contracts/users';
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderAdminPage } from '../../../test/render-page';
import { ApprovalsPage } from './approvals-page';

const applicant = (overrides: Partial<TUser>): TUser => ({
  _id: 'user-1',
  id: 'user-1',
  name: 'Farah Izzati Ismail',
  email: 'farah@studio.my',
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
    { documentType: 'form-9', documentKey: 'docs/form-9.pdf', originalFilename: 'form9.pdf' },
    { documentType: 'company-profile', documentKey: 'docs/profile.pdf', originalFilename: 'profile.pdf' },
  ],
  professionalInfo: { jobTitle: 'Interior designer', companyName: 'Studio Rumah', businessType: 'sdn-bhd' },
  nonProfessionalInfo: null,
  studentInfo: null,
  reviewStatus: 'pending',
  rejectionReason: null,
  createdAt: '2026-03-09T02:00:00.000Z',
  ...overrides,
});
const QUEUE = {
  users: [applicant({}), applicant({ _id: 'user-2', id: 'user-2', name: 'Nurul Huda', userType: 'student' })],
  currentPage: 1,
  totalPages: 1,
  totalUsers: 2,
};
const DOCUMENTS = {
  documents: applicant({}).supportingDocuments.map((document) => ({ ...document, url: 'https://files.example/x' })),
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => Response.json(String(input).includes('/documents') ? DOCUMENTS : QUEUE)),
  );
});
afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
  vi.unstubAllGlobals();
});

function renderPage(locale: 'en' | 'ms' = 'en') {
  renderAdminPage(<ApprovalsPage />, { locale });
}

const review = async () => screen.findByRole('article', { name: 'Farah Izzati Ismail' });

describe('ApprovalsPage', () => {
  it('counts the accounts waiting and shows the first one’s profile and missing documents', async () => {
    renderPage();
    expect(await screen.findByText('2 accounts waiting for review')).toBeTruthy();
    const article = await review();
    expect(within(article).getByText('Registered 9 Mar 2026')).toBeTruthy();
    expect(within(article).getByText('Sdn. Bhd.')).toBeTruthy();
    expect(within(article).getByText('Missing: Tax registration, Form 24, Form 49')).toBeTruthy();
    expect(await within(article).findByText('Form 9')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('speaks Bahasa Malaysia on a /ms page, the names as written', async () => {
    renderPage('ms');
    expect(await screen.findByText('2 akaun menunggu semakan')).toBeTruthy();
    const queue = screen.getByRole('navigation', { name: 'Akaun menunggu semakan' });
    expect(within(queue).getByText('Pelajar')).toBeTruthy();
    const article = await review();
    expect(within(article).getByText('Didaftarkan 9 Mac 2026')).toBeTruthy();
    expect(within(article).getByText('Jawatan')).toBeTruthy();
    expect(within(article).getByText('Belum ada: Pendaftaran cukai, Borang 24, Borang 49')).toBeTruthy();
    expect(await within(article).findByText('Borang 9')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Luluskan' })).toBeTruthy();
    expect(within(article).getByRole('heading', { name: 'Farah Izzati Ismail' }).getAttribute('translate')).toBe('no');
  });
});
