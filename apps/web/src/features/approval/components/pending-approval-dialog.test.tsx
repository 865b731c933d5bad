// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogProvider, useDialogs } from '../../../lib/dialogs';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { PENDING_APPROVAL_COPY } from '../pending-approval-copy';
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

function renderDialog(user: Partial<SessionUser>) {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify({ ...baseUser, ...user }));
  return render(
    <MemoryRouter>
      <SessionProvider>
        <DialogProvider>
          <OpenOnMount />
          <PendingApprovalDialog />
        </DialogProvider>
      </SessionProvider>
    </MemoryRouter>,
  );
}

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
    renderDialog({ userType });
    const dialog = await screen.findByRole('dialog', { name: 'Account Pending Approval' });
    expect(within(dialog).getByText(copy.heading)).toBeTruthy();
    expect(within(dialog).getByText(copy.body)).toBeTruthy();
    expect(within(dialog).getByText(/Review takes 1-2 business days/)).toBeTruthy();
    expect(within(dialog).getByText(/We will e-mail you once your account is approved/)).toBeTruthy();
    expect(within(dialog).getByText('aisyah@studio.my')).toBeTruthy();
  });

  it('gives each account type its own text', () => {
    const bodies = new Set(
      (['professional', 'non-professional', 'student'] as const).map((type) => PENDING_APPROVAL_COPY[type].body),
    );
    expect(bodies.size).toBe(3);
    expect(PENDING_APPROVAL_COPY['non-professional'].body).toMatch(/business/);
    expect(PENDING_APPROVAL_COPY.student.body).toMatch(/educational pricing/);
  });

  it('offers a business account with missing documents to upload them', async () => {
    renderDialog({ userType: 'non-professional', supportingDocuments: [] });
    expect(await screen.findByRole('button', { name: 'Upload documents' })).toBeTruthy();
  });

  it('does not ask a student for business documents, and closes', async () => {
    const user = userEvent.setup();
    renderDialog({ userType: 'student' });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Upload documents' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
