// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DialogProvider, useDialogs } from '../../../lib/dialogs';
import { translate } from '../../../lib/i18n';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { renderWithMessages, testRegistries } from '../../../test/i18n';
import { PENDING_APPROVAL_COPY, UNFINISHED_PROFILE_COPY } from '../pending-approval-copy';
import { PendingApprovalDialog } from './pending-approval-dialog';

const baseUser: SessionUser = {
  _id: 'user-1',
  name: 'Aisyah Rahman',
  email: 'aisyah@studio.my',
  role: 'SAMPLEBANK_USER',
  isEmailVerified: true,
  isProfileComplete: true,
  isApproved: false,
  isPremium: false,
  supportingDocuments: [],
};

function OpenOnMount() {
  const { open } = useDialogs();
  useEffect(() => open({ name: 'pending-approval' }), [open]);
  return null;
}

/** Which dialog the registry holds now: the wizard replaces this one when it opens. */
function CurrentDialog() {
  const { current } = useDialogs();
  return <output aria-label="Open dialog">{current ? JSON.stringify(current) : 'none'}</output>;
}

const t = translate('common', testRegistries.en);

function renderDialog(user: Partial<SessionUser>, locale: 'en' | 'ms' = 'en') {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify({ ...baseUser, ...user }));
  return renderWithMessages(
    <MemoryRouter>
      <SessionProvider>
        <DialogProvider>
          <OpenOnMount />
          <PendingApprovalDialog />
          <CurrentDialog />
        </DialogProvider>
      </SessionProvider>
    </MemoryRouter>,
    { locale },
  );
}

// PendingApprovalDialog loads the modal's code on demand (React.lazy). The first test to open it used to pay for
// transforming that module graph (Radix, icons, the domain package) inside findByRole's wait, which on a busy run
// takes over 5 s and failed about one run in three. Loading it once before the tests leaves the lazy import a
// cache hit, so every test waits only for React.
beforeAll(() => import('./pending-approval-modal'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PendingApprovalDialog', () => {
  it.each([
    ['professional', PENDING_APPROVAL_COPY.professional],
    ['non-professional', PENDING_APPROVAL_COPY['non-professional']],
    ['student', PENDING_APPROVAL_COPY.student],
  ] as const)('tells a %s account why it waits, how long, and that an e-mail follows', async (userType, copy) => {
    // a submitted profile, documents included: it waits for staff
    renderDialog({
      userType,
      professionalInfo: { businessType: 'enterprise' },
      nonProfessionalInfo: { businessType: 'enterprise' },
      supportingDocuments: ['company-profile', 'tax-registration', 'borang-d'].map((documentType) => ({
        documentType,
        documentKey: `documents/user-1/${documentType}.pdf`,
        originalFilename: `${documentType}.pdf`,
      })),
    });
    // the dialog's code loads on demand: under a busy test run that can take a moment
    const dialog = await screen.findByRole('dialog', { name: 'Account Pending Approval' }, { timeout: 5000 });
    expect(within(dialog).getByText(t(copy.heading))).toBeTruthy();
    expect(within(dialog).getByText(t(copy.body))).toBeTruthy();
    expect(within(dialog).getByText(/Review takes 1-2 business days/)).toBeTruthy();
    expect(within(dialog).getByText(/We will e-mail you once your account is approved/)).toBeTruthy();
    expect(within(dialog).getByText('aisyah@studio.my')).toBeTruthy();
  });

  it('gives each account type its own text', () => {
    const bodies = new Set(
      (['professional', 'non-professional', 'student'] as const).map((type) => t(PENDING_APPROVAL_COPY[type].body)),
    );
    expect(bodies.size).toBe(3);
    expect(t(PENDING_APPROVAL_COPY['non-professional'].body)).toMatch(/business/);
    expect(t(PENDING_APPROVAL_COPY.student.body)).toMatch(/educational pricing/);
  });

  it('offers a business account with missing documents to upload them', async () => {
    renderDialog({ userType: 'non-professional', supportingDocuments: [] });
    expect(await screen.findByRole('button', { name: 'Upload documents' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(t(UNFINISHED_PROFILE_COPY.documents))).toBeTruthy();
  });

  it.each([
    ['who closed the wizard before choosing a type', { userType: null, isProfileComplete: false }],
    ['who closed the wizard half-way through the profile', { userType: 'student' as const, isProfileComplete: false }],
  ])('leads an account %s back into the wizard', async (_case, state) => {
    const user = userEvent.setup();
    renderDialog(state);
    const dialog = await screen.findByRole('dialog', { name: 'Account Pending Approval' }, { timeout: 5000 });
    expect(within(dialog).getByText(t(UNFINISHED_PROFILE_COPY.heading))).toBeTruthy();
    expect(within(dialog).queryByText(/Our team is (reviewing|confirming|verifying)/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Finish your profile' }));
    const current = JSON.parse(screen.getByRole('status', { name: 'Open dialog' }).textContent ?? '{}');
    expect(current).toMatchObject({ name: 'registration-wizard', startAt: 'status-check', email: baseUser.email });
  });

  it('does not offer the wizard to an account whose profile waits for review', async () => {
    renderDialog({ userType: 'student' });
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Finish your profile' })).toBeNull();
  });

  it('does not ask a student for business documents, and closes', async () => {
    const user = userEvent.setup();
    renderDialog({ userType: 'student' });
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Upload documents' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Malay on a Malay page', async () => {
    renderDialog({ userType: 'student' }, 'ms');
    const dialog = await screen.findByRole('dialog', { name: 'Akaun Menunggu Kelulusan' }, { timeout: 5000 });
    expect(within(dialog).getByText('Terima kasih kerana menyertai sebagai pelajar')).toBeTruthy();
    expect(within(dialog).getByText(/Semakan mengambil masa 1-2 hari bekerja/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Faham' })).toBeTruthy();
  });
});
