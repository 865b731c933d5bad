// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, type SessionUser } from '../../../lib/session';
import { storageKeys } from '../../../lib/storage-keys';
import { BusinessProfileStep } from './business-profile-step';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast }));

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

function renderStep(answerUser: SessionUser, message: string) {
  localStorage.setItem(storageKeys.token, 'token');
  localStorage.setItem(storageKeys.user, JSON.stringify(approved));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ message, user: answerUser }), { status: 200 })),
  );
  render(
    <SessionProvider>
      <BusinessProfileStep
        userType="professional"
        email={approved.email}
        user={approved}
        onBack={() => {}}
        onSubmitted={() => {}}
        setBusy={() => {}}
      />
    </SessionProvider>,
  );
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
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.info).not.toHaveBeenCalled();
  });
});
